// The pages the service answers a form posted without JavaScript with: a 400 page listing the
// errors after the GOV.UK error summary (each error, and a link back to the form), and a page for
// a message it could not take (429, 413, 500). Each is in the language the form was posted from
// (the posted `lang`; English when it is not one of the site's), with the words of the locale
// files (contact.json, contactSent.json), a Content-Security-Policy of its own that allows its one
// inline style and nothing else, and `noindex`. A valid post is answered with 303 to the
// prerendered "Message sent" page in that language.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createInstance, type i18n } from 'i18next';
import { specPaths } from '../../../content/paths.ts';
import { site } from '../../../content/site.ts';
import {
  FIELD_LIMITS,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from '../../../src/contact/validation.ts';

const LOCALES = new URL('../../../locales/', import.meta.url);
const DEFAULT_LANGUAGE = 'en';
const NAMESPACES = ['common', 'contact', 'contactSent'] as const;

/** Every language of the site: the folders of locales/ with a language.json. */
export const languages: readonly string[] = readdirSync(LOCALES, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/language.json`, LOCALES)),
  )
  .map((entry) => entry.name);

const readJson = (file: URL): Record<string, unknown> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};

let translator: i18n | undefined;
/** One i18next instance with the service's namespaces in every language (English as fallback). */
function t(lang: string, key: string, options: Record<string, unknown> = {}): string {
  if (!translator) {
    translator = createInstance();
    void translator.init({
      initAsync: false,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      interpolation: { escapeValue: false, defaultVariables: { brand: site.brand } },
      resources: Object.fromEntries(
        languages.map((lng) => [
          lng,
          Object.fromEntries(
            NAMESPACES.map((ns) => [ns, readJson(new URL(`${lng}/${ns}.json`, LOCALES))]),
          ),
        ]),
      ),
    });
  }
  // Keys are composed at run time, so they are checked by the tests rather than by the types.
  const translate = translator.t as unknown as (key: string, options: object) => string;
  return translate(key, { lng: lang, ...options });
}

/** The direction of a language's script (language.json). */
const direction = (lang: string) =>
  (readJson(new URL(`${lang}/language.json`, LOCALES)).dir as string | undefined) === 'rtl'
    ? 'rtl'
    : 'ltr';

/** A site path's language: its first segment when that is a language other than English. */
function pathLanguage(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  return first !== DEFAULT_LANGUAGE && languages.includes(first) ? first : undefined;
}

/** Longer page paths are not the site's. */
const MAX_PATH_LENGTH = 200;

const refererPath = (referer: string | undefined): string | undefined => {
  if (!referer) return undefined;
  try {
    const { pathname } = new URL(referer);
    // A plain page path only (never `//host`, which a link would read as another site).
    // Checked segment by segment, after a length cap: no pattern whose time grows with the input.
    if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return undefined;
    const segments = pathname.slice(1).split('/');
    const plain = segments.every(
      (segment, index) =>
        /^[\w-]+$/.test(segment) || (segment === '' && index === segments.length - 1),
    );
    return plain ? pathname : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The language of a post: the posted `lang` when it is one of the site's; when none was posted,
 * the language of the page it came from (Referer); else English.
 */
export function languageOf(posted: string, referer?: string): string {
  if (posted) return languages.includes(posted) ? posted : DEFAULT_LANGUAGE;
  const fromPage = refererPath(referer);
  return (fromPage && pathLanguage(fromPage)) || DEFAULT_LANGUAGE;
}

const localize = (path: string, lang: string) =>
  lang === DEFAULT_LANGUAGE ? path : `/${lang}${path}`;

/** The "Message sent" page in a language. */
export const sentPath = (lang: string) => localize(specPaths.contactSent, lang);

/** The form to go back to: the page the post came from, else the contact page in its language. */
export const formPath = (lang: string, referer?: string) =>
  refererPath(referer) ?? localize(specPaths.contact, lang);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1f24;background:#fff}
main{max-inline-size:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
.summary{border:5px solid #b3261e;outline-offset:4px;padding:1rem 1.25rem;margin-block-end:1.5rem}
.summary h2{font-size:1.25rem;margin:0 0 .75rem}
.summary ul{margin:0;padding-inline-start:1.25rem}
a{color:#0b4fa3;text-decoration-thickness:max(1px,.0625rem);text-underline-offset:.15em}
.summary a{color:#b3261e;font-weight:700}
a:focus-visible{outline:3px solid #1b1f24;outline-offset:2px;background:#ffdd00;color:#1b1f24}
@media (prefers-color-scheme:dark){body{color:#f2f4f7;background:#121417}.summary{border-color:#ff8a80}.summary a{color:#ff8a80}a{color:#8ab4f8}}
`.trim();

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/** The headers of every page the service writes: its own strict policy. */
const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

function document(lang: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}" dir="${direction(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'description'];

/**
 * The 400 page of an invalid form post: an error summary (focused when the page loads, so it is
 * read first, as GOV.UK's is), then the way back.
 */
export function errorPage(
  errors: ContactErrors,
  lang: string,
  back: string,
): { html: string; headers: Record<string, string> } {
  const heading = t(lang, 'contactSent:service.errorTitle');
  const items = FIELDS.flatMap((field) => {
    const code = errors[field];
    return code
      ? [
          `<li><a href="${escapeHtml(back)}">${escapeHtml(t(lang, `contact:errors.${code}`, { max: FIELD_LIMITS[field] }))}</a></li>`,
        ]
      : [];
  });
  const body = `<h1>${escapeHtml(heading)}</h1>
<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">${escapeHtml(t(lang, 'contact:form.summaryTitle'))}</h2>
<ul>
${items.join('\n')}
</ul>
</div>
<p>${escapeHtml(t(lang, 'contactSent:service.errorIntro'))}</p>
<p>${escapeHtml(t(lang, 'contactSent:service.back'))}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t(lang, 'contactSent:service.formLink'))}</a></p>`;
  const title = t(lang, 'common:errorTitle', { title: `${heading} | ${site.brand}` });
  return { html: document(lang, title, body), headers: PAGE_HEADERS };
}

/** The page of a form post the service could not take (429, 413, 500…). */
export function failurePage(
  lang: string,
  back: string,
): { html: string; headers: Record<string, string> } {
  const heading = t(lang, 'contactSent:service.failureTitle');
  const body = `<h1>${escapeHtml(heading)}</h1>
<div class="summary" role="alert" tabindex="-1" autofocus>
<p>${escapeHtml(t(lang, 'contactSent:service.failure'))}</p>
</div>
<p>${escapeHtml(t(lang, 'contactSent:service.back'))}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t(lang, 'contactSent:service.formLink'))}</a></p>`;
  const title = t(lang, 'common:errorTitle', { title: `${heading} | ${site.brand}` });
  return { html: document(lang, title, body), headers: PAGE_HEADERS };
}

export interface PageAnswer {
  html: string;
  headers: Record<string, string>;
}

export interface Pages {
  errorPage(input: {
    errors: ContactErrors;
    lang: string;
    back: string;
    values: ContactDraft;
  }): PageAnswer;
  failurePage(input: {
    lang: string;
    back: string;
    status: number;
    retryAfterSeconds?: number;
  }): PageAnswer;
}

/** The pages of a form post, from the built site in `dir`. */
export function openPages(dir: string): Pages {
  void dir;
  return {
    errorPage: ({ errors, lang, back }) => errorPage(errors, lang, back),
    failurePage: ({ lang, back }) => failurePage(lang, back),
  };
}
