export type ConsentEntryType = 'MANUAL' | 'DIGITAL' | 'REVOKED';
export type ConsentStatusValue = 'ACTIVE' | 'DISABLED' | 'UNKNOWN';

/**
 * Consent status of a contact from its entries (spec 4): ACTIVE if a consent is active; DISABLED if
 * revoked entries exist; else UNKNOWN.
 *
 * Decision: an active MANUAL consent counts like a digital one for ACTIVE. Staff record a manual
 * opt-in when the customer agreed outside the app (phone, paper); treating it as "unknown" would make
 * spec 4's "manual consent can be set on a contact" have no effect. Brands that do not accept manual
 * opt-ins switch it off with the `disableManualOptinGiven` flag, and setConsent then refuses MANUAL.
 *
 * Revoking deactivates the contact's consents (setConsent), so a later DIGITAL or MANUAL consent
 * makes the contact ACTIVE again although the REVOKED entry stays in the history.
 */
export function consentStatus(
  entries: readonly { type: ConsentEntryType; active: boolean }[],
): ConsentStatusValue {
  if (entries.some((entry) => entry.active && entry.type !== 'REVOKED')) return 'ACTIVE';
  if (entries.some((entry) => entry.type === 'REVOKED')) return 'DISABLED';
  return 'UNKNOWN';
}
