/**
 * The site's one formatting module: dates, numbers, day counts, file sizes, lists and language
 * names, written the way a language writes them, all with the platform's Intl (no library: the
 * browser and Node already carry CLDR's data; README says what @formatjs/intl cost). Every date
 * is a calendar date written in UTC, so every build prints the same. Components get a formatter for the page's language from `useFormat()` (src/site/format.ts);
 * scripts and tests call `formatterFor(intlTag)`. The site's figures and the FFIEC CAT's dates have
 * their own hooks (src/site/figures.ts, src/site/catDates.ts), so a page carries only the data it
 * shows.
 */
import { formatWait } from '../../shared/wait';

export interface Formatter {
  /** A number ("1,014", "1.014"). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A day, `YYYY-MM-DD`, in full ("November 24, 2026", "24 de noviembre de 2026"). */
  date: (iso: string) => string;
  /** A month, `YYYY-MM` (or a day, whose month is shown), with its year ("June 2025", "junio de 2025"). */
  month: (iso: string) => string;
  /** A number of days with its unit ("365 days", "365 días"). */
  days: (count: number) => string;
  /**
   * A wait, from seconds, in the largest whole unit that reads well, rounded up ("45 seconds",
   * "10 minutes", "3 horas").
   */
  wait: (seconds: number) => string;
  /** A file's size in whole kilobytes (1,024 bytes), at least 1 ("49"), for "… KB" in the text. */
  kilobytes: (bytes: number) => string;
  /** A list joined as the language joins it ("A, B, and C", "A, B y C"). */
  list: (items: readonly string[]) => string;
}

const cache = new Map<string, Formatter>();

/** `make()`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The formatter of an Intl locale (a language's `intl` tag, e.g. `es-US`). */
export function formatterFor(intl: string): Formatter {
  const cached = cache.get(intl);
  if (cached) return cached;
  // Each Intl object is made on its first use: a page's first NumberFormat costs the main thread
  // far more than a format (the engine loads its locale data then), and most pages use a few.
  const day = once(() => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }));
  const monthYear = once(
    () => new Intl.DateTimeFormat(intl, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  );
  const dayCount = once(
    () => new Intl.NumberFormat(intl, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
  );
  const whole = once(() => new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }));
  const conjunction = once(() => new Intl.ListFormat(intl, { type: 'conjunction' }));
  const utc = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`);
  const date = (iso: string) => day().format(utc(iso));
  const month = (iso: string) => monthYear().format(utc(iso.slice(0, 7)));
  const formatter: Formatter = {
    number: (value, options) => new Intl.NumberFormat(intl, options).format(value),
    date,
    month,
    days: (count) => dayCount().format(count),
    wait: (seconds) => formatWait(intl, seconds),
    kilobytes: (bytes) => whole().format(Math.max(1, Math.round(bytes / 1024))),
    list: (items) => conjunction().format(items),
  };
  cache.set(intl, formatter);
  return formatter;
}
