/** Helpers for tests of disclosures (accordions, expandable cards): buttons over panels. */

/** The panel a disclosure's button controls (its aria-controls). */
export const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

/** The names of the expanded buttons among `buttons`, in order. */
export const expandedNames = (buttons: HTMLElement[]) =>
  buttons
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
