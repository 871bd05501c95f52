import { zonedFields } from './zoned.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in the given time zone (spec 9). */
export function formatDate(epochMs: number, timeZone: string): string {
  const d = zonedFields(epochMs, timeZone);
  return `${pad(d.day)}.${pad(d.month)}.${d.year}`;
}

/** An ISO date (YYYY-MM-DD) as the product shows dates: DD.MM.YYYY (spec 9). */
export const isoDateToDisplay = (iso: string): string => {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}.${month}.${year}` : iso;
};
