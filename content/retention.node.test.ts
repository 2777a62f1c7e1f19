import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS, retentionDays, retentionSettingProblem } from './retention';

describe('CONTACT_RETENTION_DAYS', () => {
  it('defaults to 365 days when unset or empty', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(365);
    for (const value of [undefined, '', '  ']) {
      expect(retentionDays(value)).toBe(365);
      expect(retentionSettingProblem(value)).toBeUndefined();
    }
  });

  it.each([
    ['30', 30],
    [' 90 ', 90],
    ['1', 1],
    ['730', 730],
    ['99999', 99_999],
  ])('reads %j as %i days', (value, days) => {
    expect(retentionDays(value)).toBe(days);
    expect(retentionSettingProblem(value)).toBeUndefined();
  });

  it.each(['0', '-5', '1.5', '1,000', '1e3', '030', '365 days', 'off', 'one year', '100000'])(
    'refuses %j with one line naming the setting and the value',
    (value) => {
      expect(retentionDays(value)).toBeNaN();
      const problem = retentionSettingProblem(value);
      expect(problem).toMatch(/^CONTACT_RETENTION_DAYS must be a whole number of days/);
      expect(problem).toContain(`"${value}"`);
      expect(problem).not.toContain('\n');
    },
  );
});
