import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatFigures } from '../../content/figures';
import { formatArticleMonths } from './articleMonthText';
import { formatCatDates } from './catDateText';
import { languageCodes, LOCALES_DIR, readLanguage } from '../../shared/locales.ts';

/** What Parcel gives a macro to say which files its value depends on (its cache's key). */
interface MacroContext {
  invalidateOnFileChange: (filePath: string) => void;
  invalidateOnFileCreate: (invalidation: { glob: string }) => void;
}

/**
 * The files a table is made from: `entry` (content/figures.ts for the figures) and the project
 * files it imports, at any depth (read from their import declarations, so a new source file is
 * followed).
 */
export function figureSources(entry = 'content/figures.ts'): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm,
    ))
      if (specifier) {
        const imported = path.join(path.dirname(file), specifier);
        visit(existsSync(imported) ? imported : `${imported}.ts`);
      }
  };
  visit(entry);
  return [...found];
}

/**
 * `format(intl)` for every language's Intl locale (`locales/<lng>/language.json`), as a Parcel
 * macro's value: it runs when the site is built, in Node, which formats as the prerender does, and
 * the page ships the text, not the formatting. `parcel` (the macro's context) is told the files
 * the value is made from (`sources`, and each language's file), so its cache keeps the value until
 * one of them changes or a language is added.
 */
function tableByLanguage<T>(
  parcel: MacroContext | undefined,
  sources: readonly string[],
  format: (intl: string) => T,
): Record<string, T> {
  const languages = languageCodes();
  if (parcel) {
    for (const file of [
      ...sources,
      ...languages.map((lng) => path.join(LOCALES_DIR, lng, 'language.json')),
    ])
      parcel.invalidateOnFileChange(path.resolve(file));
    parcel.invalidateOnFileCreate({ glob: path.resolve(LOCALES_DIR, '*', 'language.json') });
  }
  return Object.fromEntries(
    languages.flatMap((lng) => {
      const intl = readLanguage(lng)?.intl;
      return intl ? [[intl, format(intl)]] : [];
    }),
  );
}

/**
 * The site's figures as text for every language's Intl locale. Imported as a Parcel macro
 * (src/site/figures.ts). Parcel calls it with its context; Vitest, as a plain function.
 */
export function figureTable(this: unknown): Record<string, ReturnType<typeof formatFigures>> {
  return tableByLanguage(this as MacroContext | undefined, figureSources(), formatFigures);
}

/**
 * The FFIEC CAT's dates as text for every language's Intl locale. Imported as a Parcel macro
 * (src/site/catDates.ts).
 */
export function catDateTable(this: unknown): Record<string, ReturnType<typeof formatCatDates>> {
  return tableByLanguage(
    this as MacroContext | undefined,
    figureSources('src/site/catDateText.ts'),
    formatCatDates,
  );
}

/**
 * The months articles show, as text for every language's Intl locale. Imported as a Parcel macro
 * (src/site/articleMonths.ts).
 */
export function articleMonthTable(
  this: unknown,
): Record<string, ReturnType<typeof formatArticleMonths>> {
  return tableByLanguage(
    this as MacroContext | undefined,
    figureSources('src/site/articleMonthText.ts'),
    formatArticleMonths,
  );
}
