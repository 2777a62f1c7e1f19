import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium, testChromiumArgs } from '../../tooling/ci/chromium.mjs';
import { cspHash, inlineScriptHashes } from '../../tooling/site-build/deploy-headers.mjs';
import { observatory } from '../support/observatory.mjs';
import { entryScriptUrl } from '../../tooling/site-build/prerender.mjs';
import { site } from '../../content/site';
import { FIELD_LIMITS } from '../../src/contact/validation';
import { sitePaths, waitForHydration } from '../support/browser/harness';
import { recordCspViolations } from '../support/browser/checks';
import { exchange } from '../support/net';
import { BROTLI, NGINX, prepareNginx, type TestNginx } from '../support/nginx';

/**
 * The shipped deploy on real nginx: deploy/nginx.conf (only its listen addresses, certificate
 * paths, deploy folder, the contact service's port and the brotli line adapted here) behind a
 * certificate made for the test for SITE_URL's host, and deploy/deploy.sh putting release A
 * (dist/) and then releases B and C (a rebuild's changes) live the documented way. Statuses,
 * headers, caching, precompression, TLS, the HTTP redirect to the canonical host, other hosts
 * refused, nginx's own error answers, the Observatory grade, the proxied contact service and its
 * limits, the deploy's lock and settings, assets kept across deploys, and every page of the
 * redeployed site served with a policy that lets its scripts run.
 */
const DIST = path.resolve('dist');
const paths = sitePaths('dist');
/** The host the build is for (SITE_URL): nginx's server_name, the certificate's name. */
const HOST = new URL(site.siteUrl).hostname;
/** Every language the build has (locales/), with its address prefix ('' for the default). */
const languages = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({ lng: name, prefix: existsSync(path.join(DIST, name)) ? `/${name}` : '' }));

/** A post holding this makes the stand-in contact service drop the connection (a 502). */
const FAIL_MARK = 'drop-this-connection';

let server: TestNginx | undefined;
let dir: string;
let siteDir: string;
let httpPort: number;
let httpsPort: number;
let ca: Buffer;
let browser: Browser;
/** The deploy script's settings for this nginx. */
let deployEnv: NodeJS.ProcessEnv;
/** A stand-in for the contact service behind nginx: records what reaches it, answers 200. */
let contactService: Server;
const reachedService: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}[] = [];

const headerList = (file: string) =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => {
        const [name, ...value] = line.trim().split(': ');
        return [name!.toLowerCase(), value.join(': ')];
      }),
  );
const headersA = headerList(path.join(DIST, '_headers'));
/** The site's headers on the contact service's answers: all but the pages' policy. */
const serviceHeaders = Object.fromEntries(
  Object.entries(headersA).filter(
    ([name]) =>
      !['content-security-policy', 'reporting-endpoints', 'referrer-policy'].includes(name),
  ),
);

interface Answer {
  status: number;
  /** Lower-case names, every value (a header sent twice has two). */
  headers: Record<string, string[]>;
  header: (name: string) => string | undefined;
  body: Buffer;
}

function answer(status: number, raw: string[], body: Buffer): Answer {
  const headers: Record<string, string[]> = {};
  for (let i = 0; i < raw.length; i += 2) (headers[raw[i]!.toLowerCase()] ??= []).push(raw[i + 1]!);
  return { status, headers, header: (name) => headers[name]?.join(', '), body };
}

/** A response callback that reads the whole body, then resolves with the answer. */
function read(resolve: (answer: Answer) => void) {
  return (res: IncomingMessage) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(answer(res.statusCode!, res.rawHeaders, Buffer.concat(chunks))));
  };
}

/** A request over HTTPS, trusting only the test's certificate (checked for SITE_URL's host). */
function get(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: HOST,
        ca,
        path: url,
        method,
        headers: { host: HOST, ...headers },
        agent: false,
      },
      read(resolve),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A plain-HTTP request to the port-80 blocks. */
