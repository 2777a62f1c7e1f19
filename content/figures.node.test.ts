import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figures, formatFigures } from './figures';

// Every language of locales/ (never a list of languages), with the Intl locale it formats with.
const languages = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    lng: name,
    intl: (JSON.parse(readFileSync(`locales/${name}/language.json`, 'utf8')) as { intl: string })
      .intl,
  }));

/** Every text of a language's files, flattened, with its `ns:key`. */
function textsOf(lng: string): [string, string][] {
  const texts: [string, string][] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') texts.push([key, node]);
    else if (node && typeof node === 'object')
      for (const [part, child] of Object.entries(node))
        walk(child, key.endsWith(':') ? key + part : `${key}.${part}`);
  };
  for (const file of readdirSync(`locales/${lng}`).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(`locales/${lng}/${file}`, 'utf8')), `${file.slice(0, -5)}:`);
  return texts;
}

const amounts = ['breachCostUs', 'breachCostGlobal'] as const;

describe.each(languages)('the dollar figures in $lng ($intl)', ({ lng, intl }) => {
  const formatted = formatFigures(intl);

  it.each(amounts)('%s is a number in words, without a currency sign or an SI symbol', (id) => {
    // "$10.22 M" is what compact currency formatting gives in es-US: M is the symbol of mega-,
    // not an abbreviation of millones. The amount is written out; the sentence names the currency.
    const amount = formatted[id];
    expect(amount).toMatch(/\d/);
    expect(amount).toMatch(/\p{L}{3,}/u);
    expect(amount).not.toMatch(/[$¤€£]|\bUSD\b|\bUS\b|\d\s?[KMBkmb]\b|\bM\b/u);
    expect(amount).toBe(
      new Intl.NumberFormat(intl, {
        notation: 'compact',
        compactDisplay: 'long',
        maximumFractionDigits: 2,
      }).format(figures[id]),
    );
  });

  it('every text that quotes one names the currency (a dollar sign or the word)', () => {
    const quoting = textsOf(lng).filter(([, text]) =>
      amounts.some((id) => text.includes(`{{${id}}}`)),
    );
    for (const [key, text] of quoting)
      for (const id of amounts.filter((amount) => text.includes(`{{${amount}}}`)))
        expect(
          new RegExp(
            `\\$\\{\\{${id}\\}\\}|\\{\\{${id}\\}\\}\\s+\\p{L}+\\s+(?:d[oó]lar|dollar)`,
            'u',
          ).test(text),
          `${lng} ${key}: {{${id}}} without its currency`,
        ).toBe(true);
  });
});
