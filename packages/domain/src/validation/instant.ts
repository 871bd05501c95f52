import * as v from 'valibot';
import { messageKeys } from '../messages.ts';

/** An ISO 8601 instant with its offset (`2026-11-28T08:00:00Z`, `…+01:00`): no backtracking pattern. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant a request carries: ISO 8601 with its offset, at most 40 characters, a real moment. */
export const instantSchema = v.pipe(
  v.string(messageKeys.required),
  v.maxLength(40, messageKeys.general),
  v.check((value) => INSTANT.test(value) && Number.isFinite(Date.parse(value)), messageKeys.general),
);
