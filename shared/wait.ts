/**
 * A wait, from seconds, in a language's own words and numbers (Intl, no Node or browser API
 * beyond it): in the largest whole unit that reads well, rounded up ("45 seconds", "2 minutes",
 * "3 hours"). The app's formatter (`src/i18n/format.ts`) and the contact service's failure page
 * (`service/src/http/pages.ts`) both write it so. Throws a RangeError for an invalid locale.
 */
export function formatWait(locale: string, seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
