import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn, englishKeys } from '../../test/pageText';
import { PREVIEW_LENGTH } from '../../components/ExpandableCards/ExpandableCards';
import { classificationPlatform } from '../../../content/dataClassification';
import { sectionNamed } from '../../test/sections';
/** The level, then each handling rule. */
const handlingColumns = englishKeys('dataClassification', 'handling.columns');
const classificationLevels = englishKeys('dataClassification', 'levels.items');

/** Whether a card is open: the rest of its text, which its toggle controls, is shown. */
const isOpen = (toggle: HTMLElement) =>
  !document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden;

type Text = (key: string, options?: Record<string, unknown>) => string;
type Level = (typeof classificationLevels)[number];

/** The page's helpers in one language: the cards' region, a card, its toggle and its texts. */
function page(text: Text) {
  const title = (level: Level) => text(`dataClassification:levels.items.${level}.title`);
  const full = (level: Level) => text(`dataClassification:levels.items.${level}.text`);
  const levels = () => sectionNamed(text('dataClassification:levels.heading'));
  const card = (level: Level) =>
    within(levels())
      .getByRole('heading', { level: 3, name: title(level) })
      .closest('li')!;
  /** A card's toggle's one name, the same open or closed. */
  const name = (level: Level) =>
    text('common:cards.toggleName', {
      more: text('common:cards.readMore'),
      title: title(level),
    });
  /** A card's toggle (the second argument: the state the test expects it in). */
  const toggle = (level: Level, state: 'more' | 'less') => {
    const button = within(levels()).getByRole('button', { name: name(level) });
    expect(button).toHaveAttribute('aria-expanded', String(state === 'less'));
    return button;
  };
  /** The panel a toggle controls: the card's whole text, shown while it is open. */
  const panel = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-controls')!)!;
  /** An open card's text as shown: its panel's one paragraph. */
  const whole = (button: HTMLElement) => panel(button).textContent!;
  /** The card's preview (the paragraph after its toggle's panel). */
  const shown = (button: HTMLElement) => panel(button).nextElementSibling!.textContent!;
  return { title, full, levels, card, toggle, shown, whole, name, panel };
}

/** Waits for the cards' part to have loaded: every card's toggle is there. */
const cardsLoaded = (levels: () => HTMLElement) =>
  waitFor(() =>
    expect(within(levels()).getAllByRole('button', { expanded: false })).toHaveLength(
      classificationLevels.length,
    ),
  );

// The same structure in every language; the text is read from the page language's keys.
describe.each(['/data-classification', '/es/data-classification'])(
  'Data Classification page at %s',
  (url) => {
    const { text } = renderRouteOnce(url);
    const { title, full, levels, shown, name } = page(text);
    // The cards are a part of their own, loaded after the page (src/components/Deferred).
    beforeAll(() => cardsLoaded(levels));

    it('promises to show what data you have and how to protect it', () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        text('dataClassification:hero.title'),
      );
    });

    it('shows four classification cards, collapsed to a preview, each toggle named after its card', () => {
      expect(classificationLevels).toHaveLength(4);
      expect(
        within(levels())
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(classificationLevels.map(title));
      const toggles = within(levels()).getAllByRole('button');
      expect(toggles.map((button) => button.getAttribute('aria-label'))).toEqual(
        classificationLevels.map(name),
      );
      for (const [index, button] of toggles.entries()) {
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(button).toHaveTextContent(text('common:cards.readMore'));
        expect(isOpen(button)).toBe(false);
        const preview = shown(button);
        expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
        expect(preview).toMatch(/…$/);
        // The preview is the start of the card's text.
        expect(full(classificationLevels[index]!).startsWith(preview.slice(0, -1))).toBe(true);
      }
    });

    it('gives handling rules per level in a table with headers', () => {
      const table = screen.getByRole('table', {
        name: text('dataClassification:handling.caption'),
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(
        handlingColumns.map((column) => text(`dataClassification:handling.columns.${column}`)),
      );
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(classificationLevels.map(title));
      // Each level's rules, in the columns' order.
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) =>
            within(row)
              .getAllByRole('cell')
              .map((cell) => cell.textContent),
          ),
      ).toEqual(
        classificationLevels.map((level) =>
          handlingColumns
            .slice(1)
            .map((column) => text(`dataClassification:handling.rules.${level}.${column}`)),
        ),
      );
    });

    it('explains how scans find unprotected PII and PAN and how classification feeds the BIA', () => {
      const platform = sectionNamed(text('dataClassification:platform.heading'));
      const headings = within(platform)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(headings).toEqual(
        expect.arrayContaining([
          text('dataClassification:platform.items.scan.title'),
          text('dataClassification:platform.items.impact.title'),
        ]),
      );
      expect(headings).toEqual(
        classificationPlatform.map(({ id }) =>
          text(`dataClassification:platform.items.${id}.title`),
        ),
      );
    });
  },
);

// Pressing toggles changes the page: each of these tests renders its own.
describe('Data Classification cards', () => {
  it('Read More expands one card and collapses the one that was open', async () => {
    const user = userEvent.setup();
    await renderRoute('/data-classification');
    const text = textIn('en');
    const { full, levels, toggle, shown, whole, name, panel } = page(text);
    await cardsLoaded(levels);
    await user.click(toggle('confidential', 'more'));
    expect(whole(toggle('confidential', 'less'))).toBe(full('confidential'));
    expect(panel(toggle('confidential', 'less'))).toBeVisible();
    expect(isOpen(toggle('confidential', 'less'))).toBe(true);
    expect(toggle('confidential', 'less')).toHaveTextContent(text('common:cards.readMore'));

    await user.click(toggle('restricted', 'more'));
    expect(whole(toggle('restricted', 'less'))).toBe(full('restricted'));
    expect(isOpen(toggle('restricted', 'less'))).toBe(true);
    expect(isOpen(toggle('confidential', 'more'))).toBe(false);
    expect(shown(toggle('confidential', 'more'))).not.toBe(full('confidential'));
    expect(shown(toggle('confidential', 'more'))).toMatch(/…$/);

    await user.click(toggle('restricted', 'less'));
    const toggles = within(levels()).getAllByRole('button');
    expect(toggles.map((button) => button.getAttribute('aria-label'))).toEqual(
      classificationLevels.map(name),
    );
    for (const button of toggles) expect(isOpen(button)).toBe(false);
  });

  it('toggles work with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderRoute('/data-classification');
    const { toggle, levels } = page(textIn('en'));
    await cardsLoaded(levels);
    act(() => toggle('public', 'more').focus());
    await user.keyboard('{Enter}');
    expect(isOpen(toggle('public', 'less'))).toBe(true);
    expect(toggle('public', 'less')).toHaveFocus();
    act(() => toggle('internal', 'more').focus());
    await user.keyboard(' ');
    expect(isOpen(toggle('internal', 'less'))).toBe(true);
    expect(isOpen(toggle('public', 'more'))).toBe(false);
  });
});
