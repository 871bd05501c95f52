import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { isIsoDay } from '../validation/instant.ts';
import { boundedText, requiredString } from '../validation/text.ts';
import { ABSENCE_MAX_DAYS, ABSENCE_NOTE_MAX_LENGTH, absenceMessageKeys } from './absenceConstants.ts';

/*
 * Absences (profile/absences): whole days from a start date to an end date, both included, in the
 * user's calendar (ISO dates, shown as DD.MM.YYYY). While absent, new customers of the pool are not
 * assigned to the user. A user's absences never overlap.
 */

export { ABSENCE_MAX_DAYS, ABSENCE_NOTE_MAX_LENGTH, absenceMessageKeys } from './absenceConstants.ts';

const plainDate = (value: string): Temporal.PlainDate | null => {
  if (!isIsoDay(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
};

const dateField = v.pipe(
  requiredString(10, absenceMessageKeys.invalidDate),
  v.check((value) => plainDate(value) !== null, absenceMessageKeys.invalidDate),
);

export const absenceInputSchema = v.pipe(
  v.object({
    startDate: dateField,
    endDate: dateField,
    note: boundedText(ABSENCE_NOTE_MAX_LENGTH, absenceMessageKeys.noteTooLong),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      ({ startDate, endDate }) => endDate >= startDate,
      absenceMessageKeys.endBeforeStart,
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      ({ startDate, endDate }) => {
        const start = plainDate(startDate);
        const end = plainDate(endDate);
        return !start || !end || start.until(end, { largestUnit: 'days' }).days < ABSENCE_MAX_DAYS;
      },
      absenceMessageKeys.tooLong,
    ),
    ['endDate'],
  ),
);
export type AbsenceInput = v.InferOutput<typeof absenceInputSchema>;
export type AbsenceRange = { startDate: string; endDate: string };

/** The empty form. */
export const emptyAbsenceForm = { startDate: '', endDate: '', note: '' };

/** The first of `absences` (other than `exceptId`) sharing at least one day with `range`. */
export function overlappingAbsence<T extends AbsenceRange & { id: string }>(
  absences: readonly T[],
  range: AbsenceRange,
  exceptId?: string,
): T | undefined {
  return absences.find(
    (absence) =>
      absence.id !== exceptId && absence.startDate <= range.endDate && range.startDate <= absence.endDate,
  );
}

/** The absence that includes `today` (an ISO date in the user's time zone), if any. */
export function currentAbsence<T extends AbsenceRange>(absences: readonly T[], today: string): T | undefined {
  return absences.find((absence) => absence.startDate <= today && today <= absence.endDate);
}

/** The calendar day absences are judged by on the server: the companies' zone (the brands are German). */
export const ABSENCE_TIME_ZONE = 'Europe/Berlin';

/** Today as an ISO date in `timeZone`. */
export const todayInAbsenceZone = (
  now: Temporal.Instant = Temporal.Now.instant(),
  timeZone = ABSENCE_TIME_ZONE,
): string => now.toZonedDateTimeISO(timeZone).toPlainDate().toString();
