import { afterEach, describe, expect, it, vi } from 'vitest';
import { userTimeZone } from './dates.ts';

const utc = new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).resolvedOptions();
const zoneIs = (timeZone: string) =>
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...utc, timeZone });

describe('userTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the browser's zone for a minute, then asks again: a laptop that travels follows", () => {
    const start = 5_000_000_000;
    const asked = zoneIs('Europe/Berlin');
    expect(userTimeZone(start)).toBe('Europe/Berlin');
    zoneIs('America/New_York');
    expect(userTimeZone(start + 59_000)).toBe('Europe/Berlin');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(userTimeZone(start + 61_000)).toBe('America/New_York');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('asks again when the clock went back', () => {
    zoneIs('Europe/Berlin');
    expect(userTimeZone(9_000_000_000)).toBe('Europe/Berlin');
    zoneIs('Asia/Tokyo');
    expect(userTimeZone(8_000_000_000)).toBe('Asia/Tokyo');
  });
});
