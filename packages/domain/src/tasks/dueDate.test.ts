import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { defaultTaskDueDate, isDueToday, isInstant, isKnownTimeZone, isOverdue } from './dueDate.ts';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;

describe('defaultTaskDueDate (spec 9: end of today, 23:59:59 local)', () => {
  it('is 23:59:59 of the same local day in Berlin (winter, UTC+1)', () => {
    expect(defaultTaskDueDate(at('2026-11-23T09:15:00Z'), 'Europe/Berlin')).toBe('2026-11-23T22:59:59Z');
  });

  it('follows summer time (UTC+2)', () => {
    expect(defaultTaskDueDate(at('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T21:59:59Z');
  });

  it('uses the local day, not the UTC day, shortly after local midnight', () => {
    // 00:30 in Berlin on the 24th is still the 23rd in UTC.
    expect(defaultTaskDueDate(at('2026-11-23T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-24T22:59:59Z');
  });

  it('is 23:59:59Z in UTC, also at the last second of the day', () => {
    expect(defaultTaskDueDate(at('2026-11-23T23:59:59Z'), 'UTC')).toBe('2026-11-23T23:59:59Z');
    expect(defaultTaskDueDate(at('2026-11-23T00:00:00Z'), 'UTC')).toBe('2026-11-23T23:59:59Z');
  });

  it('throws on an unknown time zone', () => {
    expect(() => defaultTaskDueDate(0, 'Mars/Olympus')).toThrow();
  });
});

describe('isDueToday and isOverdue', () => {
  const now = at('2026-11-23T10:00:00Z');
  it('compares calendar days in the given zone', () => {
    expect(isDueToday('2026-11-23T22:59:59Z', now, 'Europe/Berlin')).toBe(true);
    expect(isDueToday('2026-11-23T23:30:00Z', now, 'Europe/Berlin')).toBe(false);
    expect(isDueToday('2026-11-23T23:30:00Z', now, 'UTC')).toBe(true);
    expect(isDueToday('2026-11-22T12:00:00Z', now, 'UTC')).toBe(false);
  });
  it('is overdue once the instant has passed', () => {
    expect(isOverdue('2026-11-23T09:59:59Z', now)).toBe(true);
    expect(isOverdue('2026-11-23T10:00:01Z', now)).toBe(false);
  });
});

describe('isInstant and isKnownTimeZone', () => {
  it('accepts instants with an offset only', () => {
    expect(isInstant('2026-11-23T22:59:59Z')).toBe(true);
    expect(isInstant('2026-11-23T23:59:59+01:00')).toBe(true);
    expect(isInstant('2026-11-23T23:59:59')).toBe(false);
    expect(isInstant('tomorrow')).toBe(false);
  });
  it('knows IANA zones', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Land')).toBe(false);
  });
});
