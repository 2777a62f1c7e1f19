// The HTTP response headers the site is deployed with: one list, written by the build into
// dist/_headers (hosts that read one: Netlify, Cloudflare Pages) and dist/_nginx-headers.conf
// (included by deploy/nginx.conf). The Content-Security-Policy has no 'unsafe-inline': it lists
// the sha256 of every inline script the build emitted, of every <style> element React Aria inserts
// at runtime, and the origins the settings point at.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { retentionDays } from '../../content/retention.ts';
import { settingText, settingsOfType, switchesOff } from '../../shared/settings.ts';

/** The settings that are URLs the site loads or links to (shared/settings.ts). */
export const URL_SETTINGS = settingsOfType('url', 'url-or-path');
/**
 * Settings that may also be a path on the site itself: the contact service on the same origin
 * (CONTACT_API_URL's default, /api/contact), the development build's stand-ins.
 */
const MAY_BE_PATH = new Set(settingsOfType('url-or-path'));
/**
 * Characters no setting may hold: the settings are written into nginx's configuration
 * (headers.conf, server.conf), where a quote, a semicolon or a brace would end a directive and
 * start another, and a "$" would be read as a variable (nginx has no escape for it). Checked on
 * the value as given and on what is written from it: a URL's origin and host are percent-decoded
 * (`https://api%24host.example` has the host `api$host.example`).
 */
const UNSAFE_IN_CONFIG = /["';{}$\s\p{Cc}\\]/u;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * The URL settings that are not https: (http: is allowed for 127.0.0.1 and localhost, for local
 * use), as one-line messages; empty when all are fine. Unset, `off` and `none` are fine.
 */
export function urlSettingProblems(env) {
  const problems = [];
  for (const name of URL_SETTINGS) {
    const value = settingText(env, name);
    if (!value || switchesOff(value)) continue;
    if (UNSAFE_IN_CONFIG.test(value)) {
      problems.push(
        `${name} may not hold quotes, ";", braces, "$", backslashes, spaces or control characters: ${JSON.stringify(value)}.`,
      );
      continue;
    }
    if (MAY_BE_PATH.has(name) && value.startsWith('/') && !value.startsWith('//')) continue;
    let url;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${name} is not a URL: "${value}".`);
      continue;
    }
    if (UNSAFE_IN_CONFIG.test(url.origin)) {
      problems.push(
        `${name}’s host may not hold quotes, ";", braces or "$", even percent-encoded: "${value}" names the host "${url.host}".`,
      );
      continue;
    }
    const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !local) {
      problems.push(
        `${name} must be an https: URL (http: only for 127.0.0.1 or localhost), not "${value}".`,
      );
    }
  }
  return problems;
}

/** 'sha256-…' of a script's text, as CSP expects. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The hashes of every inline script in these HTML documents that a browser would run or read as
 * an import map (JSON-LD data blocks are never run, so CSP does not apply to them).
 */
export function inlineScriptHashes(documents) {
  const hashes = new Set();
  for (const html of documents) {
    for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes)) continue;
      if (/type=["']?application\/ld\+json/i.test(attributes)) continue;
      hashes.add(cspHash(text));
    }
  }
  return [...hashes].sort();
}

/**
 * The text of every <style> element React Aria inserts at runtime (usePress's touch-action rule
 * for pressable elements; usePreventScroll's overscroll rule on iOS), read from the installed
 * package's ES module build, which the bundler takes: each `….textContent = `…`.trim()` of a
 * module that creates a style element, its `${…}` filled from the module's string constants.
 * `root` is the package's folder (the installed one by default).
 */
export function reactAriaStyleTexts(
  root = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
) {
  const texts = [];
  const dir = path.join(root, 'dist', 'private');
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    if (!/createElement\(['"]style['"]\)/.test(source)) continue;
    const constants = new Map(
      [...source.matchAll(/const (\S+) = (['"])(.*?)\2;/g)].map(([, name, , value]) => [
        name,
        value,
      ]),
    );
    const found = [...source.matchAll(/\.textContent = `([^`]*)`\.trim\(\)/g)];
    if (found.length === 0)
      throw new Error(`${entry.name} creates a <style> whose text this script cannot read`);
    for (const [, template] of found) {
      texts.push(
        template
          .replace(/\$\{([^}]+)\}/g, (_, name) => {
            const value = constants.get(name.trim());
            if (value === undefined) throw new Error(`${entry.name}: no constant ${name}`);
            return value;
          })
          .trim(),
      );
    }
  }
  if (texts.length === 0) throw new Error(`No <style> text found in ${dir}`);
  return texts.sort();
}

/** The CSP hashes of React Aria's inserted <style> elements (reactAriaStyleTexts). */
export const reactAriaStyleHashes = (root) => reactAriaStyleTexts(root).map(cspHash);

/** A URL setting's origin for CSP: 'self' for a path on the site, nothing when off. */
function sourceOf(url) {
  if (!url) return [];
  if (url.startsWith('/') && !url.startsWith('//')) return ["'self'"];
  return [new URL(url).origin];
}

const unique = (list) => [...new Set(list)];

