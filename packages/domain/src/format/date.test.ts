import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';

describe('formatDate', () => {
  it('formats DD.MM.YYYY in the given zone', () => {
    const ms = Date.UTC(2026, 0, 5, 23, 30);
    expect(formatDate(ms, 'UTC')).toBe('05.01.2026');
    expect(formatDate(ms, 'Europe/Berlin')).toBe('06.01.2026');
  });

  it('takes the calendar day of the zone on both sides of a daylight-saving change', () => {
    expect(formatDate(Date.UTC(2026, 2, 28, 23, 30), 'Europe/Berlin')).toBe('29.03.2026');
    expect(formatDate(Date.UTC(2026, 9, 24, 22, 30), 'Europe/Berlin')).toBe('25.10.2026');
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 5), 'Europe/Berlin')).toBe('01.01.2027');
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 5), 'America/New_York')).toBe('31.12.2026');
  });

  it('refuses an unknown time zone like Temporal did', () => {
    expect(() => formatDate(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
