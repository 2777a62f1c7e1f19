/**
 * Writes `src/i18n/generated/locales.ts`, the locale import module: every folder `locales/<lng>/`
 * with a `language.json` is a language, every other JSON file in it a namespace. The module
 * imports each `language.json` (bundled: the switcher and routes need every language's metadata)
 * and has one explicit `import()` per language × namespace (each its own chunk, fetched with the
 * route that needs it). A language's namespace file that lacks keys English has is left out,
 * like a file not written yet: its pages are shown in English under the fallback notice, never
 * half in one language and half in another under one `lang` (`npm run i18n:status` lists what is
 * missing). One exception: a common.json that lacks only the names of pages the language has no
 * text for (`npm run new:page` writes a new page's name only where it writes the page) is kept,
 * those names taken from English, as the pages they lead to are shown in English. Each `import()` names a one-line module beside it
 * (`generated/locales/<lng>/<ns>.ts`, `export default` of the JSON): Parcel resolves `import()`
 * of a JSON file to the object and Vitest to `{ default }`, while both resolve an ES module's
 * `import()` to its namespace. Plain imports, so Parcel, its cache and Vitest all see the same files;
 * adding a language or a namespace is adding files, and the next `npm run i18n:types` (run by
 * `npm install`, `typecheck`, `build` and `test`) writes the module again.
 *
 *   node tooling/site-build/codegen/locale-module.ts [locales dir] [output file]
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  languageCodes,
  readLanguage,
  readNamespace,
  siteNamespaces,
  untranslatedKeys,
  type Tree,
} from '../../../shared/locales.ts';
import { writeCardModule } from './card-module.ts';
import { writeArticleRoutes } from './article-routes.ts';
import { generatedSource, runAsScript, writeIfChanged } from './generated-file.ts';
import { writePageModules } from './page-modules.ts';

/**
 * The module's source for the languages and namespaces in `localesDir`, imported from `outFile`,
 * and the namespace modules beside it (file → source).
 */
export function localeModule(
  localesDir: string,
  outFile: string,
): { source: string; wrappers: Map<string, string> } {
  const wrappers = new Map<string, string>();
  const languages = languageCodes(localesDir);
  const spec = (lng: string, file: string) => {
    const relative = path.relative(path.dirname(outFile), path.join(localesDir, lng, file));
    return JSON.stringify(relative.split(path.sep).join('/'));
  };
  const identifier = (lng: string) => `language_${lng.replace(/\W/g, '_')}`;
  const lines = [
    "import type { ResourceLanguage } from 'i18next';",
    ...languages.map((lng) => `import ${identifier(lng)} from ${spec(lng, 'language.json')};`),
    '',
    '/** Every language folder with a language.json, by code. */',
    'export const languageFiles: Record<string, unknown> = {',
    ...languages.map((lng) => `  ${JSON.stringify(lng)}: ${identifier(lng)},`),
    '};',
    '',
    '/** One loader per namespace file of every language (each file its own chunk). */',
    'export const namespaceLoaders: Record<',
    '  string,',
    '  Record<string, () => Promise<{ default: ResourceLanguage }>>',
    '> = {',
  ];
  const readTree = (lng: string, ns: string) => readNamespace(lng, ns, localesDir);
  /** Per language, the pages whose names its common.json lacks and English's fill in. */
  const englishPageNames: Record<string, string[]> = {};
  for (const lng of languages) {
    const intl = readLanguage(lng, localesDir)?.intl;
    const incomplete: string[] = [];
    /** Per namespace kept, the page names it lacks, filled in from English. */
    const englishNames = new Map<string, string[]>();
    const namespaces = siteNamespaces(lng, localesDir).filter((ns) => {
      if (lng === DEFAULT_LOCALE) return true;
      const english = readTree(DEFAULT_LOCALE, ns);
      const keys = english ? untranslatedKeys(english, readTree(lng, ns), intl) : [];
      const names = untranslatedPageNames(localesDir, lng, `${ns}.json`, keys);
      if (names.length > 0 && names.length === keys.length) {
        englishNames.set(ns, names);
        englishPageNames[lng] = names.map((key) => key.slice('pages.'.length));
        return true;
      }
      const missing = keys.length;
      if (missing > 0) incomplete.push(`${ns}.json (${missing} key${missing === 1 ? '' : 's'})`);
      return missing === 0;
    });
    if (incomplete.length)
      lines.push(`  // Lacking keys, shown in English until complete: ${incomplete.join(', ')}.`);
    lines.push(`  ${JSON.stringify(lng)}: {`);
    for (const ns of namespaces) {
      const file = `${ns}.json`;
      const wrapper = `./locales/${lng}/${ns}`;
      lines.push(`    ${JSON.stringify(ns)}: () => import(${JSON.stringify(wrapper)}),`);
      const names = englishNames.get(ns);
      wrappers.set(
        path.join(path.dirname(outFile), 'locales', lng, `${ns}.ts`),
        generatedSource('locale-module.ts', null, [
          `import resource from ${JSON.stringify(
            path
              .relative(
                path.join(path.dirname(outFile), 'locales', lng),
                path.join(localesDir, lng, file),
              )
              .split(path.sep)
              .join('/'),
          )};`,
          ...(names
            ? withEnglishNames(names, readTree(DEFAULT_LOCALE, ns))
            : ['export default resource;']),
        ]),
      );
    }
    lines.push('  },');
  }
  lines.push(
    '};',
    '',
    '/**',
    ' * Per language, the pages whose names its common.json lacks (pages it has no text for yet): the',
    " * names are English's, as those pages are, and marked so where they show (WCAG 3.1.2).",
    ' */',
    `export const englishPageNames: Record<string, readonly string[]> = ${JSON.stringify(englishPageNames)};`,
  );
  return {
    source: generatedSource('locale-module.ts', 'the folders in locales/', lines),
    wrappers,
  };
}

