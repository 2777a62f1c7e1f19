import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../tests/support/axe';
import { KitFrame } from '../../examples/KitFrame';
import { loadNamespaces } from '../../i18n/instance';
import { textIn } from '../../test/pageText';
import { renderExample } from '../../test/renderExample';
import { serverThenHydrate } from '../../test/serverThenHydrate';
import { ExpandableCards } from './ExpandableCards';
import { expandableCardsExamples } from './ExpandableCards.examples';
import { truncateAtWord } from './truncate';
import { panelOf } from '../../test/disclosures';

/** Whether a card is open: its whole text, which its toggle controls, is shown. */
const isOpen = (toggle: HTMLElement) => !panelOf(toggle).hidden;

type Example = keyof typeof expandableCardsExamples;
const show = (example: Example) =>
  renderExample(<ExpandableCards {...expandableCardsExamples[example]} />);
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
const { items } = expandableCardsExamples.fourCards;
const t = (key: string, options?: Record<string, string>) => textIn('en')(`common:${key}`, options);
/** The toggle's one name, open or closed. */
const nameOf = (title: string) => t('cards.toggleName', { more: t('cards.readMore'), title });
/** The card's preview: the paragraph after its (closed) panel. */
const previewOf = (toggle: HTMLElement) => panelOf(toggle).nextElementSibling!;

beforeAll(() => loadNamespaces('en', ['common']));

describe('ExpandableCards', () => {
  it.each(Object.keys(expandableCardsExamples))(
    '%s: has no axe violations, collapsed and expanded',
    async (name) => {
      show(name as Example);
      expect(await axeViolations()).toEqual([]);
      await userEvent.setup().click(screen.getAllByRole('button')[0]!);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('shows at most 150 characters, cut on a word boundary, with an ellipsis', () => {
    show('fourCards');
    const { text } = items[2]!;
    const toggle = within(card('Confidential data')).getByRole('button');
    const shown = previewOf(toggle).textContent!;
    expect(shown.length).toBeLessThanOrEqual(151);
    expect(shown.endsWith('…')).toBe(true);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    expect(text[shown.length - 1]).toMatch(/[\s,.]/);
  });

  it('each toggle is a disclosure button with one name, the card’s title in it, the same open or closed', async () => {
    const user = userEvent.setup();
    show('fourCards');
    const toggle = screen.getByRole('button', { name: nameOf('Confidential data') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent(t('cards.readMore'));
    // Closed: the whole text in the page, hidden until found, in the panel the toggle controls.
    const panel = panelOf(toggle);
    expect(panel).toHaveAttribute('hidden', 'until-found');
    expect(panel.textContent).toBe(items[2]!.text);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(nameOf('Confidential data'));
    // One visible text, open or closed, and the name is that text and the title: nothing read
    // twice, no slash (issue 34, audit F8), and what is shown is in the name (WCAG 2.5.3).
    expect(toggle).toHaveTextContent(t('cards.readMore'));
    expect(nameOf('Confidential data')).toBe(`${t('cards.readMore')}: Confidential data`);
    expect(within(card('Short note')).queryByRole('button')).toBeNull();
  });

  it('open, the whole text is one paragraph right after the toggle (reading order: the APG disclosure)', async () => {
    const user = userEvent.setup();
    show('fourCards');
    for (const item of items.slice(0, 3)) {
      const toggle = screen.getByRole('button', { name: nameOf(item.title) });
      await user.click(toggle);
      const shown = [...card(item.title).querySelectorAll('p')].filter(
        (p) => !p.closest('[hidden]') && getComputedStyle(p).display !== 'none',
      );
      expect(shown.map((p) => p.textContent)).toEqual([item.text]);
      expect(toggle.compareDocumentPosition(shown[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(toggle.nextElementSibling).toBe(panelOf(toggle));
    }
  });

  it('expands one card at a time; pressing the open one collapses it; focus stays on the toggle', async () => {
    const user = userEvent.setup();
    show('fourCards');
    const publicToggle = screen.getByRole('button', { name: nameOf('Public data') });
    await user.click(publicToggle);
    expect(isOpen(publicToggle)).toBe(true);
    expect(publicToggle).toHaveFocus();
    expect(panelOf(publicToggle)).toBeVisible();
    expect(panelOf(publicToggle)).toHaveTextContent(/integrity controls so that/);

    const internalToggle = screen.getByRole('button', { name: nameOf('Internal data') });
    await user.click(internalToggle);
    expect(isOpen(internalToggle)).toBe(true);
    expect(isOpen(publicToggle)).toBe(false);
    expect(publicToggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(internalToggle);
    expect(isOpen(internalToggle)).toBe(false);
  });

  it('works with Enter and Space', async () => {
    const user = userEvent.setup();
    show('fourCards');
    const toggle = screen.getByRole('button', { name: nameOf('Internal data') });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(isOpen(toggle)).toBe(true);
    await user.keyboard(' ');
    expect(isOpen(toggle)).toBe(false);
  });

  it('the page’s HTML says collapsed (as shown from the first paint) and has every whole text; hydrated, no mismatch', async () => {
    const { before, container, printed, unmount } = await serverThenHydrate(
      <KitFrame>
        <ExpandableCards {...expandableCardsExamples.fourCards} />
      </KitFrame>,
    );
    const toggles = [...before.querySelectorAll('button')];
    expect(toggles).toHaveLength(3);
    for (const toggle of toggles) {
      // Issue 34, audit F7: the state the stylesheet shows before the app runs (html.js).
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.textContent).toBe(t('cards.readMore'));
      const panel = before.querySelector(`[id="${toggle.getAttribute('aria-controls')}"]`)!;
      expect(panel.hasAttribute('hidden')).toBe(false);
      expect(panel.getAttribute('aria-hidden')).not.toBe('true');
    }
    expect(printed).toEqual([]);
    for (const toggle of container.querySelectorAll('button'))
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    unmount();
  });

  it('in Spanish: the toggle’s one name is the Spanish texts and the title', async () => {
    await loadNamespaces('es', ['common']);
    const es = (key: string, options?: Record<string, string>) =>
      textIn('es')(`common:${key}`, options);
    const user = userEvent.setup();
    renderExample(<ExpandableCards {...expandableCardsExamples.fourCards} />, 'es');
    const name = es('cards.toggleName', { more: es('cards.readMore'), title: 'Public data' });
    expect(name).toContain('Leer más');
    const toggle = screen.getByRole('button', { name });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(name);
    expect(toggle).toHaveTextContent(es('cards.readMore'));
  });

  it('cutInsideLongWords: never cuts inside a word; a single over-long word is cut between graphemes', () => {
    show('cutInsideLongWords');
    expect(previewOf(screen.getByRole('button')).textContent).toBe('Informationssicherhe…');
    expect(truncateAtWord('Risk data classification policy', 20, 'en')).toBe('Risk data…');
    expect(truncateAtWord('Short', 150, 'en')).toBe('Short');
    expect(truncateAtWord('👩‍💻👩‍💻👩‍💻', 5, 'en')).toBe('👩‍💻…');
  });
});
