import type { AbsenceRow } from '../db/features/profile.ts';
import type { UserProfileRow } from '../db/schema.ts';
import type { Absence, UserProfile } from '../generated/resolvers.ts';

/* The profile's rows as GraphQL presents them. */

export const presentAbsence = (row: AbsenceRow): Absence => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  note: row.note,
});

/** A user never saved has an empty profile under their own id. */
export function presentUserProfile(userId: string, row: UserProfileRow | null): UserProfile {
  if (!row) return { id: userId, firstName: '', lastName: '', birthday: null, avatar: null, phone: null };
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    phone: row.phone,
    avatar:
      row.avatarId || row.avatarUrl ? { id: row.avatarId, name: row.avatarName, url: row.avatarUrl } : null,
  };
}
