import { useTranslation } from 'react-i18next';
import { figures } from '../../content/figures';
import { isLocale, languageOf, defaultLocale } from './registry';

/**
 * The spec's figures, formatted for the language being rendered, ready for interpolation.
 * Numbers use the platform's Intl.NumberFormat directly: @formatjs/intl (src/i18n/intl.ts, for
 * dates) would add 13.5 KB gzip to every page that shows a figure for the same result.
 */
export function useFigures() {
  const { i18n } = useTranslation();
  const locale = languageOf(isLocale(i18n.language) ? i18n.language : defaultLocale).intl;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options).format(value);
  return {
    auditShare: number(figures.auditShare, { style: 'percent' }),
    breachCost: number(figures.breachCost, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      compactDisplay: 'long',
      maximumFractionDigits: 2,
    }),
    controls: number(figures.controls),
    enhancements: number(figures.enhancements),
    reports: number(figures.reports),
  };
}
