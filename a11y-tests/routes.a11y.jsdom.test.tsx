import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { matchPage, prerenderUrls } from '../src/app/routes';
import { localeCodes } from '../src/i18n/registry';
import { localizePath } from '../src/i18n/paths';
import { renderRoute } from '../src/test/renderRoute';
import { axeViolations } from './axe';

const urls = [
  ...prerenderUrls().map(({ url }) => url),
  ...localeCodes.map((lng) => localizePath('/no-such-page', lng)),
];

describe('every route in every locale (jsdom)', () => {
  it.each(urls)('%s has no axe violations', async (url) => {
    await renderRoute(url);
    expect(await axeViolations()).toEqual([]);
  });

  it.each(urls)('%s has one main, one h1, a title and the right html lang', async (url) => {
    await renderRoute(url);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title.length).toBeGreaterThan(10);
    expect(document.documentElement.lang).toBe(matchPage(url).lng);
  });
});
