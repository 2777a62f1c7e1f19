import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn } from '../../test/pageText';
import { localizePath } from '../../i18n/paths';
import { SERVICES_INITIALLY_SHOWN, services } from '../../../content/home';
import { SPEC_IRM_PAGES } from '../../test/spec-fixtures';
import { sectionNamed } from '../../test/sections';

type Text = (key: string, options?: Record<string, unknown>) => string;

/** The IRM Services section's helpers in one language. */
function servicesOf(text: Text) {
  const region = () => sectionNamed(text('home:services.heading'));
  /** Each card's link, the one inside its level-3 heading, in order. */
  const cardLinks = () =>
    within(region())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
  const seeMore = () =>
    within(region()).queryByRole('button', { name: text('home:services.seeMore') });
  return { region, cardLinks, seeMore };
}

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: '/', lng: 'en' },
  { url: '/es', lng: 'es' },
])('IRM Services at $url', ({ url, lng }) => {
  const { text } = renderRouteOnce(url);
  const { region, cardLinks, seeMore } = servicesOf(text);

  it('lists 12 cards in the spec’s order, linking to the spec’s routes in the page’s language', () => {
    expect(region()).toHaveAttribute('id', 'Services');
    expect(services).toHaveLength(12);
    const links = cardLinks().map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      services.map(({ id, url: path }) => [text(`common:pages.${id}`), localizePath(path, lng)]),
    );
    // The routes are the specification's, and so are the English names (spec-fixtures.ts).
    expect(links.map(([, href]) => href)).toEqual(
      SPEC_IRM_PAGES.map(([, path]) => localizePath(path!, lng)),
    );
    if (lng === 'en') expect(links).toEqual(SPEC_IRM_PAGES);
  });

  it('describes each card in one sentence and offers See More after the first cards', () => {
    const cards = within(within(region()).getByRole('list')).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(services.map(({ id }) => text(`common:pages.${id}`)));
    for (const [index, { id }] of services.entries())
      expect(cards[index]!.querySelector('p')?.textContent).toBe(
        text(`home:services.descriptions.${id}`),
      );
    expect(SERVICES_INITIALLY_SHOWN).toBeLessThan(services.length);
    expect(seeMore()).toBeVisible();
  });
});

// See More changes the page: this test renders its own.
describe('IRM Services See More', () => {
  it('moves focus to the first newly shown card and goes away', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    const text = textIn('en');
    const { region, cardLinks, seeMore } = servicesOf(text);
    // The first card hidden on small screens (FFIEC), its link found by its name.
    const name = text(`common:pages.${services[SERVICES_INITIALLY_SHOWN]!.id}`);
    const firstShown = within(region()).getByRole('link', { name });
    expect(firstShown).toBe(cardLinks()[SERVICES_INITIALLY_SHOWN]);
    expect(firstShown).not.toHaveFocus();
    await user.click(seeMore()!);
    expect(firstShown).toHaveFocus();
    expect(seeMore()).toBeNull();
  });
});
