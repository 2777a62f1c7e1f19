// The local stand-in for the third-party booking calendar: one static page (calendar-standin.html,
// no external requests) on 127.0.0.1:$CALENDAR_PORT (8788). `npm start` runs it and points
// BOOKING_URL at it unless BOOKING_URL is set. Run with Node ≥ 22.18 (type stripping).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { StartupError } from '../../service/src/settings.ts';

/** `CALENDAR_PORT`: the stand-in calendar's port. */
export const DEFAULT_CALENDAR_PORT = 8788;

export const STANDIN_HTML = fileURLToPath(new URL('./calendar-standin.html', import.meta.url));

/** CALENDAR_PORT, or the default; a bad value is a one-line StartupError. */
export function calendarPort(env: Record<string, string | undefined> = process.env): number {
  const value = env.CALENDAR_PORT?.trim();
  if (!value) return DEFAULT_CALENDAR_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`CALENDAR_PORT must be a port number from 1 to 65535, not "${value}".`);
  }
  return port;
}

export interface CalendarStandin {
  url: string;
  close: () => Promise<void>;
}

/** Serves the stand-in page at every path (GET and HEAD); resolves once it listens. */
export async function startCalendarStandin({
  port = DEFAULT_CALENDAR_PORT,
  host = '127.0.0.1',
} = {}): Promise<CalendarStandin> {
  const page = await readFile(STANDIN_HTML);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.length,
      'Cache-Control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : page);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actual}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const standin = await startCalendarStandin({ port: calendarPort() });
    console.log(`Stand-in booking calendar on ${standin.url}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
