import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { catDatesIn, textIn, englishKeys } from '../../test/pageText';
import { itemTerms as terms, sectionNamed, texts } from '../../test/sections';
const ncuaRiskLevels = englishKeys('ncua', 'profile.levels');
const ncuaDomains = englishKeys('ncua', 'maturity.domains');
const ncuaMaturityLevels = englishKeys('ncua', 'maturity.levels');
const ncuaSteps = englishKeys('ncua', 'platform.steps');
const ncuaCards = englishKeys('ncua', 'cards.items');

type Text = (key: string, options?: Record<string, unknown>) => string;

/** Whether a card is open: the rest of its text, which its toggle controls, is shown. */
const isOpen = (toggle: HTMLElement) =>
  !document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden;

/** The cards' helpers in one language. */
function cardsIn(text: Text) {
  const cards = () => sectionNamed(text('ncua:cards.heading'));
  const title = (id: string) => text(`ncua:cards.items.${id}.title`);
  /** A card's toggle by its one name (the second argument: the state the test expects it in). */
  const toggle = (id: string, state: 'more' | 'less') => {
    const button = within(cards()).getByRole('button', {
      name: text('common:cards.toggleName', {
        more: text('common:cards.readMore'),
        title: title(id),
      }),
    });
    expect(button).toHaveAttribute('aria-expanded', String(state === 'less'));
    return button;
  };
  /** Waits for the cards' part to have loaded (src/components/Deferred): every toggle there. */
  const loaded = () =>
    waitFor(
      () =>
        expect(within(cards()).getAllByRole('button', { expanded: false })).toHaveLength(
          ncuaCards.length,
        ),
      { timeout: 15_000 },
    );
  return { cards, title, toggle, loaded };
}

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  ['/ncua', 'en'],
  ['/es/ncua', 'es'],
] as const)('NCUA page at %s', (url, lng) => {
  const { text } = renderRouteOnce(url);
  // The cards are a part of their own, loaded after the page.
  beforeAll(() => cardsIn(text).loaded(), 20_000);

  it('promises to complete the ACET from documented controls, and says what became of the CAT', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('ncua:hero.title'));
    const about = sectionNamed(text('ncua:about.heading'));
    expect(about).toHaveTextContent(text('ncua:about.p1'));
    const dates = catDatesIn(lng, 'ncua');
    expect(about).toHaveTextContent(text('ncua:about.p2', dates));
    expect(about).toHaveTextContent(dates.retired);
  });

  it('lists the Inherent Risk Profile levels as an ordered scale, least to most, each led by its term', () => {
    const levels = screen.getByRole('list', { name: text('ncua:profile.levelsHeading') });
    expect(levels.tagName).toBe('OL');
    expect(texts(within(levels).getAllByRole('listitem'))).toEqual(
      ncuaRiskLevels.map((id) => text(`ncua:profile.levels.${id}`)),
    );
    expect(terms(levels).every(Boolean)).toBe(true);
    expect(terms(levels)).toHaveLength(5);
  });

  it('names the five maturity domains and the maturity levels in order', () => {
    const domains = screen.getByRole('list', { name: text('ncua:maturity.domainsHeading') });
    expect(texts(within(domains).getAllByRole('listitem'))).toEqual(
      ncuaDomains.map((id) => text(`ncua:maturity.domains.${id}`)),
    );
    const levels = screen.getByRole('list', { name: text('ncua:maturity.levelsHeading') });
    expect(levels.tagName).toBe('OL');
    expect(texts(within(levels).getAllByRole('listitem'))).toEqual(
      ncuaMaturityLevels.map((id) => text(`ncua:maturity.levels.${id}`)),
    );
    expect(terms(levels).every(Boolean)).toBe(true);
  });

  it('shows the component cards, each cut with Read More and named after its card', () => {
    const { cards, title, toggle } = cardsIn(text);
    expect(texts(within(cards()).getAllByRole('heading', { level: 3 }))).toEqual(
      ncuaCards.map(title),
    );
    expect(within(cards()).getAllByRole('button')).toHaveLength(ncuaCards.length);
    for (const id of ncuaCards) {
      expect(toggle(id, 'more')).toHaveTextContent(text('common:cards.readMore'));
      expect(isOpen(toggle(id, 'more'))).toBe(false);
    }
  });

  it('explains, step by step, how the platform completes the ACET', () => {
    const platform = sectionNamed(text('ncua:platform.heading'));
    const steps = within(platform).getByRole('list');
    expect(texts(within(steps).getAllByRole('listitem'))).toEqual(
      ncuaSteps.map((id) => text(`ncua:platform.steps.${id}`)),
    );
    expect(terms(steps).every(Boolean)).toBe(true);
  });
});

// Pressing toggles changes the page: this test renders its own.
describe('NCUA cards', () => {
  it('Read More opens one card at a time, by pointer and by keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    await renderRoute('/ncua');
    const text = textIn('en');
    const { toggle, loaded } = cardsIn(text);
    await loaded();
    await user.click(toggle('profile', 'more'));
    const first = toggle('profile', 'less');
    expect(isOpen(first)).toBe(true);
    expect(first).toHaveTextContent(text('common:cards.readMore'));
    // The card's whole text, one paragraph in the panel the toggle controls, shown.
    const panel = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel(first).textContent).toBe(text('ncua:cards.items.profile.text'));
    expect(panel(first)).toBeVisible();

    await user.click(toggle('maturity', 'more'));
    expect(isOpen(toggle('maturity', 'less'))).toBe(true);
    expect(isOpen(toggle('profile', 'more'))).toBe(false);
    // Still in the page (find-in-page reaches it), but hidden again.
    expect(panel(toggle('profile', 'more'))).not.toBeVisible();
    expect(panel(toggle('profile', 'more'))).toHaveAttribute('hidden', 'until-found');

    toggle('factors', 'more').focus();
    await user.keyboard('{Enter}');
    expect(isOpen(toggle('factors', 'less'))).toBe(true);
    expect(toggle('factors', 'less')).toHaveFocus();
    await user.keyboard(' ');
    expect(isOpen(toggle('factors', 'more'))).toBe(false);
  });
});
