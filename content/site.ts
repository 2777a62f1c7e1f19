/**
 * Site settings: the values the specification hides behind placeholders.
 * Read from the environment at build time (Parcel inlines `process.env.X` into the client
 * bundle; the prerender runs the server bundle with the same variables). Every default is
 * fictional and lives on example.com domains.
 */
import { contactApiPath } from './paths.ts';

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Words that switch an optional setting off (an empty value means "use the default"). */
const OFF = new Set(['off', 'none']);

/** Like setting(), but `off` or `none` (any case) gives '' so a feature can be switched off. */
export function optionalSetting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return OFF.has(trimmed.toLowerCase()) ? '' : setting(trimmed, fallback);
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface SiteSettings {
  /** Company and product name shown in the logo, titles and copy. */
  brand: string;
  /** Founder's full name, shown on the Founder page. */
  founder: string;
  /** Year the company was founded (2015). */
  foundedYear: number;
  /** Address that receives e-mail from the contact panel's Send Email link. */
  contactEmail: string;
  /**
   * U.S. phone number the contact panel offers to call, as CONTACT_PHONE writes it ("(800)
   * 555-0199", "+1 800 555 0199"); '' (the default, `off`, `none`): no call offered. The build
   * refuses a value that is not a U.S. number; the panel reads it with `usPhoneE164`
   * (content/phone.ts), so only the pages with the panel carry the parser.
   */
  contactPhone: string;
  /** The provider's own website, linked from articles. */
  websiteUrl: string;
  /** Professional-network (LinkedIn) company page linked from the footer. */
  linkedInUrl: string;
  /** Absolute origin the site is deployed at; used for canonical, hreflang and sitemap URLs. */
  siteUrl: string;
  /**
   * Endpoint that receives the contact form's POST: the contact service on the site's own origin
   * (/api/contact, which deploy/nginx.conf and `npm run preview` pass to it) unless
   * CONTACT_API_URL names another.
   */
  contactApiUrl: string;
  /** Third-party calendar embedded on the Book a Demo page; '' (BOOKING_URL=off) shows the contact link instead. */
  bookingUrl: string;
  /** Deferred measurement script; empty (unset, `off` or `none`) means analytics are off. */
  analyticsSrc: string;
  /**
   * How long a contact message is kept, as CONTACT_RETENTION_DAYS writes it (a number of days; ''
   * means the default, 365). The build refuses any other value; the privacy notice, the one page
   * that states it, reads it with `retentionDays` (content/retention.ts).
   */
  contactRetention: string;
  /**
   * Whether the contact service e-mails each message to the team: CONTACT_NOTIFY_TO is set. Only
   * that it is set reaches the build, never the address. The privacy notice states it.
   */
  contactNotify: boolean;
}

export const site: SiteSettings = {
  brand: setting(process.env.BRAND_NAME, 'Northwind Risk'),
  founder: setting(process.env.FOUNDER_NAME, 'Alex Morgan'),
  foundedYear: 2015,
  contactEmail: setting(process.env.CONTACT_EMAIL, 'hello@example.com'),
  contactPhone: optionalSetting(process.env.CONTACT_PHONE, ''),
  websiteUrl: setting(process.env.WEBSITE_URL, 'https://www.example.com'),
  linkedInUrl: setting(
    process.env.LINKEDIN_URL,
    'https://www.linkedin.example.com/company/example',
  ),
  siteUrl: withoutTrailingSlash(setting(process.env.SITE_URL, 'https://www.example.com')),
  contactApiUrl: setting(process.env.CONTACT_API_URL, contactApiPath),
  bookingUrl: optionalSetting(process.env.BOOKING_URL, 'https://calendar.example.com/book/demo'),
  analyticsSrc: optionalSetting(process.env.ANALYTICS_SRC, ''),
  contactRetention: setting(process.env.CONTACT_RETENTION_DAYS, ''),
  contactNotify: !!process.env.CONTACT_NOTIFY_TO,
};
