import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReportGroup } from '../../../content/types';
import { getI18n, loadNamespaces } from '../../i18n/instance';
import { renderRoute } from '../../test/renderRoute';
import { ReportGroups } from './ReportGroups';

const GROUPS = [
  'Baselines',
  'Risk Management Reports',
  'Self-Assessment Reports',
  'Regulatory Compliance Reports',
  'Security and Privacy Scan Reports',
  'Configuration Management Reports',
];

const reports = () => screen.getByRole('region', { name: 'IRM reports' });
const triggers = () => within(reports()).getAllByRole('button');
const trigger = (name: string) => within(reports()).getByRole('button', { name });
const expanded = () =>
  triggers()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;
const reportNames = (button: HTMLElement) =>
  within(panelOf(button))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);

describe('IRM overview page', () => {
  it('introduces integrated risk management and compares it with siloed compliance', async () => {
    await renderRoute('/irm');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'One program for risk, security and compliance, and every report it needs',
    );
    expect(
      screen.getByRole('region', { name: 'What Integrated Risk Management is' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'How siloed compliance and integrated risk management differ',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Aspect', 'Siloed compliance', 'Integrated risk management']);
  });

  it('has six report groups as buttons inside level-3 headings, all closed at first', async () => {
    await renderRoute('/irm');
    expect(triggers().map((button) => button.textContent)).toEqual(GROUPS);
    for (const button of triggers()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens groups independently: two can be expanded at once', async () => {
    const user = userEvent.setup();
    await renderRoute('/irm');
    await user.click(trigger('Baselines'));
    await user.click(trigger('Self-Assessment Reports'));
    expect(expanded()).toEqual(['Baselines', 'Self-Assessment Reports']);
    expect(panelOf(trigger('Baselines'))).toBeVisible();
    expect(panelOf(trigger('Self-Assessment Reports'))).toBeVisible();
    await user.click(trigger('Baselines'));
    expect(expanded()).toEqual(['Self-Assessment Reports']);
  });

  it('lists the nine self-assessments in order', async () => {
    const user = userEvent.setup();
    await renderRoute('/irm');
    await user.click(trigger('Self-Assessment Reports'));
    expect(reportNames(trigger('Self-Assessment Reports'))).toEqual([
      'NIST Cybersecurity Framework (CSF) 2.0',
      'NIST Privacy Framework',
      'CUI SSP (NIST SP 800-171)',
      'FFIEC CAT (history)',
      'NCUA ACET',
      'FDIC SSP',
      'PCI DSS',
      'MITRE ATT&CK',
      'CIS Critical Security Controls',
    ]);
    expect(panelOf(trigger('Self-Assessment Reports'))).toHaveTextContent(
      'The FFIEC retired the CAT on August 31, 2025.',
    );
  });

  it('lists the risk management reports of the home page FAQ, with the figures filled in', async () => {
    const user = userEvent.setup();
    await renderRoute('/irm');
    await user.click(trigger('Risk Management Reports'));
    expect(reportNames(trigger('Risk Management Reports'))).toEqual([
      'Gap analysis',
      'POA&M report',
      'Business impact analysis',
      'MITRE ATT&CK assessment and gap analysis',
    ]);
    await user.click(trigger('Baselines'));
    expect(panelOf(trigger('Baselines'))).toHaveTextContent(
      '1,008 controls and 195 control enhancements',
    );
  });

  it('works with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderRoute('/irm');
    act(() => triggers()[0]!.focus());
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Baselines']);
    await user.tab();
    expect(triggers()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['Baselines', 'Risk Management Reports']);
    await user.keyboard(' ');
    expect(expanded()).toEqual(['Baselines']);
  });

  it('is in Spanish at /es/irm', async () => {
    await renderRoute('/es/irm');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Un solo programa para riesgo, seguridad y cumplimiento',
    );
    expect(
      within(screen.getByRole('region', { name: 'Informes de IRM' })).getAllByRole('button'),
    ).toHaveLength(6);
  });
});

describe('ReportGroups', () => {
  it('says "No additional information available" in a group without reports', async () => {
    const user = userEvent.setup();
    await loadNamespaces('en', ['irm']);
    const fixture: readonly ReportGroup[] = [
      { id: 'baselines', items: [] },
      { id: 'scan', items: ['cve', 'pii'] },
    ];
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <ReportGroups groups={fixture} />
      </I18nextProvider>,
    );
    const empty = screen.getByRole('button', { name: 'Baselines' });
    const full = screen.getByRole('button', { name: 'Security and Privacy Scan Reports' });
    await user.click(empty);
    await user.click(full);
    expect(panelOf(empty)).toHaveTextContent('No additional information available');
    expect(within(panelOf(empty)).queryByRole('list')).toBeNull();
    expect(within(panelOf(full)).getAllByRole('listitem')).toHaveLength(2);
    expect(panelOf(full)).not.toHaveTextContent('No additional information available');
  });
});
