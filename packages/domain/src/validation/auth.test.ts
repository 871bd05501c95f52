import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import {
  changePasswordFormSchema,
  EMAIL_MAX_LENGTH,
  loginFormSchema,
  newPasswordFormSchema,
  PASSWORD_MAX_LENGTH,
  resetRequestFormSchema,
} from './auth.ts';
import { parseForm } from './issues.ts';

describe('loginFormSchema', () => {
  it('requires email and password with the not-empty message', () => {
    const result = parseForm(loginFormSchema, { email: '  ', password: '' });
    expect(result).toEqual({
      success: false,
      errors: { email: messageKeys.notEmpty, password: messageKeys.notEmpty },
    });
  });

  it('trims the email and accepts a filled form', () => {
    expect(parseForm(loginFormSchema, { email: ' a@b.de ', password: 'x' })).toEqual({
      success: true,
      output: { email: 'a@b.de', password: 'x' },
    });
  });
});

describe('email and password limits', () => {
  it('refuses an email padded past four times its limit before trimming it', () => {
    const padded = `${' '.repeat(EMAIL_MAX_LENGTH * 4)}a@b.de`;
    expect(parseForm(loginFormSchema, { email: padded, password: 'x' })).toEqual({
      success: false,
      errors: { email: messageKeys.invalidEmail },
    });
    expect(parseForm(resetRequestFormSchema, { email: padded })).toEqual({
      success: false,
      errors: { email: messageKeys.invalidEmail },
    });
  });

  it('refuses a password longer than the identity provider takes', () => {
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(parseForm(newPasswordFormSchema, { password: long, confirmPassword: long })).toEqual({
      success: false,
      errors: { password: messageKeys.general, confirmPassword: messageKeys.general },
    });
  });
});

describe('resetRequestFormSchema', () => {
  it('requires an email', () => {
    expect(parseForm(resetRequestFormSchema, { email: '' })).toEqual({
      success: false,
      errors: { email: messageKeys.required },
    });
  });

  it('requires a valid email', () => {
    expect(parseForm(resetRequestFormSchema, { email: 'not-an-email' })).toEqual({
      success: false,
      errors: { email: messageKeys.invalidEmail },
    });
  });
});

describe('newPasswordFormSchema', () => {
  it('requires both fields', () => {
    expect(parseForm(newPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      success: false,
      errors: { password: messageKeys.required, confirmPassword: messageKeys.required },
    });
  });

  it('reports a mismatch on the confirm field', () => {
    expect(
      parseForm(newPasswordFormSchema, { password: 'Garten-Laube-1', confirmPassword: 'Garten-Laube-2' }),
    ).toEqual({
      success: false,
      errors: { confirmPassword: messageKeys.passwordsMustMatch },
    });
  });

  it('accepts matching passwords', () => {
    expect(
      parseForm(newPasswordFormSchema, { password: 'Garten-Laube-1', confirmPassword: 'Garten-Laube-1' })
        .success,
    ).toBe(true);
  });
});

describe('a new password (issue 29: 12 characters)', () => {
  it('needs 12 characters', () => {
    expect(
      parseForm(newPasswordFormSchema, { password: 'Elf-Zeichen', confirmPassword: 'Elf-Zeichen' }),
    ).toEqual({
      success: false,
      errors: { password: messageKeys.passwordTooShort },
    });
    expect(
      parseForm(newPasswordFormSchema, { password: 'Zwoelf-Zeich', confirmPassword: 'Zwoelf-Zeich' }).success,
    ).toBe(true);
  });
});

describe('changePasswordFormSchema', () => {
  it('asks for the current password as well as the new one twice', () => {
    expect(
      parseForm(changePasswordFormSchema, {
        currentPassword: '',
        password: 'Neu-Kennwort-2',
        confirmPassword: 'Neu-Kennwort-2',
      }),
    ).toEqual({ success: false, errors: { currentPassword: messageKeys.required } });
    expect(
      parseForm(changePasswordFormSchema, {
        currentPassword: 'Alt-Pass-1',
        password: 'Neu-Kennwort-2',
        confirmPassword: 'Neu-Kennwort-3',
      }),
    ).toEqual({ success: false, errors: { confirmPassword: messageKeys.passwordsMustMatch } });
    expect(
      parseForm(changePasswordFormSchema, {
        currentPassword: 'Alt-Pass-1',
        password: 'Neu-Kennwort-2',
        confirmPassword: 'Neu-Kennwort-2',
      }),
    ).toMatchObject({ success: true });
  });
});
