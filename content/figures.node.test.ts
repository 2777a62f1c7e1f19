import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figures, formatFigures } from './figures';

// Every language of locales/ (never a list of languages), with the Intl locale it formats with.
const languages = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`locales/${entry.name}/language.json`))
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
    expect(amount).toMatch(/\p{L}/u);
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
    // The language's own name of the currency in the plural ("dólares estadounidenses",
    // "US dollars"); any of its words, a $ sign or USD next to the amount names it.
    const name = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'name',
    })
      .formatToParts(2)
      .find(({ type }) => type === 'currency')!.value;
    const words = [name, ...name.split(/\s+/).filter((word) => word.length > 2)];
    for (const [key, text] of textsOf(lng))
      for (const id of amounts.filter((amount) => text.includes(`{{${amount}}}`))) {
        const around = text.slice(
          Math.max(0, text.indexOf(`{{${id}}}`) - 4),
          text.indexOf(`{{${id}}}`) + id.length + 4 + 30,
        );
        expect(
          /\$|\bUSD\b/.test(around) ||
            words.some((word) => around.toLowerCase().includes(word.toLowerCase())),
          `${lng} ${key}: {{${id}}} without its currency`,
        ).toBe(true);
      }
  });
});
