// Issue 34 ("the look a CISO trusts"): the same action reads the same wherever a page offers it,
// in every language (the home hero said "Contact Us", the other pages "Contact us"; the founder
// page's closing band "Book a demo", every other page "Book a Demo"). The pages' buttons take
// their labels from common's `cta`; a text anywhere else that spells one of them differently
// (another capitalisation, spacing) is a second wording of the same action.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { languageCodes, namespacesOf } from '../../shared/locales';

/** The keys that name each action, as namespace:path: every one reads the same. */
const ACTIONS = {
  contact: ['common:cta.contact', 'common:nav.contactUs'],
  demo: ['common:cta.demo'],
};

const languages = languageCodes();

/** Every text of a language's namespaces, as namespace:path → text. */
function textsOf(lng: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') texts.set(at, node);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        walk(value, at.endsWith(':') ? `${at}${key}` : `${at}.${key}`);
  };
  for (const ns of namespacesOf(lng)) {
    walk(JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')), `${ns}:`);
  }
  return texts;
}

/** A wording as people compare them: case, spacing and apostrophes aside. */
const folded = (text: string) =>
  text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').replace(/’/g, "'").trim();

describe.each(languages)('%s', (lng) => {
  const texts = textsOf(lng);

  it.each(Object.entries(ACTIONS))('the %s action has one wording', (_, keys) => {
    const wordings = new Set(keys.map((key) => texts.get(key)).filter(Boolean));
    expect([...wordings].length).toBeLessThanOrEqual(1);
  });

  it.each(Object.entries(ACTIONS))('no other text spells the %s action differently', (_, keys) => {
    const wording = keys.map((key) => texts.get(key)).find(Boolean);
    if (!wording) return;
    const variants = [...texts]
      .filter(([, text]) => text !== wording && folded(text) === folded(wording))
      .map(([key, text]) => `${key}: ${text}`);
    expect(variants).toEqual([]);
  });
});
