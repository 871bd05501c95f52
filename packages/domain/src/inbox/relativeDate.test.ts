import { describe, expect, it } from 'vitest';
import { relativeDay } from './relativeDate.ts';

const zone = 'Europe/Berlin';
// 22.11.2026 10:00 in Berlin
const now = Date.UTC(2026, 10, 22, 9);

describe('relativeDay (spec 2: DD.MM. with Today and Yesterday)', () => {
  it('says today with the time for the same calendar day in the user’s zone', () => {
    expect(relativeDay(Date.UTC(2026, 10, 21, 23, 30), now, zone)).toEqual({ kind: 'today', time: '00:30' });
  });

  it('says yesterday for the previous calendar day', () => {
    expect(relativeDay(Date.UTC(2026, 10, 21, 22, 59), now, zone)).toEqual({
      kind: 'yesterday',
      time: '23:59',
    });
  });

  it('gives DD.MM. for older days', () => {
    expect(relativeDay(Date.UTC(2026, 0, 5, 12), now, zone)).toEqual({
      kind: 'date',
      date: '05.01.',
      time: '13:00',
    });
  });
});
