// `npm run build`: clean, bundle the client and the Node renderer with Parcel, then prerender
// every route of every locale into static files. `--dev` makes a development build (React's
// hydration warnings on) into build/dev for the hydration test.
import { rmSync, existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { Parcel } from '@parcel/core';
import { prerenderSite } from './prerender.mjs';
import { precompress } from './precompress.mjs';

const dev = process.argv.includes('--dev');
const outDir = dev ? 'build/dev' : 'dist';
const serverDir = dev ? 'build/dev-server' : 'build/server';
const started = performance.now();

if (existsSync('.env')) process.loadEnvFile('.env');
process.env.NODE_ENV = dev ? 'development' : 'production';
rmSync(outDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const bundler = new Parcel({
  entries: '.',
  defaultConfig: '@parcel/config-default',
  mode: dev ? 'development' : 'production',
  shouldDisableCache: true,
  defaultTargetOptions: { shouldOptimize: !dev, shouldScopeHoist: !dev, sourceMaps: dev },
  targets: {
    client: { ...pkg.targets.client, distDir: outDir },
    server: { ...pkg.targets.server, distDir: serverDir },
  },
});
const { bundleGraph, buildTime } = await bundler.run();
console.log(
  `Parcel: ${bundleGraph.getBundles().length} bundles in ${(buildTime / 1000).toFixed(1)} s`,
);

const server = await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href);
const pages = await prerenderSite(server, outDir);
if (!dev) await precompress(outDir);
console.log(
  `Prerendered ${pages} pages into ${outDir}/ — total ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
