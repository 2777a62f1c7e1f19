/**
 * Structure of the privacy notice (/privacy): its date, its facts and the fields of the contact
 * request, in order (its other lists are in its locale file alone). The words are in
 * locales/<lng>/privacy.json; the facts the notice states (where messages go, how long they are
 * kept, whether measurement or a calendar is on) come from the settings
 * (content/site.ts) of the build, so the notice describes the site as built.
 */

/** The day this notice was last changed (ISO, UTC); shown at the top, written for the language. */
export const privacyNoticeDate = '2026-11-28';

/** The hero's at-a-glance facts. */
export const privacyFacts = ['cookies', 'measurement', 'retention', 'draft'] as const;

/**
 * What the contact form sends, in the order of the request body (src/contact/validation.ts
 * `payload()`: the three fields the visitor fills in, then the fixed `type`).
 */
export const contactFields = ['name', 'email', 'description', 'type'] as const;

/**
 * When the measurement script (ANALYTICS_SRC) loads, as the notice states it: at the browser's
 * next idle moment after hydration, at the latest after `latestSeconds`; after `fallbackSeconds`
 * where the browser cannot tell when it is idle (src/site/analytics.ts; its page test checks both).
 */
export const analyticsLoad = { latestSeconds: 4, fallbackSeconds: 1.5 } as const;

/**
 * How long nginx's logs are kept, as the notice states it: Debian's logrotate for nginx
 * (/etc/logrotate.d/nginx, package nginx-common) starts the logs afresh daily and keeps 14 old
 * ones (`daily`, `rotate 14`), so a line is deleted about 15 days after it is written.
 * deploy/deploy.node.test.ts compares this with the machine's file.
 */
export const accessLogRotations = 14;
