import { afterEach, describe, expect, it } from 'vitest';
import { calendarPort, startCalendarStandin, type CalendarStandin } from './calendar-standin.ts';
import { StartupError } from '../../service/src/settings.ts';

let standin: CalendarStandin | undefined;
afterEach(async () => {
  await standin?.close();
  standin = undefined;
});

describe('stand-in booking calendar', () => {
  it('serves a self-contained, keyboard-usable HTML page', async () => {
    standin = await startCalendarStandin({ port: 0 });
    expect(standin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(standin.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await response.text();
    // Nothing from another host: no absolute URLs at all.
    expect(body).not.toMatch(/https?:\/\//);
    expect(body).not.toMatch(/\b(src|href)=/);
    expect(body.match(/<button type="button" aria-pressed="false">/g)).toHaveLength(4);
    expect(body).toContain('role="status"');
    expect((await fetch(`${standin.url}any/path`)).status).toBe(200);
  });

  it('reads CALENDAR_PORT, 8788 by default, and rejects a bad one in one line', () => {
    expect(calendarPort({})).toBe(8788);
    expect(calendarPort({ CALENDAR_PORT: ' 9000 ' })).toBe(9000);
    expect(() => calendarPort({ CALENDAR_PORT: 'abc' })).toThrow(StartupError);
  });
});