/**
 * The keys of `keys` that name a page the language has no text for: `pages.<name>` in
 * common.json where `locales/<lng>/<name>.json` does not exist (`npm run new:page` writes a
 * page's name only for the languages it writes the page for). A file lacking only these is kept,
 * with those names in English, as the pages they lead to are shown.
 */
export function untranslatedPageNames(
  localesDir: string,
  lng: string,
  file: string,
  keys: readonly string[],
): string[] {
  if (file !== 'common.json') return [];
  return keys.filter((key) => {
    const page = /^pages\.([\w-]+)$/.exec(key)?.[1];
    return page !== undefined && !existsSync(path.join(localesDir, lng, `${page}.json`));
  });
}

/** A namespace module's export: the file, with the page names it lacks taken from English. */
function withEnglishNames(keys: readonly string[], english: Tree | undefined): string[] {
  const pages = typeof english === 'object' ? english.pages : undefined;
  const names = Object.fromEntries(
    keys.map((key) => {
      const name = key.slice('pages.'.length);
      return [name, typeof pages === 'object' ? pages[name] : undefined];
    }),
  );
  return [
    '// Names of pages this language has no text for yet, in English as those pages are.',
    `const names = ${JSON.stringify(names)};`,
    'export default { ...resource, pages: { ...resource.pages, ...names } };',
  ];
}

/** Writes the locale import module and its namespace modules; removes those of deleted files. */
export function writeLocaleModule(
  localesDir = 'locales',
  outFile = 'src/i18n/generated/locales.ts',
): void {
  const { source, wrappers } = localeModule(localesDir, outFile);
  const wrapperDir = path.join(path.dirname(outFile), 'locales');
  if (existsSync(wrapperDir)) {
    for (const entry of readdirSync(wrapperDir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !wrappers.has(file)) rmSync(file);
    }
  }
  for (const [file, wrapper] of wrappers) writeIfChanged(file, wrapper);
  writeIfChanged(outFile, source);
  // The cards namespace (the articles' titles and card sentences), from the same files, the
  // articles' routes, from content/articles.ts beside locales/, and the pages' modules, from
  // content/paths.ts.
  writeCardModule(localesDir, path.join(path.dirname(outFile), 'cards.ts'));
  const projectDir = path.dirname(path.resolve(localesDir));
  writeArticleRoutes(projectDir, path.join(path.dirname(outFile), 'articleRoutes.ts'));
  writePageModules(projectDir, path.join(projectDir, 'src', 'app', 'generated', 'pageModules.ts'));
}

runAsScript(import.meta.url, writeLocaleModule);
