import { languageOf, localeCodes } from '../../i18n/registry';
import type { LanguageSwitcherProps, SiteLanguage } from './LanguageSwitcher';

// Named examples of the header's language control: the site's languages, and as many more as it
// takes to have three (fixture languages, each named in itself), so the one-control form shows
// however many languages the site has.
const site: SiteLanguage[] = localeCodes.map((code) => ({ code, name: languageOf(code).name }));
const fixtures: SiteLanguage[] = [
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ja', name: '日本語' },
];
const three = [...site, ...fixtures.filter(({ code }) => !localeCodes.includes(code))].slice(
  0,
  Math.max(3, site.length),
);
const two = [...site, ...fixtures].slice(0, 2);

export const languageSwitcherExamples = {
  twoLanguages: { compact: true, languages: two },
  threeLanguagesClosed: { compact: true, languages: three },
  threeLanguagesOpen: { compact: true, languages: three, defaultOpen: true },
} satisfies Record<string, LanguageSwitcherProps>;
