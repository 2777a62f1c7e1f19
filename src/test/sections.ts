import { screen, within } from '@testing-library/react';

/**
 * The page section headed by the `<h2>` of this name. Only sections people jump to are named
 * regions (src/components/Section); every section is found by its heading.
 */
export function sectionNamed(name: string | RegExp): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`The heading "${String(name)}" heads no <section>`);
  return section;
}

/** The text of each item of a list, in order. */
export const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The bold term (its `<strong>`) of each item of a list, in order. */
export const itemTerms = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

/** The text of each element, in order. */
export const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
