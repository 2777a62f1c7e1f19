// The pages the service answers a form posted without JavaScript with. They are the site's own
// pages, prerendered by the build in every language like any other (src/pages/ContactError/ and ContactFailed/):
// `newContact/error` (the contact form under its error summary, 400) and `newContact/failed` (a
// message it could not take: 429, 413, 5xx), read from the built site (`openPages(dir)`, the
// setting CONTACT_PAGES). The service writes no words, markup or styles of its own: it fills the
// parts the page marks — which errors of the summary stay (`data-error`), the posted values in the
// fields, the way back (`data-slot="back"`), the reason and the wait (`data-reason`,
// `data-slot="wait"`) — escaping what it puts in. A valid post is answered with 303 to the
// prerendered "Message sent" page in the post's language.
import { readFileSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { specPaths } from '../../../content/paths.ts';
import { formatWait } from '../../../shared/wait.ts';
import {
  DEFAULT_LOCALE as DEFAULT_LANGUAGE,
  languageCodes,
  languageOfPath,
  localizePath as localize,
} from '../../../shared/locales.ts';
import type { ContactDraft, ContactErrors, ContactField } from '../../../src/contact/validation.ts';

/** Every language of the site (the locale catalogue reads locales/ as the build does). */
const languages: readonly string[] = languageCodes(
  fileURLToPath(new URL('../../../locales/', import.meta.url)),
);
const pathLanguage = (pathname: string) => languageOfPath(pathname, languages);

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
  return fromPage ? pathLanguage(fromPage) : DEFAULT_LANGUAGE;
}

/** The "Message sent" page in a language. */
export const sentPath = (lang: string) => localize(specPaths.contactSent, lang);

/** The service's own answers (sent, error, failed), in any language: never a way back. */
const ANSWERS: readonly string[] = [
  specPaths.contactSent,
  specPaths.contactError,
  specPaths.contactFailed,
];
const isAnswer = (pathname: string) => {
  const lang = pathLanguage(pathname);
  const unprefixed = lang === DEFAULT_LANGUAGE ? pathname : pathname.slice(lang.length + 1);
  return ANSWERS.includes(unprefixed.replace(/(?<=.)\/$/, ''));
};

/** The id of the contact form's section, on every page that has the form (ContactSection). */
const FORM_SECTION = '#contact';

/**
 * The form to go back to, at the form: the page the post came from (unless it was one of the
 * service's own pages, e.g. the error page posting again), else the contact page in its language.
 */
export const formPath = (lang: string, referer?: string) => {
  const from = refererPath(referer);
  return `${from && !isAnswer(from) ? from : localize(specPaths.contact, lang)}${FORM_SECTION}`;
};

export interface PageAnswer {
  html: string;
  headers: Record<string, string>;
}

export interface Pages {
  /** The 400 page of an invalid form post: the form with what was posted, under its errors. */
  errorPage(input: {
    errors: ContactErrors;
    lang: string;
    back: string;
    values: ContactDraft;
  }): PageAnswer;
  /** The page of a form post that could not be taken (429, 413, 5xx), with the wait when known. */
  failurePage(input: {
    lang: string;
    back: string;
    status: number;
    retryAfterSeconds?: number;
  }): PageAnswer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The policy of pages that have no script and link only the site's own stylesheets. */
const FALLBACK_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A file of the built site, read again only when it changes on disk (a deploy). */
function cachedFile(file: string): () => string | undefined {
  let seen = '';
  let text: string | undefined;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.ino} ${stat.size} ${stat.mtimeMs}`;
    } catch {
      seen = '';
      text = undefined;
      return undefined;
    }
    if (stamp !== seen) {
      try {
        text = readFileSync(file, 'utf8');
        seen = stamp;
      } catch {
        text = undefined;
      }
    }
    return text;
  };
}

/** Where in a page a marked element's opening tag is: `<` at start, `>` at end. */
interface Tag {
  start: number;
  end: number;
}

/** Every opening tag that holds `marker` (an attribute the build wrote), in order. */
function tagsWith(html: string, marker: string): Tag[] {
  const tags: Tag[] = [];
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + 1)) {
    const start = html.lastIndexOf('<', at);
    const end = html.indexOf('>', at);
    if (start !== -1 && end !== -1) tags.push({ start, end });
  }
  return tags;
}

/** The page with each of `edits` (ranges of the page, in order, not overlapping) replaced. */
function edit(html: string, edits: { start: number; end: number; text: string }[]): string {
  let out = '';
  let from = 0;
  for (const change of edits.toSorted((a, b) => a.start - b.start)) {
    out += html.slice(from, change.start) + change.text;
    from = change.end;
  }
  return out + html.slice(from);
}

/** An opening tag with its `hidden` attribute set or removed. */
const withHidden = (tag: string, hidden: boolean) => {
  const bare = tag.replace(/ hidden(?:="")?(?=[\s>/])/, '');
  return hidden ? bare.replace(/^<[a-z]+/, '$& hidden=""') : bare;
};

/** An opening tag with an attribute set to an (already escaped) value. */
const withAttribute = (tag: string, name: string, value: string) => {
  const attribute = ` ${name}="`;
  const at = tag.indexOf(attribute);
  if (at === -1) return tag.replace(/\/?>$/, (end) => `${attribute}${value}"${end}`);
  const close = tag.indexOf('"', at + attribute.length);
  return `${tag.slice(0, at + attribute.length)}${value}${tag.slice(close)}`;
};

/** The text of the element whose opening tag this is, replaced (up to its closing `</name>`). */
function textEdit(html: string, tag: Tag, text: string) {
  const name = /^<([a-z]+)/.exec(html.slice(tag.start, tag.end))?.[1] ?? '';
  const close = html.indexOf(`</${name}>`, tag.end);
  return { start: tag.end + 1, end: close === -1 ? tag.end + 1 : close, text };
}

