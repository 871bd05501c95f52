import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import { teamAddressLinesOf, teamFormSchema } from './teams.ts';

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

describe('teamAddressLinesOf', () => {
  it('shows a team with only a city by its city, as the seeded Sales and Service in Berlin', () => {
    expect(teamAddressLinesOf({ street: null, streetNumber: null, zipCode: null, city: 'Berlin' })).toEqual([
      'Berlin',
    ]);
  });

  it('shows a full address as street and city lines', () => {
    expect(
      teamAddressLinesOf({ street: 'Hauptstraße', streetNumber: '1', zipCode: '10115', city: 'Berlin' }),
    ).toEqual(['Hauptstraße 1', '10115 Berlin']);
  });

  it('has no address when no part has text', () => {
    expect(teamAddressLinesOf({ street: ' ', streetNumber: null, zipCode: '', city: null })).toBeNull();
    expect(teamAddressLinesOf(null)).toBeNull();
  });
});
