import type { RestAddress } from '@parley/api/rest';
import {
  isUtcSlot,
  MAX_AVAILABILITY_SLOTS,
  messageKeys,
  settingsMessageKeys,
  type TeamForm,
  type TeamVariant,
  teamFormSchema,
} from '@parley/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { findCompanyTeam } from '../db/queries.ts';
import {
  type ChannelRow,
  channels,
  type TeamRow,
  teamAvailability,
  teamReviewLinks,
  teams,
  teamUsers,
  type UserRow,
  users,
} from '../db/schema.ts';
import { badUserInput, notFound, parseFormInput } from '../errors.ts';
import { settingsRefusal } from './access.ts';

export type CreateTeamInput = {
  type: 'STANDARD' | 'ADDRESS';
  name: string;
  externalId?: string | null;
  address?: Partial<RestAddress> | null;
};

/**
 * The new-team form's rules (spec 5: name required; the address variant needs street, number, zip
 * code and city), as the adapters parse a createTeam input.
 */
export function parseTeamInput(input: CreateTeamInput): TeamForm {
  const variant: TeamVariant = input.type === 'ADDRESS' ? 'address' : 'standard';
  return parseFormInput(
    teamFormSchema(variant),
    {
      name: input.name,
      externalId: input.externalId ?? '',
      street: input.address?.street ?? '',
      streetNumber: input.address?.streetNumber ?? '',
      zipCode: input.address?.zipCode ?? '',
      city: input.address?.city ?? '',
    },
    { fallbackField: 'name' },
  );
}

/** Creates a team in the admin's company from the parsed form (parseTeamInput). */
export async function createTeam(db: Db, viewer: Viewer, values: TeamForm): Promise<TeamRow> {
  assertAdmin(viewer, settingsRefusal);
  const [row] = await db
    .insert(teams)
    .values({ companyId: viewer.companyId, ...teamColumns(values), createdBy: viewer.user.id })
    .returning();
  if (!row) throw new Error('Team insert returned nothing');
  return row;
}

/** The columns of a team that its form sets (createTeam, updateTeam). */
function teamColumns(values: TeamForm) {
  return {
    name: values.name,
    externalId: values.externalId || null,
    street: values.street || null,
    streetNumber: values.streetNumber || null,
    zipCode: values.zipCode || null,
    city: values.city || null,
  };
}

/**
 * Renames a team of the admin's company, or changes its external id and address, from the parsed form
 * (parseTeamInput: a team with an address needs all four of its fields). NOT_FOUND for another
 * company's team.
 */
export async function updateTeam(db: Db, viewer: Viewer, teamId: string, values: TeamForm): Promise<TeamRow> {
  assertAdmin(viewer, settingsRefusal);
  const [row] = await db
    .update(teams)
    .set({ ...teamColumns(values), updatedAt: new Date() })
    .where(and(eq(teams.id, teamId), eq(teams.companyId, viewer.companyId)))
    .returning();
  if (!row) throw notFound('Team');
  return row;
}

/**
 * Deletes a team of the admin's company with its memberships, opening hours and review links (their
 * appointments keep their time and lose the team). Refused while channels are in it (BAD_USER_INPUT on
 * `id`, SETTINGS.TEAM_HAS_CHANNELS): their conversations would lose the team that answers them, so
 * the channels go to another team, or none, first. The team's row is locked while its channels are
 * counted, so a channel put into it meanwhile waits and then finds it gone.
 */
export async function deleteTeam(db: Db, viewer: Viewer, teamId: string): Promise<string> {
  assertAdmin(viewer, settingsRefusal);
  return db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.companyId, viewer.companyId)))
      .for('update');
    if (!team) throw notFound('Team');
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(channels)
      .where(eq(channels.teamId, team.id));
    if ((held?.count ?? 0) > 0)
      throw badUserInput(
        'id',
        settingsMessageKeys.teamHasChannels,
        'The team still has channels: put them into another team first',
      );
    await tx.delete(teams).where(eq(teams.id, team.id));
    return team.id;
  });
}

/** Puts a channel of the admin's company into one of its teams, or into none. */
export async function setChannelTeam(
  db: Db,
  viewer: Viewer,
  channelId: string,
  teamId: string | null,
): Promise<ChannelRow> {
  assertAdmin(viewer, settingsRefusal);
  if (teamId && !(await findCompanyTeam(db, viewer.companyId, teamId))) throw notFound('Team');
  const [row] = await db
    .update(channels)
    .set({ teamId, updatedAt: new Date() })
    .where(and(eq(channels.id, channelId), eq(channels.companyId, viewer.companyId)))
    .returning();
  if (!row) throw notFound('Channel');
  return row;
}

