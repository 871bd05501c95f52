/** The calendar date and wall-clock time of an instant in an IANA time zone. */
export type ZonedFields = { year: number; month: number; day: number; hour: number; minute: number };

const formats = new Map<string, Intl.DateTimeFormat>();
/** Zones are few (the user's, the company's); the cap only keeps odd input from growing the map. */
const MAX_FORMATS = 64;

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's calendar fields of an instant, from the platform's Intl time-zone data: the screens every
 * page shows (the shell, the inbox) format dates without loading the Temporal polyfill, which stays with
 * the features that do date arithmetic (appointments, tasks, absences, analytics). An unknown zone
 * throws a RangeError, as Temporal does.
 */
export function zonedFields(epochMs: number, timeZone: string): ZonedFields {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatFor(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) fields[part.type as keyof ZonedFields] = Number(part.value);
  }
  // Some engines still write midnight as 24 under h23.
  fields.hour %= 24;
  return fields;
}

/** The calendar date a number of days from a date (plain date arithmetic, no zone involved). */
export function addDays(date: { year: number; month: number; day: number }, days: number) {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

export const sameDay = (
  a: { year: number; month: number; day: number },
  b: { year: number; month: number; day: number },
) => a.year === b.year && a.month === b.month && a.day === b.day;
