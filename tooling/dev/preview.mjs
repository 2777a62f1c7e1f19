// `npm run preview`: the built site (dist/) and the contact service on one origin, on 127.0.0.1,
// answered the way deploy/nginx.conf answers: every page at its path (<path>/index.html), files
// precompressed when the build wrote a .br or .gz, an unknown address as the not-found page of its
// language (<lng>/404.html, else 404.html) with status 404, the build's own files (/_…) refused,
// the build's response headers (dist/_headers) on every answer, and POST /api/contact passed to
// the contact service, which it starts. Without the service (`startPreview({ contact: false })`,
// the browser tests' static host) /api/contact is 404.
//
// Static serving stays these few lines rather than a library (sirv, serve-static): the per-language
// not-found page and the headers file are this site's own rules, and the development build has no
// precompressed files, which this compresses on the fly.
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { contactApiPath } from '../../content/paths.ts';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
};

/** The path the contact service answers on this origin (deploy/nginx.conf's location). */
export const CONTACT_PATH = contactApiPath;
/** Headers the contact service's answers keep as it sends them (its pages' own policy). */
const SERVICE_OWN = new Set(['content-security-policy', 'reporting-endpoints', 'referrer-policy']);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a URL path is answered with, and its status: the file, <path>/index.html, or the
 * not-found page of the path's first folder (a language's) or the site's. A path with a part
 * starting with "_" (the build's files for the host) and the not-found pages themselves are
 * never served as found.
 */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/_';
  }
  const normal = path.posix.normalize(decoded);
  const hidden = /(?:^|\/)_/.test(normal) || /^\/(?:[^/]+\/)?404\.html$/.test(normal);
  const full = path.resolve(root, `.${normal}`);
  if (!hidden && full.startsWith(path.resolve(root))) {
    for (const candidate of [full, path.join(full, 'index.html')]) {
      if (await isFile(candidate)) return { file: candidate, status: 200 };
    }
  }
  const first = /^\/([^/]+)\//.exec(normal)?.[1];
  const language = first && path.join(root, first, '404.html');
  return {
    file: language && (await isFile(language)) ? language : path.join(root, '404.html'),
    status: 404,
  };
}

/** The build's response headers (dist/_headers, "/*" block), as [name, value] pairs. */
function buildHeaders(root) {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [name, ...value] = line.trim().split(': ');
      return [name, value.join(': ')];
    });
}

/**
 * Passes a request to the contact service at the same path, as nginx does: the browser's Host,
 * X-Forwarded-For, and the site's headers but the service's own Content-Security-Policy.
 */
function proxy(request, response, target, headers) {
  const upstream = new URL(target);
  const forwarded = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      path: CONTACT_PATH,
      method: request.method,
      headers: {
        ...request.headers,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      const site = headers.filter(([name]) => !SERVICE_OWN.has(name.toLowerCase()));
      const own = new Set(site.map(([name]) => name.toLowerCase()));
      const kept = Object.entries(answer.headers).filter(([name]) => !own.has(name));
      response.writeHead(answer.statusCode ?? 502, [...kept, ...site]);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, [['content-type', 'text/plain; charset=utf-8']]);
    response.end('The contact service is not answering.\n');
  });
  request.pipe(forwarded);
}

/**
 * Starts the preview; resolves to { url, close }. `contact`: the contact service's URL (or a
 * function that returns it) to pass POST /api/contact to (off by default). `headers`: send dist/_headers (off by default: the
 * development and pseudo builds' tests inject scripts a policy would block).
 */
export function startPreview({
  dir = 'dist',
  port = 4173,
  host = '127.0.0.1',
  contact = '',
  headers: withHeaders = false,
} = {}) {
  const root = path.resolve(dir);
  const headers = withHeaders ? buildHeaders(root) : [];
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const service = typeof contact === 'function' ? contact() : contact;
      if (service && pathname === CONTACT_PATH) {
        if (request.method === 'POST') return proxy(request, response, service, headers);
        response.writeHead(405, [['allow', 'POST'], ...headers]);
        return response.end();
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, [['allow', 'GET, HEAD'], ...headers]);
        return response.end();
      }
      const { file, status } = await resolveFile(root, pathname);
      let body = await readFile(file);
      const type = types[path.extname(file)] ?? 'application/octet-stream';
      const head = {
        'Content-Type': type,
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
      };
      // Compress text like a static host or CDN does: precompressed files when the build wrote
      // them, on the fly otherwise.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/^(text\/|application\/(json|xml))|svg/.test(type)) {
        const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
        if (encoding) {
          const stored = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
          body = (await isFile(stored))
            ? await readFile(stored)
            : encoding === 'br'
              ? // On the fly (development builds have no .br files): a fast quality, as hosts use.
                brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
              : gzipSync(body);
          head['Content-Encoding'] = encoding;
        }
      }
      response.writeHead(status, [...Object.entries(head), ...headers]);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        // Closes open keep-alive connections too, so closing never waits on a browser.
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? 4173);
  // The contact service as the deploy runs it (`npm run contact-service`, its settings from the
  // environment: docs/contact-service.md), on a free port of 127.0.0.1, trusting this proxy's
  // X-Forwarded-For.
  const { serviceSettings, StartupError } = await import('../../service/src/settings.ts');
  const { startService } = await import('../../service/src/http/server.ts');
  let settings;
  try {
    settings = serviceSettings({ ...process.env, CONTACT_PORT: undefined });
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const service = await startService({
    port: 0,
    host: '127.0.0.1',
    file: settings.store,
    importFile: settings.importFile,
    retentionDays: settings.retentionDays,
    siteOrigins: settings.siteOrigins,
    pagesDir: dir,
    limits: { rateLimit: settings.rateLimit, overallRateLimit: settings.overallRateLimit },
    trustProxy: ['127.0.0.1'],
    notify: settings.notify,
    // The contact pages of the build it serves.
  });
  const preview = await startPreview({ dir, port, contact: service.url, headers: true });
  console.log(
    `Serving ${dir}/ at ${preview.url}, and the contact service at ${preview.url}${CONTACT_PATH}` +
      ` (messages in ${settings.store}: npm run -s messages -- list)`,
  );
  const stop = () =>
    void Promise.all([preview.close(), service.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
