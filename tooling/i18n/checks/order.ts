import type { Tree } from '../../../shared/locales.ts';

/**
 * Groups whose keys a translation has in another order than English. A page shows a list, a
 * table's rows or an article's sections in the file's order (src/i18n/lists.ts `keysOf`,
 * src/i18n/outline.ts), so every language must keep English's. Keys only one side has (a plural
 * form, an untranslated key) are left out of the comparison.
 */
export function orderProblems(
  english: Tree | undefined,
  translation: Tree | undefined,
  where: string,
  at = '',
): string[] {
  if (typeof english !== 'object' || typeof translation !== 'object') return [];
  const ours = Object.keys(translation).filter((key) => Object.hasOwn(english, key));
  const theirs = Object.keys(english).filter((key) => Object.hasOwn(translation, key));
  const problems =
    ours.join() === theirs.join()
      ? []
      : [
          `${where} ${at || '(top level)'}: keys in another order than English (English: ${theirs.join(', ')}; here: ${ours.join(', ')}); pages show them in the file's order`,
        ];
  for (const key of ours)
    problems.push(
      ...orderProblems(english[key], translation[key], where, at ? `${at}.${key}` : key),
    );
  return problems;
}
