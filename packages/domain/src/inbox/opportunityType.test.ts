import { describe, expect, it, vi } from 'vitest';
import { opportunityTypeOf, resolveOpportunityType } from './opportunityType.ts';

describe('opportunityTypeOf (spec 4)', () => {
  it('is mine when the user is the current user, team for another user, new customers without a user', () => {
    expect(opportunityTypeOf({ userId: 'u1' }, 'u1')).toBe('mine');
    expect(opportunityTypeOf({ userId: 'u2' }, 'u1')).toBe('team');
    expect(opportunityTypeOf({ userId: null }, 'u1')).toBe('new_customers');
  });
});

describe('resolveOpportunityType (spec 8)', () => {
  it('keeps a valid type', () => {
    expect(resolveOpportunityType('team', '/opportunities/mine', vi.fn())).toBe('team');
  });

  it('logs an invalid type and derives it from the URL', () => {
    const log = vi.fn();
    expect(resolveOpportunityType('bogus', '/app/opportunities/new_customers/42', log)).toBe('new_customers');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('defaults to mine when the URL does not tell', () => {
    expect(resolveOpportunityType(undefined, '/app/dashboard', vi.fn())).toBe('mine');
  });
});
