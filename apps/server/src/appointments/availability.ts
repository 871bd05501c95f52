import {
  type AvailabilityMode,
  availabilityModeOf,
  effectiveAvailability,
  type UserTeamSettings,
} from '@parley/domain';
import { and, asc, eq } from 'drizzle-orm';
import { isAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { findCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { findCompanyTeam } from '../db/queries.ts';
import { teams, teamUsers, users, userTeamAvailability, userTeamSettings } from '../db/tables.ts';
import { notFound } from '../errors.ts';
import { type AvailabilitySlotInput, assertSlots, teamOpeningHours } from '../settings/teams.ts';
import type { AvailabilityScope, UserTeamSettingsBody } from './inputs.ts';
import { requireAppointments } from './service.ts';

/*
 * A user's availability per team (spec 3, 4, 7): the mode (user-team settings) and the user's own UTC
 * slots. Users reach their own; company admins any user of their company; the user must be a member
 * of the team. company_id and brand_id the client names must be the caller's.
 */

/** The team and user a call is about, checked for company, role and membership. */
export async function resolveScope(db: Db, viewer: Viewer, value: AvailabilityScope) {
  if (value.companyId && value.companyId !== viewer.companyId) throw notFound('Company');
  if (value.brandId) {
    const company = await findCompany(db, viewer.companyId);
    if (company?.brandId !== value.brandId) throw notFound('Brand');
  }
  const userId = value.userId || viewer.user.id;
  if (userId !== viewer.user.id && !isAdmin(viewer)) throw notFound('User');
  const team = await findCompanyTeam(db, viewer.companyId, value.teamId);
  if (!team) throw notFound('Team');
  const [member] = await db
    .select({ userId: teamUsers.userId })
    .from(teamUsers)
    .innerJoin(users, eq(users.id, teamUsers.userId))
    .where(
      and(eq(teamUsers.teamId, team.id), eq(teamUsers.userId, userId), eq(users.companyId, viewer.companyId)),
    )
    .limit(1);
  if (!member) throw notFound('Team member');
  return { team, userId };
}

export async function settingsFor(db: Db, userId: string, teamId: string): Promise<UserTeamSettings> {
  const [row] = await db
    .select({
      isUnavailable: userTeamSettings.isUnavailable,
      inheritedFromTeam: userTeamSettings.inheritedFromTeam,
    })
    .from(userTeamSettings)
    .where(and(eq(userTeamSettings.userId, userId), eq(userTeamSettings.teamId, teamId)))
    .limit(1);
  return row ?? { isUnavailable: false, inheritedFromTeam: true };
}

async function availabilityOf(db: Db, userId: string, team: { id: string; name: string }) {
  const [settings, teamSlots, slots] = await Promise.all([
    settingsFor(db, userId, team.id),
    teamOpeningHours({ db }, team.id),
    db
      .select({ day: userTeamAvailability.day, from: userTeamAvailability.from, to: userTeamAvailability.to })
      .from(userTeamAvailability)
      .where(and(eq(userTeamAvailability.userId, userId), eq(userTeamAvailability.teamId, team.id)))
      .orderBy(asc(userTeamAvailability.day), asc(userTeamAvailability.from)),
  ]);
  const mode: AvailabilityMode = availabilityModeOf(settings);
  return {
    teamId: team.id,
    teamName: team.name,
    userId,
    mode,
    slots,
    teamSlots,
    effective: effectiveAvailability(mode, teamSlots, slots),
  };
}

export type UserAvailability = Awaited<ReturnType<typeof availabilityOf>>;

export async function getAvailability(db: Db, viewer: Viewer, scope: AvailabilityScope) {
  await requireAppointments(db, viewer);
  const { team, userId } = await resolveScope(db, viewer, scope);
  return availabilityOf(db, userId, team);
}

/** The caller's availability in each of their teams. */
export async function getAvailabilityAggregated(db: Db, viewer: Viewer) {
  await requireAppointments(db, viewer);
  const memberOf = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamUsers)
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(and(eq(teamUsers.userId, viewer.user.id), eq(teams.companyId, viewer.companyId)))
    .orderBy(asc(teams.name))
    .limit(200);
  return Promise.all(memberOf.map((team) => availabilityOf(db, viewer.user.id, team)));
}

/** setAvailability with a userId: replaces the user's own slots in the team (UTC, spec 9). */
export async function setUserAvailability(
  db: Db,
  viewer: Viewer,
  scope: AvailabilityScope,
  slots: readonly AvailabilitySlotInput[],
) {
  await requireAppointments(db, viewer);
  const { team, userId } = await resolveScope(db, viewer, scope);
  assertSlots(slots);
  await db.transaction(async (tx) => {
    await tx
      .delete(userTeamAvailability)
      .where(and(eq(userTeamAvailability.userId, userId), eq(userTeamAvailability.teamId, team.id)));
    if (slots.length > 0)
      await tx.insert(userTeamAvailability).values(
        slots.map((slot) => ({
          userId,
          teamId: team.id,
          day: slot.day,
          from: slot.from ?? '',
          to: slot.to ?? '',
        })),
      );
  });
  return team;
}

/** GET user-team-settings (defaults when none are stored). */
export async function readUserTeamSettings(db: Db, viewer: Viewer, scope: AvailabilityScope) {
  await requireAppointments(db, viewer);
  const { team, userId } = await resolveScope(db, viewer, scope);
  return { userId, teamId: team.id, ...(await settingsFor(db, userId, team.id)) };
}

/** POST / PUT user-team-settings: stores the mode (either method creates or replaces). */
export async function writeUserTeamSettings(db: Db, viewer: Viewer, value: UserTeamSettingsBody) {
  await requireAppointments(db, viewer);
  const { team, userId } = await resolveScope(db, viewer, { teamId: value.teamId, userId: value.userId });
  const settings = { isUnavailable: value.isUnavailable, inheritedFromTeam: value.inheritedFromTeam };
  await db
    .insert(userTeamSettings)
    .values({ userId, teamId: team.id, ...settings })
    .onConflictDoUpdate({ target: [userTeamSettings.userId, userTeamSettings.teamId], set: settings });
  return { userId, teamId: team.id, ...settings };
}
