/**
 * The contact phone number (`CONTACT_PHONE`): a U.S. number (North American Numbering Plan),
 * written any common way, kept in E.164 for `tel:` links and shown in the U.S. national format.
 * Self-contained so the build script can check the setting before bundling.
 */

/**
 * "+1 800 555 0199", "1-800-555-0199", "(800) 555-0199", "800.555.0199", "8005550199": an
 * optional country code 1, then a 3-digit area code and a 3-digit exchange (neither starts with 0
 * or 1, nor is an N11 service code such as 911) and a 4-digit line number, separated by at most
 * one space, hyphen or period, the area code optionally in parentheses.
 */
const US_PHONE =
  /^(?:\+?1[ .-]?)?(?:\(((?![2-9]11)[2-9]\d\d)\) ?|((?![2-9]11)[2-9]\d\d)[ .-]?)((?![2-9]11)[2-9]\d\d)[ .-]?(\d{4})$/;
/** The same number in E.164, as `usPhoneE164` returns it. */
const E164 = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** The E.164 form ("+18005550199") of a U.S. phone number, or undefined if it is not one. */
export function usPhoneE164(input: string): string | undefined {
  const written = input
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/[\u2010-\u2013]/gu, '-');
  const match = US_PHONE.exec(written);
  if (!match) return undefined;
  const [, bracketedArea, area, exchange, line] = match;
  return `+1${bracketedArea ?? area}${exchange}${line}`;
}

/** A number from `usPhoneE164` in the U.S. national format: "+18005550199" → "(800) 555-0199". */
export function usPhoneDisplay(e164: string): string {
  const match = E164.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/**
 * What is wrong with a `CONTACT_PHONE` value, as one line for the build to print; undefined when
 * it is fine: unset, empty, `off` or `none` (no phone), or a U.S. number.
 */
export function phoneSettingProblem(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || ['off', 'none'].includes(trimmed.toLowerCase())) return undefined;
  if (usPhoneE164(trimmed)) return undefined;
  return `CONTACT_PHONE must be a U.S. phone number such as "+1 800 555 0199" or "(800) 555-0199", not "${trimmed}".`;
}
