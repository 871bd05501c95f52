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
