// `npm start`: the contact service on 127.0.0.1:$CONTACT_PORT (8787), the stand-in
// booking calendar on 127.0.0.1:$CALENDAR_PORT (8788; Book a Demo's frame unless BOOKING_URL is
// set) and the Parcel dev server with hot reload on http://localhost:$PORT (1234), whose form posts to that
// service (unless CONTACT_API_URL is set), the one origin it allows by CORS. A busy port or a bad
// setting stops it with one line. Ctrl+C or SIGTERM stops all three.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  CONTACT_PATH,
  devSettings,
  listenError,
  StartupError,
} from '../../service/src/settings.ts';
import { calendarPort } from './calendar-standin.ts';
import { generatePdfs } from '../site-build/pdfs.mjs';
import { mirrorStaticFiles } from './static-files.mjs';
import { writeLocaleModule } from '../site-build/codegen/locale-module.ts';

/**
 * Listens on `port` at `host` (undefined: every interface, as Parcel does) and lets go at once;
 * rejects with a one-line StartupError when the port is in use.
 */
function probe(port, host, variable) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => reject(listenError(error, port, variable)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

let settings;
let calendar;
try {
  settings = devSettings();
  calendar = calendarPort();
  for (const [port, host, variable] of [
    [settings.servicePort, '127.0.0.1', 'CONTACT_PORT'],
    [settings.devPort, undefined, 'PORT'],
    [calendar, '127.0.0.1', 'CALENDAR_PORT'],
  ]) {
    await probe(port, host, variable);
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const env = {
  ...process.env,
  PORT: String(settings.devPort),
  CONTACT_PORT: String(settings.servicePort),
  CONTACT_ALLOWED_ORIGIN: settings.allowedOrigins.join(','),
  CONTACT_API_URL:
    process.env.CONTACT_API_URL ?? `http://127.0.0.1:${settings.servicePort}${CONTACT_PATH}`,
  CALENDAR_PORT: String(calendar),
  // The local stand-in calendar (tooling/dev/calendar-standin.ts) on Book a Demo.
  BOOKING_URL: process.env.BOOKING_URL ?? `http://127.0.0.1:${calendar}/`,
};

// The locale import module and what derives from the files (the articles' routes and cards), as
// the folders and content/articles.ts are now: a page, article or language added since the last
// install is served (docs/editing.md).
writeLocaleModule();
// The Downloads page's PDFs where the dev server serves files, and their sizes.
await generatePdfs({ outDir: 'dist' });
// static/files (articles' images…) where the dev server serves files, and each file added there
// while it runs: a new image shows without a build.
const stopMirroring = mirrorStaticFiles('static/files', 'dist/files');

// Each child is a Node.js process of its own (Parcel's CLI run by this Node.js, not through npx),
// so a signal sent to a child reaches the program itself.
const parcel = fileURLToPath(import.meta.resolve('parcel/lib/bin.js'));
const children = [
  spawn(process.execPath, ['service/src/cli.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['tooling/dev/calendar-standin.ts'], { stdio: 'inherit', env }),
  spawn(
    process.execPath,
    [parcel, 'serve', '--target', 'client', '--port', String(settings.devPort)],
    {
      stdio: 'inherit',
      env,
    },
  ),
];

/**
 * Stops everything it started, on Ctrl+C (SIGINT), SIGTERM (`kill <pid>` of `npm start`, which
 * npm passes on: package.json's start script `exec`s this script) or when one of them ends: each
 * child gets SIGTERM, then SIGKILL after 5 s if still running; exits once all have ended.
 */
let stopping = false;
const running = new Set(children);
function stop(code) {
  if (stopping) return;
  stopping = true;
  stopMirroring();
  process.exitCode = code;
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, 5000).unref();
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
for (const child of children) {
  child.on('exit', (code) => {
    running.delete(child);
    stop(code ?? 0);
    if (running.size === 0) process.exit();
  });
}
