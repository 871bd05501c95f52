import { describe, expect, it } from 'vitest';
import { chartSeries, firstChoice, orderCategories } from './series.ts';

const count = (key: string, label: string, n: number) => ({ key, label, count: n });
const palette = ['brand', 'orange', 'violet', 'green', 'red', 'teal', 'brown'];
const neutral = 'grey';
const bucket = (period: string, byUser: ReturnType<typeof count>[]) => ({
  period,
  total: byUser.reduce((sum, item) => sum + item.count, 0),
  byAutomation: [],
  byUser,
});

describe('analytics series', () => {
  it('orders categories by name, whatever their counts, with the unassigned last', () => {
    const ordered = orderCategories(
      [count('unassigned', 'unassigned', 9), count('u2', 'Uwe User', 5), count('u1', 'Ada Admin', 1)],
      'unassigned',
      'de',
    );
    expect(ordered.map((item) => item.key)).toEqual(['u1', 'u2', 'unassigned']);
  });

  it('gives a category the same colour in every period, whoever else has counts', () => {
    const colours = (keys: string[]) =>
      chartSeries({
        counts: keys.map((key) => count(key, key, 1)),
        periods: [],
        special: 'unassigned',
        nameOf: (item) => item.label,
        palette,
        neutral,
        today: '2026-11-26',
        locale: 'en',
      }).series;
    const keys = Array.from({ length: 12 }, (_, i) => `user-${i}`);
    const alone = new Map(keys.map((key) => [key, colours([key])[0]?.color]));
    for (let size = 2; size <= 5; size++)
      for (let start = 0; start + size <= keys.length; start++) {
        const some = keys.slice(start, start + size);
        const together = colours([...some, 'unassigned']);
        expect(together.find((item) => item.key === 'unassigned')?.color).toBe(neutral);
        const shown = together.filter((item) => item.key !== 'unassigned');
        // No two categories of one chart share a colour while the palette has room ...
        expect(new Set(shown.map((item) => item.color)).size).toBe(shown.length);
        // ... and one whose colour no other category in the chart wanted keeps it.
        for (const item of shown) {
          const rivals = some.filter(
            (key) =>
              key !== item.key && firstChoice(key, palette.length) === firstChoice(item.key, palette.length),
          );
          if (rivals.length === 0) expect(item.color).toBe(alone.get(item.key));
        }
      }
  });

  it('has no value for periods still to come, and 0 for past periods without conversations', () => {
    const { values } = chartSeries({
      counts: [count('u1', 'Ada Admin', 3)],
      periods: [
        bucket('2026-10', [count('u1', 'Ada Admin', 3)]),
        bucket('2026-11', []),
        bucket('2026-12', []),
      ],
      pick: (item) => item.byUser,
      special: 'unassigned',
      nameOf: (item) => item.label,
      palette,
      neutral,
      today: '2026-11-26',
      locale: 'en',
    });
    expect(values).toEqual([[3, 0, null]]);
  });
});
