import { describe, expect, it } from 'vitest';
import { analyticsArgs } from './args.ts';

describe('analyticsArgs', () => {
  const now = new Date(2026, 4, 17);

  it('takes the year and month the address names', () => {
    expect(analyticsArgs({ year: 2025, month: 2 }, now)).toEqual({ year: 2025, month: 2 });
  });

  it('falls back to the whole current year', () => {
    expect(analyticsArgs({}, now)).toEqual({ year: 2026, month: null });
    expect(analyticsArgs({ month: 3 }, now)).toEqual({ year: 2026, month: 3 });
  });
});
