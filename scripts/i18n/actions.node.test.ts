// Issue 34 ("the look a CISO trusts"): the same action reads the same wherever a page offers it,
// in every language (the home hero said "Contact Us", the other pages "Contact us").
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { languageCodes } from '../../shared/locales';

/** The keys that name each action, as namespace:path. */
const ACTIONS = {
  contact: ['common:nav.contactUs', 'common:cta.contact', 'home:hero.contact', 'about:cta.contact'],
  demo: ['common:cta.demo', 'home:hero.demo', 'about:cta.demo'],
};

const languages = languageCodes();

function textOf(lng: string, key: string): string | undefined {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown;
  try {
    node = JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8'));
  } catch {
    return undefined;
  }
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

describe.each(languages)('%s', (lng) => {
  it.each(Object.entries(ACTIONS))('the %s action has one wording', (_, keys) => {
    const wordings = new Set(keys.map((key) => textOf(lng, key)).filter(Boolean));
    expect([...wordings].length).toBeLessThanOrEqual(1);
  });
});
