import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import { teamFormSchema } from './teams.ts';

describe('teamFormSchema', () => {
  it('requires only the name for a standard team', () => {
    expect(parseForm(teamFormSchema('standard'), { name: ' Sales ' })).toMatchObject({
      success: true,
      output: { name: 'Sales', street: '' },
    });
    const missing = parseForm(teamFormSchema('standard'), { name: ' ' });
    expect(!missing.success && missing.errors).toEqual({ name: 'FORM_ERRORS.REQUIRED' });
  });

  it('requires street, number, zip code and city for the address variant, each on its field', () => {
    const parsed = parseForm(teamFormSchema('address'), {
      name: 'Store',
      street: 'Hauptstraße',
      streetNumber: '',
      zipCode: ' ',
      city: '',
    });
    expect(!parsed.success && parsed.errors).toEqual({
      streetNumber: 'FORM_ERRORS.REQUIRED',
      zipCode: 'FORM_ERRORS.REQUIRED',
      city: 'FORM_ERRORS.REQUIRED',
    });
  });

  it('refuses a value padded past four times its limit before trimming it', () => {
    const parsed = parseForm(teamFormSchema('address'), {
      name: `${' '.repeat(400)}Store`,
      street: 'Hauptstraße',
      streetNumber: '1',
      zipCode: `${' '.repeat(40)}12345`,
      city: 'Berlin',
    });
    expect(!parsed.success && parsed.errors).toEqual({
      name: 'VALIDATE.TOO_LONG',
      zipCode: 'VALIDATE.TOO_LONG',
    });
  });

  it('refuses an external id with forbidden characters', () => {
    const parsed = parseForm(teamFormSchema('standard'), { name: 'A', externalId: 'x#1' });
    expect(!parsed.success && parsed.errors.externalId).toBe('FORM_ERRORS.INVALID_EXTERNAL_ID');
  });
});
