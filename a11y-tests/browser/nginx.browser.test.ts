import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium, chromiumArgs } from '../../scripts/chromium.mjs';
import { site } from '../../content/site';
import { sitePaths, waitForHydration } from './harness';

/**
 * dist/ served by real nginx with the shipped server block (deploy/nginx.conf, only its listen
 * address, root and the brotli line adapted here) and the headers the build wrote: statuses,
 * headers, caching, precompression, and every page hydrating in Chromium with no CSP violation.
 */
const DIST = path.resolve('dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const paths = sitePaths('dist');

let nginx: ChildProcess;
let base: string;
let browser: Browser;
const expectedHeaders = Object.fromEntries(
  readFileSync(path.join(DIST, '_headers'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [name, ...value] = line.trim().split(': ');
      return [name!.toLowerCase(), value.join(': ')];
    }),
);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: sudo apt-get install -y nginx`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  // nginx's workers run as another user (`nobody` when started as root), who may not read the
  // clone (a home folder is often 0700): serve a world-readable copy of dist/ instead.
  chmodSync(dir, 0o755);
  const root = path.join(dir, 'site');
  cpSync(DIST, root, { recursive: true });
  const brotli = existsSync(BROTLI);
  const server = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/var/www/irm-site', root)
    .replace(/^\s*brotli_static on;$/m, brotli ? '$&' : '');
  writeFileSync(path.join(dir, 'site.conf'), server);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
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
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const exited = new Promise<never>((_, reject) =>
    nginx.once('exit', (code) => reject(new Error(`nginx exited with code ${code} at start`))),
  );
  exited.catch(() => {}); // its normal end, in afterAll, is no failure
  base = `http://127.0.0.1:${port}`;
  // Up and serving the site, or one line saying why not, at once (not a time-out per test).
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await Promise.race([fetch(`${base}/`), exited]);
      if (response.status === 200) break;
      const log = readFileSync(path.join(dir, 'error.log'), 'utf8').trim().split('\n').at(-1);
      throw new Error(`nginx answers / with ${response.status}: ${log ?? 'no error logged'}`);
    } catch (error) {
      if (attempt > 50 || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  nginx?.kill('SIGTERM');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(base + url, { redirect: 'manual', headers });

describe(`dist/ behind nginx (${process.env.NGINX_PATH ?? 'Debian nginx'})`, () => {
  it.each(paths)(
    '%s: 200 at its own path, HTML in UTF-8, no-cache, every security header',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      for (const [name, value] of Object.entries(expectedHeaders))
        expect(response.headers.get(name), name).toBe(value);
    },
  );

  it('serves unknown paths as 404.html with status 404 and the same headers', async () => {
    for (const url of ['/no-such-page', '/es/no-such-page', '/founder/extra']) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('data-path=""');
      expect(response.headers.get('content-security-policy')).toBe(
        expectedHeaders['content-security-policy'],
      );
    }
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_nginx-headers.conf')).status).toBe(404);
  });

  it('caches hashed assets for a year and serves them precompressed', async () => {
    const entry = /s\.src="(\/[^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))![1]!;
    const plain = await get(entry);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toMatch(/^application\/javascript; charset=utf-8$/);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    const gzip = await fetch(base + entry, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    if (existsSync(BROTLI)) {
      const br = await fetch(base + entry, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
    }
    // Parcel names the entry's bundles after the project's folder: read the names from the page.
    const css = /<link rel=["']?stylesheet["']? href=["']?([^"' >]+\.css)/.exec(
      readFileSync('dist/index.html', 'utf8'),
    )![1]!;
    const stylesheet = await get(css);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});

/** A page in Chromium over nginx, recording every CSP violation. */
async function open(url: string, width = 1280): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      violations.push(message.text());
  });
  await page.goto(base + url, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, violations };
}

describe('every page hydrates under the Content-Security-Policy', () => {
  // Two pages at a time (maxConcurrency of the browser project), with the test's own expect.
  it.concurrent.for(paths)(
    '%s: no CSP violation while loading and hydrating',
    async (url, { expect }) => {
      const { page, violations } = await open(url);
      expect(violations).toEqual([]);
      await page.close();
    },
  );

  it('the contact form may POST to CONTACT_API_URL', async () => {
    const { page, violations } = await open('/');
    const posted: string[] = [];
    await page.route(site.contactApiUrl, async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"ok":true}',
      });
    });
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ana Ruiz');
    await page.getByRole('textbox', { name: /^Email Address/ }).fill('ana@bank.com');
    await page.getByRole('textbox', { name: 'Your Message' }).fill('Please call me.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).count(),
      )
      .toBe(1);
    expect(posted).toHaveLength(1);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('the Book a Demo page may frame BOOKING_URL', async () => {
    const context = await browser.newContext();
    await context.route(`${new URL(site.bookingUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Calendar</p>' }),
    );
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${base}/bookdemo`, { waitUntil: 'load' });
    await waitForHydration(page);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(site.bookingUrl));
    expect(frame, 'the calendar frame').toBeDefined();
    expect(await frame!.locator('p').textContent()).toBe('Calendar');
    expect(violations).toEqual([]);
    await context.close();
  });
});
