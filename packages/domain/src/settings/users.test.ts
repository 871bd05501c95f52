import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import { userSettingsFormSchema } from './users.ts';

const valid = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: ' anna@example.com ',
  title: '',
  phone: '0171 1234567',
  role: 'COMPANY_USER',
  externalId: 'EMP-1',
};

describe('userSettingsFormSchema', () => {
  it('trims names and email', () => {
    const parsed = parseForm(userSettingsFormSchema({ roleShown: true }), valid);
    expect(parsed.success && parsed.output).toMatchObject({ firstName: 'Anna', email: 'anna@example.com' });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'FORM_ERRORS.REQUIRED'],
    [{ lastName: '' }, 'lastName', 'FORM_ERRORS.REQUIRED'],
    [{ email: '' }, 'email', 'FORM_ERRORS.REQUIRED'],
    [{ email: 'anna@' }, 'email', 'FORM_ERRORS.INVALID_EMAIL'],
    [{ phone: '12ab' }, 'phone', 'FORM_ERRORS.INVALID_PHONE_NUMBER'],
    [{ role: '' }, 'role', 'FORM_ERRORS.REQUIRED'],
    [{ externalId: 'a?b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ externalId: 'a b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ externalId: 'a\\b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'VALIDATE.TOO_LONG'],
    // Blanks past four times the limit are refused before they are trimmed away.
    [{ firstName: `${' '.repeat(400)}Anna` }, 'firstName', 'VALIDATE.TOO_LONG'],
    [{ title: `${' '.repeat(400)}Dr.` }, 'title', 'VALIDATE.TOO_LONG'],
    [{ phone: `${' '.repeat(256)}0171 1234567` }, 'phone', 'VALIDATE.TOO_LONG'],
  ])('refuses %j on %s', (change, field, key) => {
    const parsed = parseForm(userSettingsFormSchema({ roleShown: true }), { ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.errors[field]).toBe(key);
  });

  it('does not require the role when the form does not show it', () => {
    const parsed = parseForm(userSettingsFormSchema({ roleShown: false }), { ...valid, role: '' });
    expect(parsed.success).toBe(true);
  });

  it('allows an empty phone and external id', () => {
    const parsed = parseForm(userSettingsFormSchema({ roleShown: true }), {
      ...valid,
      phone: '',
      externalId: '',
    });
    expect(parsed.success).toBe(true);
  });

  it('asks for the current password when users move their own sign-in to another address', () => {
    const own = userSettingsFormSchema({ roleShown: false, ownEmail: 'anna@example.com' });
    // The same address (spaces and case aside) needs no password.
    expect(parseForm(own, { ...valid, email: ' Anna@Example.com ' }).success).toBe(true);
    const moved = parseForm(own, { ...valid, email: 'anna@elsewhere.example' });
    expect(!moved.success && moved.errors.currentPassword).toBe('FORM_ERRORS.REQUIRED');
    expect(parseForm(own, { ...valid, email: 'anna@elsewhere.example', currentPassword: 'x' }).success).toBe(
      true,
    );
    // An admin editing a colleague is not asked for it.
    const colleague = userSettingsFormSchema({ roleShown: true });
    expect(parseForm(colleague, { ...valid, email: 'anna@elsewhere.example' }).success).toBe(true);
  });
});
