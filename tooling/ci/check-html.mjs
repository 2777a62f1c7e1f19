// `npm run check:html [dir]`: every built page (dist/ by default) through html-validate (the
// project's .htmlvalidate.json), and every internal link checked: each href or src on the site
// (a path, or an absolute URL at the site's own origin) names a built file or page, and each
// #fragment an id on the page it points to. And every page is styled before any script runs (as
// without JavaScript): each class its HTML uses that any built stylesheet defines is defined by a
// stylesheet the page links, and it links at most two (the app's and its own page's).
// And every page (but the not-found page) has its own social card: og:image an absolute URL on the
// site to a PNG of 1200×630 under 100 KB in /social/<its lang>/, used by no other page, whose
// embedded description and language are the page's og:image:alt and lang, shown large on X
// (twitter:card summary_large_image).
// And every page through the W3C Nu HTML Checker (vnu-jar, run once over all pages; it needs
// Java: `apt-get install default-jre-headless`), which reads the HTML as a browser parses it.
// Prints each problem as `file: message`; exit 1 if any.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { defaultTreeAdapter as tree, parse } from 'parse5';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { SOCIAL_CARD_SIZE } from '../../src/app/socialCard.ts';

/** vnu.jar's path, from the vnu-jar package. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * The W3C Nu HTML Checker's errors in these files: [{ file, message }], in one run of the checker
 * (one Java start for every page). Warnings are not problems. Fails with how to install Java
 * where there is none.
 * @param {string[]} files
 * @param {{ java?: string }} [options]
 * @returns {Promise<{ file: string, message: string }[]>}
 */
export async function vnuProblems(files, { java = process.env.JAVA ?? 'java' } = {}) {
  if (files.length === 0) return [];
  let stderr;
  try {
    ({ stderr } = await promisify(execFile)(
      java,
      [
        // A run of seconds: the JVM's first compiler only (its second, C2, costs more CPU than it
        // saves here: about 6 s instead of 10 for the built site), with the larger stack that
        // compiler's frames need for vnu's schema (at the default size it stops: StackOverflowError).
        '-XX:TieredStopAtLevel=1',
        '-Xss4m',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(
        `The HTML checker needs Java, and there is no "${java}": install it (Debian: apt-get install default-jre-headless), or set JAVA to its path.`,
        { cause: error },
      );
    }
    // vnu exits 1 when it found errors; its report is on stderr all the same.
    if (!error.stderr?.trim().startsWith('{')) throw error;
    stderr = error.stderr;
  }
  return JSON.parse(stderr).messages.map((message) => ({
    file: message.url ? fileURLToPath(message.url) : '(vnu)',
    message: `${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'} ${message.message} (vnu)`,
  }));
}

/**
 * An HTML file's elements in document order, as a browser parses them: parse5 is the parser jsdom
 * itself uses, without building a DOM and a window around it for every page (which the checks
 * here do not need: no script runs, nothing is fetched). What a <template> holds is not part of
 * the document (as for querySelectorAll), so it is not walked. Read once per file.
 * @type {Map<string, import('parse5').DefaultTreeAdapterTypes.Element[]>}
 */
const documents = new Map();
const elementsOf = (file) => {
  let elements = documents.get(file);
  if (!elements) {
    elements = [];
    const walk = (node) => {
      for (const child of tree.getChildNodes(node)) {
        if (!tree.isElementNode(child)) continue;
        elements.push(child);
        walk(child);
      }
    };
    walk(parse(readFileSync(file, 'utf8')));
    documents.set(file, elements);
  }
  return elements;
};

/**
 * An element's attribute by its qualified name (`xlink:href` in SVG is not `href`), or null: what
 * getAttribute answers.
 */
const attribute = (element, name) =>
  tree
    .getAttrList(element)
    .find((attr) => (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name) === name)?.value ??
  null;

/** The text an element holds, all its descendants' (its textContent). */
const textOf = (node) =>
  tree
    .getChildNodes(node)
    .map((child) =>
      tree.isTextNode(child)
        ? tree.getTextNodeContent(child)
        : tree.isElementNode(child)
          ? textOf(child)
          : '',
    )
    .join('');

/** The built file a site path is served from, or undefined. */
export function fileFor(dir, pathname) {
  const clean = decodeURIComponent(pathname);
  for (const candidate of [clean, path.posix.join(clean, 'index.html')]) {
    const file = path.join(dir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** The ids (and names) a page's elements define. */
const idsOf = (elements) =>
  new Set(
    elements.flatMap((element) =>
      ['id', 'name'].map((name) => attribute(element, name)).filter((value) => value !== null),
    ),
  );

/**
 * The class names a stylesheet defines: each `.name` in the selector of any of its rules, inside
 * at-rules too (@media, @supports, @layer, nesting), read with postcss and postcss-selector-parser.
 * A parser, not a pattern over the text, so that what only looks like a class is not one: a
 * `.pdf` in an attribute selector, a `.woff2` in a url() or a `.x` in a string or a comment. A
 * class only inside :not() counts too: the rule is about elements with or without it all the same.
 * The steps of a @keyframes are not selectors. `from`, the stylesheet's path, names it in a
 * syntax error.
 */
export const definedClasses = (css, from = undefined) => {
  const names = new Set();
  const classes = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      names.add(node.value);
    });
  });
  postcss.parse(css, { from }).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    classes.processSync(rule.selector);
  });
  return names;
};

