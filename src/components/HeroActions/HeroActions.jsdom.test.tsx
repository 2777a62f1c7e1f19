import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { irmPages } from '../../../content/navigation';
import { specPaths } from '../../../content/paths';
import { renderRoute } from '../../test/renderRoute';

// The IRM pages and the IRM overview end their hero with the shared pair (About and Home word
// their own buttons).
const pages = [...irmPages, 'irm'] as const;

/** The links in the hero: the block that holds the page's h1. */
const heroLinks = () =>
  within(screen.getByRole('heading', { level: 1 }).parentElement!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('HeroActions', () => {
  it.each(pages)('%s: the hero offers Book a Demo, then Contact Us', async (page) => {
    await renderRoute(specPaths[page]);
    expect(heroLinks()).toEqual([
      ['Book a Demo', specPaths.bookDemo],
      ['Contact Us', specPaths.contact],
    ]);
  });

  it('speaks the page’s language', async () => {
    await renderRoute(`/es${specPaths.glba}`);
    expect(heroLinks()).toEqual([
      ['Reserve una demostración', `/es${specPaths.bookDemo}`],
      ['Contáctenos', `/es${specPaths.contact}`],
    ]);
  });
});
