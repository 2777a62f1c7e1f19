import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { specPaths } from '../../../content/paths';
import * as privacy from '../../../content/privacy';
import { site } from '../../../content/site';
import { clearDraft, saveDraft } from '../../contact/draft';
import { CONTACT_TYPE, payload } from '../../contact/validation';
import { loadAnalytics } from '../../site/analytics';
import { securityHeaders } from '../../../tooling/site-build/deploy-headers.mjs';
import en from '../../../locales/en/privacy.json';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { textIn, englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
const privacyRequests = englishKeys('privacy', 'rights.requests');
const accessLogFields = englishKeys('privacy', 'logs.fields');

const defaults = { ...site };
afterEach(() => {
  Object.assign(site, defaults);
  sessionStorage.clear();
  localStorage.clear();
});

const main = () => screen.getByRole('main');
const region = (name: string) => sectionNamed(name);
/** Every heading of main, in order, as `h<level> <text>`. */
const outline = () =>
  within(main())
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
/** The at-a-glance facts of the hero, as [label, value] pairs. */
const facts = (label: string) =>
  [...screen.getByLabelText(label).querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

// The same structure in every language; the text is read from the page language's keys, and
// the figures the settings give (the date, the period) are written out as each language writes them.
describe.each([
  {
    url: specPaths.privacy,
    lng: 'en',
    date: 'November 28, 2026',
    period: '365 days',
    logPeriod: '15 days',
    quote: ['“', '”'] as const,
  },
  {
    url: `/es${specPaths.privacy}`,
    lng: 'es',
    date: '28 de noviembre de 2026',
    period: '365 días',
    logPeriod: '15 días',
    // The Spanish glossary's quotation marks (locales/es/glossary.json).
    quote: ['«', '»'] as const,
  },
])('Privacy notice at $url', ({ url, lng, date, period, logPeriod, quote: [open, close] }) => {
  const { text } = renderRouteOnce(url);
  const words = (key: string, options?: Record<string, unknown>) => text(`privacy:${key}`, options);

  it('has its title, description and a heading outline without skipped levels', () => {
    expect(document.title).toBe(words('meta.title'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      words('meta.description'),
    );
    expect(outline()).toEqual([
      `h1 ${words('hero.title')}`,
      `h2 ${words('scope.heading')}`,
      `h2 ${words('contact.heading')}`,
      `h3 ${words('contact.whereHeading')}`,
      `h3 ${words('contact.keepHeading')}`,
      `h2 ${words('draft.heading')}`,
      `h2 ${words('cookies.heading')}`,
      `h3 ${words('cookies.measurementOffHeading')}`,
      `h2 ${words('others.heading')}`,
      `h3 ${words('others.calendarHeading')}`,
      `h3 ${words('others.linkedInHeading')}`,
      `h3 ${words('others.downloadsHeading')}`,
      `h2 ${words('logs.heading')}`,
      `h2 ${words('rights.heading')}`,
    ]);
    expect(outline().join('\n')).not.toMatch(/{{|}}|undefined/);
  });

  it('is dated, as the language writes the date, in a machine-readable <time>', () => {
    const time = main().querySelector('time')!;
    expect(time).toHaveAttribute('datetime', privacy.privacyNoticeDate);
    expect(time).toHaveTextContent(date);
    expect(time.parentElement).toHaveTextContent(words('hero.updated', { date }));
  });

  it('sums up cookies, measurement (off in this build), the retention period and the draft', () => {
    expect(facts(words('facts.label'))).toEqual(
      privacy.privacyFacts.map((id) => [
        words(`facts.${id}.label`),
        id === 'measurement'
          ? words('facts.measurement.off')
          : id === 'retention'
            ? period
            : words(`facts.${id}.value`),
      ]),
    );
  });

  it('lists exactly what the contact form sends, in the order of the request body, and why', () => {
    // The notice follows the code: a field added to the request must be added here too.
    expect(
      Object.keys(payload({ name: 'Ana López', email: 'ana@bank.example', description: 'Hi' })),
    ).toEqual([...privacy.contactFields]);
    const contact = region(words('contact.heading'));
    const table = within(contact).getByRole('table', { name: words('contact.caption') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getAllByRole('rowheader', { hidden: true })[0]!.textContent),
    ).toEqual(privacy.contactFields.map((id) => words(`contact.fields.${id}.label`)));
    expect(rows.map((row) => row.querySelector('td')!.textContent)).toEqual(
      privacy.contactFields.map((id) => words(`contact.fields.${id}.purpose`)),
    );
    // The fixed type is stated with its real value.
    expect(words('contact.fields.type.label')).toContain(`${open}${CONTACT_TYPE}${close}`);
    // The button the notice names is the form's own, quoted in the language's quotation marks
    // (the contact namespace is not loaded on this page: its label is read from the file).
    const submit = (
      JSON.parse(readFileSync(`locales/${lng}/contact.json`, 'utf8')) as {
        form: { submit: string };
      }
    ).form.submit;
    expect(words('contact.intro')).toContain(`${open}${submit}${close}`);
    expect(words('draft.p1')).toContain(`${open}${submit}${close}`);
    if (words('others.calendarHeading').includes(open))
      expect(words('others.calendarHeading')).toContain(
        `${open}${text('common:pages.bookDemo')}${close}`,
      );
    expect(contact).toHaveTextContent(words('contact.stored'));
    expect(contact).toHaveTextContent(words('contact.use'));
  });

  it('names where messages are sent (CONTACT_API_URL and its host), that they are not e-mailed (CONTACT_NOTIFY_TO unset) and how long they are kept', () => {
    const contact = region(words('contact.heading'));
    // The default (/api/contact) is on the site's own host, named in full.
    const url = new URL(site.contactApiUrl, site.siteUrl);
    expect(contact).toHaveTextContent(
      words('contact.where', { url: url.href, host: new URL(site.siteUrl).host }),
    );
    expect(contact).toHaveTextContent(words('contact.notifyOff'));
    expect(contact).not.toHaveTextContent(words('contact.notifyOn'));
    expect(contact).toHaveTextContent(words('contact.keep', { period }));
    // No e-mailed copies to speak of.
    expect(contact).not.toHaveTextContent(words('contact.mailCopies'));
  });

  it('says the draft stays in the browser, cookies are none and measurement is off', () => {
    expect(region(words('draft.heading'))).toHaveTextContent(words('draft.p1'));
    const cookies = region(words('cookies.heading'));
    expect(cookies).toHaveTextContent(words('cookies.cookies'));
    expect(cookies).toHaveTextContent(words('cookies.measurementOff'));
    expect(cookies).toHaveTextContent(words('cookies.gpcOff'));
    expect(cookies).not.toHaveTextContent(words('cookies.measurementOnHeading'));
  });

  it('names the booking calendar’s host, and lists the access-log fields and requests', () => {
    const others = region(words('others.heading'));
    expect(others).toHaveTextContent(words('others.calendarOn', { host: 'calendar.example.com' }));
    expect(others).toHaveTextContent(words('others.linkedIn'));
    const logs = region(words('logs.heading'));
    expect(
      within(logs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(accessLogFields.map((id) => words(`logs.fields.${id}`)));
    // How long, as Debian's logrotate for nginx keeps them (deploy/deploy.node.test.ts).
    expect(logs).toHaveTextContent(
      words('logs.keep', { rotations: privacy.accessLogRotations, period: logPeriod }),
    );
    const rights = region(words('rights.heading'));
    expect(
      within(rights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(privacyRequests.map((id) => words(`rights.requests.${id}`)));
  });

  it('asks for copies and deletions by e-mail to CONTACT_EMAIL or on the contact page', () => {
    const rights = region(words('rights.heading'));
    expect(rights).toHaveTextContent(words('rights.how', { email: site.contactEmail }));
    expect(
      within(rights).getByRole('link', {
        name: words('rights.email', { email: site.contactEmail }),
      }),
    ).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    expect(within(rights).getByRole('link', { name: words('rights.contact') })).toHaveAttribute(
      'href',
      lng === 'en' ? specPaths.contact : `/${lng}${specPaths.contact}`,
    );
  });
});

describe('Privacy notice follows the build’s settings', () => {
  const text = textIn('en');

  it('with ANALYTICS_SRC set, says measurement is on, from which host, and never with GPC', async () => {
    site.analyticsSrc = 'https://stats.example.org/m.js';
    await renderRoute(specPaths.privacy);
    const cookies = region(text('privacy:cookies.heading'));
    expect(
      within(cookies).getByRole('heading', { name: text('privacy:cookies.measurementOnHeading') }),
    ).toBeInTheDocument();
    // When it loads, as src/site/analytics.ts loads it (tested below).
    expect(cookies).toHaveTextContent(
      text('privacy:cookies.measurementOn', {
        host: 'stats.example.org',
        latest: '4 seconds',
        fallback: '1.5 seconds',
      }),
    );
    expect(cookies).toHaveTextContent(text('privacy:cookies.gpcOn'));
    expect(cookies).not.toHaveTextContent(text('privacy:cookies.measurementOff'));
    expect(facts(text('privacy:facts.label'))).toContainEqual([
      text('privacy:facts.measurement.label'),
      text('privacy:facts.measurement.on'),
    ]);
  });

  it('states CONTACT_RETENTION_DAYS as the language writes it', async () => {
    site.contactRetention = '30';
    await renderRoute(specPaths.privacy);
    expect(region(text('privacy:contact.heading'))).toHaveTextContent(
      text('privacy:contact.keep', { period: '30 days' }),
    );
    expect(facts(text('privacy:facts.label'))).toContainEqual([
      text('privacy:facts.retention.label'),
      '30 days',
    ]);
  });

  it('with CONTACT_NOTIFY_TO set, says a copy of each message is e-mailed to the team, and that the automatic deletion does not reach those copies', async () => {
    site.contactNotify = true;
    await renderRoute(specPaths.privacy);
    const contact = region(text('privacy:contact.heading'));
    expect(contact).toHaveTextContent(text('privacy:contact.notifyOn'));
    expect(contact).not.toHaveTextContent(text('privacy:contact.notifyOff'));
    // Right after the period it states, under "How long we keep it", and in Spanish too.
    const keep = within(contact).getByRole('heading', {
      name: text('privacy:contact.keepHeading'),
    });
    expect(keep.nextElementSibling?.nextElementSibling).toHaveTextContent(
      text('privacy:contact.mailCopies'),
    );
    // It sends the reader to the section where deletion is asked for, by its name.
    expect(text('privacy:contact.mailCopies')).toContain(text('privacy:rights.heading'));
    expect(textIn('es')('privacy:contact.mailCopies')).toContain(
      textIn('es')('privacy:rights.heading'),
    );
  });

  it('in Spanish, with a four-digit period and another API', async () => {
    site.contactRetention = '1000';
    site.contactApiUrl = 'https://forms.bank-vendor.example/v1/contact';
    await renderRoute(`/es${specPaths.privacy}`);
    const es = textIn('es');
    const contact = region(es('privacy:contact.heading'));
    expect(contact).toHaveTextContent(es('privacy:contact.keep', { period: '1,000 días' }));
    expect(contact).toHaveTextContent(
      es('privacy:contact.where', {
        url: 'https://forms.bank-vendor.example/v1/contact',
        host: 'forms.bank-vendor.example',
      }),
    );
  });

  it('with BOOKING_URL off, says no calendar is embedded', async () => {
    site.bookingUrl = '';
    await renderRoute(specPaths.privacy);
    const others = region(text('privacy:others.heading'));
    expect(others).toHaveTextContent(text('privacy:others.calendarOff'));
    expect(others).not.toHaveTextContent('calendar.example.com');
  });

  it('is true about the draft: this tab’s sessionStorage only, removed once sent', () => {
    // What the "unsent message stays in your browser" section states, checked on the code.
    saveDraft({ name: 'Ana', email: 'ana@bank.example', description: 'Hello' });
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    clearDraft();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('What the notice says the code does, checked on the code', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
  });

  it('loads the measurement script by the times the notice states: idle, at the latest, or the fallback', () => {
    const src = 'https://stats.example.org/m.js';
    const root = document.documentElement;
    const hydrated = root.hasAttribute('data-hydrated');
    root.setAttribute('data-hydrated', '');
    try {
      const asked: (IdleRequestOptions | undefined)[] = [];
      vi.stubGlobal('requestIdleCallback', (_: () => void, options?: IdleRequestOptions) => {
        asked.push(options);
        return 1;
      });
      vi.stubGlobal('cancelIdleCallback', () => {});
      loadAnalytics(src);
      expect(asked).toEqual([{ timeout: privacy.analyticsLoad.latestSeconds * 1000 }]);
      // A browser that cannot tell when it is idle: after the fallback, not before.
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', undefined);
      loadAnalytics(src);
      vi.advanceTimersByTime(privacy.analyticsLoad.fallbackSeconds * 1000 - 1);
      expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(1);
    } finally {
      if (!hydrated) root.removeAttribute('data-hydrated');
    }
  });

  it('tells browsers to keep the camera, microphone and location off and Topics unused, and to send the page’s address (Referer) to the site itself only', () => {
    const headers = Object.fromEntries(
      securityHeaders({ contactApiUrl: '/api/contact', bookingUrl: '', analyticsSrc: '' }, [], []),
    );
    expect(headers['Permissions-Policy']?.split(', ')).toEqual(
      expect.arrayContaining([
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'browsing-topics=()',
      ]),
    );
    // The full address to the site itself (the contact service on it), the origin elsewhere.
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the contact service stores the four items, the time and the page’s language, and no address, user agent or Referer', () => {
    const schema = /CREATE TABLE IF NOT EXISTS messages \(([^;]*)\) STRICT;/.exec(
      readFileSync('service/src/store/store.ts', 'utf8'),
    )?.[1];
    const columns = schema
      ?.split(',')
      .map((column) => column.trim().split(' ')[0])
      .filter(Boolean);
    // email_key is the e-mail address itself in a comparable spelling (NFC, case-folded, the
    // domain in punycode), kept so that a deletion by address finds every spelling: no new item.
    expect(columns).toEqual(['id', 'received_at', ...privacy.contactFields, 'lang', 'email_key']);
  });

  it('every link to another website is a plain link that sends no Referer, LinkedIn’s included', async () => {
    await renderRoute(specPaths.privacy);
    const external = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')].filter(
      (link) => new URL(link.href).origin !== new URL(site.siteUrl).origin,
    );
    expect(external.map((link) => link.href)).toContain(new URL(site.linkedInUrl).href);
    for (const link of external)
      expect(link, link.href).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelectorAll('script[src], iframe')).toHaveLength(0);
  });
});

/** The leaf keys of a locale object, dotted. */
const leafKeys = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
/**
 * The notice's promises: every sentence of its sections that says what the site, its server or
 * the contact service does with your information (not headings, captions, column names or the
 * labels of its two buttons).
 */
const promises = leafKeys(en)
  .filter((key) => /^(contact|draft|cookies|others|logs|rights)\./.test(key))
  .filter(
    (key) =>
      !/(^|\.)\w*[hH]eading$|\.caption$|\.columns\.|^rights\.(intro|email|contact)$/.test(key),
  );

const THIS = 'src/pages/Privacy/Privacy.jsdom.test.tsx';
const FORM = 'src/components/ContactForm/ContactForm.jsdom.test.tsx';
const ANALYTICS = 'src/site/analytics.jsdom.test.ts';
const DEPLOY = 'deploy/deploy.node.test.ts';
const fields = [THIS, 'lists exactly what the contact form sends'] as const;
/**
 * Where each promise is proved: files of the project and words of the test in each. A promise
 * added to the notice without a test behind it fails here, unless it is one of `practice`.
 */
const evidence: Record<string, (readonly [file: string, words: string])[]> = {
  'contact.intro': [
    fields,
    [
      FORM,
      'posts itself without JavaScript: urlencoded, to the contact service, with exactly the fields it reads',
    ],
    [THIS, 'to send the page’s address (Referer) to the site itself only'],
  ],
  ...Object.fromEntries(
    privacy.contactFields.flatMap((id) => [
      [`contact.fields.${id}.label`, [fields]],
      [`contact.fields.${id}.purpose`, [fields]],
    ]),
  ),
  'contact.stored': [
    [THIS, 'stores the four items, the time and the page’s language, and no address'],
    [
      'service/src/http/nojs.node.test.ts',
      'stored, then 303 to the "Message sent" page in that language',
    ],
  ],
  'contact.where': [
    [THIS, 'names where messages are sent (CONTACT_API_URL and its host)'],
    [
      'tests/deploy/nginx.browser.test.ts',
      'passes POST /api/contact to the contact service on this origin',
    ],
  ],
  'contact.notifyOn': [
    ['service/src/mail/notify.node.test.ts', 'e-mails each accepted message to the team'],
    ['service/src/pages-settings.node.test.ts', 'disagree about e-mailing messages, either way'],
  ],
  'contact.notifyOff': [
    [THIS, 'that they are not e-mailed (CONTACT_NOTIFY_TO unset)'],
    ['service/src/pages-settings.node.test.ts', 'disagree about e-mailing messages, either way'],
  ],
  'contact.keep': [
    [
      'service/src/store/retention.node.test.ts',
      'deletes what is past the period at start, then at each hourly sweep',
    ],
    ['service/src/pages-settings.node.test.ts', 'warns in one line when the periods differ'],
  ],
  'draft.p1': [
    [THIS, 'is true about the draft: this tab’s sessionStorage only'],
    [FORM, 'keeps an unsent draft across a reload of the tab'],
  ],
  'draft.p2': [
    [THIS, 'removed once sent'],
    [FORM, 'fails after 15 s without an answer, keeping what was typed'],
  ],
  'cookies.cookies': [
    [THIS, "expect(document.cookie).toBe('')"],
    ['tests/deploy/nginx.browser.test.ts', 'sets no cookie'],
  ],
  'cookies.measurementOff': [
    ['tests/browser/analytics.browser.test.ts', 'requests no analytics script at all'],
  ],
  'cookies.measurementOn': [
    [THIS, 'loads the measurement script by the times the notice states'],
    [ANALYTICS, 'adds one async script only after hydration, when the browser is idle'],
  ],
  'cookies.gpcOff': [[ANALYTICS, 'loads nothing when the browser sends Global Privacy Control']],
  'cookies.gpcOn': [
    [ANALYTICS, 'loads nothing when the browser sends Global Privacy Control'],
    [
      'tests/browser/analytics.browser.test.ts',
      'makes no request when the browser sends Global Privacy Control',
    ],
  ],
  'cookies.headers': [[THIS, 'keep the camera, microphone and location off and Topics unused']],
  'others.calendarOn': [
    [
      'src/pages/BookDemo/BookDemo.jsdom.test.tsx',
      'embeds the calendar in a titled, lazy, full-width frame',
    ],
  ],
  'others.calendarOff': [
    [
      'src/pages/BookDemo/BookDemo.jsdom.test.tsx',
      'without a calendar address, shows a message and the contact link instead of a frame',
    ],
  ],
  'others.linkedIn': [
    [THIS, 'every link to another website is a plain link that sends no Referer'],
  ],
  'others.downloads': [
    ['src/pages/Downloads/Downloads.jsdom.test.tsx', 'instantly and without registration'],
  ],
  'logs.intro': [[DEPLOY, 'leaves the access log as Debian’s nginx writes it']],
  ...Object.fromEntries(
    englishKeys('privacy', 'logs.fields').map((id) => [
      `logs.fields.${id}`,
      [[DEPLOY, 'the combined format: the fields the notice lists']],
    ]),
  ),
  'logs.keep': [[DEPLOY, 'Debian’s logrotate for nginx keeps the days the notice states']],
  'rights.requests.copy': [['service/src/operator/messages.node.test.ts', 'writes RFC 4180 CSV']],
  'rights.requests.delete': [
    ['service/src/operator/messages.node.test.ts', 'deletes every message from the address'],
  ],
  'rights.how': [[THIS, 'asks for copies and deletions by e-mail to CONTACT_EMAIL']],
};
/** Promises about what we, the team, do: no test of the site can prove them. */
const practice: Record<string, string> = {
  'contact.use': 'what we use an enquiry for',
  'contact.mailCopies': 'how long our team keeps its e-mail, and deleting copies when asked',
  'logs.use': 'what we use the server logs for',
  'rights.requests.correct': 'correcting what we hold when asked',
};

describe('the promises the notice makes', () => {
  it('are each proved by a test of this project, or named as our own practice', () => {
    const mapped = [...Object.keys(evidence), ...Object.keys(practice)];
    expect(new Set(mapped).size, 'a promise both proved and practice').toBe(mapped.length);
    expect(mapped.sort()).toEqual([...promises].sort());
    for (const [key, proofs] of Object.entries(evidence)) {
      expect(proofs.length, key).toBeGreaterThan(0);
      for (const [file, words] of proofs)
        expect(readFileSync(file, 'utf8'), `${key}: ${file}`).toContain(words);
    }
  });
});
