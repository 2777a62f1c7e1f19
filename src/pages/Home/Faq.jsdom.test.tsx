import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn } from '../../test/pageText';
import { faqGroups } from '../../../content/home';
import { sectionNamed } from '../../test/sections';
import { expandedNames, panelOf } from '../../test/disclosures';

type Text = (key: string, options?: Record<string, unknown>) => string;

/** The FAQ's helpers in one language. */
function faqOf(text: Text) {
  const faq = () => sectionNamed(text('home:faq.heading'));
  const triggers = () => within(faq()).getAllByRole('button');
  const expanded = () => expandedNames(triggers());
  const title = (index: number) => text(`home:faq.groups.${faqGroups[index]!.id}.title`);
  return { faq, triggers, expanded, title, panelOf };
}

/** How many times a tag opens in a raw (untranslated-markup) answer. */
const count = (raw: string, tag: string) => raw.split(`<${tag}>`).length - 1;

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: '/', lng: 'en' },
  { url: '/es', lng: 'es' },
])('Security & Privacy Reports (FAQ) at $url', ({ url, lng }) => {
  const { text, t } = renderRouteOnce(url);
  const { faq, triggers, panelOf } = faqOf(text);
  // The FAQ's code is a chunk of its own (src/components/Deferred), in after the page.
  beforeAll(() => waitFor(() => expect(triggers()).toHaveLength(faqGroups.length)));

  it('has 6 groups as buttons inside level-3 headings, none open at first', () => {
    expect(faqGroups).toHaveLength(6);
    expect(triggers().map((button) => button.textContent)).toEqual(
      faqGroups.map(({ id }) => text(`home:faq.groups.${id}.title`)),
    );
    for (const button of triggers()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(faq()).queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('renders answer markup as elements, never as raw HTML', () => {
    // Closed panels are in the page (hidden): every question and answer of every group.
    for (const [index, group] of faqGroups.entries()) {
      const panel = panelOf(triggers()[index]!);
      const questions = Array.from(panel.querySelectorAll('h4'));
      expect(questions.map((question) => question.textContent)).toEqual(
        group.items.map((item) => text(`home:faq.groups.${group.id}.items.${item.id}.question`)),
      );
      for (const [position, item] of group.items.entries()) {
        const key = `home:faq.groups.${group.id}.items.${item.id}.answer`;
        const raw = String(t(key as never, { lng } as never));
        const answer = questions[position]!.nextElementSibling!;
        expect(answer.textContent).toBe(text(key));
        expect(answer.querySelectorAll('li')).toHaveLength(count(raw, 'item'));
        expect(answer.querySelectorAll('ul')).toHaveLength(count(raw, 'list'));
        expect(answer.querySelectorAll('strong')).toHaveLength(count(raw, 'strong'));
      }
      expect(panel.textContent).not.toMatch(/<\/?(list|item|strong)>/);
    }
    // The scan reports' answer holds a list of several items.
    const scan = panelOf(triggers()[faqGroups.findIndex(({ id }) => id === 'scan')]!);
    expect(scan.querySelectorAll('li').length).toBeGreaterThan(1);
  });
});

// Opening groups changes the page: this test renders its own.
describe('Security & Privacy Reports (FAQ) accordion', () => {
  it('opens one group at a time, by pointer and by keyboard; pressing the open one closes it', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    const { triggers, expanded, title, panelOf } = faqOf(textIn('en'));
    await waitFor(() => expect(triggers()).toHaveLength(faqGroups.length));
    await user.click(triggers()[1]!);
    expect(expanded()).toEqual([title(1)]);
    const panel = panelOf(triggers()[1]!);
    expect(within(panel).getAllByRole('heading', { level: 4 })).toHaveLength(
      faqGroups[1]!.items.length,
    );
    await user.click(triggers()[4]!);
    expect(expanded()).toEqual([title(4)]);
    // The open answer's list markup is exposed as a list of several items.
    expect(within(panelOf(triggers()[4]!)).getAllByRole('listitem').length).toBeGreaterThan(1);
    await user.click(triggers()[4]!);
    expect(expanded()).toEqual([]);

    triggers()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([title(0)]);
    await user.tab();
    expect(triggers()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([title(1)]);
  });
});
