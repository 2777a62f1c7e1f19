import { afterEach, expect, it, vi } from 'vitest';
import { articles } from '../../content/articles';
import { languageCodes, readLanguage } from '../../shared/locales.ts';
import { formatterFor } from '../i18n/format';
import { articleMonthsFor } from './articleMonths';

afterEach(() => {
  vi.restoreAllMocks();
});

const intlTags = () => languageCodes().flatMap((lng) => readLanguage(lng)?.intl ?? []);
const days = () =>
  Object.values(articles).flatMap((article: { published: string; updated?: string }) => [
    article.published,
    ...(article.updated ? [article.updated] : []),
  ]);

// Issue 36: an article's hydration made the page's first Intl.DateTimeFormat for its byline,
// 162 ms of one long task at 4× CPU (the engine loads its date data then).
it("reads every article's months from the build's table, in every language: no Intl.DateTimeFormat is made", () => {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  const read = intlTags().map((intl) => [intl, articleMonthsFor(intl)] as const);
  expect(read.length).toBeGreaterThan(1);
  for (const [, months] of read)
    for (const day of days()) expect(months[day.slice(0, 7)]).toMatch(day.slice(0, 4));
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
  // As the formatter writes them.
  for (const [intl, months] of read)
    for (const day of days()) expect(months[day.slice(0, 7)]).toBe(formatterFor(intl).month(day));
});
