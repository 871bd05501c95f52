import { describe, expect, it } from 'vitest';
import { consentStatus } from '../src/inbox/consent.ts';

describe('consentStatus (spec 4)', () => {
  it.each([
    ['no entries', [], 'UNKNOWN'],
    ['an active digital consent', [{ type: 'DIGITAL', active: true }], 'ACTIVE'],
    ['an active manual consent (counts like digital)', [{ type: 'MANUAL', active: true }], 'ACTIVE'],
    ['an inactive consent only', [{ type: 'DIGITAL', active: false }], 'UNKNOWN'],
    [
      'a revocation after a consent',
      [
        { type: 'DIGITAL', active: false },
        { type: 'REVOKED', active: true },
      ],
      'DISABLED',
    ],
    ['a revocation only', [{ type: 'REVOKED', active: true }], 'DISABLED'],
    ['an inactive revocation entry', [{ type: 'REVOKED', active: false }], 'DISABLED'],
    [
      'a new consent after a revocation',
      [
        { type: 'REVOKED', active: true },
        { type: 'DIGITAL', active: true },
      ],
      'ACTIVE',
    ],
  ] as const)('%s → %s', (_name, entries, expected) => {
    expect(consentStatus(entries)).toBe(expected);
  });
});
