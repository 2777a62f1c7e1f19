/** The Insights page's list of articles. */
import { articleIds, articles, type ArticleId } from './articles';

/** The articles in the order the Insights page lists them: newest first, then the index's order. */
export const articleOrder: readonly ArticleId[] = articleIds
  .map((id, index) => ({ id, index }))
  .sort((a, b) =>
    articles[a.id].published === articles[b.id].published
      ? a.index - b.index
      : articles[a.id].published < articles[b.id].published
        ? 1
        : -1,
  )
  .map(({ id }) => id);
