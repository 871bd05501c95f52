import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { parseForm } from './issues.ts';
import { isPhoneNumber, toE164, userEditFormSchema } from './user.ts';

const valid = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com' };

describe('userEditFormSchema', () => {
  it('trims and requires names and email', () => {
    expect(parseForm(userEditFormSchema, { firstName: ' ', lastName: '', email: '' })).toEqual({
      success: false,
      errors: {
        firstName: messageKeys.required,
        lastName: messageKeys.required,
        email: messageKeys.required,
      },
    });
    const ok = parseForm(userEditFormSchema, valid);
    expect(ok.success && ok.output.firstName).toBe('Ada');
  });

  it('caps names before trimming them', () => {
    expect(parseForm(userEditFormSchema, { ...valid, lastName: `${' '.repeat(400)}Lovelace` })).toEqual({
      success: false,
      errors: { lastName: 'VALIDATE.TOO_LONG' },
    });
  });

  it.each([' ', '&', '?', '#', '/', ':', '%', '=', '+', '\\'])('rejects %j in the external id', (char) => {
    expect(parseForm(userEditFormSchema, { ...valid, externalId: `ab${char}cd` })).toEqual({
      success: false,
      errors: { externalId: messageKeys.invalidExternalId },
    });
  });

  it('accepts an external id with letters, digits, dashes and dots', () => {
    expect(parseForm(userEditFormSchema, { ...valid, externalId: 'EXT-42.a_b' }).success).toBe(true);
  });

  it('checks the phone pattern', () => {
    expect(parseForm(userEditFormSchema, { ...valid, phone: '12ab' })).toEqual({
      success: false,
      errors: { phone: messageKeys.invalidPhone },
    });
    expect(parseForm(userEditFormSchema, { ...valid, phone: '' }).success).toBe(true);
  });
});

describe('phone numbers (country code DE)', () => {
  it.each([
    ['0171 1234567', '+491711234567'],
    ['+49 30 123456', '+4930123456'],
    ['0049 89 1234567', '+49891234567'],
    ['(030) 123-456', '+4930123456'],
  ])('%s is %s', (input, e164) => {
    expect(isPhoneNumber(input)).toBe(true);
    expect(toE164(input)).toBe(e164);
  });

  it.each(['', '12', 'phone', '+49 30 12345678901234', '030--123'])('%j is not a phone number', (input) => {
    expect(isPhoneNumber(input)).toBe(false);
    expect(toE164(input)).toBeNull();
  });
});
