import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  accessibilityFacts,
  accessibilityReviewDate,
  testGroups,
} from '../../../content/accessibility';
import { specPaths } from '../../../content/paths';
import { site } from '../../../content/site';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { englishKeys, textIn } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';

const limitations = englishKeys('accessibility', 'limitations.items');
const usingTheSite = englishKeys('accessibility', 'using.items');

const defaults = { ...site };
afterEach(() => {
  Object.assign(site, defaults);
});

const main = () => screen.getByRole('main');
const region = (name: string) => sectionNamed(name);
const items = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

type Check = (typeof testGroups)[number]['checks'][number];

/**
 * Where each check the statement lists is really run: a file of the project and words of the
 * test (or script) in it. A check added to the statement without a test behind it fails here.
 */
const evidence: Record<Check, [file: string, words: string]> = {
  axe: ['tests/browser/sweep.a11y.browser.test.ts', 'has no axe violations as loaded'],
  axeOpen: [
    'tests/browser/sweep.a11y.browser.test.ts',
    'has no axe violations with every disclosure and card expanded',
  ],
  reflow: ['tests/browser/sweep.a11y.browser.test.ts', 'reflows at 320 px without sideways scroll'],
  focusContrast: ['tests/browser/sweep.a11y.browser.test.ts', 'shows every focus ring at 3:1'],
  html: ['tooling/ci/check-html.mjs', 'new HtmlValidate('],
  translated: [
    'tests/integration/pseudo-locale.a11y.isolated.jsdom.test.tsx',
    'shows only translated text',
  ],
  englishMarked: [
    'tests/integration/english-marked.a11y.jsdom.test.tsx',
    'no English is left unmarked on a translated page',
  ],
  skipLink: ['tests/browser/site.browser.test.ts', 'the skip link moves focus into main'],
  menus: [
    'tests/browser/reflow-keyboard-forced-colours.a11y.browser.test.ts',
    'Escape closes the menu',
  ],
  focusNotHidden: [
    'tests/browser/site.browser.test.ts',
    'a focused element is never hidden under the sticky header',
  ],
  newPage: [
    'tests/browser/site.browser.test.ts',
    'in-app links, Back and Forward change page, title and focus',
  ],
  history: [
    'tests/browser/disclosures.a11y.browser.test.ts',
    'Back restores the place on the page',
  ],
  pressedInView: [
    'tests/browser/disclosures.a11y.browser.test.ts',
    'the pressed trigger stays in view',
  ],
  textSpacing: ['tests/browser/disclosures.a11y.browser.test.ts', 'text spacing (WCAG 1.4.12)'],
  forcedColours: [
    'tests/browser/reflow-keyboard-forced-colours.a11y.browser.test.ts',
    'forced colours (Windows high contrast)',
  ],
  rtl: ['tests/browser/rtl.a11y.browser.test.ts', 'right to left: every page'],
  errors: [
    'src/components/ContactForm/ContactForm.jsdom.test.tsx',
    'a failed submit focuses an error summary',
  ],
  screenReader: [
    'tests/integration/contact-screen-reader.a11y.jsdom.test.tsx',
    '@guidepup/virtual-screen-reader',
  ],
  noScript: [
    'tests/browser/disclosures.a11y.browser.test.ts',
    'every disclosure and card shows its whole content',
  ],
  reachNoScript: [
    'tests/browser/reach-without-script.a11y.browser.test.ts',
    'following only visible links from the home pages reaches every page of the sitemap',
  ],
  beforeReady: [
    'tests/browser/contact-hydration.browser.test.ts',
    'a submit before the app is ready',
  ],
};

