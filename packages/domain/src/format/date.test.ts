import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';

describe('formatDate', () => {
  it('formats DD.MM.YYYY in the given zone', () => {
    const ms = Date.UTC(2026, 0, 5, 23, 30);
    expect(formatDate(ms, 'UTC')).toBe('05.01.2026');
    expect(formatDate(ms, 'Europe/Berlin')).toBe('06.01.2026');
  });
});
