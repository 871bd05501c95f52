import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { loginFormSchema, newPasswordFormSchema, resetRequestFormSchema } from './auth.ts';
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
    expect(parseForm(newPasswordFormSchema, { password: 'secret-1', confirmPassword: 'secret-2' })).toEqual({
      success: false,
      errors: { confirmPassword: messageKeys.passwordsMustMatch },
    });
  });

  it('accepts matching passwords', () => {
    expect(
      parseForm(newPasswordFormSchema, { password: 'secret-1', confirmPassword: 'secret-1' }).success,
    ).toBe(true);
  });
});
