import { formatFigures } from '../../content/figures';
import { languageCodes, readLanguage } from '../../shared/locales.ts';

/**
 * The site's figures as text for every language's Intl locale (`locales/<lng>/language.json`).
 * Imported as a Parcel macro (src/site/figures.ts): it runs when the site is built, in Node,
 * which formats them as the prerender does, and the page ships the text, not the formatting.
 */
export function figureTable(): Record<string, ReturnType<typeof formatFigures>> {
  return Object.fromEntries(
    languageCodes().flatMap((lng) => {
      const intl = readLanguage(lng)?.intl;
      return intl ? [[intl, formatFigures(intl)]] : [];
    }),
  );
}
