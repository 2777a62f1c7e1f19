import { formatFigures } from '../../content/figures';
import { useTextIntl } from './textLanguage';

// A macro: the table is computed when Parcel builds (and where no bundler runs, as Vitest, on import).
import { figureTable } from './figureTable' with { type: 'macro' };

type Figures = ReturnType<typeof formatFigures>;
/**
 * Formatted at build time: a page's first Intl.NumberFormat costs the main thread far more than
 * its format (the engine loads its locale data then), a long task in the page's hydration.
 */
const cache = new Map<string, Figures>(Object.entries(figureTable()));

/**
 * The site's figures (content/figures.ts), formatted for the language the surrounding text is
 * shown in (the page's, or English where the page is shown in English).
 */
export function useFigures(): Figures {
  const intl = useTextIntl();
  let figures = cache.get(intl);
  if (!figures) {
    figures = formatFigures(intl);
    cache.set(intl, figures);
  }
  return figures;
}
