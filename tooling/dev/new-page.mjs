// `npm run new:page <name> [-- --path /some-path] [--title "Some title"] [--footer]`: a new plain text page,
// ready to fill in (docs/editing.md, "Add a text page"). <name> is the page's one name in
// camelCase (`terms`, `cookiePolicy`): its id, its namespace and, in PascalCase, its folder and
// component; its path is the name in kebab case (`/cookie-policy`) unless --path says otherwise.
// It writes
//   src/pages/<Name>/<Name>.tsx            the page: PageHeader, then the file's sections
//   src/pages/<Name>/<Name>.jsdom.test.tsx its test (src/test/textPage.tsx), in every language
//   locales/<lng>/<name>.json              the text to write over: meta, hero and sections, in
//                                          English and every language that says it is complete
// and registers it with one line in content/paths.ts (the route table follows from it:
// src/app/routes.ts and the generated src/app/generated/pageModules.ts) and its name
// (`pages.<name>`, what a link to it shows) in the common.json of the languages it wrote the page
// for. `--footer` also links it from the footer's bottom row (content/navigation.ts, laid out by
// Prettier).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { writeLocaleModule } from '../site-build/codegen/locale-module.ts';
import { DEFAULT_LOCALE, languageCodes, readLanguage } from '../../shared/locales.ts';

/** The line content/paths.ts carries where new pages go. */
export const MARKER = /^ *\/\/ npm run new:page adds each new page.*$/m;

const pascal = (name) => name[0].toUpperCase() + name.slice(1);
const words = (name) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The English text of a new page: the structure to fill in (src/i18n/outline.ts). */
export function pageTemplate(title) {
  return {
    meta: {
      title: `${title} | {{brand}}`,
      description: `One or two sentences for search results: what the ${title.toLowerCase()} page tells a visitor.`,
      keywords: `${title.toLowerCase()}, {{brand}}`,
    },
    hero: {
      eyebrow: title,
      title,
      lead: 'The opening paragraph: what this page is about, in a sentence or two.',
    },
    sections: {
      overview: {
        heading: 'The first section’s heading',
        p1: 'A paragraph. Inline <strong>emphasis</strong> is allowed; links are not.',
        detailsHeading: 'A sub-heading inside the section (any key ending in “Heading”)',
        p2: 'Another paragraph (any other key is a paragraph, shown in the order of this file).',
        points: {
          first: 'A bulleted list: a group of keys, one item each.',
          second: 'Add, remove or rename keys freely; keep names that are not numbers.',
        },
      },
      next: {
        heading: 'The second section’s heading',
        intro: 'A numbered list follows: its key is “steps” (or ends in “Steps”).',
        steps: {
          first: 'The first step.',
          second: 'The second step.',
        },
      },
    },
  };
}

const component = (name, ns, title) => `import { useTranslation } from 'react-i18next';
import { OutlineSections } from '../../components/OutlineSections/OutlineSections';
import { PageHeader } from '../../components/PageHeader/PageHeader';

/**
 * ${title}: a plain text page. Its words and its outline are in \`locales/<lng>/${ns}.json\`: the
 * header from \`hero\`, then every section of \`sections\` in the file's order (docs/editing.md).
 */
export default function ${name}() {
  const { t } = useTranslation('${ns}');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
      />
      <OutlineSections ns="${ns}" />
    </>
  );
}
`;

const test = (id) => `import { describeTextPage } from '../../test/textPage';

describeTextPage('${id}');
`;

