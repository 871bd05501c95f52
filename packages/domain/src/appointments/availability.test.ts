import { describe, expect, it } from 'vitest';
import { availabilityModeOf, effectiveAvailability, userTeamSettingsOf } from './availability.ts';

describe('availability modes (spec 4)', () => {
  it('reads the mode from the user-team settings; no settings means inherited', () => {
    expect(availabilityModeOf(null)).toBe('inherited');
    expect(availabilityModeOf({ isUnavailable: false, inheritedFromTeam: true })).toBe('inherited');
    expect(availabilityModeOf({ isUnavailable: false, inheritedFromTeam: false })).toBe('individual');
    expect(availabilityModeOf({ isUnavailable: true, inheritedFromTeam: true })).toBe('unavailable');
  });
  it('writes the settings of a mode', () => {
    for (const mode of ['inherited', 'individual', 'unavailable'] as const)
      expect(availabilityModeOf(userTeamSettingsOf(mode))).toBe(mode);
  });
  it('uses the team hours, the own hours or none', () => {
    const team = [{ day: 0, from: '08:00', to: '16:00' }];
    const own = [{ day: 1, from: '09:00', to: '12:00' }];
    expect(effectiveAvailability('inherited', team, own)).toEqual(team);
    expect(effectiveAvailability('individual', team, own)).toEqual(own);
    expect(effectiveAvailability('unavailable', team, own)).toEqual([]);
  });
});
