// `npm run check:html [dir]`: every built page (dist/ by default) through html-validate (the
// project's .htmlvalidate.json), and every internal link checked: each href or src on the site
// (a path, or an absolute URL at the site's own origin) names a built file or page, and each
// #fragment an id on the page it points to. And every page is styled before any script runs (as
// without JavaScript): each class its HTML uses that any built stylesheet defines is defined by a
// stylesheet the page links, and it links at most two (the app's and its own page's).
// Prints each problem as `file: message`; exit 1 if any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

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
  const links = linkProblems(dir, pages, origin);
  const unstyled = unstyledProblems(dir, pages);
  const all = [...problems, ...links, ...unstyled];
  for (const { file, message } of all) console.error(`${file}: ${message}`);
  if (all.length > 0) process.exit(1);
  console.log(
    `${pages.length} pages valid HTML, styled without scripts, every internal link and #fragment resolves`,
  );
}
