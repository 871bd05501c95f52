import { addDays, MS_PER_MINUTE, startOfDay } from './dates';

/*
 * Layout: events become row ranges on a day's slot grid; overlapping ones sit side by side in lanes.
 */

export type RowRange = { rowStart: number; rowEnd: number };

export type Lanes<T extends RowRange> = {
  rowStart: number;
  rowEnd: number;
  /** Side-by-side lanes in this cluster. */
  lanes: number;
  items: Array<T & { lane: number }>;
};

/**
 * Groups ranges into clusters of (transitively) overlapping ones and gives each range the first
 * lane that is free at its start. `rowEnd` is exclusive, so back-to-back ranges do not overlap.
 */
export const layoutLanes = <T extends RowRange>(ranges: readonly T[]): Lanes<T>[] => {
  const sorted = [...ranges].sort((a, b) => a.rowStart - b.rowStart || b.rowEnd - a.rowEnd);
  const clusters: Lanes<T>[] = [];
  let current: Lanes<T> | null = null;
  let laneEnds: number[] = [];
  for (const range of sorted) {
    if (!current || range.rowStart >= current.rowEnd) {
      current = { rowStart: range.rowStart, rowEnd: range.rowEnd, lanes: 0, items: [] };
      clusters.push(current);
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((end) => end <= range.rowStart);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(range.rowEnd);
    } else {
      laneEnds[lane] = range.rowEnd;
    }
    current.items.push({ ...range, lane });
    current.rowEnd = Math.max(current.rowEnd, range.rowEnd);
    current.lanes = laneEnds.length;
  }
  return clusters;
};

export type PlacedEvent<TEvent> = RowRange & { event: TEvent };

/**
 * The day's events as slot rows (0 = `startHour`). An event that touches the day is always shown:
 * one outside the visible hours is pinned to the first or last row (its name keeps the real time).
 */
export const placeDayEvents = <TEvent extends { start: Date; end: Date }>(
  events: readonly TEvent[],
  day: Date,
  startHour: number,
  endHour: number,
  slotMinutes: number,
): PlacedEvent<TEvent>[] => {
  const dayStart = startOfDay(day);
  const nextDay = addDays(dayStart, 1);
  const totalRows = ((endHour - startHour) * 60) / slotMinutes;
  const rowOf = (date: Date, round: (n: number) => number) => {
    if (date < dayStart) return 0;
    if (date >= nextDay) return totalRows;
    const minutes = date.getHours() * 60 + date.getMinutes() + date.getSeconds() / 60;
    return round((minutes - startHour * 60) / slotMinutes);
  };
  const placed: PlacedEvent<TEvent>[] = [];
  for (const event of events) {
    // Zero-length events still take a slot.
    const end = new Date(Math.max(event.end.getTime(), event.start.getTime() + MS_PER_MINUTE));
    if (event.start >= nextDay || end <= dayStart) continue;
    const rowStart = Math.min(Math.max(rowOf(event.start, Math.floor), 0), totalRows - 1);
    const rowEnd = Math.min(Math.max(rowOf(end, Math.ceil), rowStart + 1), totalRows);
    placed.push({ event, rowStart, rowEnd });
  }
  return placed;
};
