import { messageKeys } from '../messages.ts';
import { instantSchema } from '../validation/instant.ts';
import { conversationMessageKeys } from './conversationConstants.ts';

/*
 * Snoozing a conversation: it leaves the open sections (it is closed, and marked snoozed until a
 * time) and comes back by itself at that time, opened again for whoever had it (a durable job on the
 * server), or earlier when the customer writes. The time is in the future, at most a year ahead.
 * Plain arithmetic on instants: the update's schema (inputSchemas.ts) reads this on every page.
 */

/** How far ahead a conversation may be snoozed. */
export const SNOOZE_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why `until` cannot be a snooze's end at `nowMs`, as a message key, or null when it can: it must be in
 * the future and at most a year ahead.
 */
export function snoozeProblem(until: string, nowMs: number): string | null {
  const at = Date.parse(until);
  if (!Number.isFinite(at)) return messageKeys.general;
  if (at <= nowMs) return conversationMessageKeys.snoozeInPast;
  if (at - nowMs > SNOOZE_MAX_DAYS * DAY_MS) return conversationMessageKeys.snoozeTooFar;
  return null;
}

/** The request's snooze end: an instant (the server checks the rest with `snoozeProblem`). */
export const snoozeUntilSchema = instantSchema;
