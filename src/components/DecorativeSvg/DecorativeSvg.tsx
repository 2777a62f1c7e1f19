import type { SVGProps } from 'react';

/**
 * An inline SVG that only decorates (an icon beside its words, an illustration): hidden from
 * assistive technology and never a tab stop (`focusable="false"` for browsers that focused SVGs).
 * What it shows is said in text elsewhere, or not needed.
 */
export function DecorativeSvg(
  props: Omit<SVGProps<SVGSVGElement>, 'aria-hidden' | 'aria-label' | 'focusable' | 'role'>,
) {
  return <svg {...props} aria-hidden="true" focusable="false" />;
}
