import { describe, expect, it } from 'vitest';
import { layoutLanes, placeDayEvents } from './layout';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 4, day, hour, minute);

const event = (id: string, start: Date, end: Date) => ({ id, start, end });

describe('layoutLanes', () => {
  it('keeps separate and back-to-back ranges in one lane each', () => {
    const clusters = layoutLanes([
      { rowStart: 0, rowEnd: 4 },
      { rowStart: 4, rowEnd: 8 },
      { rowStart: 10, rowEnd: 12 },
    ]);
    expect(clusters.map((c) => [c.rowStart, c.rowEnd, c.lanes])).toEqual([
      [0, 4, 1],
      [4, 8, 1],
      [10, 12, 1],
    ]);
  });

  it('puts overlapping ranges side by side and reuses a lane once it is free', () => {
    const [cluster, ...rest] = layoutLanes([
      { rowStart: 0, rowEnd: 8 }, // a
      { rowStart: 2, rowEnd: 4 }, // b overlaps a
      { rowStart: 4, rowEnd: 6 }, // c overlaps a, after b: takes b's lane
      { rowStart: 5, rowEnd: 10 }, // d overlaps a and c: third lane
    ]);
    expect(rest).toEqual([]);
    expect(cluster?.lanes).toBe(3);
    expect(cluster?.rowStart).toBe(0);
    expect(cluster?.rowEnd).toBe(10);
    expect(cluster?.items.map((item) => [item.rowStart, item.lane])).toEqual([
      [0, 0],
      [2, 1],
      [4, 1],
      [5, 2],
    ]);
  });

  it('puts the longer of two ranges with the same start first', () => {
    const [cluster] = layoutLanes([
      { rowStart: 0, rowEnd: 2, id: 'short' },
      { rowStart: 0, rowEnd: 6, id: 'long' },
    ]);
    expect(cluster?.items.map((item) => [item.id, item.lane])).toEqual([
      ['long', 0],
      ['short', 1],
    ]);
  });
});

describe('placeDayEvents', () => {
  const day = new Date(2026, 4, 20);
  const place = (events: ReturnType<typeof event>[]) =>
    placeDayEvents(events, day, 7, 20, 15).map((p) => [p.event.id, p.rowStart, p.rowEnd]);

  it('maps times to 15-minute rows from the start hour, rounding outwards', () => {
    expect(place([event('a', at(20, 9), at(20, 10)), event('b', at(20, 9, 7), at(20, 9, 20))])).toEqual([
      ['a', 8, 12],
      ['b', 8, 10],
    ]);
  });

  it('leaves out events of other days', () => {
    expect(place([event('a', at(19, 9), at(19, 10)), event('b', at(21, 0), at(21, 1))])).toEqual([]);
  });

  it('pins events outside the visible hours to the first or last row', () => {
    expect(place([event('early', at(20, 6), at(20, 6, 30)), event('late', at(20, 21), at(20, 22))])).toEqual([
      ['early', 0, 1],
      ['late', 51, 52],
    ]);
  });

  it('clips events that run across midnight to the day', () => {
    expect(place([event('night', at(19, 22), at(20, 8))])).toEqual([['night', 0, 4]]);
    expect(place([event('evening', at(20, 19), at(21, 2))])).toEqual([['evening', 48, 52]]);
  });

  it('gives zero-length events one row', () => {
    expect(place([event('a', at(20, 12), at(20, 12))])).toEqual([['a', 20, 21]]);
  });
});
