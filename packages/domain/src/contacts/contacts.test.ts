import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addressLinesOf,
  birthdayOf,
  canRecordManualConsent,
  contactListSchema,
  contactPathOf,
  contactTagsInputSchema,
} from './contacts.ts';

const today = { year: 2026, month: 11, day: 23 };

describe('birthdayOf', () => {
  it('shows DD.MM.YYYY and the age, counting the birthday itself', () => {
    expect(birthdayOf('1980-11-23', today)).toEqual({ text: '23.11.1980', age: 46 });
    expect(birthdayOf('1980-11-24', today)).toEqual({ text: '24.11.1980', age: 45 });
    expect(birthdayOf('1980-12-01', today)).toEqual({ text: '01.12.1980', age: 45 });
    expect(birthdayOf('1980-01-05', today)).toEqual({ text: '05.01.1980', age: 46 });
  });

  it('hides what is not a real past date', () => {
    for (const bad of [null, undefined, '', '1980-02-30', '80-1-1', '1980/01/01', '2027-01-01', 'abcd-ef-gh'])
      expect(birthdayOf(bad, today)).toBeNull();
    expect(birthdayOf('2000-02-29', today)).toEqual({ text: '29.02.2000', age: 26 });
  });
});

describe('addressLinesOf', () => {
  it('needs street and city', () => {
    expect(
      addressLinesOf({ street: 'Hauptstr.', streetNumber: '5', zipCode: '10115', city: 'Berlin' }),
    ).toEqual(['Hauptstr. 5', '10115 Berlin']);
    expect(
      addressLinesOf({ street: 'Hauptstr.', streetNumber: null, zipCode: null, city: 'Berlin' }),
    ).toEqual(['Hauptstr.', 'Berlin']);
    expect(addressLinesOf({ street: ' ', streetNumber: '5', zipCode: '10115', city: 'Berlin' })).toBeNull();
    expect(
      addressLinesOf({ street: 'Hauptstr.', streetNumber: '5', zipCode: '10115', city: null }),
    ).toBeNull();
    expect(addressLinesOf(null)).toBeNull();
  });
});

describe('contactPathOf', () => {
  it('opens own for the user’s contacts, else all', () => {
    expect(contactPathOf({ id: 'c1', userId: 'me' }, 'me')).toBe('/contacts/own/c1');
    expect(contactPathOf({ id: 'c1', userId: 'other' }, 'me')).toBe('/contacts/all/c1');
    expect(contactPathOf({ id: 'c 1', userId: null }, 'me')).toBe('/contacts/all/c%201');
  });
});

describe('canRecordManualConsent', () => {
  it('is offered unless the brand disables it or consent is active', () => {
    expect(canRecordManualConsent('UNKNOWN', { disableManualOptinGiven: false })).toBe(true);
    expect(canRecordManualConsent('DISABLED', { disableManualOptinGiven: false })).toBe(true);
    expect(canRecordManualConsent('ACTIVE', { disableManualOptinGiven: false })).toBe(false);
    expect(canRecordManualConsent('UNKNOWN', { disableManualOptinGiven: true })).toBe(false);
  });
});

describe('schemas', () => {
  it('knows the three lists', () => {
    expect(v.safeParse(contactListSchema, 'team').success).toBe(true);
    expect(v.safeParse(contactListSchema, 'mine').success).toBe(false);
  });

  it('trims tags, drops duplicates and limits them', () => {
    expect(v.parse(contactTagsInputSchema, { tags: [' vip ', 'vip', 'web'] })).toEqual({
      tags: ['vip', 'web'],
    });
    expect(v.safeParse(contactTagsInputSchema, { tags: [' '] }).success).toBe(false);
    expect(v.safeParse(contactTagsInputSchema, { tags: ['x'.repeat(65)] }).success).toBe(false);
    expect(
      v.safeParse(contactTagsInputSchema, { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }).success,
    ).toBe(false);
  });
});
