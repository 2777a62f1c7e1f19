import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { footerCompanyLinks, footerPlatformLinks } from '../../../content/navigation';
import { specPaths } from '../../../content/paths';
import { localeCodes } from '../../i18n/registry';
import { localizePath } from '../../i18n/paths';
import { renderRoute } from '../../test/renderRoute';

// Issue 34, "the look a CISO trusts": every section's hero fills its inline-end half as the home
// hero does (from 1024 px; the stylesheet lays it out), with either the page's own content (facts,
// a portrait: text people get) or the section's illustration (decoration people do not get).
const pages = [
  'home',
  ...new Set([...footerPlatformLinks, ...footerCompanyLinks].map((link) => link.page)),
] as const;
const visits = localeCodes.flatMap((lng) =>
  pages.map((page) => ({ lng, page, url: localizePath(specPaths[page], lng) })),
);

/** The hero's halves: the block with the h1, and what sits beside it. */
function heroHalves() {
  const text = screen.getByRole('heading', { level: 1 }).parentElement!;
  const halves = [...text.parentElement!.children];
  return { text, side: halves.filter((half) => half !== text) };
}

const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Each section's illustration as drawn, by page (the first test records them). */
const drawings = new Map<string, string>();

describe('PageHero: the hero’s other half', () => {
  it.each(visits)('$url: is filled, and says only what it means to', async ({ url, page }) => {
    await renderRoute(url);
    const { side } = heroHalves();
    expect(side).toHaveLength(1);
    const half = side[0] as HTMLElement;
    const drawing = half.querySelector(':scope > svg[aria-hidden="true"]');
    if (drawing) {
      // Decoration: hidden from assistive technology, no text, nothing to focus.
      expect(half.children).toHaveLength(1);
      expect(drawing).toHaveAttribute('focusable', 'false');
      expect(half.textContent).toBe('');
      expect(half.querySelector(focusable)).toBeNull();
      expect(within(half).queryAllByRole('img', { hidden: false })).toEqual([]);
      drawings.set(page, drawing.innerHTML);
    } else {
      // Content: exposed, and named or worded in the page's language.
      expect(half.closest('[aria-hidden="true"]')).toBeNull();
      const named = within(half)
        .queryAllByRole('img')
        .some((image) => image.getAttribute('aria-label'));
      expect(named || half.textContent!.trim().length > 0).toBe(true);
    }
  });

  it('draws a different illustration for each section', () => {
    expect(drawings.size).toBeGreaterThan(0);
    expect(new Set(drawings.values()).size).toBe(drawings.size);
  });
});
