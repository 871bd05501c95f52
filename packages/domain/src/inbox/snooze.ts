import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { dueInstantOf } from '../tasks/dueDate.ts';
import { isClockTime, isIsoDay } from '../validation/instant.ts';
import { snoozeProblem } from './snoozeTime.ts';

/*
 * The snooze dialog's choices and form (the limits of a snooze are snoozeTime.ts's). Temporal reads
 * the user's calendar here: this module loads with the dialog, not with the inbox's schemas.
 */

/** The dialog's choices: in 3 hours, tomorrow at 9:00, next Monday at 9:00, or a day and time. */
export const snoozeChoices = ['later', 'tomorrow', 'nextWeek', 'custom'] as const;
export type SnoozeChoice = (typeof snoozeChoices)[number];

/** The working day's start the presets snooze to. */
const MORNING = { hour: 9, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 };

/**
 * The instant (ISO 8601, `…Z`) a preset means at `nowMs` in `timeZone`: "later" is three hours on,
 * rounded up to the next quarter hour; "tomorrow" 9:00 the next day; "nextWeek" 9:00 on the next
 * Monday (a week on, from a Monday).
 */
export function snoozePresetInstant(
  choice: Exclude<SnoozeChoice, 'custom'>,
  nowMs: number,
  timeZone: string,
) {
  if (choice === 'later') {
    const quarter = 15 * 60 * 1000;
    return new Date(Math.ceil((nowMs + 3 * 60 * 60 * 1000) / quarter) * quarter).toISOString();
  }
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone);
  const days = choice === 'tomorrow' ? 1 : 8 - today.dayOfWeek;
  return today.add({ days }).with(MORNING).toInstant().toString();
}

/**
 * The snooze dialog's form at the user's clock and time zone: a preset, or a day (`YYYY-MM-DD`) and
 * time (`HH:MM`) that are in the future and at most a year ahead (the error sits on the day).
 */
export function snoozeFormSchema(now: () => number, timeZone: string) {
  const custom = (form: SnoozeForm) => form.choice === 'custom';
  return v.pipe(
    v.object({
      choice: v.picklist(snoozeChoices, messageKeys.required),
      day: v.pipe(v.string(messageKeys.general), v.maxLength(10, messageKeys.general)),
      time: v.pipe(v.string(messageKeys.general), v.maxLength(5, messageKeys.general)),
    }),
    v.forward(
      v.check((form) => !custom(form) || isIsoDay(form.day), messageKeys.required),
      ['day'],
    ),
    v.forward(
      v.check((form) => !custom(form) || isClockTime(form.time), messageKeys.required),
      ['time'],
    ),
    v.forward(
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || !custom(dataset.value)) return;
        const { day, time } = dataset.value;
        if (!isIsoDay(day) || !isClockTime(time)) return;
        const problem = snoozeProblem(dueInstantOf(day, time, timeZone), now());
        if (problem) addIssue({ message: problem });
      }),
      ['day'],
    ),
  );
}
export type SnoozeForm = { choice: SnoozeChoice; day: string; time: string };

/** The instant the form means at `nowMs` in `timeZone`. */
export function snoozeInstantOf(form: SnoozeForm, nowMs: number, timeZone: string): string {
  return form.choice === 'custom'
    ? dueInstantOf(form.day, form.time, timeZone)
    : snoozePresetInstant(form.choice, nowMs, timeZone);
}
