import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useTranslation } from 'react-i18next';
import { isLocale, languageOf, defaultLocale, type Locale } from './registry';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** @formatjs/intl for a language: dates (in UTC, so every build prints the same), numbers, currency. */
export function getIntl(lng: Locale): IntlShape {
  let intl = intls.get(lng);
  if (!intl) {
    intl = createIntl(
      { locale: languageOf(lng).intl, timeZone: 'UTC', defaultLocale: 'en-US' },
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
