// `npm run test:recipes` (a stage of `npm test`): the recipes of docs/editing.md performed, as a
// translator and an editor would, in a copy of the whole project (its tests included), then the
// checks those changes answer to, run there: a recipe is done when `npm test` passes after it, and
// this is what fails when a test lists the content instead of following it, or a recipe stops
// being true. In one copy, one after another, each timed:
//   - a partial French: language.json and two files, common and contact (a real translation,
//     tests/recipes/fixtures/fr, taken key by key for the keys English has today);
//   - a Portuguese with one file, common (tests/recipes/fixtures/pt);
//   - a language just begun, 日本語: language.json alone (its name, in its own script, in every
//     list of languages);
//   - an article published today (English and Spanish, by the rules of "Publish an article");
//   - a guide (a download: its id, summary and PDF text, English and Spanish);
//   - a text page with its footer link (`npm run new:page <name> -- --footer`, its text written).
// Then, in the copy, two at a time on two cores: the locale and types modules (as after an
// install), `i18n:check`, ESLint and Prettier on the files the recipes touched, the types, the node
// and jsdom tests that read what they touched, a production build, and in Chromium the sweep (axe, reflow at 320 px, no word cut
// across lines…) of the pages they touched at 375 and 1280 px, the header-and-footer audit of
// every language's home page and its header as the app takes over. Prints each recipe's files and time and each check's time; the last
// line counts them. Exit code 1 if a check fails. `--keep` keeps the copy.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { addFooterLink, newPage } from '../../tooling/dev/new-page.mjs';
import { runStages } from '../../tooling/ci/run-tests.mjs';
import { languageCodes } from '../../shared/locales.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'tests', 'recipes', 'fixtures');
type Json = { [key: string]: string | Json };

