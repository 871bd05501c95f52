import { describe, expect, it } from 'vitest';
import { consentStatusOf } from './consent.ts';

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
