import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { consentMessageKeys, consentStatusOf, manualConsentFormSchema } from './consent.ts';
import { setConsentInputSchema } from './inputSchemas.ts';

describe('consentStatusOf (spec 4)', () => {
  it('is active when a digital or manual consent is active', () => {
    expect(consentStatusOf([{ type: 'DIGITAL', active: true }])).toBe('ACTIVE');
    expect(
      consentStatusOf([
        { type: 'REVOKED', active: true },
        { type: 'MANUAL', active: true },
      ]),
    ).toBe('ACTIVE');
  });

  it('is disabled when revoked entries exist and no consent is active', () => {
    expect(
      consentStatusOf([
        { type: 'DIGITAL', active: false },
        { type: 'REVOKED', active: true },
      ]),
    ).toBe('DISABLED');
  });

  it('is active again after a new consent that follows a revocation', () => {
    expect(
      consentStatusOf([
        { type: 'REVOKED', active: true },
        { type: 'DIGITAL', active: true },
      ]),
    ).toBe('ACTIVE');
    expect(consentStatusOf([{ type: 'REVOKED', active: false }])).toBe('DISABLED');
  });

  it('is unknown otherwise', () => {
    expect(consentStatusOf([])).toBe('UNKNOWN');
    expect(consentStatusOf([{ type: 'DIGITAL', active: false }])).toBe('UNKNOWN');
  });
});

describe('the manual consent form', () => {
  const schema = manualConsentFormSchema(() => '2026-11-27');
  const issuesOf = (form: unknown) =>
    (v.safeParse(schema, form).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

  it('wants a source and a day that is not in the future', () => {
    expect(issuesOf({ source: 'Papierformular', givenOn: '2026-11-27' })).toEqual([]);
    expect(issuesOf({ source: '  ', givenOn: '' })).toEqual([
      ['source', messageKeys.required],
      ['givenOn', messageKeys.required],
    ]);
    expect(issuesOf({ source: 'x'.repeat(201), givenOn: '2026-11-28' })).toEqual([
      ['source', consentMessageKeys.sourceTooLong],
      ['givenOn', consentMessageKeys.givenInFuture],
    ]);
  });

  it('travels with a manual consent, both optional', () => {
    const parse = (input: Record<string, unknown>) =>
      v.safeParse(setConsentInputSchema, { contactIds: ['c1'], type: 'MANUAL', ...input }).success;
    expect(parse({})).toBe(true);
    expect(parse({ source: 'Telefon', givenAt: '2026-11-20T09:00:00Z' })).toBe(true);
    expect(parse({ givenAt: '20.11.2026' })).toBe(false);
    expect(parse({ source: 'x'.repeat(1000) })).toBe(false);
  });
});
