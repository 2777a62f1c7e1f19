// nginx for the deploy tests, as deploy/nginx.conf configures it, in a folder of its own: two free
// loopback ports for the HTTP and HTTPS blocks, a certificate made for the build's host, the
// shipped configuration with only its addresses, certificate paths, deploy folder, the contact
// service's port and the brotli line adapted, and a main nginx.conf around it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './net';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const TEMP_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

export interface TestNginx {
  /** Its folder: configuration, certificate, logs, the deploy folder (`siteDir`). */
  dir: string;
  siteDir: string;
  httpPort: number;
  httpsPort: number;
  /** The certificate, the only one the tests trust. */
  ca: Buffer;
  /** The main configuration's text, including these site files. */
  mainConfig: (sites: string[]) => string;
  /**
   * Writes site.conf (deploy/nginx.conf, proxying to `contactPort`) and nginx.conf around it. With
   * `contactPosts`, one client may send that many posts to the contact service at once and a
   * minute, instead of the deploy's 10 and 10 (a test whose one browser posts more than a visitor
   * would; the deploy's own limit is tested as shipped).
   */
  writeConfig: (contactPort: number, options?: { contactPosts?: number }) => void;
  /** The command that runs this nginx (deploy/deploy.sh's NGINX_CMD). */
  command: string;
  /** Starts nginx in the foreground. */
  start: () => ChildProcess;
  /** Stops it, if it runs, and removes its folder. */
  stop: () => Promise<void>;
}

/** A folder, ports and certificate for nginx serving `host`; nothing runs yet. */
export async function prepareNginx(host: string, prefix = 'nginx-'): Promise<TestNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: sudo apt-get install -y nginx`);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  // nginx's workers run as another user (`nobody` when started as root), who may not read the
  // clone (a home folder is often 0700): everything they serve lives in a world-readable folder.
  const dir = fs.mkdtempSync(path.join(tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  for (const temp of TEMP_FOLDERS) fs.mkdirSync(path.join(dir, temp));
  const siteDir = path.join(dir, 'site');
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${host}`],
      ...['-addext', `subjectAltName=DNS:${host}`],
    ],
    { stdio: 'pipe' },
  );
  const brotli = fs.existsSync(BROTLI);
  const configFile = path.join(dir, 'nginx.conf');
  const mainConfig = (sites: string[]) =>
    [
      brotli ? `load_module ${BROTLI};` : '',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...TEMP_FOLDERS.map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
      ),
      ...sites.map((file) => `  include ${file};`),
      '}',
    ].join('\n');
  let running: ChildProcess | undefined;
  return {
    dir,
    siteDir,
    httpPort,
    httpsPort,
    ca: fs.readFileSync(cert),
    mainConfig,
    writeConfig(contactPort, { contactPosts } = {}) {
      let site = fs
        .readFileSync('deploy/nginx.conf', 'utf8')
        .replace(/^\s*listen \[::\].*$/gm, '')
        .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${httpPort}$1;`)
        .replace(
          /listen 443 ssl http2( default_server)?;/g,
          `listen 127.0.0.1:${httpsPort} ssl http2$1;`,
        )
        .replace('server 127.0.0.1:8787;', `server 127.0.0.1:${contactPort};`)
        .replace('/etc/ssl/irm-site/fullchain.pem', cert)
        .replace('/etc/ssl/irm-site/privkey.pem', key)
        .replaceAll('/var/www/irm-site', siteDir)
        .replace(/^\s*brotli_static on;$/m, brotli ? '$&' : '');
      if (contactPosts !== undefined) {
        const limits = [/ rate=10r\/m;/, / burst=10 nodelay;/];
        if (!limits.every((limit) => limit.test(site))) {
          throw new Error('deploy/nginx.conf: no contact limit of 10r/m, burst=10 to adapt');
        }
        site = site
          .replace(limits[0]!, ` rate=${contactPosts}r/m;`)
          .replace(limits[1]!, ` burst=${contactPosts} nodelay;`);
      }
      fs.writeFileSync(path.join(dir, 'site.conf'), site);
      fs.writeFileSync(configFile, mainConfig([path.join(dir, 'site.conf')]));
    },
    command: `${NGINX} -p ${dir} -c ${configFile}`,
    start: () => (running = spawn(NGINX, ['-p', dir, '-c', configFile], { stdio: 'inherit' })),
    async stop() {
      if (running && running.exitCode === null) {
        const ended = new Promise((resolve) => running!.once('exit', resolve));
        running.kill('SIGTERM');
        await ended;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
