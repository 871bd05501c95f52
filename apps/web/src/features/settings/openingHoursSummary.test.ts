import { describe, expect, it } from 'vitest';
import { openingHoursSummary } from './OpeningHoursDialog.tsx';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slot = (day: number, from: string, to: string) => ({ day, from, to });

describe('openingHoursSummary', () => {
  it('joins consecutive days with the same hours into one range', () => {
    const week = [0, 1, 2, 3, 4].map((day) => slot(day, '08:00', '17:00'));
    expect(openingHoursSummary([...week, slot(5, '09:00', '12:00')], days)).toBe(
      'Mon–Fri 08:00–17:00, Sat 09:00–12:00',
    );
  });

  it('keeps days apart when their hours differ or a day is closed between them', () => {
    expect(
      openingHoursSummary(
        [
          slot(0, '08:30', '17:00'),
          slot(2, '08:30', '17:00'),
          slot(5, '00:30', '02:00'),
          slot(5, '14:00', '18:00'),
        ],
        days,
      ),
    ).toBe('Mon 08:30–17:00, Wed 08:30–17:00, Sat 00:30–02:00 14:00–18:00');
    expect(openingHoursSummary([], days)).toBe('');
  });
});
