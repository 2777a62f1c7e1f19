/**
 * The translation checks, one file per check in `checks/`, run on every language by
 * `npm run i18n:check` (status.ts) and by the locale tests:
 *   completeness   keys and files against English, empty texts, the counts of `i18n:status`
 *   markup         the same {{variables}} and <tags> as English, no attribute on a tag
 *   order          keys in English's order (pages show lists in the file's order)
 *   sources        the register of the English each translation was made from (stale keys)
 *   glossary       variants a language's glossary forbids
 *   numbers        numbers, citations, versions and clock times the English states
 *   english-names  English names kept in a translation without <en>…</en>
 * What a language and its files are comes from the locale catalogue, shared/locales.ts.
 */
export { checkLanguage, keepsEnglish, optionsOf } from './checks/completeness.ts';
export type { CheckOptions, NamespaceStatus } from './checks/completeness.ts';
export { orderProblems } from './checks/order.ts';
export { hashOf, readSources, sourcesFile, type Sources } from './checks/sources.ts';
export {
  SHARED_GLOSSARY,
  checkGlossary,
  glossaryPattern,
  quickGlossaryPattern,
  readGlossary,
  readSharedGlossary,
  type Glossary,
} from './checks/glossary.ts';
export { checkNumbers, clockForms, numbersOf } from './checks/numbers.ts';
export {
  checkEnglishNames,
  checkEnglishRuns,
  englishRuns,
  intlWords,
  standsAlone,
} from './checks/english-names.ts';
export { readLocaleFile, type Reader } from './checks/read.ts';
