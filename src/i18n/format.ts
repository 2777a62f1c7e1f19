import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useTranslation } from 'react-i18next';
import { figures } from '../../content/figures';
import { isLocale, locales, defaultLocale, type Locale } from './registry';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** @formatjs/intl for a language: dates (in UTC, so every build prints the same), numbers, currency. */
export function getIntl(lng: Locale): IntlShape {
  let intl = intls.get(lng);
  if (!intl) {
    intl = createIntl(
      { locale: locales[lng].intl, timeZone: 'UTC', defaultLocale: 'en-US' },
      cache,
    );
    intls.set(lng, intl);
  }
  return intl;
}

/** The formatters of the language being rendered. */
export function useIntl(): IntlShape {
  const { i18n } = useTranslation();
  return getIntl(isLocale(i18n.language) ? i18n.language : defaultLocale);
}

/** The spec's figures, formatted for the language being rendered, ready for interpolation. */
export function useFigures() {
  const intl = useIntl();
  return {
    auditShare: intl.formatNumber(figures.auditShare, { style: 'percent' }),
    breachCost: intl.formatNumber(figures.breachCost, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      compactDisplay: 'long',
      maximumFractionDigits: 2,
    }),
    controls: intl.formatNumber(figures.controls),
    enhancements: intl.formatNumber(figures.enhancements),
    reports: intl.formatNumber(figures.reports),
  };
}
