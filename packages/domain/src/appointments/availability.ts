import type { AvailabilitySlot } from '../settings/availability.ts';

/**
 * A user's availability in a team (spec 3, 4): inherited (the team's opening hours), individual (the
 * user's own slots, edited in the availability modal) or unavailable. Stored as the user-team
 * settings of spec 7 (isUnavailable, inheritedFromTeam); slots are stored in UTC like the team's.
 */
export const availabilityModes = ['inherited', 'individual', 'unavailable'] as const;
export type AvailabilityMode = (typeof availabilityModes)[number];

export type UserTeamSettings = { isUnavailable: boolean; inheritedFromTeam: boolean };

export function availabilityModeOf(settings: UserTeamSettings | null | undefined): AvailabilityMode {
  if (!settings) return 'inherited';
  if (settings.isUnavailable) return 'unavailable';
  return settings.inheritedFromTeam ? 'inherited' : 'individual';
}

export function userTeamSettingsOf(mode: AvailabilityMode): UserTeamSettings {
  return { isUnavailable: mode === 'unavailable', inheritedFromTeam: mode === 'inherited' };
}

/** The slots that count for booking in a mode. */
export function effectiveAvailability(
  mode: AvailabilityMode,
  teamSlots: readonly AvailabilitySlot[],
  userSlots: readonly AvailabilitySlot[],
): AvailabilitySlot[] {
  if (mode === 'unavailable') return [];
  return [...(mode === 'inherited' ? teamSlots : userSlots)];
}
