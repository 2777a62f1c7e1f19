/**
 * The outline of a text written as locale keys: an article's or a text page's `sections`. The
 * file's structure is the outline, in its key order (JSON keeps it; a key must not be a number,
 * which JSON objects would move to the front):
 *
 * - each key of `sections` is a section (its `<h2>` is `heading`; the key is its anchor);
 * - inside a section, `heading` is the `<h2>`; a key ending in `Heading` an `<h3>`; a group of keys
 *   a list, numbered (`<ol>`: steps in order) when its key is `steps` or ends in `Steps`, else
 *   bulleted (`<ul>`), one item per key; any other key a paragraph.
 *
 * docs/editing.md shows an example.
 */

/** A section's keys as the locale file holds them: texts, or groups of texts (lists). */
export type SectionTree = { readonly [key: string]: string | SectionTree };

/** One block of a section, named by its key inside the section. */
export type OutlineBlock =
  { kind: 'p' | 'h3'; id: string } | { kind: 'ul' | 'ol'; id: string; items: readonly string[] };

/** A section: its key under `sections` (also its anchor) and its blocks after the heading. */
export interface OutlineSection {
  id: string;
  blocks: readonly OutlineBlock[];
}

/** The blocks of one section, in the file's key order. */
export function sectionBlocks(section: SectionTree): OutlineBlock[] {
  return Object.entries(section)
    .filter(([key]) => key !== 'heading')
    .map(([key, value]): OutlineBlock => {
      if (typeof value !== 'string') {
        const ordered = key === 'steps' || key.endsWith('Steps');
        return { kind: ordered ? 'ol' : 'ul', id: key, items: Object.keys(value) };
      }
      return { kind: key.endsWith('Heading') ? 'h3' : 'p', id: key };
    });
}

/** The outline of a `sections` object, in the file's order. */
export function outlineOf(sections: { readonly [id: string]: SectionTree }): OutlineSection[] {
  return Object.entries(sections).map(([id, section]) => ({ id, blocks: sectionBlocks(section) }));
}

/** Every text key of an outline (`sections.<id>.heading`, blocks and list items), in order. */
export function outlineKeys(outline: readonly OutlineSection[]): string[] {
  return outline.flatMap((section) => [
    `sections.${section.id}.heading`,
    ...section.blocks.flatMap((block) =>
      block.kind === 'ul' || block.kind === 'ol'
        ? block.items.map((item) => `sections.${section.id}.${block.id}.${item}`)
        : [`sections.${section.id}.${block.id}`],
    ),
  ]);
}
