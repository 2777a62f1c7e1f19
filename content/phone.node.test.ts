import { describe, expect, it } from 'vitest';
import { phoneSettingProblem, usPhoneDisplay, usPhoneE164 } from './phone';

describe('CONTACT_PHONE', () => {
  it.each([
    '+1 800 555 0199',
    '+18005550199',
    '+1-800-555-0199',
    '1 (800) 555-0199',
    '(800) 555-0199',
    '(800)555-0199',
    '800-555-0199',
    '800.555.0199',
    '8005550199',
    '  800  555\u00a00199 ',
    '800\u2011555\u20110199',
  ])('reads %j as +18005550199, shown as (800) 555-0199', (input) => {
    expect(usPhoneE164(input)).toBe('+18005550199');
    expect(usPhoneDisplay(usPhoneE164(input)!)).toBe('(800) 555-0199');
    expect(phoneSettingProblem(input)).toBeUndefined();
  });

  it.each([
    '555-0199',
    '800 555 019',
    '800 555 01999',
    '+44 20 7946 0958',
    '+2 800 555 0199',
    '(800 555-0199',
    '800--555-0199',
    '080 555 0199',
    '800 055 0199',
    '911 555 0199',
    '800 411 0199',
    '800 555 0199 ext. 12',
    'tel:+18005550199',
    'call us',
  ])('refuses %j, and the build says why in one line', (input) => {
    expect(usPhoneE164(input)).toBeUndefined();
    expect(phoneSettingProblem(input)).toBe(
      `CONTACT_PHONE must be a U.S. phone number such as "+1 800 555 0199" or "(800) 555-0199", not "${input.trim()}".`,
    );
  });

  it('is off when unset, empty, "off" or "none"', () => {
    for (const value of [undefined, '', '  ', 'off', ' NONE ']) {
      expect(phoneSettingProblem(value)).toBeUndefined();
    }
  });
});
