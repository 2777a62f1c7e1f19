/**
 * For the panel element of React Aria's `useDisclosure` (KitPanel) where the panel does not animate
 * (the site's never do: they open and close at once). On every open and close React Aria measures
 * the panel so a stylesheet could animate `--disclosure-panel-height` (`scrollWidth`,
 * `scrollHeight`, a computed style, `getAnimations()`), and each read forces the browser to
 * recompute styles and layout in the middle of the press: on the home page's FAQ, three layouts and
 * eight style passes per press instead of one and one (Chromium trace,
 * `npm run bench:interactions -- --trace=<dir>`). React Aria sets the panel's `hidden` and sizes without measuring where the
 * element has no `getAnimations` (its path for a first render and for test environments), so this
 * hides that method on the panel element alone. Should a later React Aria stop checking, the panels
 * still open and close as before; they are only measured again.
 */
export function unmeasuredPanel(panel: HTMLElement | null): void {
  if (panel)
    Object.defineProperty(panel, 'getAnimations', { value: undefined, configurable: true });
}
