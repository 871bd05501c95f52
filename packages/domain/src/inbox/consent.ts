import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { isIsoDay } from '../validation/instant.ts';
import { boundedText, requiredText } from '../validation/text.ts';

export type ConsentEntry = { type: 'MANUAL' | 'DIGITAL' | 'REVOKED'; active: boolean };
export type ConsentStatus = 'ACTIVE' | 'DISABLED' | 'UNKNOWN';

/**
 * Spec 4: active if digital consent is active; disabled if revoked entries exist; else unknown.
 *
 * An active MANUAL consent counts like a digital one: staff record a manual opt-in when the customer
 * agreed outside the app (phone, paper); treating it as unknown would make spec 4's "manual consent can
 * be set on a contact" have no effect. Brands that do not accept manual opt-ins switch it off with
 * `disableManualOptinGiven`. Revoking deactivates the contact's consents (server), so a later consent
 * makes the contact active again while the REVOKED entry stays in the history.
 */
export function consentStatusOf(entries: readonly ConsentEntry[]): ConsentStatus {
  if (entries.some((entry) => entry.active && (entry.type === 'DIGITAL' || entry.type === 'MANUAL')))
    return 'ACTIVE';
  if (entries.some((entry) => entry.type === 'REVOKED')) return 'DISABLED';
  return 'UNKNOWN';
}

/** Where a manual consent came from ("paper form at the counter", "phone call"): at most 200 characters. */
export const CONSENT_SOURCE_MAX_LENGTH = 200;

export const consentMessageKeys = {
  sourceTooLong: 'CONSENT.SOURCE_TOO_LONG',
  /** The day consent was given lies in the future. */
  givenInFuture: 'CONSENT.GIVEN_IN_FUTURE',
} as const;

/** A consent's source as the request carries it (trimmed; empty is none). */
export const consentSourceSchema = boundedText(CONSENT_SOURCE_MAX_LENGTH, consentMessageKeys.sourceTooLong);

/**
 * "Record consent" asks where it came from and on which day the customer gave it (today by default, not
 * in the future: `today` is the user's local day, `YYYY-MM-DD`, which compares as text).
 */
export function manualConsentFormSchema(today: () => string) {
  return v.object({
    source: requiredText(CONSENT_SOURCE_MAX_LENGTH, consentMessageKeys.sourceTooLong),
    givenOn: v.pipe(
      v.string(messageKeys.required),
      v.maxLength(10, messageKeys.general),
      v.check(isIsoDay, messageKeys.required),
      v.check((day) => day <= today(), consentMessageKeys.givenInFuture),
    ),
  });
}
export type ManualConsentForm = { source: string; givenOn: string };
