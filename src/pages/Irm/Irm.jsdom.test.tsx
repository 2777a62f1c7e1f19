import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReportGroup } from '../../../content/types';
import { irmReportGroups } from '../../../content/irm';
import { irmPages } from '../../../content/navigation';
import { specPaths } from '../../../content/paths';
import { getI18n, loadNamespaces } from '../../i18n/instance';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn, figuresIn, englishKeys } from '../../test/pageText';
import { ReportGroups } from './ReportGroups';
import { CurrentPageContext } from '../../site/page-context';
import { sectionNamed } from '../../test/sections';
import { tableWithColumns } from '../../test/tables';
import { expandedNames, panelOf } from '../../test/disclosures';
const irmPrinciples = englishKeys('irm', 'intro.principles.items');
const irmComparison = englishKeys('irm', 'comparison.items');

type Text = (key: string, options?: Record<string, unknown>) => string;
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

/** The reports region's helpers in one language. */
function reportsIn(text: Text) {
  const reports = () => sectionNamed(text('irm:groups.heading'));
  const triggers = () => within(reports()).getAllByRole('button');
  const trigger = (id: string) =>
    within(reports()).getByRole('button', { name: text(`irm:groups.items.${id}.title`) });
  const expanded = () => expandedNames(triggers());
  /** Waits for the groups' part to have loaded (src/components/Deferred): every trigger there. */
  const loaded = () =>
    waitFor(() => expect(triggers()).toHaveLength(irmReportGroups.length), { timeout: 15_000 });
  return { reports, triggers, trigger, expanded, loaded };
}

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  ['/irm', 'en'],
  ['/es/irm', 'es'],
] as const)('IRM overview page at %s', (url, lng) => {
  const { text } = renderRouteOnce(url);
  // The report groups are a part of their own, loaded after the page.
  beforeAll(() => reportsIn(text).loaded(), 20_000);

  it('introduces integrated risk management, its principles, and compares it with siloed compliance', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('irm:hero.title'));
    const intro = sectionNamed(text('irm:intro.heading'));
    const principles = within(intro).getByRole('list', {
      name: text('irm:intro.principles.heading'),
    });
    expect(texts(within(principles).getAllByRole('listitem'))).toEqual(
      irmPrinciples.map((id) => text(`irm:intro.principles.items.${id}`)),
    );
    const table = tableWithColumns(
      text('irm:comparison.caption'),
      ['aspect', 'siloed', 'integrated'].map((key) => text(`irm:comparison.columns.${key}`)),
    );
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(
      irmComparison.map((id) => text(`irm:comparison.items.${id}.aspect`)),
    );
  });

  it('has six report groups as buttons inside level-3 headings, all closed at first, each panel with its reports in order', () => {
    const { triggers } = reportsIn(text);
    expect(texts(triggers())).toEqual(
      irmReportGroups.map(({ id }) => text(`irm:groups.items.${id}.title`)),
    );
    const values = figuresIn(lng, 'irm');
    for (const [index, button] of triggers().entries()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      // Closed panels are in the page (find-in-page reaches them): each lists its reports.
      const group = irmReportGroups[index]!;
      const items = within(panelOf(button)).getAllByRole('listitem', { hidden: true });
      expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(
        group.items.map((report) => text(`irm:groups.items.${group.id}.reports.${report}.name`)),
      );
      for (const [at, report] of group.items.entries())
        expect(items[at]).toHaveTextContent(
          text(`irm:groups.items.${group.id}.reports.${report}.text`, values),
        );
    }
  });

  // Without script the header's IRM item leads to this page: it names every page of the IRM list.
  it('links every page of the IRM list by its name', () => {
    const section = sectionNamed(text('irm:pages.heading'));
    const prefix = lng === 'en' ? '' : `/${lng}`;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(irmPages.map((id) => [text(`common:pages.${id}`), `${prefix}${specPaths[id]}`]));
  });
});

// Pressing the triggers changes the page: this test renders its own.
describe('IRM report groups', () => {
  it('open independently, by pointer and by keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    await renderRoute('/irm');
    const { triggers, trigger, expanded, loaded } = reportsIn(textIn('en'));
    await loaded();
    const title = (id: string) => textIn('en')(`irm:groups.items.${id}.title`);
    await user.click(trigger('baselines'));
    await user.click(trigger('selfAssessment'));
    expect(expanded()).toEqual([title('baselines'), title('selfAssessment')]);
    expect(panelOf(trigger('baselines'))).toBeVisible();
    expect(panelOf(trigger('selfAssessment'))).toBeVisible();
    await user.click(trigger('baselines'));
    expect(expanded()).toEqual([title('selfAssessment')]);
    await user.click(trigger('selfAssessment'));
    expect(expanded()).toEqual([]);

    act(() => triggers()[0]!.focus());
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([title('baselines')]);
    await user.tab();
    expect(triggers()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([title('baselines'), title('riskManagement')]);
    await user.keyboard(' ');
    expect(expanded()).toEqual([title('baselines')]);
  });
});

describe('ReportGroups', () => {
  it('says "No additional information available" in a group without reports', async () => {
    const user = userEvent.setup();
    await loadNamespaces('en', ['irm']);
    const text = textIn('en');
    const fixture: readonly ReportGroup[] = [
      { id: 'baselines', items: [] },
      { id: 'scan', items: ['cve', 'pii'] },
    ];
    // The component reads the page's language from the page context, as on the site.
    const current = { lng: 'en', page: null, pathname: '/irm', navigate: () => {} };
    render(
      <CurrentPageContext value={current}>
        <I18nextProvider i18n={getI18n('en')}>
          <ReportGroups groups={fixture} />
        </I18nextProvider>
      </CurrentPageContext>,
    );
    const empty = screen.getByRole('button', { name: text('irm:groups.items.baselines.title') });
    const full = screen.getByRole('button', { name: text('irm:groups.items.scan.title') });
    await user.click(empty);
    await user.click(full);
    expect(panelOf(empty)).toHaveTextContent(text('irm:groups.empty'));
    expect(within(panelOf(empty)).queryByRole('list')).toBeNull();
    expect(within(panelOf(full)).getAllByRole('listitem')).toHaveLength(2);
    expect(panelOf(full)).not.toHaveTextContent(text('irm:groups.empty'));
  });
});
