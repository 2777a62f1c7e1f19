// `npm run test:recipes`: the recipes of docs/editing.md performed, as an editor and a translator
// would, in a copy of the whole project (its tests included), then the unit stage run there
// (`npm run test:unit`): a recipe is done when `npm test` passes after it, and this is what fails
// when a test lists the content instead of following it. Four recipes, one after another in one
// copy, each timed: a partial French (common and home), a Japanese with one file (common), a
// published article (English and Spanish, by the rules of "Publish an article") and a fourth
// download (English and Spanish). Prints each recipe's files and time, then the unit stage's count;
// exit code 1 if it fails. Slow (a whole unit stage): not part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Json = { [key: string]: string | Json };

/** A copy of the project's files as git sees them (tracked and new, not ignored). */
export function copyWholeProject(to: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(to, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** A language code the project does not have, from a list of candidates. */
function absent(project: string, codes: string[]): string {
  const code = codes.find((candidate) => !existsSync(path.join(project, 'locales', candidate)));
  if (!code) throw new Error(`The project has every one of ${codes.join(', ')} already`);
  return code;
}
/** The first name of a list that `taken` does not hold. */
function unused(names: string[], taken: (name: string) => boolean): string {
  const name = names.find((candidate) => !taken(candidate));
  if (!name) throw new Error(`Every one of ${names.join(', ')} is taken`);
  return name;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** Each recipe: what it does in the project, returning the files it wrote (relative). */
export const recipes: { name: string; perform: (project: string) => string[] }[] = [
  {
    name: 'a partial French: language.json, common and home',
    perform(project) {
      const code = absent(project, ['fr', 'fr-CA', 'fr-XF']);
      const at = (file: string) => path.join(project, 'locales', code, file);
      writeJson(at('language.json'), {
        name: 'Français',
        intl: `${code.split('-')[0]}-US`,
        dir: 'ltr',
        ogLocale: 'fr_FR',
      });
      // A translator starts from English's files: copied, then translated value by value.
      for (const ns of ['common', 'home']) {
        cpSync(path.join(project, 'locales', 'en', `${ns}.json`), at(`${ns}.json`));
      }
      return ['language.json', 'common.json', 'home.json'].map((f) => `locales/${code}/${f}`);
    },
  },
  {
    name: 'a Japanese with one file: language.json and common',
    perform(project) {
      const code = absent(project, ['ja', 'ja-JP', 'ja-XJ']);
      const at = (file: string) => path.join(project, 'locales', code, file);
      writeJson(at('language.json'), {
        name: '日本語',
        intl: 'ja-JP',
        dir: 'ltr',
        ogLocale: 'ja_JP',
      });
      const common = readJson(path.join(project, 'locales', 'en', 'common.json'));
      // Some of its values in Japanese script, the rest still English.
      (common as { pages: Json }).pages.home = 'ホーム';
      writeJson(at('common.json'), common);
      return ['language.json', 'common.json'].map((f) => `locales/${code}/${f}`);
    },
  },
  {
    name: 'publish an article (English and Spanish, 3 sections, 900–1,400 words, 4 sources)',
    perform(project) {
      const index = path.join(project, 'content', 'articles.ts');
      const source = readFileSync(index, 'utf8');
      const id = unused(['vendorRisk', 'vendorRiskDrill', 'vendorRiskDrill2'], (name) =>
        source.includes(`  ${name}: {`),
      );
      const namespace = `article${id.charAt(0).toUpperCase()}${id.slice(1)}`;
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
        writeJson(path.join(project, 'locales', lng, `${namespace}.json`), text(lng));
      }
      const start = 'export const articles = {\n';
      if (!source.includes(start)) throw new Error(`content/articles.ts has no "${start.trim()}"`);
      const entry = `  ${id}: {
    namespace: '${namespace}',
    path: '/${id.toLowerCase()}',
    published: '2026-11-20',
    image: '/files/insights/why-choose-irm.svg',
    ...image,
    related: ['whyChooseIrm', 'bestIrmSolutions'],
    sources: ['sp80053', 'nistCsf', 'ncua748', 'ffiecHandbook'],
  },
`;
      writeFileSync(index, source.replace(start, start + entry));
      return ['content/articles.ts', ...['en', 'es'].map((l) => `locales/${l}/${namespace}.json`)];
    },
  },
  {
    name: 'add a download (English and Spanish)',
    perform(project) {
      const content = path.join(project, 'content', 'downloads.ts');
      const source = readFileSync(content, 'utf8');
      const list = /export const downloadItems = \[([^\]]*)\]/;
      const id = unused(['checklist', 'checklist2'], (name) => source.includes(`'${name}'`));
      if (!list.test(source)) throw new Error('content/downloads.ts has no downloadItems');
      writeFileSync(
        content,
        source.replace(list, (_, items) => `export const downloadItems = [${items}, '${id}']`),
      );
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
      return files;
    },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'recipes-drill-'));
  const project = path.join(tmp, 'project');
  const keep = process.argv.includes('--keep');
  try {
    let since = performance.now();
    copyWholeProject(project);
    console.log(`copy: ${project} (${((performance.now() - since) / 1000).toFixed(1)} s)`);
    for (const recipe of recipes) {
      since = performance.now();
      const files = recipe.perform(project);
      console.log(
        `recipe: ${recipe.name}: ${files.length} files (${files.join(', ')}) in ${((performance.now() - since) / 1000).toFixed(2)} s`,
      );
    }
    since = performance.now();
    // As after an install: the generated types, then the unit stage.
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const types = spawnSync(npm, ['run', '-s', 'i18n:types'], { cwd: project, stdio: 'inherit' });
    if (types.status !== 0) process.exit(1);
    // `--only <test files…>`: those files instead of the whole unit stage (to iterate on a fix).
    const only = process.argv.indexOf('--only');
    const unit =
      only === -1
        ? spawnSync(npm, ['run', '-s', 'test:unit'], { cwd: project, stdio: 'inherit' })
        : spawnSync(npm, ['run', '-s', 'test:unit', '--', ...process.argv.slice(only + 1)], {
            cwd: project,
            stdio: 'inherit',
          });
    console.log(`unit stage in the copy: ${((performance.now() - since) / 1000).toFixed(0)} s`);
    process.exitCode = unit.status === 0 ? 0 : 1;
  } finally {
    if (!keep) rmSync(tmp, { recursive: true, force: true });
  }
}