/** The way back, in every `data-slot="back"` link. */
const backEdits = (html: string, back: string) =>
  tagsWith(html, 'data-slot="back"').map((tag) => ({
    ...tag,
    end: tag.end + 1,
    text: withAttribute(html.slice(tag.start, tag.end + 1), 'href', escapeHtml(back)),
  }));

const FIELDS: readonly ContactField[] = ['name', 'email', 'description'];

/** The form's fields with the posted values, and `aria-invalid` on those with an error. */
function fieldEdits(html: string, values: ContactDraft, errors: ContactErrors) {
  return FIELDS.flatMap((field) => {
    const tag = tagsWith(html, ` name="${field}"`).find(({ start }) =>
      /^<(?:input|textarea)\s/.test(html.slice(start, start + 10)),
    );
    if (!tag) return [];
    let open = html.slice(tag.start, tag.end + 1);
    if (errors[field]) open = withAttribute(open, 'aria-invalid', 'true');
    const value = escapeHtml(values[field] ?? '');
    if (open.startsWith('<input')) {
      return [{ start: tag.start, end: tag.end + 1, text: withAttribute(open, 'value', value) }];
    }
    // A textarea's text; the parser drops one line break right after the tag, so one leads.
    return [{ start: tag.start, end: tag.end + 1, text: open }, textEdit(html, tag, `\n${value}`)];
  });
}

/** The summary's errors that were not found: their items are dropped. */
function errorEdits(html: string, errors: ContactErrors) {
  const found = new Set(Object.values(errors));
  return tagsWith(html, 'data-error="').flatMap((tag) => {
    const open = html.slice(tag.start, tag.end + 1);
    const code = /data-error="([^"]*)"/.exec(open)?.[1] ?? '';
    if (found.has(code as never)) return [];
    const close = html.indexOf('</li>', tag.end);
    return close === -1 ? [] : [{ start: tag.start, end: close + '</li>'.length, text: '' }];
  });
}

/** Why a post was not taken, as the failure page's paragraphs name it. */
const reasonOf = (status: number) =>
  status === 429 ? 'busy' : status === 413 ? 'tooLarge' : 'error';

/** A wait in the language's own words and numbers (Intl): seconds, minutes or hours, rounded up. */
function waitText(lang: string, seconds: number): string {
  try {
    return formatWait(lang, seconds);
  } catch {
    return formatWait(DEFAULT_LANGUAGE, seconds);
  }
}

/** The reason that applies shown, the others hidden; the wait written when it is known. */
function reasonEdits(html: string, lang: string, status: number, retryAfterSeconds?: number) {
  const reason = reasonOf(status);
  const edits = tagsWith(html, 'data-reason="').map((tag) => {
    const open = html.slice(tag.start, tag.end + 1);
    const shown = open.includes(`data-reason="${reason}"`);
    return { start: tag.start, end: tag.end + 1, text: withHidden(open, !shown) };
  });
  if (reason === 'busy' && retryAfterSeconds !== undefined && retryAfterSeconds > 0) {
    for (const tag of tagsWith(html, 'data-slot="wait"')) {
      edits.push(textEdit(html, tag, escapeHtml(waitText(lang, retryAfterSeconds))));
    }
  }
  return edits;
}

/**
 * The built site's contact pages in `dir` (the build's output, `dist/`), read when first needed
 * and again whenever a file changes on disk (a deploy). A language without its own page gets the
 * default language's; with neither, the answer is the bare status as text/plain.
 */
export function openPages(dir: string): Pages {
  const files = new Map<string, () => string | undefined>();
  const read = (relative: string) => {
    let reader = files.get(relative);
    if (!reader) {
      reader = cachedFile(path.join(dir, relative));
      files.set(relative, reader);
    }
    return reader();
  };
  const template = (pagePath: string, lang: string) => {
    const known = languages.includes(lang) ? lang : DEFAULT_LANGUAGE;
    const file = (lng: string) => path.join(localize(pagePath, lng).slice(1), 'index.html');
    const own = read(file(known));
    if (own !== undefined) return { html: own, lang: known };
    const fallback = read(file(DEFAULT_LANGUAGE));
    return fallback === undefined ? undefined : { html: fallback, lang: DEFAULT_LANGUAGE };
  };
  /** The site's own page policy (the build's `_headers`), else one for pages without script. */
  const headers = (): Record<string, string> => {
    const policy = (read('_headers') ?? '')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.toLowerCase().startsWith('content-security-policy:'))
      ?.slice('content-security-policy:'.length);
    return {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy?.trim() || FALLBACK_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Robots-Tag': 'noindex',
    };
  };
  /** No page built: the status alone, as text. */
  const bare = (status: number): PageAnswer => ({
    html: `${status} ${STATUS_CODES[status] ?? 'Error'}\n`,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });

  return {
    errorPage({ errors, lang, back, values }) {
      const page = template(specPaths.contactError, lang);
      if (!page) return bare(400);
      const { html } = page;
      return {
        html: edit(html, [
          ...errorEdits(html, errors),
          ...fieldEdits(html, values, errors),
          ...backEdits(html, back),
        ]),
        headers: headers(),
      };
    },
    failurePage({ lang, back, status, retryAfterSeconds }) {
      const page = template(specPaths.contactFailed, lang);
      if (!page) return bare(status);
      const { html } = page;
      return {
        html: edit(html, [
          ...reasonEdits(html, page.lang, status, retryAfterSeconds),
          ...backEdits(html, back),
        ]),
        headers: headers(),
      };
    },
  };
}