/** A copy of the project's files as git sees them (tracked and new, not ignored). */
export function copyWholeProject(to: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    // node_modules may be a symbolic link (a worktree's), which git lists: linked below instead.
    .filter((file) => file && file !== 'node_modules' && fs.existsSync(path.join(ROOT, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.cpSync(path.join(ROOT, file), path.join(to, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** A language code the project does not have, from a list of candidates. */
function absent(project: string, codes: string[]): string {
  const code = codes.find((candidate) => !fs.existsSync(path.join(project, 'locales', candidate)));
  if (!code) throw new Error(`The project has every one of ${codes.join(', ')} already`);
  return code;
}
/** The first name of a list that `taken` does not hold. */
function unused(names: string[], taken: (name: string) => boolean): string {
  const name = names.find((candidate) => !taken(candidate));
  if (!name) throw new Error(`Every one of ${names.join(', ')} is taken`);
  return name;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * A translation as a translator keeps it up to date: English's keys, in English's order, each with
 * the fixture's text; a key the fixture has no text for is left out (untranslated), one English no
 * longer has is dropped.
 */
export function translated(english: Json, translation: Json | undefined): Json | undefined {
  const out: Json = {};
  for (const [key, value] of Object.entries(english)) {
    const own = translation?.[key];
    if (typeof value === 'string') {
      if (typeof own === 'string') out[key] = own;
    } else {
      const inner = translated(value, typeof own === 'object' ? own : undefined);
      if (inner && Object.keys(inner).length > 0) out[key] = inner;
    }
  }
  return out;
}

/** Adds a language: its language.json and its files, translated from the fixtures. */
function addLanguage(
  project: string,
  code: string,
  language: { name: string; intl: string; dir: 'ltr' | 'rtl'; ogLocale: string },
  namespaces: string[],
  fixtures = path.join(FIXTURES, code),
): string[] {
  const at = (file: string) => path.join(project, 'locales', code, file);
  writeJson(at('language.json'), language);
  for (const ns of namespaces) {
    const english = readJson(path.join(project, 'locales', 'en', `${ns}.json`));
    writeJson(at(`${ns}.json`), translated(english, readJson(path.join(fixtures, `${ns}.json`))));
  }
  return ['language.json', ...namespaces.map((ns) => `${ns}.json`)].map(
    (file) => `locales/${code}/${file}`,
  );
}

/** What the recipes made, for the checks: the pages they touched. */
export interface Made {
  files: string[];
  /** English paths of the pages the recipes added or changed in every language. */
  pages: string[];
  /** Paths of pages changed in one language only (a language's own pages: `/fr/newContact`). */
  localized: string[];
  /** Test files or folders (path filters) that read what the recipes touched. */
  tests: string[];
}

/** Each recipe: what it does in the project, returning what it wrote and touched. */
export const recipes: { name: string; perform: (project: string) => Promise<Made> | Made }[] = [
  {
    name: 'a partial French: language.json, common and contact',
    perform(project) {
      const code = absent(project, ['fr', 'fr-CA', 'fr-XF']);
      return {
        files: addLanguage(
          project,
          code,
          { name: 'Français', intl: 'fr-US', dir: 'ltr', ogLocale: 'fr_FR' },
          ['common', 'contact'],
          path.join(FIXTURES, 'fr'),
        ),
        pages: [],
        localized: ['', '/newContact', '/bookdemo'].map((page) => `/${code}${page}`),
        tests: [],
      };
    },
  },
  {
    name: 'a Portuguese with one file: language.json and common',
    perform(project) {
      const code = absent(project, ['pt', 'pt-BR', 'pt-XP']);
      return {
        files: addLanguage(
          project,
          code,
          { name: 'Português', intl: 'pt-BR', dir: 'ltr', ogLocale: 'pt_BR' },
          ['common'],
          path.join(FIXTURES, 'pt'),
        ),
        pages: [],
        localized: [`/${code}`],
        tests: [],
      };
    },
  },
  {
    name: 'a language just begun: language.json alone (日本語)',
    perform(project) {
      const code = absent(project, ['ja', 'ja-JP', 'ja-XJ']);
      return {
        files: addLanguage(
          project,
          code,
          { name: '日本語', intl: 'ja-JP', dir: 'ltr', ogLocale: 'ja_JP' },
          [],
        ),
        pages: [],
        localized: [`/${code}`],
        tests: [],
      };
    },
  },
  {
    name: 'publish an article dated today (English and Spanish, 3 sections, 900–1,400 words, 4 sources)',
    perform(project) {
      const index = path.join(project, 'content', 'articles.ts');
      const source = fs.readFileSync(index, 'utf8');
      // The article's one name: its index key and its locale files' (a namespace not yet taken).
      const id = unused(
        ['vendorRisk', 'vendorRiskDrill', 'vendorRiskDrill2'],
        (name) =>
          source.includes(`  ${name}: {`) ||
          fs.existsSync(path.join(project, 'locales', 'en', `${name}.json`)),
      );
      const sentence = (lng: string, n: number) =>
        lng === 'en'
          ? `Paragraph ${n} says what a credit union keeps about each vendor, who reviews it and when the next review is due.`
          : `El párrafo ${n} dice qué guarda una cooperativa de cada proveedor, quién lo revisa y cuándo toca la próxima revisión.`;
      const section = (lng: string, heading: string, from: number) => ({
        heading,
        ...Object.fromEntries(
          Array.from({ length: 6 }, (_, i) => [
            `p${i + 1}`,
            `${sentence(lng, from + i)} ${sentence(lng, from + i + 100)} ${sentence(lng, from + i + 200)}`,
          ]),
        ),
      });
      const text = (lng: 'en' | 'es') => ({
        meta: {
          title: `${lng === 'en' ? 'Vendor risk' : 'Riesgo de proveedores'} | {{brand}}`,
          description: lng === 'en' ? 'Vendor risk in one record.' : 'El riesgo de proveedores.',
          keywords: lng === 'en' ? 'vendor risk' : 'riesgo de proveedores',
        },
        hero: {
          eyebrow: lng === 'en' ? 'Insights · Third parties' : 'Perspectivas · Terceros',
          title: lng === 'en' ? 'Vendor risk' : 'Riesgo de proveedores',
          lead:
            lng === 'en' ? 'Your vendors hold your data.' : 'Sus proveedores guardan sus datos.',
          imageAlt: lng === 'en' ? 'Linked documents.' : 'Documentos enlazados.',
        },
        card: {
          description: lng === 'en' ? 'One record per vendor.' : 'Un registro por proveedor.',
        },
        sections: {
          why: section(lng, lng === 'en' ? 'Why' : 'Por qué', 1),
          what: section(lng, lng === 'en' ? 'What' : 'Qué', 20),
          how: section(lng, lng === 'en' ? 'How' : 'Cómo', 40),
        },
      });
      for (const lng of ['en', 'es'] as const) {
        writeJson(path.join(project, 'locales', lng, `${id}.json`), text(lng));
      }
      const start = 'export const articles = {\n';
      if (!source.includes(start)) throw new Error(`content/articles.ts has no "${start.trim()}"`);
      // Today: newer than every article the project has, as an editor's new article is.
      const today = new Date().toISOString().slice(0, 10);
      const articlePath = `/${id.toLowerCase()}`;
      const entry = `  ${id}: {
    path: '${articlePath}',
    published: '${today}',
    image: '/files/insights/why-choose-irm.svg',
    ...image,
    related: ['whyChooseIrm', 'bestIrmSolutions'],
    sources: ['sp80053', 'nistCsf', 'ncua748', 'ffiecHandbook'],
  },
`;
      fs.writeFileSync(index, source.replace(start, start + entry));
      return {
        files: ['content/articles.ts', ...['en', 'es'].map((l) => `locales/${l}/${id}.json`)],
        pages: [articlePath, '/insights'],
        localized: [],
        tests: [],
      };
    },
  },
  {
    name: 'add a guide (a download: English and Spanish)',
    perform(project) {
      const content = path.join(project, 'content', 'downloads.ts');
      const source = fs.readFileSync(content, 'utf8');
      const list = /export const downloadItems = \[([^\]]*)\]/;
      const id = unused(['checklist', 'checklist2'], (name) => source.includes(`'${name}'`));
      if (!list.test(source)) throw new Error('content/downloads.ts has no downloadItems');
      fs.writeFileSync(
        content,
        source.replace(list, (_, items) => `export const downloadItems = [${items}, '${id}']`),
      );
      // Then `npx prettier --write <file>`, as docs/editing.md asks of a file edited by hand (a
      // list grown past 100 characters goes one item per line).
      const format = spawnSync(
        path.join(project, 'node_modules', '.bin', 'prettier'),
        ['--write', 'content/downloads.ts'],
        { cwd: project, encoding: 'utf8' },
      );
      if (format.status !== 0) throw new Error(`prettier --write failed: ${format.stderr}`);
      const text = {
        en: {
          summary: { title: 'Examination checklist', text: 'What to have ready.' },
          pdf: {
            title: 'Examination checklist',
            subtitle: 'One page to work through with your team',
            intro: 'Use this list in the month before an examination.',
            sections: { evidence: { heading: 'Evidence', p1: 'The latest gap analysis.' } },
          },
        },
        es: {
          summary: { title: 'Lista para el examen', text: 'Lo que debe tener listo.' },
          pdf: {
            title: 'Lista para el examen',
            subtitle: 'Una página para repasar con su equipo',
            intro: 'Use esta lista el mes antes de un examen.',
            sections: { evidence: { heading: 'Evidencia', p1: 'El último análisis de brechas.' } },
          },
        },
      };
      const files: string[] = ['content/downloads.ts'];
      for (const [lng, { summary, pdf }] of Object.entries(text)) {
        const page = path.join(project, 'locales', lng, 'downloads.json');
        const downloads = readJson(page) as { library: { items: Json } };
        downloads.library.items[id] = summary;
        writeJson(page, downloads);
        const pdfs = path.join(project, 'locales', lng, 'pdfs.json');
        const guides = readJson(pdfs) as { guides: Json };
        guides.guides[id] = pdf;
        writeJson(pdfs, guides);
        files.push(`locales/${lng}/downloads.json`, `locales/${lng}/pdfs.json`);
      }
      return { files, pages: ['/downloads'], localized: [], tests: [] };
    },
  },
  {
    name: 'add a text page with its footer link (npm run new:page <name> -- --footer)',
    async perform(project) {
      const paths = fs.readFileSync(path.join(project, 'content', 'paths.ts'), 'utf8');
      // A name and titles of their own where an earlier drill added its page (in a copy of a
      // copy): two footer links of one name would lead to two pages (WCAG 2.4.4).
      const titles = {
        terms: { en: 'Terms of use', es: 'Condiciones de uso' },
        termsOfUse: { en: 'Website terms', es: 'Condiciones del sitio web' },
        termsDrill: { en: 'Terms for visitors', es: 'Condiciones para visitantes' },
      };
      const name = unused(Object.keys(titles), (candidate) =>
        new RegExp(`^\\s+${candidate}:`, 'm').test(paths),
      ) as keyof typeof titles;
      const title = titles[name];
      const { created, edited, route } = newPage(project, name, { title: title.en });
      const footer = await addFooterLink(project, name);
      // The text, written over the template (English and Spanish, the languages it was made
      // for), and its name in Spanish where links show it.
      const text = {
        en: {
          meta: {
            title: `${title.en} | {{brand}}`,
            description: 'The terms on which {{brand}} offers this website and its guides.',
            keywords: 'terms of use, {{brand}}',
          },
          hero: {
            eyebrow: 'Terms',
            title: title.en,
            lead: 'What you may expect from this website, and what we ask of you.',
          },
          sections: {
            use: {
              heading: 'Using this website',
              p1: 'You may read, print and share its pages and guides for your own work.',
              limitsHeading: 'What we ask',
              limits: {
                copy: 'Keep our name on what you share.',
                sell: 'Do not sell our guides.',
              },
            },
            questions: {
              heading: 'Questions',
              intro: 'To ask about these terms:',
              steps: {
                write: 'Write to us from the contact page.',
                wait: 'We answer within one business day.',
              },
            },
          },
        },
        es: {
          meta: {
            title: `${title.es} | {{brand}}`,
            description: 'Las condiciones en las que {{brand}} ofrece este sitio web y sus guías.',
            keywords: 'condiciones de uso, {{brand}}',
          },
          hero: {
            eyebrow: 'Condiciones',
            title: title.es,
            lead: 'Lo que puede esperar de este sitio web y lo que le pedimos.',
          },
          sections: {
            use: {
              heading: 'Uso de este sitio web',
              p1: 'Puede leer, imprimir y compartir sus páginas y guías para su propio trabajo.',
              limitsHeading: 'Lo que le pedimos',
              limits: {
                copy: 'Mantenga nuestro nombre en lo que comparta.',
                sell: 'No venda nuestras guías.',
              },
            },
            questions: {
              heading: 'Preguntas',
              intro: 'Para preguntar por estas condiciones:',
              steps: {
                write: 'Escríbanos desde la página de contacto.',
                wait: 'Respondemos en un día hábil.',
              },
            },
          },
        },
      } as const;
      for (const file of created.filter((f) => f.endsWith(`/${name}.json`))) {
        const lng = file.split('/')[1] === 'es' ? 'es' : 'en';
        writeJson(path.join(project, file), text[lng]);
      }
      const common = path.join(project, 'locales', 'es', 'common.json');
      const names = readJson(common) as { pages: Json };
      names.pages[name] = text.es.hero.title;
      writeJson(common, names);
      return {
        files: [...created, ...edited, footer],
        // The footer's new link on every page: a long page and the not-found page, where the
        // bottom row's links wrap at 375 px in a language with longer names.
        pages: [route, '/aboutUs', '/no-such-page'],
        localized: [],
        tests: [`src/pages/${name.charAt(0).toUpperCase()}${name.slice(1)}/`],
      };
    },
  },
];

/**
 * The tests that read what a touched file holds (path filters for Vitest), besides each
 * recipe's own: what reads every language, the articles' index, the guides, the footer's lists.
 */
const TESTS_OF: [RegExp, string[]][] = [
  [
    /^locales\//,
    [
      'tooling/i18n/',
      'tooling/site-build/codegen/',
      'tests/integration/locales.node',
      'tests/integration/translation-checks',
      'tests/integration/partial-language',
      'tests/integration/fallback-language',
      'tests/integration/english-names.a11y',
      'src/components/LanguageSwitcher/',
      'src/components/Footer/',
      'src/components/Header/',
      // English left in a page of the language is marked (a file or key it lacks), and the
      // numbers and dates in that English follow it.
      'tests/integration/english-marked.a11y',
      'src/pages/Ffiec/',
      'src/pages/Ncua/',
      'src/pages/Controls/',
      'src/pages/Documents/',
      'src/pages/Solutions/',
      'src/pages/Irm/',
    ],
  ],
  [
    /^content\/articles\.ts$/,
    ['src/pages/Article/', 'src/pages/Insights/', 'tooling/site-build/codegen/article-routes'],
  ],
  [/^content\/downloads\.ts$/, ['src/pages/Downloads/', 'tooling/site-build/pdfs']],
  [/^content\/navigation\.ts$/, ['src/components/Footer/', 'src/app/NotFound']],
  [
    /^(content\/paths\.ts|src\/app\/routes\.ts)$/,
    [
      'tests/recipes/new-page.recipe',
      'src/app/socialCard',
      'tooling/site-build/codegen/page-modules',
    ],
  ],
];

/**
 * The paths to sweep, as a regular expression: `pages` (English paths) in every language, and
 * `localized` (paths in one language) as they are.
 */
export function sweepPattern(pages: string[], localized: string[], languages: string[]): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefixes = languages.filter((lng) => lng !== 'en').map(escape);
  const specs = [...new Set(pages)].map((page) => (page === '/' ? '/?' : escape(page)));
  const everywhere = specs.length > 0 ? [`(/(${prefixes.join('|')}))?(${specs.join('|')})`] : [];
  return `^(${[...everywhere, ...new Set(localized.map(escape))].join('|')})$`;
}

interface Check {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Skipped when one of these did not pass. */
  needs?: string[];
  /** Started only once these have ended (whatever their result). */
  after?: string[];
}

/** Runs a command in the copy, stdout and stderr together. */
function runIn(cwd: string, [command, ...args]: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command!, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-drill-'));
  const project = path.join(tmp, 'project');
  const keep = process.argv.includes('--keep');
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  let failed = 0;
  let passed = 0;
  try {
    let since = performance.now();
    copyWholeProject(project);
    console.log(`copy: ${project} (${seconds(since)})`);
    const made: Made = { files: [], pages: [], localized: [], tests: [] };
    for (const recipe of recipes) {
      since = performance.now();
      const { files, pages, localized, tests } = await recipe.perform(project);
      made.files.push(...files);
      made.pages.push(...pages);
      made.localized.push(...localized);
      made.tests.push(...tests);
      console.log(
        `recipe: ${recipe.name}: ${files.length} files (${files.join(', ')}) in ${seconds(since)}`,
      );
    }
    // The Spanish reviewed: the English each touched file was made from recorded (--mark).
    const reviewed = made.files
      .map((file) => /^locales\/es\/(\w+)\.json$/.exec(file)?.[1])
      .filter((ns): ns is string => ns !== undefined && ns !== 'sources' && ns !== 'glossary');
    since = performance.now();
    const mark = spawnSync(
      process.execPath,
      ['tooling/i18n/status.ts', '--mark', 'es', ...new Set(reviewed)],
      { cwd: project, encoding: 'utf8' },
    );
    if (mark.status !== 0) throw new Error(`--mark es failed: ${mark.stderr}`);
    made.files.push('locales/es/sources.json');
    console.log(
      `recipe: mark the Spanish reviewed (npm run i18n:status -- --mark es ${[...new Set(reviewed)].join(' ')}) in ${seconds(since)}`,
    );
    const touched = [...new Set(made.files)].sort();
    const languages = languageCodes(path.join(project, 'locales'));
    const code = touched.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
    const tests = [
      ...new Set([
        ...made.tests,
        ...touched.flatMap((file) =>
          TESTS_OF.filter(([pattern]) => pattern.test(file)).flatMap(([, list]) => list),
        ),
      ]),
    ].sort();
    const bin = (name: string) => path.join(project, 'node_modules', '.bin', name);
    // Two at a time where the machine has two cores (tooling/ci/run-tests.mjs's scheduler), in
    // list order as each slot frees: the unit tests beside the build (which leaves a core idle for
    // a third of its time, while Parcel resolves and the pages prerender one by one), the Chromium
    // run as soon as the build is there, then the types, lint and the translation check, which only
    // read. 120 s in all on two cores with the unit tests alone first and the Chromium run alone
    // last; 97 s so. The build writes no .br and .gz files: the sweep's server compresses as it
    // serves (gzip at its default level: a first load measured a little larger than the deploy's,
    // never smaller).
    const checks: Check[] = [
      // As after an install: the locale module, the article routes, the key types and the PDFs.
      { name: 'prepare', command: ['npm', 'run', '-s', 'prepare'] },
      {
        name: `unit tests that read what they touched (${tests.join(' ')})`,
        command: [
          bin('vitest'),
          'run',
          '--project',
          'node',
          '--project',
          'jsdom',
          '--project',
          'jsdom-isolated',
          ...tests,
        ],
        needs: ['prepare'],
      },
      {
        name: 'build',
        command: [process.execPath, 'tooling/site-build/build.mjs', '--no-precompress'],
        needs: ['prepare'],
      },
      {
        name: 'the touched pages in Chromium at 375 and 1280 px (sweep), every home page (audit, the header as the app takes over)',
        command: [
          bin('vitest'),
          'run',
          '--project',
          'browser',
          'tests/browser/sweep.a11y.browser.test.ts',
          'tests/browser/reflow-keyboard-forced-colours.a11y.browser.test.ts',
          // Every language's header as the app takes over (with more than two languages the
          // language control becomes a button), and the pictures that arrive late.
          'tests/browser/site.browser.test.ts',
          '-t',
          '(at (375|1280) px|the header fits)',
        ],
        env: { SWEEP_ONLY: sweepPattern(made.pages, made.localized, languages) },
        needs: ['build'],
      },
      {
        // One thread: beside another check on two cores, TypeScript 7's parallel checkers cost half as
        // much CPU again (16 s instead of 9.5 s) for no gain in time.
        name: 'types',
        command: [bin('tsc'), '--noEmit', '--singleThreaded', '-p', 'tsconfig.json'],
        needs: ['prepare'],
      },
      {
        name: `lint of the ${touched.length} touched files`,
        command: [
          'sh',
          '-c',
          `"${bin('eslint')}" --max-warnings 0 ${code.join(' ')} && "${bin('prettier')}" --check ${touched.join(' ')}`,
        ],
        needs: ['prepare'],
      },
      {
        name: 'i18n:check',
        command: ['npm', 'run', '-s', 'i18n:check'],
        needs: ['prepare'],
      },
    ];
    // A check named by the start of its name in `needs` and `after`.
    const named = (start: string) => checks.find(({ name }) => name.startsWith(start))!.name;
    const counts = await runStages(
      checks.map(({ name, needs = [], after = [] }) => [
        name,
        (output: string) => ({ summary: /^\s*Tests\s+(.+)$/m.exec(output)?.[1] ?? '' }),
        needs.map(named),
        after.map(named),
      ]),
      (name: string) => {
        const check = checks.find((candidate) => candidate.name === name)!;
        return runIn(project, check.command, { ...process.env, ...check.env });
      },
      console.log,
      Math.min(2, availableParallelism()),
    );
    passed += counts.passed;
    failed += counts.failed;
  } catch (error) {
    failed += 1;
    console.log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `${recipes.length} recipes, ${passed} checks passed, ${failed} failed in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
}
