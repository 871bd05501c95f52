import {
  isUtcSlot,
  MAX_AVAILABILITY_SLOTS,
  messageKeys,
  parseForm,
  settingsMessageKeys,
  type TeamVariant,
  teamFormSchema,
} from '@parley/domain';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { findCompanyTeam } from '../db/queries.ts';
import { type ChannelRow, channels, type TeamRow, teamAvailability, teams } from '../db/schema.ts';
import { badUserInput, notFound } from '../errors.ts';
import { assertSettingsAdmin } from './access.ts';

export type CreateTeamInput = {
  type: 'STANDARD' | 'ADDRESS';
  name: string;
  externalId?: string | null;
  address?: {
    street?: string | null;
    streetNumber?: string | null;
    zipCode?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
};

/** Creates a team in the admin's company (spec 5: name required; the address variant needs all four). */
export async function createTeam(db: Db, viewer: Viewer, input: CreateTeamInput): Promise<TeamRow> {
  assertSettingsAdmin(viewer);
  const variant: TeamVariant = input.type === 'ADDRESS' ? 'address' : 'standard';
  const parsed = parseForm(teamFormSchema(variant), {
    name: input.name,
    externalId: input.externalId ?? '',
    street: input.address?.street ?? '',
    streetNumber: input.address?.streetNumber ?? '',
    zipCode: input.address?.zipCode ?? '',
    city: input.address?.city ?? '',
  });
  if (!parsed.success) {
    const [field, messageKey] = Object.entries(parsed.errors)[0] ?? ['name', messageKeys.general];
    throw badUserInput(field, messageKey ?? messageKeys.general);
  }
  const values = parsed.output;
  const [row] = await db
    .insert(teams)
    .values({
      companyId: viewer.companyId,
      name: values.name,
      externalId: values.externalId || null,
      street: values.street || null,
      streetNumber: values.streetNumber || null,
      zipCode: values.zipCode || null,
      city: values.city || null,
      createdBy: viewer.user.id,
    })
    .returning();
  if (!row) throw new Error('Team insert returned nothing');
  return row;
}

/** Puts a channel of the admin's company into one of its teams, or into none. */
export async function setChannelTeam(
  db: Db,
  viewer: Viewer,
  channelId: string,
  teamId: string | null,
): Promise<ChannelRow> {
  assertSettingsAdmin(viewer);
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
 * Replaces a team's opening hours with UTC slots (spec 9). A slot without both ends is the
 * incomplete-availabilities error on `slots.<index>` (spec 5).
 */
export async function setTeamAvailability(
  db: Db,
  viewer: Viewer,
  teamId: string,
  slots: readonly AvailabilitySlotInput[],
): Promise<TeamRow> {
  assertSettingsAdmin(viewer);
  if (slots.length > MAX_AVAILABILITY_SLOTS)
    throw badUserInput('slots', messageKeys.general, 'Too many slots');
  const team = await findCompanyTeam(db, viewer.companyId, teamId);
  if (!team) throw notFound('Team');
  slots.forEach((slot, index) => {
    if (!slot.from || !slot.to)
      throw badUserInput(`slots.${index}`, settingsMessageKeys.incompleteAvailabilities);
    if (!isUtcSlot(slot)) throw badUserInput(`slots.${index}`, messageKeys.general, 'Invalid slot');
  });
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
