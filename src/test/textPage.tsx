import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../tests/support/axe';
import type { NamedPageId } from '../../content/paths';
import { outlineOf, type SectionTree } from '../i18n/outline';
import { expectOutlineShown } from './outline';
import { inEveryLanguage } from './pageText';
import { renderRouteOnce } from './renderRoute';

/** A page's `sections`, as the English file orders them (src/i18n/outline.ts). */
function englishOutline(ns: string) {
  const json = JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8')) as {
    sections?: Record<string, SectionTree>;
  };
  return outlineOf(json.sections ?? {});
}

/**
 * The checks of a plain text page (the template of `npm run new:page`): in every language, its
 * title and description, the header (eyebrow, `<h1>`, lead) and every section of its locale file
 * as a region named by its `<h2>`, with its paragraphs, `<h3>`s and lists in the file's order,
 * each showing the language's text; and no axe violation. The text is read through the page's
 * own i18next instance, so editing the copy never breaks the test.
 */
export function describeTextPage(id: NamedPageId, ns: string = id): void {
  const outline = englishOutline(ns);
  const pages = inEveryLanguage(id);

  describe.each(pages)(`text page ${id} at $url`, ({ url }) => {
    const { text } = renderRouteOnce(url);
    const words = (key: string) => text(`${ns}:${key}`);
    const main = () => screen.getByRole('main');

    it('has its title, description and header: eyebrow, h1 and lead', () => {
      expect(document.title).toBe(words('meta.title'));
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        words('meta.description'),
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words('hero.title'));
      expect(main()).toHaveTextContent(words('hero.eyebrow'));
      expect(main()).toHaveTextContent(words('hero.lead'));
    });

    it('lays out every section of its file in order: h2, paragraphs, h3s and lists', () => {
      expect(outline.length).toBeGreaterThan(0);
      expect(
        within(main())
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(outline.map((section) => words(`sections.${section.id}.heading`)));
      expectOutlineShown(outline, words);
    });

    it('has no axe violations', async () => {
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });
}
