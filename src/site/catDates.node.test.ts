import { afterEach, expect, it, vi } from 'vitest';
import { languageCodes, readLanguage } from '../../shared/locales.ts';
import { catDatesFor } from './catDates';

afterEach(() => {
  vi.restoreAllMocks();
});

// Issue 36: /ncua's hydration made the page's first Intl.DateTimeFormat for these dates, 169 ms
// of one long task at 4× CPU (the engine loads its date data then).
it("reads every language's CAT dates from the build's table: no Intl.DateTimeFormat is made", () => {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  const languages = languageCodes().flatMap((lng) => readLanguage(lng)?.intl ?? []);
  expect(languages.length).toBeGreaterThan(1);
  for (const intl of languages) {
    const dates = catDatesFor(intl);
    // A month-only date as month and year, a day in full: both with the year.
    expect(dates.released).toMatch(/2015/);
    expect(dates.retired).toMatch(/2025/);
    expect(dates.retired).toMatch(/31/);
  }
  expect(made).not.toHaveBeenCalled();
});
