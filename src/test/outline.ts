import { expect } from 'vitest';
import { within } from '@testing-library/react';
import type { OutlineBlock, OutlineSection } from '../i18n/outline';
import { sectionNamed } from './sections';

/**
 * Asserts that each section of an outline (src/i18n/outline.ts) is shown as a region named by its
 * `<h2>`, holding its `<h3>`s, paragraphs and lists in the outline's order, each with the text of
 * its key (`words(key)` reads a key of the page's namespace in the page's language). List items
 * are compared one by one, inside their list.
 */
export function expectOutlineShown(
  sections: readonly OutlineSection[],
  words: (key: string) => string,
): void {
  for (const section of sections) {
    const region = sectionNamed(words(`sections.${section.id}.heading`));
    const shown = Array.from(region.querySelectorAll('h3, p, ul, ol')).map((element) =>
      element.tagName === 'UL' || element.tagName === 'OL'
        ? [
            element.tagName,
            within(element as HTMLElement)
              .getAllByRole('listitem')
              .map((item) => item.textContent),
          ]
        : [element.tagName, element.textContent],
    );
    const key = (block: OutlineBlock, item?: string) =>
      words(`sections.${section.id}.${block.id}${item ? `.${item}` : ''}`);
    expect(shown).toEqual(
      section.blocks.map((block) =>
        block.kind === 'ul' || block.kind === 'ol'
          ? [block.kind.toUpperCase(), block.items.map((item) => key(block, item))]
          : [block.kind.toUpperCase(), key(block)],
      ),
    );
  }
}
