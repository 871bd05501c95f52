import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { conversationMessageKeys } from './conversationConstants.ts';
import { updateConversationInputSchema } from './inputSchemas.ts';
import { snoozeFormSchema, snoozeInstantOf, snoozePresetInstant } from './snooze.ts';
import { snoozeProblem } from './snoozeTime.ts';

const berlin = 'Europe/Berlin';
// Friday 27 November 2026, 14:05 in Berlin (13:05 UTC).
const friday = Date.parse('2026-11-27T13:05:00Z');
const HOUR = 3_600_000;

describe('snooze presets', () => {
  it('later: three hours on, up to the next quarter hour', () => {
    expect(snoozePresetInstant('later', friday, berlin)).toBe('2026-11-27T16:15:00.000Z');
    expect(snoozePresetInstant('later', Date.parse('2026-11-27T13:00:00Z'), berlin)).toBe(
      '2026-11-27T16:00:00.000Z',
    );
  });

  it('tomorrow at 9:00 and next Monday at 9:00, in the user’s time zone', () => {
    expect(snoozePresetInstant('tomorrow', friday, berlin)).toBe('2026-11-28T08:00:00Z');
    expect(snoozePresetInstant('nextWeek', friday, berlin)).toBe('2026-11-30T08:00:00Z');
    // From a Monday, the next Monday is a week on.
    const monday = Date.parse('2026-11-30T10:00:00Z');
    expect(snoozePresetInstant('nextWeek', monday, berlin)).toBe('2026-12-07T08:00:00Z');
    expect(snoozePresetInstant('tomorrow', friday, 'UTC')).toBe('2026-11-28T09:00:00Z');
  });

  it('a custom day and time is that moment in the user’s time zone', () => {
    expect(snoozeInstantOf({ choice: 'custom', day: '2026-12-24', time: '18:30' }, friday, berlin)).toBe(
      '2026-12-24T17:30:00Z',
    );
    expect(snoozeInstantOf({ choice: 'tomorrow', day: '', time: '' }, friday, berlin)).toBe(
      '2026-11-28T08:00:00Z',
    );
  });
});

describe('snoozeProblem', () => {
  it('wants the future, at most a year ahead', () => {
    expect(snoozeProblem(new Date(friday + HOUR).toISOString(), friday)).toBeNull();
    expect(snoozeProblem(new Date(friday).toISOString(), friday)).toBe(conversationMessageKeys.snoozeInPast);
    expect(snoozeProblem(new Date(friday - HOUR).toISOString(), friday)).toBe(
      conversationMessageKeys.snoozeInPast,
    );
    expect(snoozeProblem(new Date(friday + 366 * 24 * HOUR).toISOString(), friday)).toBe(
      conversationMessageKeys.snoozeTooFar,
    );
    expect(snoozeProblem(new Date(friday + 365 * 24 * HOUR).toISOString(), friday)).toBeNull();
  });
});

describe('the snooze form', () => {
  const schema = snoozeFormSchema(() => friday, berlin);
  const issuesOf = (form: unknown) =>
    (v.safeParse(schema, form).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

  it('takes a preset without a day or time', () => {
    expect(issuesOf({ choice: 'tomorrow', day: '', time: '' })).toEqual([]);
  });

  it('puts a missing or past custom day and time next to their fields', () => {
    expect(issuesOf({ choice: 'custom', day: '', time: '' })).toEqual([
      ['day', messageKeys.required],
      ['time', messageKeys.required],
    ]);
    expect(issuesOf({ choice: 'custom', day: '2026-11-27', time: '13:00' })).toEqual([
      ['day', conversationMessageKeys.snoozeInPast],
    ]);
    expect(issuesOf({ choice: 'custom', day: '2028-01-01', time: '09:00' })).toEqual([
      ['day', conversationMessageKeys.snoozeTooFar],
    ]);
    expect(issuesOf({ choice: 'custom', day: '2026-11-27', time: '15:00' })).toEqual([]);
  });

  it('is part of the conversation update, as an instant', () => {
    const parse = (snoozeUntil: unknown) =>
      v.safeParse(updateConversationInputSchema, { id: 'o1', input: { snoozeUntil } }).success;
    expect(parse('2026-11-28T08:00:00Z')).toBe(true);
    expect(parse(null)).toBe(true);
    expect(parse('tomorrow')).toBe(false);
    expect(parse(`2026-11-28T08:00:00Z${' '.repeat(100)}`)).toBe(false);
  });
});
