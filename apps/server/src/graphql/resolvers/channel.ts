import { emailSchema, messageKeys, toE164 } from '@parley/domain';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { findBrandWithPreferences, findCompany, findCompanyTeam } from '../../db/queries.ts';
import { channels, type StoredChannelConfig } from '../../db/schema.ts';
import type {
  ChannelClientType,
  ChannelStatus,
  ChannelType,
  MutationAddChannelArgs,
  MutationRemoveChannelArgs,
  QueryChannelStatusArgs,
} from '../../generated/resolvers.ts';
import { assertIdCount } from '../../security/inputLimits.ts';
import { badUserInput, notFound } from '../errors.ts';
import { type ChannelModel, presentChannel, presentChannelStatus } from '../models.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

/** Spec 9: email (SMTP, Gmail, Office 365), messenger (Facebook, WhatsApp), reviews (Google business). */
const channelFamily: Record<ChannelType, { type: string; clientTypes: readonly ChannelClientType[] }> = {
  EMAIL: { type: 'email', clientTypes: ['SMTP'] },
  GMAIL: { type: 'email', clientTypes: ['GMAIL'] },
  OFFICE365: { type: 'email', clientTypes: ['OFFICE365'] },
  MESSENGER: { type: 'messenger', clientTypes: ['FACEBOOK'] },
  WHATSAPP: { type: 'messenger', clientTypes: ['WHATSAPP'] },
  GOOGLE_REVIEWS: { type: 'reviews', clientTypes: ['GOOGLE_BUSINESS'] },
};

/** Spec 6: Office 365 is disabled for every brand. */
const alwaysDisabled: ReadonlySet<ChannelType> = new Set(['OFFICE365']);

const channelStatus: Resolve<unknown, QueryChannelStatusArgs, ChannelStatus[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertIdCount(args.ids);
  if (args.ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(channels)
    .where(and(eq(channels.companyId, viewer.companyId), inArray(channels.id, args.ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return args.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentChannelStatus(row)] : [];
  });
};

function cleanConfig(config: MutationAddChannelArgs['config']): StoredChannelConfig | null {
  if (!config) return null;
  return Object.fromEntries(
    Object.entries(config).filter(([, value]) => value !== undefined && value !== null),
  );
}

const addChannel: Resolve<unknown, MutationAddChannelArgs, ChannelModel> = async (_p, args, ctx) => {
  const viewer = await requireAdmin(ctx);
  const family = channelFamily[args.type];
  if (alwaysDisabled.has(args.type))
    throw badUserInput('type', messageKeys.general, 'This channel type is disabled');
  const company = await findCompany(ctx.db, viewer.companyId);
  const brand = company ? await findBrandWithPreferences(ctx.db, company.brandId) : null;
  if (brand?.preferences.some((p) => p.channelType === args.type && p.isDisabled)) {
    throw badUserInput('type', messageKeys.general, 'This channel type is disabled for the brand');
  }
  if (!family.clientTypes.includes(args.client_type)) {
    throw badUserInput(
      'client_type',
      messageKeys.general,
      `client_type ${args.client_type} does not fit ${args.type}`,
    );
  }
  let value = args.value.trim();
  if (!value) throw badUserInput('value', messageKeys.required, 'Value is required');
  if (family.type === 'email') {
    const email = v.safeParse(emailSchema, value);
    if (!email.success) throw badUserInput('value', messageKeys.invalidEmail, 'Invalid email address');
    value = email.output.toLowerCase();
  }
  if (args.type === 'WHATSAPP') {
    const phone = toE164(value, 'DE');
    if (!phone) throw badUserInput('value', messageKeys.invalidPhone, 'Invalid phone number');
    value = phone;
  }
  if (args.teamId && !(await findCompanyTeam(ctx.db, viewer.companyId, args.teamId))) {
    throw badUserInput('teamId', messageKeys.general, 'Unknown team');
  }
  const [row] = await ctx.db
    .insert(channels)
    .values({
      companyId: viewer.companyId,
      teamId: args.teamId ?? null,
      type: family.type,
      channelType: args.type,
      value,
      clientType: args.client_type,
      clientId: args.client_id ?? null,
      private: args.private ?? false,
      cloudApi: args.type === 'WHATSAPP',
      config: cleanConfig(args.config),
      // WhatsApp numbers go through registration; the others are usable at once.
      status: args.type === 'WHATSAPP' ? 'DRAFT' : 'LIVE',
      createdBy: viewer.user.id,
    })
    .returning();
  if (!row) throw new Error('Channel insert returned no row');
  return presentChannel(row);
};

const removeChannel: Resolve<unknown, MutationRemoveChannelArgs, string> = async (_p, args, ctx) => {
  const viewer = await requireAdmin(ctx);
  const [row] = await ctx.db
    .delete(channels)
    .where(and(eq(channels.id, args.id), eq(channels.companyId, viewer.companyId)))
    .returning({ id: channels.id });
  if (!row) throw notFound('Channel');
  return row.id;
};

export const channelResolvers = {
  Query: { channelStatus },
  Mutation: { addChannel, removeChannel },
};
