/**
 * Every setting the build, its deploy check and the contact service read from the environment,
 * named once: its variable, the kind of value, its default and what it does. The build
 * (tooling/site-build/build.mjs, with tooling/site-build/deploy-headers.mjs checking the URL settings it
 * writes into the response headers) and the service (service/src/settings.ts, with
 * service/src/pages-settings.ts comparing what both state) read them through `settingText` and
 * `settingOrDefault`; each checks its own values and says what a setting accepts. The site's
 * texts are read by content/site.ts, which Parcel inlines as written (`process.env.NAME`).
 */

/** What a setting holds; a reader checks it and names the setting in its message. */
export type SettingType =
  | 'text'
  | 'email'
  | 'emails'
  | 'phone'
  | 'url'
  /** A URL, or a path on the site itself (`/api/contact`). */
  | 'url-or-path'
  | 'origins'
  | 'port'
  | 'address'
  | 'addresses'
  | 'file'
  | 'days'
  /** `<messages>/<seconds>`. */
  | 'window'
  | 'smtp-url';

export interface Setting {
  type: SettingType;
  /** The value when the variable is unset or blank; undefined: none. */
  default?: string;
  /** `off` or `none` (any case) switches the feature off. */
  switchable?: boolean;
  /** Who reads it: the build (the pages state it) and/or the contact service. */
  readBy: readonly ('build' | 'service' | 'dev')[];
  description: string;
}

export const SETTINGS = {
  // The build: the site's links and services, in the order their problems are reported.
  SITE_URL: {
    type: 'url',
    default: 'https://www.example.com',
    readBy: ['build', 'service'],
    description:
      "the site's origin: canonical links and the sitemap; the service accepts posts from it",
  },
  WEBSITE_URL: {
    type: 'url',
    default: 'https://www.example.com',
    readBy: ['build'],
    description: "the company's website, linked from the pages",
  },
  LINKEDIN_URL: {
    type: 'url',
    default: 'https://www.linkedin.example.com/company/example',
    readBy: ['build'],
    description: "the company's LinkedIn page",
  },
  CONTACT_API_URL: {
    type: 'url-or-path',
    default: '/api/contact',
    readBy: ['build'],
    description: 'where the contact form posts (the contact service)',
  },
  BOOKING_URL: {
    type: 'url-or-path',
    default: 'https://calendar.example.com/book/demo',
    switchable: true,
    readBy: ['build'],
    description: 'the calendar a demo is booked on',
  },
  ANALYTICS_SRC: {
    type: 'url-or-path',
    switchable: true,
    readBy: ['build'],
    description: 'the analytics script, loaded after consent',
  },
  CSP_REPORT_URL: {
    type: 'url',
    switchable: true,
    readBy: ['build'],
    description: 'where browsers report Content-Security-Policy violations',
  },
  BRAND_NAME: {
    type: 'text',
    default: 'Northwind Risk',
    readBy: ['build'],
    description: "the product's name",
  },
  FOUNDER_NAME: {
    type: 'text',
    default: 'Alex Morgan',
    readBy: ['build'],
    description: "the founder's name",
  },
  CONTACT_EMAIL: {
    type: 'email',
    default: 'hello@example.com',
    readBy: ['build'],
    description: "the team's address on the pages",
  },
  CONTACT_PHONE: {
    type: 'phone',
    switchable: true,
    readBy: ['build'],
    description: "the team's U.S. phone number on the pages",
  },
  // Both: the privacy notice states them, the service does them.
  CONTACT_RETENTION_DAYS: {
    type: 'days',
    default: '365',
    readBy: ['build', 'service'],
    description: 'days a message is kept, a whole number from 1 to 99,999',
  },
  CONTACT_NOTIFY_TO: {
    type: 'emails',
    readBy: ['build', 'service'],
    description: 'comma-separated addresses each message is e-mailed to (with CONTACT_SMTP_URL)',
  },
  // The contact service.
  CONTACT_SMTP_URL: {
    type: 'smtp-url',
    readBy: ['service'],
    description: 'the mail server, smtp:// or smtps:// (with CONTACT_NOTIFY_TO)',
  },
  CONTACT_NOTIFY_FROM: {
    type: 'email',
    readBy: ['service'],
    description: "the e-mails' sender (default: the first address of CONTACT_NOTIFY_TO)",
  },
  CONTACT_PORT: {
    type: 'port',
    default: '8787',
    readBy: ['service', 'dev'],
    description: 'the port the service listens on',
  },
  CONTACT_HOST: {
    type: 'address',
    default: '127.0.0.1',
    readBy: ['service'],
    description: 'the address the service listens on (an IP address, or localhost)',
  },
  CONTACT_STORE: {
    type: 'file',
    default: '.messages/contact.sqlite',
    readBy: ['service'],
    description: 'the SQLite database, relative to the working folder',
  },
  CONTACT_IMPORT: {
    type: 'file',
    readBy: ['service'],
    description:
      'a JSON Lines store of an earlier version, imported once at start (default: contact.jsonl beside the store)',
  },
  CONTACT_PAGES: {
    type: 'file',
    default: 'dist',
    readBy: ['service'],
    description:
      'the built site, whose prerendered contact pages answer form posts made without JavaScript',
  },
  CONTACT_RATE_LIMIT: {
    type: 'window',
    default: '10/600',
    readBy: ['service'],
    description: 'accepted messages per client, <messages>/<seconds>',
  },
  CONTACT_OVERALL_LIMIT: {
    type: 'window',
    default: '60/60',
    readBy: ['service'],
    description: 'accepted messages from all clients together, <messages>/<seconds>',
  },
  CONTACT_TRUST_PROXY: {
    type: 'addresses',
    readBy: ['service'],
    description:
      'comma-separated addresses of the proxies in front, whose X-Forwarded-For is believed',
  },
  CONTACT_ALLOWED_ORIGIN: {
    type: 'origins',
    readBy: ['service', 'dev'],
    description:
      "comma-separated origins of other sites allowed to post (CORS); `npm start`: the dev server's",
  },
  // Development.
  PORT: {
    type: 'port',
    default: '1234',
    readBy: ['dev'],
    description: "the dev server's port (`npm start`)",
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
export type Env = Record<string, string | undefined>;

/** The setting's value as given, trimmed; undefined when unset or blank. */
export function settingText(env: Env, name: SettingName): string | undefined {
  return env[name]?.trim() || undefined;
}

/** The setting's value as given, trimmed, or its default. */
export function settingOrDefault(env: Env, name: SettingName): string | undefined {
  const setting: Setting = SETTINGS[name];
  return settingText(env, name) ?? setting.default;
}

/** A value that switches a feature off: `off` or `none`, in any case. */
export const switchesOff = (value: string) => ['off', 'none'].includes(value.toLowerCase());

/** The settings of one type (in the order above). */
export const settingsOfType = (...types: SettingType[]): SettingName[] =>
  (Object.keys(SETTINGS) as SettingName[]).filter((name) =>
    types.includes((SETTINGS[name] as Setting).type),
  );