export type AvailabilitySlotInput = { day: number; from?: string | null; to?: string | null };

/**
 * Opening hours and a member's own hours are UTC slots (spec 9); a slot without both ends is the
 * incomplete-availabilities error on `slots.<index>` (spec 5).
 */
export function assertSlots(slots: readonly AvailabilitySlotInput[]): void {
  if (slots.length > MAX_AVAILABILITY_SLOTS)
    throw badUserInput('slots', messageKeys.general, 'Too many slots');
  slots.forEach((slot, index) => {
    if (!slot.from || !slot.to)
      throw badUserInput(`slots.${index}`, settingsMessageKeys.incompleteAvailabilities);
    if (!isUtcSlot(slot)) throw badUserInput(`slots.${index}`, messageKeys.general, 'Invalid slot');
  });
}

/** Replaces a team's opening hours (assertSlots). */
export async function setTeamAvailability(
  db: Db,
  viewer: Viewer,
  teamId: string,
  slots: readonly AvailabilitySlotInput[],
): Promise<TeamRow> {
  assertAdmin(viewer, settingsRefusal);
  if (slots.length > MAX_AVAILABILITY_SLOTS)
    throw badUserInput('slots', messageKeys.general, 'Too many slots');
  const team = await findCompanyTeam(db, viewer.companyId, teamId);
  if (!team) throw notFound('Team');
  assertSlots(slots);
  await db.transaction(async (tx) => {
    await tx.delete(teamAvailability).where(eq(teamAvailability.teamId, team.id));
    if (slots.length > 0)
      await tx
        .insert(teamAvailability)
        .values(
          slots.map((slot) => ({ teamId: team.id, day: slot.day, from: slot.from ?? '', to: slot.to ?? '' })),
        );
  });
  return team;
}

/* Reading: every user of the company reads its teams (assigning, filtering); nobody another's. */

type Reads = { db: Db };

export function listTeams({ db }: Reads, viewer: Viewer): Promise<TeamRow[]> {
  return db.select().from(teams).where(eq(teams.companyId, viewer.companyId)).orderBy(asc(teams.name));
}

/** Another company's team answers exactly like an unknown id: its existence is not revealed. */
export async function findTeam({ db }: Reads, viewer: Viewer, id: string): Promise<TeamRow> {
  const team = await findCompanyTeam(db, viewer.companyId, id);
  if (!team) throw notFound('Team');
  return team;
}

/*
 * A team's relations, loaded for a team the caller already reached through listTeams or findTeam (or
 * a user's teams), so they take the team's id alone.
 */

export function teamReviewLinksOf({ db }: Reads, teamId: string) {
  return db
    .select({ type: teamReviewLinks.type, link: teamReviewLinks.link })
    .from(teamReviewLinks)
    .where(eq(teamReviewLinks.teamId, teamId))
    .orderBy(asc(teamReviewLinks.link));
}

export function teamMembers({ db }: Reads, teamId: string): Promise<UserRow[]> {
  return db
    .select({ user: users })
    .from(teamUsers)
    .innerJoin(users, eq(users.id, teamUsers.userId))
    .where(eq(teamUsers.teamId, teamId))
    .orderBy(asc(users.email))
    .then((rows) => rows.map((row) => row.user));
}

export function teamChannels({ db }: Reads, teamId: string): Promise<ChannelRow[]> {
  return db.select().from(channels).where(eq(channels.teamId, teamId)).orderBy(asc(channels.createdAt));
}

async function countOfTeam(db: Db, table: typeof teamUsers | typeof channels, teamId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.teamId, teamId));
  return row?.count ?? 0;
}

export const teamMemberCount = ({ db }: Reads, teamId: string) => countOfTeam(db, teamUsers, teamId);
export const teamChannelCount = ({ db }: Reads, teamId: string) => countOfTeam(db, channels, teamId);

/** The team's opening hours (UTC slots), by day and start. */
export function teamOpeningHours({ db }: Reads, teamId: string) {
  return db
    .select({ day: teamAvailability.day, from: teamAvailability.from, to: teamAvailability.to })
    .from(teamAvailability)
    .where(eq(teamAvailability.teamId, teamId))
    .orderBy(asc(teamAvailability.day), asc(teamAvailability.from));
}