/** The class names a page's elements use (their classList: split on ASCII whitespace). */
const usedClasses = (elements) =>
  new Set(
    elements.flatMap(
      (element) =>
        attribute(element, 'class')
          ?.split(/[\t\n\f\r ]+/)
          .filter(Boolean) ?? [],
    ),
  );

/**
 * Styling problems of built pages without JavaScript: [{ file, message }]. A class the page uses
 * that some stylesheet in `dir` defines must be defined by one the page links itself.
 */
export function unstyledProblems(dir, pages) {
  const sheets = new Map();
  const classesOf = (file) => {
    if (!sheets.has(file)) sheets.set(file, definedClasses(readFileSync(file, 'utf8'), file));
    return sheets.get(file);
  };
  const definedAnywhere = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) => [...classesOf(path.join(dir, name))]),
  );
  const problems = [];
  for (const file of pages) {
    const elements = elementsOf(file);
    // link[rel~="stylesheet" i][href]
    const links = elements
      .filter(
        (element) =>
          tree.getTagName(element) === 'link' &&
          attribute(element, 'rel')
            ?.toLowerCase()
            .split(/[\t\n\f\r ]+/)
            .includes('stylesheet') &&
          attribute(element, 'href') !== null,
      )
      .map((link) => attribute(link, 'href'));
    if (links.length > 2) problems.push({ file, message: `links ${links.length} stylesheets` });
    const linked = new Set(
      links.flatMap((href) => {
        const target = fileFor(dir, new URL(href, 'http://site.invalid/').pathname);
        return target ? [...classesOf(target)] : [];
      }),
    );
    const unstyled = [...usedClasses(elements)].filter(
      (name) => definedAnywhere.has(name) && !linked.has(name),
    );
    if (unstyled.length > 0)
      problems.push({ file, message: `unstyled before scripts run: .${unstyled.join(', .')}` });
  }
  return problems;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What a PNG file says about itself: its size from IHDR, and its iTXt `Description` with that
 * chunk's language tag; `undefined` when it is not a PNG (no signature, IHDR not first).
 * @param {Buffer} bytes
 * @returns {{ width: number, height: number, lang?: string, description?: string } | undefined}
 */
export function readPng(bytes) {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  /** @type {{ width: number, height: number, lang?: string, description?: string }} */
  const png = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'iTXt') {
      // keyword \0 compression flag, method, language tag \0 translated keyword \0 text
      const keywordEnd = data.indexOf(0);
      if (data.toString('latin1', 0, keywordEnd) === 'Description' && data[keywordEnd + 1] === 0) {
        const langEnd = data.indexOf(0, keywordEnd + 3);
        const translatedEnd = data.indexOf(0, langEnd + 1);
        png.lang = data.toString('latin1', keywordEnd + 3, langEnd);
        png.description = data.toString('utf8', translatedEnd + 1);
      }
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return png;
}

/** The `<meta>` tags of a page by property or name: [[key, content]]. */
const metaTags = (elements) =>
  elements
    .filter((element) => tree.getTagName(element) === 'meta')
    .map((meta) => [
      attribute(meta, 'property') ?? attribute(meta, 'name'),
      attribute(meta, 'content'),
    ])
    .filter(([key]) => key !== null)
    .map(([key, content]) => [key, content ?? '']);

/** The card's size and weight limit (tooling/site-build/social-cards.mjs draws to them). */
const CARD = { ...SOCIAL_CARD_SIZE, maxBytes: 100 * 1024 };

/**
 * Social-card problems of built pages: [{ file, message }]. Every page but the not-found page
 * (`noindex`) needs its own card; `origin` is the site's own origin.
 */
