import * as v from 'valibot';
import { messageKeys } from '../messages.ts';

/*
 * The one vocabulary for text a person types or a caller sends. Every schema caps the raw string
 * before anything else walks it (trim, a pattern, a parser), so each check runs in time linear in the
 * cap, never in what a caller chose to send.
 */

/**
 * How much longer than its limit a raw value may be before it is refused untrimmed: room for the
 * blanks a paste carries around a value that trims to a valid one.
 */
export const UNTRIMMED_FACTOR = 4;

/** Keys besides the too-long one: `missing` when the value is no string at all, `blank` when it trims to nothing. */
export type TextMessageKeys = { missing?: string; blank?: string };

/** A string, trimmed, possibly empty, at most `max` characters (`tooLong` past it). */
export const boundedText = (
  max: number,
  tooLong: string,
  { missing = messageKeys.required }: TextMessageKeys = {},
) =>
  v.pipe(
    v.string(missing),
    v.maxLength(max * UNTRIMMED_FACTOR, tooLong),
    v.trim(),
    v.maxLength(max, tooLong),
  );

/** `boundedText` that may be left out: absent is `''`. */
export const optionalText = (max: number, tooLong: string, keys?: TextMessageKeys) =>
  v.optional(boundedText(max, tooLong, keys), '');

/** A string, trimmed, not blank, at most `max` characters. */
export const requiredText = (
  max: number,
  tooLong: string,
  { missing = messageKeys.required, blank = missing }: TextMessageKeys = {},
) =>
  v.pipe(
    v.string(missing),
    v.maxLength(max * UNTRIMMED_FACTOR, tooLong),
    v.trim(),
    v.nonEmpty(blank),
    v.maxLength(max, tooLong),
  );

/**
 * A string taken as typed (not trimmed), not empty, at most `max` characters: a password or a secret,
 * whose blanks count, or a value whose later check refuses blanks anyway (a date, a time, an id).
 */
export const requiredString = (
  max: number,
  tooLong: string,
  { missing = messageKeys.required, blank = missing }: TextMessageKeys = {},
) => v.pipe(v.string(missing), v.maxLength(max, tooLong), v.nonEmpty(blank));