/** Inserts a line above the registry file's marker line. */
function insertAtMarker(file, lines) {
  const source = readFileSync(file, 'utf8');
  const match = MARKER.exec(source);
  if (!match) throw new Error(`${file}: no "// npm run new:page adds …" line to add the page at`);
  writeFileSync(file, source.slice(0, match.index) + lines + source.slice(match.index));
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Creates the page `name` in the project at `root`; returns the files it wrote and edited,
 * relative to `root`. Refuses a name or path the site already has.
 * @param {string} root
 * @param {string} name
 * @param {{ path?: string, title?: string }} [options]
 */
export function newPage(root, name, { path: route = `/${kebab(name)}`, title } = {}) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name ?? '')) {
    throw new Error(`Usage: npm run new:page <name>  (camelCase, e.g. terms or cookiePolicy)`);
  }
  if (!/^\/[A-Za-z0-9][A-Za-z0-9/_-]*$/.test(route)) throw new Error(`Not a page path: ${route}`);
  const heading = title ?? pascal(words(name));
  const Name = pascal(name);
  const at = (...parts) => path.join(root, ...parts);
  const paths = readFileSync(at('content/paths.ts'), 'utf8');
  const articles = readFileSync(at('content/articles.ts'), 'utf8');
  if (
    new RegExp(`^\\s+${name}:`, 'm').test(paths) ||
    new RegExp(`^\\s+${name}: \\{`, 'm').test(articles)
  ) {
    throw new Error(`The site already has a page ${name}`);
  }
  if (paths.includes(`'${route}'`) || articles.includes(`'${route}'`)) {
    throw new Error(`The site already has a page at ${route}`);
  }
  if (existsSync(at('src/pages', Name))) throw new Error(`src/pages/${Name} exists already`);
  if (existsSync(at('locales/en', `${name}.json`)) || name === 'cards') {
    throw new Error(`locales/en/${name}.json exists already (or the name is reserved)`);
  }

  const created = [];
  const edited = [];
  const write = (file, source) => {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), source);
    created.push(file);
  };
  write(`src/pages/${Name}/${Name}.tsx`, component(Name, name, heading));
  write(`src/pages/${Name}/${Name}.jsdom.test.tsx`, test(name));

  for (const lng of languageCodes(at('locales'))) {
    const language = readLanguage(lng, at('locales'));
    // English, and every language that must have every file (the others show it in English
    // under the notice until translated).
    if (lng !== DEFAULT_LOCALE && !language?.complete) continue;
    write(`locales/${lng}/${name}.json`, json(pageTemplate(heading)));
    // Its name, where the language has the page: a partial language shows the page, and its
    // name, in English until its translator adds both (tooling/site-build/codegen/locale-module.ts).
    const common = at('locales', lng, 'common.json');
    if (!existsSync(common)) continue;
    const text = JSON.parse(readFileSync(common, 'utf8'));
    text.pages = { ...text.pages, [name]: heading };
    writeFileSync(common, json(text));
    edited.push(`locales/${lng}/common.json`);
  }

  insertAtMarker(at('content/paths.ts'), `  ${name}: '${route}',\n`);
  edited.push('content/paths.ts');
  // The new namespace in the locale import module and the page's module in the route table's
  // (src/app/generated/pageModules.ts), so `npm start` and the tests load them.
  writeLocaleModule(at('locales'), at('src/i18n/generated/locales.ts'));
  return { created, edited, route };
}

/** The footer's bottom row in content/navigation.ts: `export const footerSiteLinks … = [ … ];`. */
const FOOTER_LIST = /(export const footerSiteLinks\b[^=]*=\s*\[)([^\]]*)(\])/;

/**
 * Adds a link to the page `name` at the end of the footer's bottom row (`footerSiteLinks` in
 * content/navigation.ts), laid out by Prettier as `npm run format` would. Returns the file edited.
 */
export async function addFooterLink(root, name) {
  const file = path.join(root, 'content/navigation.ts');
  const source = readFileSync(file, 'utf8');
  if (!FOOTER_LIST.test(source)) throw new Error(`${file}: no footerSiteLinks list`);
  if (new RegExp(`page: ['"]${name}['"]`).test(FOOTER_LIST.exec(source)?.[2] ?? ''))
    throw new Error(`The footer links to ${name} already`);
  const edited = source.replace(FOOTER_LIST, (_, start, items, end) => {
    const before = items.trimEnd().replace(/,$/, '');
    return `${start}${before}${before.trim() ? ', ' : ''}{ page: '${name}' }${end}`;
  });
  // The project's Prettier settings (a copy of the project without them: this script's).
  const options =
    (await resolveConfig(file)) ?? (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  writeFileSync(file, await format(edited, { ...options, filepath: file }));
  return 'content/navigation.ts';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const index = args.indexOf(flag);
    if (index === -1) return undefined;
    const [value] = args.splice(index, 2).slice(1);
    if (!value) throw new Error(`${flag} needs a value`);
    return value;
  };
  try {
    const route = option('--path');
    const title = option('--title');
    const footer = args.includes('--footer');
    if (footer) args.splice(args.indexOf('--footer'), 1);
    const { created, edited } = newPage(process.cwd(), args[0], {
      ...(route ? { path: route } : {}),
      ...(title ? { title } : {}),
    });
    if (footer) edited.push(await addFooterLink(process.cwd(), args[0]));
    console.log(`Created:\n${created.map((file) => `  ${file}`).join('\n')}`);
    console.log(`Edited:\n${edited.map((file) => `  ${file}`).join('\n')}`);
    console.log(
      `Next: write the text in locales/*/${args[0]}.json (npm run i18n:status shows what is left),` +
        ` then npm run typecheck and npm start.` +
        (footer
          ? ''
          : ` A footer link: --footer, or { page: '${args[0]}' } in footerSiteLinks (or another list) of content/navigation.ts, then npm run format.`),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
