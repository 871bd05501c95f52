import { isFuturePeriod, type StatisticsBucket, type StatisticsCount } from '@parley/domain';

/*
 * The series of an analytics chart. The counts come ordered by size, which changes from one period to
 * the next; a chart that reorders and recolours its categories with them is unreadable when you page
 * through months. So the order is by name (the catch-all category, "Without automation" or "Not
 * assigned", last) and each category's colour follows from its key alone; periods that have not
 * begun yet have no value (not 0), so the line stops at today instead of dropping to zero.
 */

export type Series = { key: string; label: string; color: string };

/** A category's order: by its name in the viewer's language, the catch-all (`special`) last. */
export function orderCategories<T extends StatisticsCount>(
  counts: readonly T[],
  special: string,
  locale: string,
  nameOf: (count: T) => string = (count) => count.label,
): T[] {
  const collator = new Intl.Collator(locale);
  return [...counts].sort(
    (a, b) =>
      Number(a.key === special) - Number(b.key === special) ||
      collator.compare(nameOf(a), nameOf(b)) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The palette slot a key asks for first: FNV-1a of the key, so it is the same in every period. */
export function firstChoice(key: string, slots: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % slots;
}

/**
 * Colours for the keys of one chart: each key whose first choice no other key of the chart wants keeps
 * it; of keys that want the same slot, the one that sorts first keeps it and the others take the next
 * free slots. So colours differ within a chart while the palette has room, and a category's colour
 * can only change between periods when a rival for its slot appears.
 */
function coloursOf(keys: readonly string[], palette: readonly string[]): Map<string, string> {
  const owners = new Map<number, string>();
  const displaced: string[] = [];
  for (const key of [...keys].sort()) {
    const slot = firstChoice(key, palette.length);
    if (owners.has(slot)) displaced.push(key);
    else owners.set(slot, key);
  }
  const colours = new Map<string, string>();
  for (const [slot, key] of owners) colours.set(key, palette[slot] as string);
  const free = palette.map((_, slot) => slot).filter((slot) => !owners.has(slot));
  // Once the palette is used up, colours repeat.
  for (const [index, key] of displaced.entries())
    colours.set(key, palette[free[index] ?? firstChoice(key, palette.length)] as string);
  return colours;
}

export function chartSeries<T extends StatisticsCount>({
  counts,
  periods,
  pick = () => [],
  special,
  nameOf,
  palette,
  neutral,
  today,
  locale,
}: {
  /** The period's totals per category (the categories with any count). */
  counts: readonly T[];
  periods: readonly StatisticsBucket[];
  /** The counts of one bucket for this chart (by automation or by user). */
  pick?: (bucket: StatisticsBucket) => readonly StatisticsCount[];
  /** The catch-all category's key: drawn last in the neutral colour. */
  special: string;
  nameOf: (count: T) => string;
  palette: readonly string[];
  neutral: string;
  /** YYYY-MM-DD in the statistics' calendar. */
  today: string;
  locale: string;
}): { series: Series[]; values: (number | null)[][] } {
  const ordered = orderCategories(counts, special, locale, nameOf);
  const colours = coloursOf(
    ordered.filter((count) => count.key !== special).map((count) => count.key),
    palette,
  );
  return {
    series: ordered.map((count) => ({
      key: count.key,
      label: nameOf(count),
      color: colours.get(count.key) ?? neutral,
    })),
    values: ordered.map((count) =>
      periods.map((bucket) =>
        isFuturePeriod(bucket.period, today)
          ? null
          : (pick(bucket).find((item) => item.key === count.key)?.count ?? 0),
      ),
    ),
  };
}
