import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';

const GENERAL = [
  'Acceptable Use',
  'Access Control',
  'Identification and Authentication',
  'Asset Management',
  'Data Classification and Handling',
  'Encryption and Key Management',
  'Network Security',
  'Remote Access',
  'Mobile Device',
  'Configuration and Change Management',
  'Patch and Vulnerability Management',
  'Malware Protection',
  'Logging and Monitoring',
  'Backup and Recovery',
  'Physical and Environmental Security',
  'Security Awareness and Training',
  'Personnel Security',
  'Privacy',
  'Data Retention and Disposal',
  'Secure Software Development and Acquisition',
  'E-mail and Messaging',
  'Cloud Security',
];

const REQUIRED = [
  'Information Security Program (GLBA)',
  'Response Program for Unauthorized Access to Member Information',
  'Business Continuity Management',
  'Third-Party Risk Management',
  'Identity Theft Prevention Program (Red Flags)',
  'Incident Response and Regulatory Notification',
];

const triggers = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('button'));

describe('Documents page', () => {
  it('promises the policies examiners ask for', async () => {
    await renderRoute('/Documents');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The policies your examiners ask for, tied to the controls that prove them',
    );
  });

  it('lists 22 general and 6 FFIEC/NCUA required policies as accordion triggers in h3', async () => {
    await renderRoute('/Documents');
    const general = triggers(screen.getByRole('region', { name: 'General Policies' }));
    const required = triggers(screen.getByRole('region', { name: 'FFIEC/NCUA Required Policies' }));
    expect(general.map((button) => button.textContent)).toEqual(GENERAL);
    expect(required.map((button) => button.textContent)).toEqual(REQUIRED);
    for (const button of [...general, ...required]) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens two policies at once, each independently', async () => {
    const user = userEvent.setup();
    await renderRoute('/Documents');
    const [acceptableUse, accessControl] = triggers(
      screen.getByRole('region', { name: 'General Policies' }),
    );
    await user.click(acceptableUse!);
    await user.click(accessControl!);
    expect(acceptableUse).toHaveAttribute('aria-expanded', 'true');
    expect(accessControl).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Every user acknowledges it before receiving access/)).toBeVisible();
    expect(screen.getByText(/It requires least privilege, separation of duties/)).toBeVisible();
    await user.click(acceptableUse!);
    expect(acceptableUse).toHaveAttribute('aria-expanded', 'false');
    expect(accessControl).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles a policy with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderRoute('/Documents');
    const incident = screen.getByRole('button', {
      name: 'Incident Response and Regulatory Notification',
    });
    act(() => incident.focus());
    await user.keyboard('{Enter}');
    expect(incident).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(incident.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent('no later than 72 hours');
    expect(panel).toHaveTextContent('no later than 36 hours');
    expect(panel).toHaveTextContent('12 CFR 748.1(c), effective 1 September 2023');
    await user.keyboard(' ');
    expect(incident).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(incident).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the requirement behind each required policy', async () => {
    const user = userEvent.setup();
    await renderRoute('/Documents');
    const panelOf = async (name: string) => {
      const button = screen.getByRole('button', { name });
      await user.click(button);
      return document.getElementById(button.getAttribute('aria-controls')!)!;
    };
    expect(await panelOf('Information Security Program (GLBA)')).toHaveTextContent(
      '12 CFR Part 748 and its Appendix A',
    );
    expect(
      await panelOf('Response Program for Unauthorized Access to Member Information'),
    ).toHaveTextContent('12 CFR Part 748, Appendix B');
    expect(await panelOf('Business Continuity Management')).toHaveTextContent(
      'Business Continuity Management booklet (2019)',
    );
    expect(await panelOf('Third-Party Risk Management')).toHaveTextContent(
      'Interagency Guidance on Third-Party Relationships: Risk Management (June 2023)',
    );
    expect(await panelOf('Identity Theft Prevention Program (Red Flags)')).toHaveTextContent(
      'Red Flags Rule',
    );
  });

  it('covers controls, the security and privacy programs and audit findings', async () => {
    await renderRoute('/Documents');
    expect(screen.getByRole('region', { name: 'From policy to control' })).toHaveTextContent(
      '20 control families of NIST SP 800-53 Rev. 5',
    );
    expect(screen.getByRole('region', { name: 'The information security program' })).toBeVisible();
    const privacy = screen.getByRole('table', { name: /NIST Privacy Framework/ });
    expect(
      within(privacy)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Identify-P', 'Govern-P', 'Control-P', 'Communicate-P', 'Protect-P']);
    const findings = screen.getByRole('region', { name: 'Audit findings, tracked to closure' });
    expect(within(findings).getByRole('list').tagName).toBe('OL');
    expect(findings).toHaveTextContent('POA&M');
  });

  it('is translated in Spanish', async () => {
    await renderRoute('/es/Documents');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Las políticas que piden sus examinadores',
    );
    expect(triggers(screen.getByRole('region', { name: 'Políticas generales' }))).toHaveLength(22);
    expect(
      triggers(screen.getByRole('region', { name: 'Políticas exigidas por FFIEC/NCUA' })),
    ).toHaveLength(6);
  });
});