export function socialCardProblems(dir, pages, origin) {
  const problems = [];
  const usedBy = new Map();
  for (const file of pages) {
    const elements = elementsOf(file);
    const meta = new Map();
    for (const [key, content] of metaTags(elements))
      meta.set(key, [...(meta.get(key) ?? []), content]);
    const one = (key) => (meta.get(key)?.length === 1 ? meta.get(key)[0] : undefined);
    if (one('robots') === 'noindex' && !meta.has('og:image')) continue;
    const problem = (message) => problems.push({ file, message });
    // The first element is the root, <html>, which the parser always makes.
    const lang = attribute(elements[0], 'lang') ?? undefined;
    if (one('twitter:card') !== 'summary_large_image') {
      problem('twitter:card is not summary_large_image');
    }
    const image = one('og:image');
    if (!image) {
      problem(meta.has('og:image') ? 'more than one og:image' : 'no og:image');
      continue;
    }
    let url;
    try {
      url = new URL(image);
    } catch {
      problem(`og:image "${image}" is not an absolute URL`);
      continue;
    }
    if (url.origin !== origin) {
      problem(`og:image ${image} is not on the site (${origin})`);
      continue;
    }
    if (!url.pathname.startsWith(`/social/${lang}/`) || !url.pathname.endsWith('.png')) {
      problem(`og:image ${image} is not a PNG in /social/${lang}/`);
    }
    usedBy.set(url.href, [...(usedBy.get(url.href) ?? []), file]);
    const card = fileFor(dir, url.pathname);
    if (!card) {
      problem(`og:image ${image}: no such file`);
      continue;
    }
    const bytes = readFileSync(card);
    const png = readPng(bytes);
    if (!png) {
      problem(`og:image ${image} is not a PNG`);
      continue;
    }
    if (png.width !== CARD.width || png.height !== CARD.height) {
      problem(`og:image ${image} is ${png.width}×${png.height}, not ${CARD.width}×${CARD.height}`);
    }
    if (bytes.length >= CARD.maxBytes) {
      problem(`og:image ${image} weighs ${bytes.length} bytes (limit ${CARD.maxBytes})`);
    }
    const size = [one('og:image:width'), one('og:image:height')];
    if (size.join('×') !== `${png.width}×${png.height}`) {
      problem(`og:image:width/height say ${size.join('×')}, the PNG is ${png.width}×${png.height}`);
    }
    if (one('og:image:type') !== 'image/png') problem('og:image:type is not image/png');
    const alt = one('og:image:alt');
    if (!alt?.trim()) problem('no og:image:alt');
    else if (png.description !== alt || png.lang !== lang) {
      problem(
        `og:image:alt "${alt}" (${lang}) is not the card's own description "${png.description}" (${png.lang})`,
      );
    }
  }
  for (const [href, files] of usedBy) {
    if (files.length > 1) {
      for (const file of files)
        problems.push({ file, message: `og:image ${href} is shared by ${files.length} pages` });
    }
  }
  return problems;
}

/** The elements whose href or src is a link to check. */
const LINKING = new Set(['a', 'link', 'script', 'img', 'iframe', 'source']);

/** Link problems of built pages: [{ file, message }]. `origin` is the site's own origin. */
export function linkProblems(dir, pages, origin) {
  const problems = [];
  for (const file of pages) {
    const here = `/${path
      .relative(dir, file)
      .replace(/index\.html$/, '')
      .replace(/\\/g, '/')}`;
    // :is(a, link, script, img, iframe, source):is([href], [src])
    const linking = elementsOf(file).filter(
      (element) =>
        LINKING.has(tree.getTagName(element)) &&
        (attribute(element, 'href') ?? attribute(element, 'src')) !== null,
    );
    for (const element of linking) {
      const raw = attribute(element, 'href') ?? attribute(element, 'src') ?? '';
      let url;
      try {
        url = new URL(raw, `${origin}${here}`);
      } catch {
        problems.push({ file, message: `unparseable link "${raw}"` });
        continue;
      }
      if (url.origin !== origin) continue;
      const target = fileFor(dir, url.pathname);
      if (!target) {
        problems.push({ file, message: `${raw}: no such page or file` });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(elementsOf(target)).has(fragment)) {
        problems.push({ file, message: `${raw}: no element with id "${fragment}"` });
      }
    }
  }
  return problems;
}

// Run as a script (as the other scripts check: a path with a space is percent-encoded in the URL).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const pages = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  // The site's origin is that of the sitemap's first <loc>. An HTML parser reads it as an XML one
  // would: it is plain text in an element that comes before any other in its <url> (the self-closing
  // <xhtml:link/> after it, which HTML leaves open, does not matter).
  const loc = elementsOf(path.join(dir, 'sitemap.xml')).find(
    (element) => tree.getTagName(element) === 'loc',
  );
  const origin = new URL(loc ? textOf(loc) : '').origin;

  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems = [];
  for (const file of pages) {
    const report = await validator.validateFile(file);
    for (const result of report.results)
      for (const message of result.messages)
        problems.push({
          file,
          message: `${message.line}:${message.column} ${message.message} (${message.ruleId})`,
        });
  }
  const nu = await vnuProblems(pages);
  const links = linkProblems(dir, pages, origin);
  const unstyled = unstyledProblems(dir, pages);
  const cards = socialCardProblems(dir, pages, origin);
  const all = [...problems, ...nu, ...links, ...unstyled, ...cards];
  for (const { file, message } of all) console.error(`${file}: ${message}`);
  if (all.length > 0) process.exit(1);
  console.log(
    `${pages.length} pages valid HTML (html-validate, W3C Nu HTML Checker), styled without scripts, every internal link and #fragment resolves, every page has its own social card`,
  );
}
