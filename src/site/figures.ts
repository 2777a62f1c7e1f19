import { formatFigures } from '../../content/figures';
import { languageOf } from '../i18n/registry';
import { useTextLanguage } from './textLanguage';

type Figures = ReturnType<typeof formatFigures>;
const cache = new Map<string, Figures>();

/**
 * The site's figures (content/figures.ts), formatted for the language the surrounding text is
 * shown in (the page's, or English where the page is shown in English).
 */
export function useFigures(): Figures {
  const { intl } = languageOf(useTextLanguage());
  let figures = cache.get(intl);
  if (!figures) {
    figures = formatFigures(intl);
    cache.set(intl, figures);
  }
  return figures;
}
