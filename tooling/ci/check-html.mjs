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
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
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

const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The built file a site path is served from, or undefined. */
export function fileFor(dir, pathname) {
  const clean = decodeURIComponent(pathname);
  for (const candidate of [clean, path.posix.join(clean, 'index.html')]) {
    const file = path.join(dir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** The ids (and anchor names) a page defines. */
const idsOf = (html) =>
  new Set(
    [...html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|([^\s>"]+))/g)].map((m) => decode(m[1] ?? m[2])),
  );

/** The class names a stylesheet defines (`.name` in any selector, inside at-rules too). */
export const definedClasses = (css) =>
  new Set(
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)(?![^{]*;)/g)].map(
      (match) => match[1],
    ),
  );

/** The class names an HTML page uses. */
export const usedClasses = (html) =>
  new Set(
    [...html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>"]+))/g)]
      .flatMap((match) => decode(match[1] ?? match[2]).split(/\s+/))
      .filter(Boolean),
  );

/**
 * Styling problems of built pages without JavaScript: [{ file, message }]. A class the page uses
 * that some stylesheet in `dir` defines must be defined by one the page links itself.
 */
export function unstyledProblems(dir, pages) {
  const sheets = new Map();
  const classesOf = (file) => {
    if (!sheets.has(file)) sheets.set(file, definedClasses(readFileSync(file, 'utf8')));
    return sheets.get(file);
  };
  const definedAnywhere = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) => [...classesOf(path.join(dir, name))]),
  );
  const problems = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const links = [
      ...html.matchAll(/<link\b[^>]*\srel=["']?stylesheet["']?[^>]*\shref=["']?([^"'\s>]+)/gi),
    ].map((match) => match[1]);
    if (links.length > 2) problems.push({ file, message: `links ${links.length} stylesheets` });
    const linked = new Set(
      links.flatMap((href) => {
        const target = fileFor(dir, new URL(href, 'http://site.invalid/').pathname);
        return target ? [...classesOf(target)] : [];
      }),
    );
    const unstyled = [...usedClasses(html)].filter(
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
const metaTags = (html) =>
  [...html.matchAll(/<meta\b([^>]*)>/gi)].flatMap(([, attributes]) => {
    const attribute = (name) => {
      const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i').exec(
        ` ${attributes}`,
      );
      return match ? decode(match[1] ?? match[2] ?? match[3]) : undefined;
    };
    const key = attribute('property') ?? attribute('name');
    return key ? [[key, attribute('content') ?? '']] : [];
  });

/** The card's size and weight limit (tooling/build/social-cards.mjs draws to them). */
const CARD = { ...SOCIAL_CARD_SIZE, maxBytes: 100 * 1024 };

/**
 * Social-card problems of built pages: [{ file, message }]. Every page but the not-found page
 * (`noindex`) needs its own card; `origin` is the site's own origin.
 */
export function socialCardProblems(dir, pages, origin) {
  const problems = [];
  const usedBy = new Map();
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const meta = new Map();
    for (const [key, content] of metaTags(html)) meta.set(key, [...(meta.get(key) ?? []), content]);
    const one = (key) => (meta.get(key)?.length === 1 ? meta.get(key)[0] : undefined);
    if (one('robots') === 'noindex' && !meta.has('og:image')) continue;
    const problem = (message) => problems.push({ file, message });
    const lang = /<html\b[^>]*\slang=["']?([^"'\s>]+)/i.exec(html)?.[1];
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

/** Link problems of built pages: [{ file, message }]. `origin` is the site's own origin. */
export function linkProblems(dir, pages, origin) {
  const problems = [];
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, readFileSync(file, 'utf8'));
    return cache.get(file);
  };
  for (const file of pages) {
    const html = read(file);
    const here = `/${path
      .relative(dir, file)
      .replace(/index\.html$/, '')
      .replace(/\\/g, '/')}`;
    for (const match of html.matchAll(
      /<(a|link|script|img|iframe|source)\b[^>]*?\s(href|src)=(?:"([^"]*)"|([^\s>"]+))/gi,
    )) {
      const raw = decode(match[3] ?? match[4]);
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
      if (fragment && target.endsWith('.html') && !idsOf(read(target)).has(fragment)) {
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
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(`${dir}/sitemap.xml`, 'utf8'))[1])
    .origin;

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