describe('the checks the statement lists', () => {
  it('are each run by a test of this project', () => {
    const listed = testGroups.flatMap(({ checks }) => checks);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(evidence).sort());
    for (const check of listed) {
      const [file, words] = evidence[check];
      expect(readFileSync(file, 'utf8'), `${check}: ${file}`).toContain(words);
    }
  });

  it('hold axe to the WCAG 2.2 AA tag set the statement names', () => {
    expect(readFileSync('tests/support/axe.ts', 'utf8')).toContain(
      "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']",
    );
    expect(readFileSync('tests/support/browser/harness.ts', 'utf8')).toContain(
      'WIDTHS = [375, 1280]',
    );
  });
});

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  { url: specPaths.accessibility, lng: 'en', date: 'November 28, 2026' },
  { url: `/es${specPaths.accessibility}`, lng: 'es', date: '28 de noviembre de 2026' },
])('Accessibility statement at $url', ({ url, lng, date }) => {
  const { text } = renderRouteOnce(url);
  const words = (key: string, options?: Record<string, unknown>) =>
    text(`accessibility:${key}`, options);

  it('has its title, description and the statement’s sections in order', () => {
    expect(document.title).toBe(words('meta.title'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      words('meta.description'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words('hero.title'));
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(
      ['using', 'status', 'testing', 'compatibility', 'limitations', 'report', 'about'].map((id) =>
        words(`${id}.heading`),
      ),
    );
    // Every h3 sits in a section under an h2.
    for (const heading of within(main()).getAllByRole('heading', { level: 3 })) {
      expect(heading.closest('section')).not.toBeNull();
    }
  });

  it('names WCAG 2.2 AA and was last reviewed on 2026-11-28, as the language writes it', () => {
    expect(
      [...screen.getByLabelText(words('facts.label')).querySelectorAll('dd')].map(
        (value) => value.textContent,
      ),
    ).toEqual(accessibilityFacts.map((id) => words(`facts.${id}.value`)));
    expect(words('facts.standard.value')).toBe('WCAG 2.2 AA');
    const times = [...main().querySelectorAll('time')];
    expect(times).toHaveLength(2);
    for (const time of times) {
      expect(time).toHaveAttribute('datetime', accessibilityReviewDate);
      expect(time).toHaveTextContent(date);
    }
    expect(region(words('about.heading'))).toHaveTextContent(words('about.text', { date }));
  });

  it('says what a visitor should be able to do, and lists every check by group', () => {
    expect(items(region(words('using.heading')))).toEqual(
      usingTheSite.map((id) => words(`using.items.${id}`)),
    );
    const testing = region(words('testing.heading'));
    for (const { id, checks } of testGroups) {
      const list = within(testing).getByRole('list', {
        name: words(`testing.groups.${id}.heading`),
      });
      expect(items(list)).toEqual(checks.map((check) => words(`testing.checks.${check}`)));
    }
  });

  it('claims no screen-reader testing it does not do, and states partial conformance', () => {
    expect(region(words('compatibility.heading'))).toHaveTextContent(words('compatibility.p2'));
    expect(region(words('status.heading'))).toHaveTextContent(words('status.p2'));
  });

  it('lists the known limitations, the calendar with its host and the e-mail alternative', () => {
    const known = region(words('limitations.heading'));
    expect(
      within(known)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(limitations.map((id) => words(`limitations.items.${id}.heading`)));
    expect(known).toHaveTextContent(
      words('limitations.items.calendar.on', {
        host: 'calendar.example.com',
        email: site.contactEmail,
      }),
    );
    expect(known).toHaveTextContent(words('limitations.items.pdfs.text'));
  });

  it('takes reports by e-mail to CONTACT_EMAIL or on the contact page, answered in one business day', () => {
    const report = region(words('report.heading'));
    expect(report).toHaveTextContent(words('report.p1', { email: site.contactEmail }));
    expect(report).toHaveTextContent(words('report.p2'));
    expect(
      within(report).getByRole('link', {
        name: words('report.email', { email: site.contactEmail }),
      }),
    ).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    expect(within(report).getByRole('link', { name: words('report.contact') })).toHaveAttribute(
      'href',
      lng === 'en' ? specPaths.contact : `/${lng}${specPaths.contact}`,
    );
  });
});

describe('Accessibility statement without a booking calendar', () => {
  it('with BOOKING_URL off, says no third-party calendar is embedded', async () => {
    site.bookingUrl = '';
    await renderRoute(specPaths.accessibility);
    const text = textIn('en');
    const known = region(text('accessibility:limitations.heading'));
    expect(known).toHaveTextContent(text('accessibility:limitations.items.calendar.off'));
    expect(known).not.toHaveTextContent('calendar.example.com');
  });
});