function getHttp(url: string, host = HOST): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: httpPort, path: url, headers: { host }, agent: false },
      read(resolve),
    );
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes over TLS (requests no client library would send), and nginx's parsed answer. */
async function raw(bytes: string): Promise<Answer> {
  const { text } = await exchange(`https://127.0.0.1:${httpsPort}/`, bytes, {
    tls: { ca, servername: HOST },
    hangUp: true,
    waitMs: 10_000,
  });
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const pairs = lines.flatMap((line) => {
    const at = line.indexOf(':');
    return [line.slice(0, at), line.slice(at + 1).trim()];
  });
  return answer(Number(statusLine.split(' ')[1]), pairs, Buffer.from(rest.join('\r\n\r\n')));
}

/** deploy/deploy.sh run as documented, with this nginx. */
function deploy(build: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync('sh', ['deploy/deploy.sh', build], {
    env: { ...deployEnv, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

/** deploy/deploy.sh started without waiting for it. */
function deployInBackground(build: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn('sh', ['deploy/deploy.sh', build], { env: { ...deployEnv, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output: output.trim() })),
  );
}

/** The release folders deploy/deploy.sh has made. */
const releases = () =>
  readdirSync(path.join(siteDir, 'releases')).filter((name) => !name.startsWith('.'));

/**
 * Waits until ten answers in a row, each on its own connection, come from the release whose
 * Content-Security-Policy this is: nginx -s reload returns once signalled, and an old worker may
 * still accept a connection or two meanwhile.
 */
async function untilLive(csp: string) {
  for (let waited = 0, inRow = 0; inRow < 10; waited += 50) {
    const live = (await get('/')).header('content-security-policy') === csp;
    inRow = live ? inRow + 1 : 0;
    if (waited > 5000) throw new Error('nginx still serves the old release 5 s after the reload');
    if (!live) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The import map of a page and the sha256 CSP source of its text. */
const importMap = (html: string) =>
  /<script type=["']?importmap["']?>([\s\S]*?)<\/script>/.exec(html)![1]!;

/**
 * Release B: what a rebuild after a change to the home page's text ships. Its chunk gets new
 * content and so a new content-hashed name; the import map naming the chunks changes in every
 * page, and with it the hash the Content-Security-Policy must list. Headers rewritten to match,
 * as the build writes them.
 */
function release(name: string, from = DIST): { dir: string; chunk: [string, string] } {
  const out = path.join(dir, `build-${name}`);
  cpSync(from, out, { recursive: true });
  const index = readFileSync(path.join(out, 'index.html'), 'utf8');
  const map = importMap(index);
  const old = /"(\/Home\.[0-9a-f]{8}\.js)"/.exec(map)?.[1];
  if (!old) throw new Error('The import map names no Home chunk');
  const content = `${readFileSync(path.join(out, old), 'utf8')}\n// release ${name}\n`;
  const renamed = old.replace(
    /\.[0-9a-f]{8}\.js$/,
    `.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`,
  );
  for (const suffix of ['', '.gz', '.br']) rmSync(path.join(out, old + suffix), { force: true });
  writeFileSync(path.join(out, renamed), content);
  writeFileSync(path.join(out, `${renamed}.gz`), gzipSync(content));
  writeFileSync(path.join(out, `${renamed}.br`), brotliCompressSync(content));
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(old, renamed));
    for (const suffix of ['.gz', '.br']) rmSync(file + suffix, { force: true });
  }
  const before = cspHash(map);
  const after = cspHash(importMap(readFileSync(path.join(out, 'index.html'), 'utf8')));
  for (const file of ['_headers', '_nginx-headers.conf']) {
    const headers = path.join(out, file);
    writeFileSync(headers, readFileSync(headers, 'utf8').replaceAll(before, after));
  }
  return { dir: out, chunk: [old, renamed] };
}

beforeAll(async () => {
  server = await prepareNginx(HOST);
  ({ dir, siteDir, httpPort, httpsPort, ca } = server);
  contactService = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      reachedService.push({ url: request.url ?? '', headers: request.headers, body });
      // A service that fails mid-answer: nginx answers 502 itself.
      if (body.includes(FAIL_MARK)) return void request.socket.destroy();
      response.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => contactService.listen(0, '127.0.0.1', resolve));
  const contactPort = (contactService.address() as { port: number }).port;
  server.writeConfig(contactPort);
  const main = server.mainConfig;
  // Debian's default site, on the same port, for the test that both cannot be enabled at once.
  const debianDefault = '/etc/nginx/sites-available/default';
  if (existsSync(debianDefault)) {
    writeFileSync(
      path.join(dir, 'debian-default.conf'),
      readFileSync(debianDefault, 'utf8')
        .replace(/^\s*listen \[::\].*$/gm, '')
        .replace(/listen 80 default_server;/, `listen 127.0.0.1:${httpPort} default_server;`),
    );
    writeFileSync(
      path.join(dir, 'with-debian-default.conf'),
      main([path.join(dir, 'debian-default.conf'), path.join(dir, 'site.conf')]),
    );
  }
  // NGINX as nginx sets it for the binary it starts on an upgrade (the sockets it hands over):
  // the deploy takes its command from NGINX_CMD, and runs nginx without this variable.
  deployEnv = {
    ...process.env,
    SITE_DIR: siteDir,
    NGINX_CMD: server.command,
    NGINX: '3;4;',
  };

  // Release A, the first deploy: in place and checked, then nginx is started (a running nginx
  // would have been reloaded: the script says when it could not).
  const first = deploy(DIST);
  expect(first.output).toMatch(/is in place but nginx did not reload/);
  const nginx = server.start();
  const exited = new Promise<never>((_, reject) =>
    nginx.once('exit', (code) => reject(new Error(`nginx exited with code ${code} at start`))),
  );
  exited.catch(() => {}); // its normal end, in afterAll, is no failure
  // Up and serving the site, or one line saying why not, at once (not a time-out per test).
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await Promise.race([get('/'), exited]);
      if (response.status === 200) break;
      const log = readFileSync(path.join(dir, 'error.log'), 'utf8').trim().split('\n').at(-1);
      throw new Error(`nginx answers / with ${response.status}: ${log ?? 'no error logged'}`);
    } catch (error) {
      if (attempt > 50 || (error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  browser = await chromium.launch({
    executablePath: findChromium({ headlessShell: true }),
    args: [...testChromiumArgs, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => contactService?.close(resolve));
});

describe(`release A (dist/) behind nginx (${process.env.NGINX_PATH ?? 'Debian nginx'}) over HTTPS`, () => {
  it.each(paths)(
    '%s: 200 at its own path, HTML in UTF-8, no-cache, every security header, sets no cookie',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.header('content-type')).toBe('text/html; charset=utf-8');
      expect(response.header('cache-control')).toBe('no-cache');
      for (const [name, value] of Object.entries(headersA))
        expect(response.header(name), name).toBe(value);
    },
  );

  it('serves unknown paths as 404.html with status 404 and the same headers', async () => {
    for (const url of ['/no-such-page', '/es/no-such-page', '/founder/extra']) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain('data-path=""');
      expect(response.header('content-security-policy')).toBe(headersA['content-security-policy']);
    }
    for (const file of ['_headers', '_nginx-headers.conf', '_contact-settings.json']) {
      expect(existsSync(path.join(DIST, file)), file).toBe(true);
      expect((await get(`/${file}`)).status, file).toBe(404);
    }
  });

  it('caches hashed assets for a year, serves them precompressed, and says they vary by encoding', async () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const entry = entryScriptUrl(html)!;
    const plain = await get(entry);
    expect(plain.header('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.header('content-type')).toMatch(/^application\/javascript; charset=utf-8$/);
    expect(plain.header('x-content-type-options')).toBe('nosniff');
    expect(plain.header('cross-origin-resource-policy')).toBe('same-origin');
    expect(plain.header('vary')).toBe('Accept-Encoding');
    const gzip = await get(entry, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.header('content-encoding')).toBe('gzip');
    expect(gzip.header('vary')).toBe('Accept-Encoding');
    if (existsSync(BROTLI)) {
      const br = await get(entry, { headers: { 'accept-encoding': 'br' } });
      expect(br.header('content-encoding')).toBe('br');
      expect(br.header('vary')).toBe('Accept-Encoding');
    }
    const page = await get('/aboutUs', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.header('content-encoding')).toBe('gzip');
    expect(page.header('vary')).toBe('Accept-Encoding');
    // Parcel names the entry's bundles after the project's folder: read the names from the page.
    const css = /<link rel=["']?stylesheet["']? href=["']?([^"' >]+\.css)/.exec(html)![1]!;
    const stylesheet = await get(css);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.header('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves each page’s social card (its og:image) as a PNG that other sites may show', async () => {
    const html = readFileSync(path.join(DIST, 'es', 'aboutUs', 'index.html'), 'utf8');
    const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!);
    const card = await get(image.pathname, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(card.status).toBe(200);
    expect(card.header('content-type')).toBe('image/png');
    expect(card.header('content-encoding')).toBeUndefined();
    expect(card.header('cache-control')).toBe('no-cache');
    expect(card.body.equals(readFileSync(path.join(DIST, image.pathname)))).toBe(true);
    // Link previews on other sites show it: the one header that differs from a page's.
    expect(card.header('cross-origin-resource-policy')).toBe('cross-origin');
    for (const [name, value] of Object.entries(headersA)) {
      if (name !== 'cross-origin-resource-policy') expect(card.header(name), name).toBe(value);
    }
  });

  it('nginx’s own answers (400, 405, 414, 416) carry every security header; 405 says what is allowed', async () => {
    const answers = {
      400: await raw(`GET / HTTP/1.1\r\nHost: ${HOST}\r\nHost: other\r\n\r\n`),
      405: await get('/', { method: 'POST' }),
      414: await raw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`),
      416: await get('/robots.txt', { headers: { range: 'bytes=999999999-' } }),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(response.status, status).toBe(Number(status));
      // nginx runs its header filters again for a 416 (the 200 it began becomes one), so a 416
      // carries each header twice, with the same value: read the distinct values.
      for (const [name, value] of Object.entries(headersA))
        expect([...new Set(response.headers[name])], `${name} on ${status}`).toEqual([value]);
    }
    expect(answers[405].header('allow')).toBe('GET, HEAD');
    for (const method of ['PUT', 'DELETE', 'OPTIONS']) {
      const response = await get('/aboutUs', { method });
      expect(response.status, method).toBe(405);
      expect(response.header('allow'), method).toBe('GET, HEAD');
    }
    expect((await get('/aboutUs', { method: 'HEAD' })).status).toBe(200);
  });

  it('plain HTTP only redirects, to the canonical host (SITE_URL’s) and the same path over HTTPS', async () => {
    for (const [url, host] of [
      ['/aboutUs?ref=mail', HOST],
      ['/es/ncua', HOST.toUpperCase()],
      ['/', `${HOST}:80`],
    ] as const) {
      const response = await getHttp(url, host);
      expect(response.status).toBe(301);
      expect(response.header('location')).toBe(`https://${HOST}${url}`);
      expect(response.body.toString()).not.toContain('data-path');
    }
  });

  it('answers no other host name: HTTP closes without an answer (444), TLS refuses the handshake', async () => {
    for (const host of ['evil.example', 'localhost', '127.0.0.1']) {
      await expect(getHttp('/', host), host).rejects.toThrow(/socket hang up|ECONNRESET/);
    }
    const handshake = (servername: string) =>
      new Promise<string>((resolve) => {
        const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername, ca }, () => {
          resolve('accepted');
          socket.end();
        });
        socket.on('error', (error) => resolve(error.message));
      });
    expect(await handshake(HOST)).toBe('accepted');
    expect(await handshake('evil.example')).toMatch(/alert|handshake/i);
    // The site's certificate, then another Host: still no answer from the site.
    await expect(get('/', { headers: { host: 'evil.example' } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });

  it('answers an unknown address with the not-found page of its language, for every language', async () => {
    for (const { lng, prefix } of languages) {
      for (const url of [`${prefix}/xyz`, `${prefix}/founder/extra/`]) {
        const response = await get(url);
        expect(response.status, url).toBe(404);
        expect(response.body.toString(), url).toContain(`<html lang="${lng}"`);
        expect(response.header('cache-control'), url).toBe('no-cache');
      }
      // The not-found pages themselves are no page of the site.
      expect((await get(`${prefix}/404.html`)).status).toBe(404);
    }
  });

  it('speaks TLS 1.2 and 1.3 only', async () => {
    const handshake = (
      minVersion: 'TLSv1' | 'TLSv1.2' | 'TLSv1.3',
      maxVersion: typeof minVersion | 'TLSv1.1',
    ) =>
      new Promise<string>((resolve) => {
        const socket = tlsConnect(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: HOST,
            ca,
            minVersion,
            maxVersion,
            ciphers: 'DEFAULT@SECLEVEL=0',
          },
          () => {
            resolve(socket.getProtocol() ?? '');
            socket.end();
          },
        );
        socket.on('error', () => resolve('refused'));
      });
    expect(await handshake('TLSv1.3', 'TLSv1.3')).toBe('TLSv1.3');
    expect(await handshake('TLSv1.2', 'TLSv1.2')).toBe('TLSv1.2');
    expect(await handshake('TLSv1', 'TLSv1.1')).toBe('refused');
  });

  it('scores A+ on the HTTP Observatory’s rubric, from the real HTTP and HTTPS answers', async () => {
    const front = await get('/');
    const redirect = await getHttp('/');
    const origin = 'https://http-observatory.security.mozilla.org';
    const result = observatory({
      response: { url: `https://${HOST}/`, headers: front.headers, body: front.body.toString() },
      https: { headers: front.headers },
      verified: true, // the answers above came over TLS checked against the certificate
      route: [`http://${HOST}/`, redirect.header('location')!],
      cors: { headers: (await get('/', { headers: { origin } })).headers },
      origin,
    });
    console.log(
      `observatory: ${result.score} (${result.grade}) by the HTTP Observatory v1.6.3 rubric, ` +
        `${Object.values(result.results).filter((r) => !/-not-implemented$|invalid|missing|unsafe/.test(r)).length} of 12 tests at their best`,
    );
    expect(result.results).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      redirection: 'redirection-to-https',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect(result.grade).toBe('A+');
  });

  it('cannot be enabled next to Debian’s default site (nginx refuses, naming why)', async () => {
    if (existsSync(path.join(dir, 'with-debian-default.conf'))) {
      const check = spawnSync(
        NGINX,
        ['-t', '-p', dir, '-c', path.join(dir, 'with-debian-default.conf')],
        {
          encoding: 'utf8',
        },
      );
      expect(check.status).not.toBe(0);
      expect(check.stderr).toMatch(/duplicate default server/);
    }
  });

  it('passes POST /api/contact to the contact service on this origin, with the site’s headers but its own policy', async () => {
    const before = reachedService.length;
    const body = JSON.stringify({ name: 'Ana Ruiz', email: 'ana@bank.com', description: 'Hi' });
    const posted = await get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `https://${HOST}` },
      body,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.toString()).toBe('{"ok":true}');
    expect(posted.header('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(serviceHeaders))
      expect(posted.headers[name], name).toEqual([value]);
    // The service's own Content-Security-Policy (its pages', here none), not the pages' one.
    expect(posted.headers['content-security-policy']).toBeUndefined();
    expect(reachedService.slice(before)).toMatchObject([
      { url: '/api/contact', body, headers: { 'x-forwarded-for': '127.0.0.1', host: HOST } },
    ]);
    // Any other method there is 405, naming POST; POST anywhere else is 405, naming GET and HEAD.
    const read = await get('/api/contact');
    expect(read.status).toBe(405);
    expect(read.header('allow')).toBe('POST');
    expect((await get('/api/other', { method: 'POST' })).header('allow')).toBe('GET, HEAD');
    expect(reachedService).toHaveLength(before + 1);
  });

  it('passes the no-JavaScript form’s longest message in any script (urlencoded: each UTF-8 byte as %XX)', async () => {
    for (const letter of ['д', '中']) {
      const before = reachedService.length;
      const body = new URLSearchParams({
        name: 'Ana',
        email: 'ana@bank.example',
        description: letter.repeat(FIELD_LIMITS.description),
        type: '4',
        lang: 'es',
      }).toString();
      const posted = await get('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `https://${HOST}` },
        body,
      });
      expect(posted.status, `${letter}: ${body.length} bytes`).toBe(200);
      expect(reachedService.slice(before)).toMatchObject([{ url: '/api/contact', body }]);
    }
  });

  it('answers its own 413 and 502 at /api/contact (429: below) with the site’s failure page, in the language of the page posted from, with every header and a way back', async () => {
    const post = (prefix: string, body: string) =>
      get('/api/contact', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          referer: `https://${HOST}${prefix}/newContact`,
        },
        body,
      });
    for (const { lng, prefix } of languages) {
      const answers = {
        413: await post(prefix, `description=${'x'.repeat(50_000)}`),
        502: await post(prefix, `description=${FAIL_MARK}`),
      };
      for (const [status, response] of Object.entries(answers)) {
        const at = `${status} in ${lng}`;
        expect(response.status, at).toBe(Number(status));
        expect(response.header('content-type'), at).toBe('text/html; charset=utf-8');
        expect(response.header('cache-control'), at).toBe('no-store');
        for (const [name, value] of Object.entries(headersA))
          expect(response.headers[name], `${name} on ${at}`).toEqual([value]);
        const html = response.body.toString();
        expect(html, at).toContain(`<html lang="${lng}"`);
        expect(html, at).toContain('<meta name="robots" content="noindex"/>');
        expect(html, at).toMatch(new RegExp(`<a href="${prefix}/newContact" data-slot="back">`));
      }
    }
    // From a page of no language folder (or none): the default language's page.
    const other = await post('/aboutUs', `description=${'x'.repeat(50_000)}`);
    expect(other.body.toString()).toContain(
      `<html lang="${languages.find((l) => !l.prefix)!.lng}"`,
    );
  });

  it('closes a connection that sends no request within a few seconds (the first-byte deadline)', async () => {
    // Both idle connections at once: each waits out the same deadline.
    const [closed, idleTls] = await Promise.all([
      new Promise<string>((resolve) => {
        const socket = netConnect({ host: '127.0.0.1', port: httpPort });
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
      }),
      new Promise<string>((resolve) => {
        const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: HOST, ca });
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', () => {});
      }),
    ]);
    expect(closed).toBe('');
    expect(idleTls).toBe('');
  }, 12_000);
});

/**
 * A page in Chromium over nginx, loaded and hydrated; `violations()` is every CSP violation it
 * has recorded since the last call (the first: since before the load).
 */
async function open(
  url: string,
  width = 1280,
): Promise<{ page: Page; violations: () => string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  const violations = await recordCspViolations(page);
  await page.goto(`https://${HOST}:${httpsPort}${url}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, violations };
}

describe('after a redeploy (release B, deploy/deploy.sh), every page hydrates under its policy', () => {
  let chunk: [string, string];
  let headersB: Record<string, string>;
  beforeAll(async () => {
    const b = release('b');
    chunk = b.chunk;
    // What the audit found served: a build nested in a release, with its files for the host.
    mkdirSync(path.join(b.dir, 'nested'));
    cpSync(path.join(b.dir, '_nginx-headers.conf'), path.join(b.dir, 'nested', '_headers.conf'));
    headersB = headerList(path.join(b.dir, '_headers'));
    expect(headersB['content-security-policy']).not.toBe(headersA['content-security-policy']);
    const second = deploy(b.dir);
    expect(second.output).toMatch(/is live \(nginx reloaded\)/);
    expect(second.status).toBe(0);
    await untilLive(headersB['content-security-policy']!);
  });

  it('serves release B with B’s headers, and a page opened before still finds its chunks', async () => {
    const page = await get('/');
    expect(page.body.toString()).toContain(chunk[1]);
    for (const [name, value] of Object.entries(headersB))
      expect(page.header(name), name).toBe(value);
    expect((await get(chunk[1])).status).toBe(200);
    const old = await get(chunk[0]);
    expect(old.status).toBe(200); // from the shared assets, kept for open pages
    expect(old.header('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses the build’s files for the host at any depth', async () => {
    expect(existsSync(path.join(siteDir, 'releases', releases().at(-1)!, 'nested'))).toBe(true);
    for (const url of ['/nested/_headers.conf', '/_headers', '/es/_nginx-headers.conf']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.body.toString(), url).not.toContain('add_header');
    }
  });

  it('a configuration nginx refuses leaves the live release and its headers untouched; nginx runs without NGINX', async () => {
    const broken = path.join(dir, 'build-broken');
    cpSync(path.join(dir, 'build-b'), broken, { recursive: true });
    writeFileSync(path.join(broken, '_nginx-headers.conf'), 'add_header X-Broken;\n');
    // NGINX_CMD through a wrapper that records the NGINX variable nginx would have inherited.
    const record = path.join(dir, 'nginx-env.log');
    writeFileSync(
      path.join(dir, 'record-env.sh'),
      `printf '%s\\n' "\${NGINX-unset}" >>${record}\nexec "$@"\n`,
    );
    const attempt = deploy(broken, {
      NGINX_CMD: `sh ${path.join(dir, 'record-env.sh')} ${deployEnv.NGINX_CMD}`,
    });
    expect(attempt.status).not.toBe(0);
    expect(attempt.output).toMatch(
      /nginx -t refused the configuration, nothing changed: .*invalid number of arguments in "add_header"/,
    );
    expect(readFileSync(record, 'utf8')).toBe('unset\n');
    expect(readFileSync(path.join(siteDir, 'headers.conf'), 'utf8')).toBe(
      readFileSync(path.join(dir, 'build-b', '_nginx-headers.conf'), 'utf8'),
    );
    expect((await get('/')).header('content-security-policy')).toBe(
      headersB['content-security-policy'],
    );
  });

  it('a command in NGINX (nginx’s own variable) is refused, naming NGINX_CMD', () => {
    const count = releases().length;
    const attempt = deploy(path.join(dir, 'build-b'), { NGINX: `${NGINX} -p ${dir}` });
    expect(attempt.status).not.toBe(0);
    expect(attempt.output).toMatch(/NGINX is nginx's own variable .*set NGINX_CMD=/);
    expect(releases()).toHaveLength(count);
  });

  it('one deploy at a time: while another holds the lock, a deploy waits, then stops changing nothing', async () => {
    const count = releases().length;
    const holder = spawn('flock', [
      path.join(siteDir, '.deploy.lock'),
      '-c',
      'echo held; sleep 30',
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    try {
      const attempt = deploy(path.join(dir, 'build-b'), { DEPLOY_LOCK_WAIT: '1' });
      expect(attempt.status).not.toBe(0);
      expect(attempt.output).toMatch(/another deploy holds .*\.deploy\.lock .*nothing changed/);
      expect(releases()).toHaveLength(count);
    } finally {
      holder.kill();
    }
  });

  // Every page of release B is served with B's policy, and that policy lets each page's inline
  // scripts run (the import map changed in every page): read over HTTP, page by page. That the
  // policy the build writes lets every page load, hydrate and be used without a violation, the
  // sweep proves in Chromium (tests/browser/sweep.a11y.browser.test.ts, served with dist/_headers);
  // here Chromium loads the page whose chunk the release changed.
  it.each(paths)(
    '%s: served with B’s policy, which lists every inline script it runs',
    async (url) => {
      const page = await get(url);
      expect(page.status).toBe(200);
      const policy = page.header('content-security-policy');
      expect(policy).toBe(headersB['content-security-policy']);
      const scriptSources = /script-src ([^;]+)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
      const inline = inlineScriptHashes([page.body.toString()]);
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(scriptSources, url).toContain(hash);
    },
  );

  it('/: the page whose chunk changed loads and hydrates in Chromium with no CSP violation', async () => {
    const { page, violations } = await open('/');
    expect(await page.locator(`script[type="importmap"]`).textContent()).toContain(chunk[1]);
    expect(violations()).toEqual([]);
    await page.close();
  });

  it('the contact form posts to /api/contact, through nginx to the contact service', async () => {
    const { page, violations } = await open('/');
    const before = reachedService.length;
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ana Ruiz');
    await page.getByRole('textbox', { name: /^Email Address/ }).fill('ana@bank.com');
    await page.getByRole('textbox', { name: 'Your Message' }).fill('Please call me.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).count(),
      )
      .toBe(1);
    const reached = reachedService.slice(before);
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatchObject({
      url: '/api/contact',
      headers: { origin: `https://${HOST}:${httpsPort}` },
    });
    expect(JSON.parse(reached[0]!.body)).toMatchObject({ name: 'Ana Ruiz', email: 'ana@bank.com' });
    expect(violations()).toEqual([]);
    await page.close();
  });

  it('the Book a Demo page may frame BOOKING_URL', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    await context.route(`${new URL(site.bookingUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Calendar</p>' }),
    );
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await page.goto(`https://${HOST}:${httpsPort}/bookdemo`, { waitUntil: 'load' });
    await waitForHydration(page);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(site.bookingUrl));
    expect(frame, 'the calendar frame').toBeDefined();
    expect(await frame!.locator('p').textContent()).toBe('Calendar');
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('two more deploys at once (release C), in the same second', () => {
  let chunkA: string;
  let chunkB: string;
  let chunkC: string;
  beforeAll(async () => {
    chunkA = /"(\/Home\.[0-9a-f]{8}\.js)"/.exec(
      importMap(readFileSync(path.join(DIST, 'index.html'), 'utf8')),
    )![1]!;
    const c = release('c', path.join(dir, 'build-b'));
    [chunkB, chunkC] = c.chunk;
    // Both deploys read the same time: a `date` that always says the same second.
    const bin = path.join(dir, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, 'date'), '#!/bin/sh\necho 20261126T120000Z\n');
    chmodSync(path.join(bin, 'date'), 0o755);
    const env = { PATH: `${bin}:${process.env.PATH}` };
    const before = releases();
    const results = await Promise.all([
      deployInBackground(c.dir, env),
      deployInBackground(c.dir, env),
    ]);
    for (const result of results) {
      expect(result.output).toMatch(/is live \(nginx reloaded\)/);
      expect(result.status).toBe(0);
    }
    const made = releases().filter((name) => !before.includes(name));
    expect(made).toHaveLength(2);
    expect(made.every((name) => name.startsWith('20261126T120000Z'))).toBe(true);
    await untilLive(headerList(path.join(c.dir, '_headers'))['content-security-policy']!);
  });

  it('each deploy has its own complete release folder, none inside another', () => {
    for (const name of releases()) {
      const folder = path.join(siteDir, 'releases', name);
      expect(existsSync(path.join(folder, 'index.html')), name).toBe(true);
      const nested = readdirSync(folder, { withFileTypes: true }).filter(
        (entry) =>
          entry.isDirectory() &&
          existsSync(path.join(folder, entry.name, 'index.html')) &&
          existsSync(path.join(folder, entry.name, '_nginx-headers.conf')),
      );
      expect(
        nested.map((entry) => entry.name),
        name,
      ).toEqual([]);
    }
  });

  it('a page opened before two deploys still finds its chunks (the shared assets)', async () => {
    for (const chunk of [chunkA, chunkB, chunkC]) {
      const response = await get(chunk);
      expect(response.status, chunk).toBe(200);
      expect(response.header('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('assets no release has served for ASSET_DAYS are deleted at the next deploy', async () => {
    const assets = path.join(siteDir, 'assets');
    const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    for (const suffix of ['', '.gz', '.br']) {
      if (existsSync(path.join(assets, chunkA + suffix)))
        utimesSync(path.join(assets, chunkA + suffix), longAgo, longAgo);
    }
    const again = deploy(path.join(dir, 'build-c'), { ASSET_DAYS: '30' });
    expect(again.status).toBe(0);
    expect(existsSync(path.join(assets, chunkA))).toBe(false);
    expect(existsSync(path.join(assets, chunkB))).toBe(true);
    expect((await get(chunkA)).status).toBe(404);
    expect((await get(chunkC)).status).toBe(200);
  });
});

describe('limits in front of the contact service', () => {
  it('answers 429, with the site’s headers, once one address sends too many posts', async () => {
    const live = await get('/');
    const before = reachedService.length;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await get('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
      // nginx's own 429: the site's failure page (as for 413 and 502 above), with every header
      // of the live release's pages.
      if (response.status === 429) {
        for (const name of Object.keys(headersA))
          expect(response.headers[name], name).toEqual(live.headers[name]);
        expect(response.header('cache-control')).toBe('no-store');
        expect(response.body.toString()).toContain('data-slot="back"');
      }
    }
    expect(statuses).toContain(429);
    expect(reachedService.length - before).toBe(statuses.filter((status) => status === 200).length);
    expect(reachedService.length - before).toBeLessThanOrEqual(11);
  });
});
