// The inline loader that deferEntryScript puts in every page, run in jsdom.
import { beforeEach, describe, expect, it } from 'vitest';
import { deferEntryScript } from './prerender.mjs';

const shell = '<head><script type="module" src="/index.abc123.js"></script></head>';

/** The loader's code, as the built page carries it. */
function loaderCode(): string {
  const html = deferEntryScript(shell);
  const match = /^<head><script>([\s\S]*)<\/script><\/head>$/.exec(html);
  if (!match) throw new Error(`no inline loader in ${html}`);
  return match[1]!;
}

let doc: Document;
let form: HTMLFormElement;

const appScripts = () =>
  [...doc.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

/** Submits a form the way a press of its button does; returns whether it was let through. */
function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  // A fresh page per test, so each test has one loader.
  doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML =
    '<form method="post" data-hold-submit><input name="name"><button>Send</button></form>' +
    '<form id="other"><button>Search</button></form>';
  form = doc.querySelector('form')!;
  // Run as the page runs it, with that page as its document (the window's load event is not
  // under test).
  new Function('document', 'addEventListener', loaderCode())(doc, () => {});
});

describe('deferEntryScript', () => {
  it('replaces the module script with one plain inline script: no eval, no event attributes', () => {
    const html = deferEntryScript(shell);
    expect(html).not.toContain('type="module" src=');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toMatch(/^<head><script>/);
    expect(html).not.toMatch(/\beval\(|\bon[a-z]+=/);
    expect(html).toContain('"/index.abc123.js"');
  });

  it('before hydration, holds a submit of a marked form, marks <html> and loads the app at once', () => {
    expect(appScripts()).toEqual([]);
    expect(submit(form)).toBe(false);
    expect(doc.documentElement.hasAttribute('data-submit-held')).toBe(true);
    expect(appScripts()).toEqual(['/index.abc123.js']);
    // A second press is held too, and the app is requested once.
    expect(submit(form)).toBe(false);
    expect(appScripts()).toEqual(['/index.abc123.js']);
  });

  it('leaves other forms alone', () => {
    expect(submit(doc.querySelector<HTMLFormElement>('#other')!)).toBe(true);
    expect(doc.documentElement.hasAttribute('data-submit-held')).toBe(false);
  });

  it('once the app is hydrated, leaves the submit to the app', () => {
    doc.documentElement.setAttribute('data-hydrated', '');
    expect(submit(form)).toBe(true);
    expect(doc.documentElement.hasAttribute('data-submit-held')).toBe(false);
  });
});
