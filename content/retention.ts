/**
 * How long contact messages are kept (`CONTACT_RETENTION_DAYS`), in days, as the privacy notice
 * states it. Self-contained so the build script can check the setting before bundling.
 */

/** The period when CONTACT_RETENTION_DAYS is unset or empty: one year. */
export const DEFAULT_RETENTION_DAYS = 365;
/** The longest period the setting accepts (five digits: about 273 years). */
const MAX_RETENTION_DAYS = 99_999;

/** A whole number of days from 1, written without sign, separators or leading zeros. */
const DAYS = /^[1-9]\d*$/;

/**
 * The number of days in a CONTACT_RETENTION_DAYS value: unset or empty gives
 * DEFAULT_RETENTION_DAYS; a value that is not a whole number from 1 to 99,999 gives NaN (the build
 * refuses it first, with `retentionSettingProblem`'s line).
 */
export function retentionDays(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return DEFAULT_RETENTION_DAYS;
  const days = DAYS.test(trimmed) ? Number(trimmed) : Number.NaN;
  return days <= MAX_RETENTION_DAYS ? days : Number.NaN;
}

/**
 * What is wrong with a CONTACT_RETENTION_DAYS value, as one line for the build to print;
 * undefined when it is fine (unset, empty, or a whole number of days from 1 to 99,999).
 */
export function retentionSettingProblem(value: string | undefined): string | undefined {
  if (!Number.isNaN(retentionDays(value))) return undefined;
  return `CONTACT_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, such as 365, not "${value?.trim()}".`;
}
