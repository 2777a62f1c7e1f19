// `npm run preview`: serves a built site the way a static host does — compressed, <path>/index.html for
// a directory-like path, the file itself otherwise, and 404.html with status 404 — on 127.0.0.1.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

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

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Resolves a URL path to a file under root, or null. */
async function resolveFile(root, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const full = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!full.startsWith(path.resolve(root))) return null;
  for (const candidate of [full, path.join(full, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Starts a static server; resolves to { url, close }. */
export function startPreview({ dir = 'dist', port = 4173, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      let file = await resolveFile(root, pathname);
      let status = 200;
      if (!file) {
        file = path.join(root, '404.html');
        status = 404;
      }
      let body = await readFile(file);
      const type = types[path.extname(file)] ?? 'application/octet-stream';
      const headers = {
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
          headers['Content-Encoding'] = encoding;
        }
      }
      response.writeHead(status, headers);
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
  const { url } = await startPreview({ dir, port });
  console.log(`Serving ${dir}/ at ${url}`);
}
