import { articles } from '../../content/articles';
import { formatterFor } from '../i18n/format';

/**
 * Every month an article's byline shows (published or updated, `YYYY-MM`), written for an Intl
 * locale as month and year ("June 2025", "junio de 2025").
 */
export function formatArticleMonths(intl: string): Record<string, string> {
  const format = formatterFor(intl);
  const months = Object.values(articles).flatMap(
    (article: { published: string; updated?: string }) =>
      [article.published, article.updated ?? []].flat().map((day) => day.slice(0, 7)),
  );
  return Object.fromEntries([...new Set(months)].map((month) => [month, format.month(month)]));
}
