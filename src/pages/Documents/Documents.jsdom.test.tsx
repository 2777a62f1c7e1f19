import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn, figuresIn, englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
import { panelOf } from '../../test/disclosures';
const controlFamilies = englishKeys('controls', 'families.items');
const requiredPolicies = englishKeys('documents', 'required.items');
const privacyFunctions = englishKeys('documents', 'privacy.items');
const generalPolicies = englishKeys('documents', 'general.items');
const findingSteps = englishKeys('documents', 'findings.steps');

/**
 * What each required policy rests on: citations (the rule's section number as is; "Part" and
 * "Appendix" as the language writes them) and official names, which the Spanish text keeps as they
 * are, and the incident notification clocks (hours).
 */
const requirements: Record<string, (string | RegExp)[]> = {
  infoSecProgram: [
    '12 CFR 748.0(b)',
    /12 CFR (Part|parte) 748, (Appendix|apéndice) A/,
    /Part|parte 364/,
  ],
  responseProgram: ['12 CFR 748.0(b)(3)', /12 CFR (Part|parte) 748, (Appendix|apéndice) B/],
  businessContinuity: ['Business Continuity Management', '(2019)'],
  thirdParty: ['Interagency Guidance on Third-Party Relationships: Risk Management', /\b2023\)/],
  redFlags: ['Red Flags Rule'],
  incidentResponse: [/\b72\b/, /\b36\b/, '12 CFR 748.1(c)', /\b2023\b/],
};

const triggers = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('button'));
/** Waits for the accordions' parts to have loaded (src/components/Deferred): every trigger there. */
const policiesLoaded = (text: (key: string) => string) =>
  waitFor(
    () => {
      expect(triggers(sectionNamed(text('documents:general.heading')))).toHaveLength(
        generalPolicies.length,
      );
      expect(triggers(sectionNamed(text('documents:required.heading')))).toHaveLength(
        requiredPolicies.length,
      );
    },
    { timeout: 15_000 },
  );

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: '/Documents', lng: 'en' },
  { url: '/es/Documents', lng: 'es' },
])('Documents page at $url', ({ url, lng }) => {
  const { text } = renderRouteOnce(url);
  // The accordions are parts of their own, loaded after the page.
  beforeAll(() => policiesLoaded(text), 20_000);

  it('promises the policies examiners ask for', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('documents:hero.title'),
    );
  });

  it('lists 22 general and 6 FFIEC/NCUA required policies as accordion triggers in h3', () => {
    expect(generalPolicies).toHaveLength(22);
    expect(requiredPolicies).toHaveLength(6);
    const general = triggers(sectionNamed(text('documents:general.heading')));
    const required = triggers(sectionNamed(text('documents:required.heading')));
    expect(general.map((button) => button.textContent)).toEqual(
      generalPolicies.map((id) => text(`documents:general.items.${id}.title`)),
    );
    expect(required.map((button) => button.textContent)).toEqual(
      requiredPolicies.map((id) => text(`documents:required.items.${id}.title`)),
    );
    for (const button of [...general, ...required]) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('names the requirement behind each required policy', () => {
    const required = triggers(sectionNamed(text('documents:required.heading')));
    // Every required policy, and only those, has its requirements listed here.
    expect(Object.keys(requirements)).toEqual(requiredPolicies);
    for (const [index, id] of requiredPolicies.entries()) {
      // The panel is in the page while closed (find-in-page can open it).
      const panel = panelOf(required[index]!);
      expect(panel).toHaveTextContent(text(`documents:required.items.${id}.text`));
      expect(panel).toHaveTextContent(
        `${text('documents:required.basisLabel')} ${text(`documents:required.items.${id}.basis`)}`,
      );
      for (const citation of requirements[id] ?? []) expect(panel).toHaveTextContent(citation);
    }
  });

  it('covers controls, the security and privacy programs and audit findings', () => {
    const controls = sectionNamed(text('documents:controls.heading'));
    // The policies map to the 20 control families of NIST SP 800-53 Rev. 5.
    expect(text('documents:controls.p1')).toMatch(new RegExp(`\\b${controlFamilies.length}\\b`));
    expect(controls).toHaveTextContent(text('documents:controls.p1'));
    expect(controls).toHaveTextContent(text('documents:controls.p2', figuresIn(lng, 'documents')));
    expect(sectionNamed(text('documents:program.heading'))).toBeVisible();
    const privacy = screen.getByRole('table', { name: text('documents:privacy.caption') });
    const functions = within(privacy)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(functions).toEqual(
      privacyFunctions.map((id) => text(`documents:privacy.items.${id}.name`)),
    );
    // Each row opens with the framework's own name of the function (Identify-P …).
    expect(functions.map((name) => name!.split(' ')[0])).toEqual(
      privacyFunctions.map((id) => `${id[0]!.toUpperCase()}${id.slice(1)}-P`),
    );
    const findings = sectionNamed(text('documents:findings.heading'));
    const steps = within(findings).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(findingSteps.map((id) => text(`documents:findings.steps.${id}`)));
    expect(findings).toHaveTextContent('POA&M');
  });
});

// Opening policies changes the page: each of these tests renders its own.
describe('Documents page accordions', () => {
  it('opens two policies at once, each independently', async () => {
    const user = userEvent.setup();
    await renderRoute('/Documents');
    await policiesLoaded(textIn('en'));
    const text = textIn('en');
    const [acceptableUse, accessControl] = triggers(
      sectionNamed(text('documents:general.heading')),
    );
    await user.click(acceptableUse!);
    await user.click(accessControl!);
    expect(acceptableUse).toHaveAttribute('aria-expanded', 'true');
    expect(accessControl).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(text('documents:general.items.acceptableUse.text'))).toBeVisible();
    expect(screen.getByText(text('documents:general.items.accessControl.text'))).toBeVisible();
    await user.click(acceptableUse!);
    expect(acceptableUse).toHaveAttribute('aria-expanded', 'false');
    expect(accessControl).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles a policy with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderRoute('/Documents');
    await policiesLoaded(textIn('en'));
    const text = textIn('en');
    const incident = screen.getByRole('button', {
      name: text('documents:required.items.incidentResponse.title'),
    });
    act(() => incident.focus());
    await user.keyboard('{Enter}');
    expect(incident).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(incident);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(text('documents:required.items.incidentResponse.text'));
    expect(panel).toHaveTextContent(text('documents:required.items.incidentResponse.basis'));
    for (const citation of requirements.incidentResponse ?? [])
      expect(panel).toHaveTextContent(citation);
    await user.keyboard(' ');
    expect(incident).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(incident).toHaveAttribute('aria-expanded', 'true');
  });
});
