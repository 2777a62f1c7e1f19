import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardResources, writeCardModule } from './card-module';

const TMP = mkdtempSync(path.join(os.tmpdir(), 'cards-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(path.join(TMP, file)), { recursive: true });
  writeFileSync(path.join(TMP, file), JSON.stringify(value));
};
const language = (intl: string) => ({ name: intl, intl, dir: 'ltr', ogLocale: 'xx_XX' });
const article = (title: string, description: string) => ({
  meta: { title },
  hero: { title },
  card: { description },
  sections: { one: { heading: title, p1: description } },
});

describe('the cards namespace (tooling/site-build/codegen/card-module.ts)', () => {
  write('locales/en/language.json', language('en-US'));
  write('locales/en/articleOne.json', article('One', 'The first.'));
  write('locales/en/about.json', { hero: { title: 'About' } });
  write('locales/es/language.json', language('es-US'));
  write('locales/es/articleOne.json', article('Uno', 'El primero.'));
  write('locales/fr/language.json', language('fr-US'));
  // French has begun the article but lacks a key: the page, and so its card, stay English.
  write('locales/fr/articleOne.json', { meta: { title: 'Un' }, hero: { title: 'Un' } });

  it('holds, per language, the title and card of every namespace with a card, from its own file when complete, else English', () => {
    const cards = cardResources(path.join(TMP, 'locales'));
    expect(Object.fromEntries(cards)).toEqual({
      en: { articleOne: { title: 'One', description: 'The first.' } },
      es: { articleOne: { title: 'Uno', description: 'El primero.' } },
      fr: { articleOne: { title: 'One', description: 'The first.' } },
    });
  });

  it('is written as one chunk per language and a module of loaders', () => {
    const out = path.join(TMP, 'src', 'generated', 'cards.ts');
    writeCardModule(path.join(TMP, 'locales'), out);
    expect(readFileSync(out, 'utf8')).toContain('"es": () => import("./cards/es"),');
    expect(readFileSync(path.join(TMP, 'src', 'generated', 'cards', 'fr.ts'), 'utf8')).toContain(
      '"description": "The first."',
    );
  });
});
