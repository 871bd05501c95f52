import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  defaultTaskDueDate,
  dueDateParts,
  dueInstantOf,
  formatDueDate,
  isInstant,
  isKnownTimeZone,
} from './dueDate.ts';
import { isDueToday, isOverdue } from './dueState.ts';

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

describe('dueDateParts, dueInstantOf and formatDueDate', () => {
  it('splits an instant into the local day and time and joins them back', () => {
    expect(dueDateParts('2026-11-23T22:59:59Z', 'Europe/Berlin')).toEqual({
      date: '2026-11-23',
      time: '23:59',
    });
    expect(dueInstantOf('2026-11-23', '23:59', 'Europe/Berlin')).toBe('2026-11-23T22:59:59Z');
    expect(dueInstantOf('2026-07-01', '09:30', 'Europe/Berlin')).toBe('2026-07-01T07:30:00Z');
  });

  it('moves a time skipped by the spring clock change forward', () => {
    expect(dueInstantOf('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00Z');
  });

  it('shows DD.MM.YYYY with the local time', () => {
    expect(formatDueDate('2026-11-23T22:59:59Z', 'Europe/Berlin')).toBe('23.11.2026, 23:59');
    expect(formatDueDate('2026-01-05T08:05:00Z', 'UTC')).toBe('05.01.2026, 08:05');
  });
});
