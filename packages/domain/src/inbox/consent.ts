export type ConsentEntry = { type: 'MANUAL' | 'DIGITAL' | 'REVOKED'; active: boolean };
export type ConsentStatus = 'ACTIVE' | 'DISABLED' | 'UNKNOWN';

/**
 * Spec 4: active if digital consent is active; disabled if revoked entries exist; else unknown.
 * Consent set by hand on the contact (spec 4: manual consent) counts like digital consent.
 */
export function consentStatusOf(entries: readonly ConsentEntry[]): ConsentStatus {
  if (entries.some((entry) => entry.active && (entry.type === 'DIGITAL' || entry.type === 'MANUAL')))
    return 'ACTIVE';
  if (entries.some((entry) => entry.type === 'REVOKED')) return 'DISABLED';
  return 'UNKNOWN';
}
