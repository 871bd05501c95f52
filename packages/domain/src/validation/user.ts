import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { settingsMessageKeys } from '../settings/messages.ts';
import { EMAIL_MAX_LENGTH, emailSchema } from './auth.ts';
import { boundedText, requiredText, UNTRIMMED_FACTOR } from './text.ts';

/**
 * A German or international phone number: optional +, then digits with single spaces, dashes,
 * slashes or parentheses; 6 to 15 digits in all (E.164 allows at most 15).
 *
 * Every repetition consumes exactly one digit, and what may stand between two digits (`)`, one
 * separator, `(`, each optional and in that order) never starts with a digit: the match is
 * deterministic and linear. The earlier `\d+(?:…\d+)*` let the engine split a run of digits in
 * exponentially many ways before failing on a trailing letter (a 26-digit probe stalled the server).
 */
export const PHONE_PATTERN = /^\+?\(?\d(?:\)?[ \-/]?\(?\d)*\)?$/;

/** 15 digits with a separator and a pair of parentheses around each still fit; longer input is no number. */
export const PHONE_MAX_LENGTH = 64;

export function isPhoneNumber(value: string): boolean {
  // Length first, so no pattern ever runs on a huge input.
  if (value.length > PHONE_MAX_LENGTH * UNTRIMMED_FACTOR) return false;
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 && PHONE_PATTERN.test(trimmed);
}

/** Normalises a DE phone number to E.164 (+49...). Returns null when it is not a phone number. */
const countryPrefixes = { DE: '49' } as const;

export function toE164(value: string, countryCode: keyof typeof countryPrefixes = 'DE'): string | null {
  if (!isPhoneNumber(value)) return null;
  const digits = value.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+${countryPrefixes[countryCode]}${digits.replace(/^0/, '')}`;
}

/** Input limits of the user form; the server enforces the same. */
export const userFieldLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  title: 100,
  phone: PHONE_MAX_LENGTH,
  externalId: 100,
} as const;

const { tooLong } = settingsMessageKeys;

/** externalId must not contain space & ? # / : % = + or backslash (spec 5). */
export const EXTERNAL_ID_FORBIDDEN = /[\s&?#/:%=+\\]/;

export const externalIdSchema = v.pipe(
  v.string(messageKeys.required),
  v.maxLength(userFieldLimits.externalId, tooLong),
  v.check((value) => !EXTERNAL_ID_FORBIDDEN.test(value), messageKeys.invalidExternalId),
);

export const userEditFormSchema = v.object({
  firstName: requiredText(userFieldLimits.name, tooLong),
  lastName: requiredText(userFieldLimits.name, tooLong),
  email: emailSchema,
  title: v.optional(boundedText(userFieldLimits.title, tooLong)),
  phone: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        requiredText(PHONE_MAX_LENGTH, messageKeys.invalidPhone, { blank: messageKeys.invalidPhone }),
        v.check(isPhoneNumber, messageKeys.invalidPhone),
      ),
    ]),
  ),
  externalId: v.optional(externalIdSchema),
});
export type UserEditForm = v.InferOutput<typeof userEditFormSchema>;