/**
 * The response headers of every page and file, as [name, value] pairs. With `cspReportUrl`, the
 * browser reports every policy violation there (`report-to`, and `report-uri` for browsers without
 * the Reporting API), so a page that stops running its scripts in production is seen at once.
 * @param {{ contactApiUrl: string, bookingUrl: string, analyticsSrc: string, cspReportUrl?: string }} settings
 * @param {string[]} scriptHashes
 * @param {string[]} [styleHashes] the inline styles allowed (React Aria's, by default)
 */
export function securityHeaders(
  { contactApiUrl, bookingUrl, analyticsSrc, cspReportUrl = '' },
  scriptHashes,
  styleHashes = reactAriaStyleHashes(),
) {
  const frames = unique(sourceOf(bookingUrl));
  const csp = [
    "default-src 'none'",
    `script-src ${unique(["'self'", ...scriptHashes, ...sourceOf(analyticsSrc)]).join(' ')}`,
    `style-src ${["'self'", ...styleHashes].join(' ')}`,
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    // The measurement script reports to its own host (fetch or sendBeacon): allowed with it.
    `connect-src ${unique(["'self'", ...sourceOf(contactApiUrl), ...sourceOf(analyticsSrc)]).join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The contact form posts to CONTACT_API_URL without JavaScript too.
    `form-action ${unique(["'self'", ...sourceOf(contactApiUrl)]).join(' ')}`,
    "frame-ancestors 'none'",
    // Script URLs only through the two policies that allow one URL each: the loader's (the app's
    // entry) and analytics' (ANALYTICS_SRC). Nothing else may create a script from a string.
    "require-trusted-types-for 'script'",
    'trusted-types loader analytics',
    ...(cspReportUrl ? [`report-uri ${cspReportUrl}`, 'report-to csp'] : []),
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ...(cspReportUrl ? [['Reporting-Endpoints', `csp="${cspReportUrl}"`]] : []),
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // No other site may embed the site's files (scripts, images, PDFs) in its pages.
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/** Every .html file under a folder, read. */
function htmlDocuments(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * Header values nginx takes from a variable of deploy/nginx.conf instead: its `map` gives the
 * social cards (/social/…, shown by other sites' link previews) `cross-origin`, everything else
 * `same-origin`. `_headers` keeps the one value for every path.
 */
export const NGINX_VARIABLES = { 'Cross-Origin-Resource-Policy': '$irm_site_resource_policy' };

/**
 * A value as one nginx string: in double quotes, a double quote escaped. A backslash, a control
 * character or a "$" (which the settings are refused for; nginx would expand `$name` as a
 * variable and has no escape for it) stops the build rather than change the value.
 */
export function nginxString(value) {
  if (/[\\\p{Cc}$]/u.test(value)) throw new Error(`nginx cannot take ${JSON.stringify(value)}`);
  return `"${value.replaceAll('"', '\\"')}"`;
}

/** One of NGINX_VARIABLES, as the value nginx expands. */
function nginxVariable(name) {
  if (!/^\$[a-z_]+$/.test(name)) throw new Error(`${name} is no nginx variable`);
  return `"${name}"`;
}

/**
 * Writes dist/_headers and dist/_nginx-headers.conf from the built pages and the settings, and
 * dist/_nginx-server.conf (nginx's server_name: SITE_URL's host) when `site.siteUrl` is given.
 * A value nginx cannot take stops it before any file is written.
 */
export function writeHeaderFiles(outDir, site) {
  const headers = securityHeaders(site, inlineScriptHashes(htmlDocuments(outDir)));
  const nginxHeaders = headers.map(
    ([name, value]) =>
      `add_header ${name} ${NGINX_VARIABLES[name] ? nginxVariable(NGINX_VARIABLES[name]) : nginxString(value)} always;`,
  );
  const host = site.siteUrl ? new URL(site.siteUrl).hostname : undefined;
  if (host !== undefined && UNSAFE_IN_CONFIG.test(host)) {
    throw new Error(`SITE_URL's host cannot be a server_name: ${JSON.stringify(host)}`);
  }
  if (host !== undefined) {
    writeFileSync(
      path.join(outDir, '_nginx-server.conf'),
      `# Written by the build (tooling/site-build/deploy-headers.mjs) from SITE_URL.\nserver_name ${host};\n`,
    );
  }
  writeFileSync(
    path.join(outDir, '_headers'),
    `/*\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`,
  );
  writeFileSync(
    path.join(outDir, '_nginx-headers.conf'),
    `# Written by the build (tooling/site-build/deploy-headers.mjs); included by deploy/nginx.conf.\n${nginxHeaders.join('\n')}\n`,
  );
  return headers;
}

/**
 * Writes dist/_contact-settings.json: what the privacy notice of this build states about the
 * contact service (the days a message is kept, whether messages are e-mailed to the team), for
 * the service to compare with its own settings at start (service/src/pages-settings.ts).
 * @param {string} outDir
 * @param {{ contactRetention: string, contactNotify: boolean }} site
 */
export function writeContactSettings(outDir, { contactRetention, contactNotify }) {
  writeFileSync(
    path.join(outDir, '_contact-settings.json'),
    `${JSON.stringify({ retentionDays: retentionDays(contactRetention), notify: contactNotify })}\n`,
  );
}
