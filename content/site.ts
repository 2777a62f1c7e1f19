/**
 * Site settings: the values the specification hides behind placeholders.
 * Read from the environment at build time (Parcel inlines `process.env.X` into the client
 * bundle; the prerender runs the server bundle with the same variables). Every default is
 * fictional and lives on example.com domains.
 */

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
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
  /** The provider's own website, linked from articles. */
  websiteUrl: string;
  /** Professional-network (LinkedIn) company page linked from the footer. */
  linkedInUrl: string;
  /** Absolute origin the site is deployed at; used for canonical, hreflang and sitemap URLs. */
  siteUrl: string;
  /** Endpoint that receives the contact form's POST. */
  contactApiUrl: string;
  /** Third-party calendar embedded on the Book a Demo page. */
  bookingUrl: string;
  /** Deferred measurement script; empty means analytics are off. */
  analyticsSrc: string;
}

export const site: SiteSettings = {
  brand: setting(process.env.BRAND_NAME, 'Northwind Risk'),
  founder: setting(process.env.FOUNDER_NAME, 'Alex Morgan'),
  foundedYear: 2015,
  contactEmail: setting(process.env.CONTACT_EMAIL, 'hello@example.com'),
  websiteUrl: setting(process.env.WEBSITE_URL, 'https://www.example.com'),
  linkedInUrl: setting(
    process.env.LINKEDIN_URL,
    'https://www.linkedin.example.com/company/example',
  ),
  siteUrl: withoutTrailingSlash(setting(process.env.SITE_URL, 'https://www.example.com')),
  contactApiUrl: setting(process.env.CONTACT_API_URL, 'https://api.example.com/contact'),
  bookingUrl: setting(process.env.BOOKING_URL, 'https://calendar.example.com/book/demo'),
  analyticsSrc: process.env.ANALYTICS_SRC?.trim() ?? '',
};
