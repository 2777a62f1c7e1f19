import { formatFigures } from '../../content/figures';
import { useLocale } from './locale';

type Figures = ReturnType<typeof formatFigures>;
const cache = new Map<string, Figures>();

/** The site's figures (content/figures.ts), formatted for the page's language. */
export function useFigures(): Figures {
  const { intl } = useLocale();
  let figures = cache.get(intl);
  if (!figures) {
    figures = formatFigures(intl);
    cache.set(intl, figures);
  }
  return figures;
}
