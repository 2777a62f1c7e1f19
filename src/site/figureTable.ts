import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatFigures } from '../../content/figures';
import { languageCodes, LOCALES_DIR, readLanguage } from '../../shared/locales.ts';

/** What Parcel gives a macro to say which files its value depends on (its cache's key). */
interface MacroContext {
  invalidateOnFileChange: (filePath: string) => void;
  invalidateOnFileCreate: (invalidation: { glob: string }) => void;
}

/**
 * The files the figures are read from: content/figures.ts and the project files it imports, at
 * any depth (read from their import declarations, so a new source file of figures is followed).
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
      if (specifier) visit(path.join(path.dirname(file), specifier));
  };
  visit(entry);
  return [...found];
}

/**
 * The site's figures as text for every language's Intl locale (`locales/<lng>/language.json`).
 * Imported as a Parcel macro (src/site/figures.ts): it runs when the site is built, in Node,
 * which formats them as the prerender does, and the page ships the text, not the formatting.
 * Parcel's cache keeps its value until one of the files it read changes or a language is added.
 */
export function figureTable(this: unknown): Record<string, ReturnType<typeof formatFigures>> {
  const languages = languageCodes();
  // Parcel calls it with its context; Vitest, as a plain function.
  const parcel = this as MacroContext | undefined;
  if (parcel) {
    for (const file of [
      ...figureSources(),
      ...languages.map((lng) => path.join(LOCALES_DIR, lng, 'language.json')),
    ])
      parcel.invalidateOnFileChange(path.resolve(file));
    parcel.invalidateOnFileCreate({ glob: path.resolve(LOCALES_DIR, '*', 'language.json') });
  }
  return Object.fromEntries(
    languages.flatMap((lng) => {
      const intl = readLanguage(lng)?.intl;
      return intl ? [[intl, formatFigures(intl)]] : [];
    }),
  );
}
