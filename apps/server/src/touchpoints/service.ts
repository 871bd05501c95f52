import {
  chatLinkFor,
  defaultWidgetSettings,
  type QrType,
  qrChannelTypes,
  type WebsiteType,
  type WebsiteWidgetSettings,
} from '@parley/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import {
  type ChannelRow,
  channels,
  teamUsers,
  users,
  userWebsiteWidgets,
  websiteWidgets,
} from '../db/tables.ts';
import type { StoredWidget } from './present.ts';

/*
 * Touchpoints settings (settings/touchpoints-settings): the company's website widgets and the chat
 * links its QR codes open. Company admins only; everything is read and written inside the caller's
 * company.
 */

type Deps = { db: Db };

/**
 * The widget of this type. Reading one that was never saved stores it with the defaults, so its
 * snippet's key is fixed from the first look (the admin may paste it before changing anything).
 */
export async function findWebsiteWidget(
  { db }: Deps,
  viewer: Viewer,
  websiteType: WebsiteType,
  mine = false,
): Promise<StoredWidget> {
  if (mine) return findUserWebsiteWidget(db, viewer, websiteType);
  assertAdmin(viewer);
  const where = and(
    eq(websiteWidgets.companyId, viewer.companyId),
    eq(websiteWidgets.websiteType, websiteType),
  );
  const [existing] = await db.select().from(websiteWidgets).where(where).limit(1);
  if (existing) return existing;
  await db
    .insert(websiteWidgets)
    .values({ companyId: viewer.companyId, websiteType, ...defaultWidgetSettings })
    .onConflictDoNothing();
  const [created] = await db.select().from(websiteWidgets).where(where).limit(1);
  if (!created) throw new Error('website widget not stored');
  return { ...created, updatedAt: null };
}

export async function updateWebsiteWidget(
  { db }: Deps,
  viewer: Viewer,
  websiteType: WebsiteType,
  settings: WebsiteWidgetSettings,
  mine = false,
): Promise<StoredWidget> {
  if (mine) return updateUserWebsiteWidget(db, viewer, websiteType, settings);
  assertAdmin(viewer);
  const values = { ...settings, updatedBy: viewer.user.id, updatedAt: new Date() };
  const [row] = await db
    .insert(websiteWidgets)
    .values({ companyId: viewer.companyId, websiteType, ...values })
    .onConflictDoUpdate({ target: [websiteWidgets.companyId, websiteWidgets.websiteType], set: values })
    .returning();
  if (!row) throw new Error('website widget not stored');
  return row;
}

export type ChatTouchpoint = { channel: ChannelRow; link: string };

/** The company's enabled channels of the QR type's messenger that can make a chat link. */
export async function listChatTouchpoints(
  { db }: Deps,
  viewer: Viewer,
  qrType: QrType,
  mine = false,
): Promise<ChatTouchpoint[]> {
  if (!mine) assertAdmin(viewer);
  const rows = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.companyId, viewer.companyId),
        eq(channels.channelType, qrChannelTypes[qrType]),
        eq(channels.isDisabled, false),
        // The user's own: the channels they added and those of their teams.
        mine ? userChannels(viewer.user.id) : undefined,
      ),
    )
    .orderBy(asc(channels.value));
  return rows.flatMap((channel) => {
    const link = chatLinkFor(qrType, channel.value);
    return link ? [{ channel, link }] : [];
  });
}

/** The public settings of a widget by its key (the snippet carries it); null for an unknown key or type. */
export async function findPublicWidget(
  { db }: Deps,
  key: string,
  websiteType: WebsiteType,
): Promise<{ widget: StoredWidget; chatLink: string | null } | null> {
  const [companyRow] = await db
    .select()
    .from(websiteWidgets)
    .where(and(eq(websiteWidgets.key, key), eq(websiteWidgets.websiteType, websiteType)))
    .limit(1);
  const [userRow] = companyRow
    ? []
    : await db
        .select()
        .from(userWebsiteWidgets)
        .where(and(eq(userWebsiteWidgets.key, key), eq(userWebsiteWidgets.websiteType, websiteType)))
        .limit(1);
  const row = companyRow ?? userRow;
  // A switched-off widget, or a deactivated user's, answers nothing at all (its settings included).
  if (!row?.enabled) return null;
  if (userRow) {
    const [owner] = await db.select({ active: users.active }).from(users).where(eq(users.id, userRow.userId));
    if (!owner?.active) return null;
  }
  // A user's widget opens a chat on the user's own channels first, then on the company's.
  const owner = userRow ? userChannels(userRow.userId) : undefined;
  const links = await db
    .select({ channelType: channels.channelType, value: channels.value })
    .from(channels)
    .where(and(eq(channels.companyId, row.companyId), eq(channels.isDisabled, false)))
    .orderBy(...(owner ? [sql`${owner} desc`] : []), asc(channels.createdAt), asc(channels.id));
  const linkOf = (type: QrType) =>
    links
      .filter((channel) => channel.channelType === qrChannelTypes[type])
      .map((channel) => chatLinkFor(type, channel.value))
      .find((link) => link !== null) ?? null;
  return { widget: row, chatLink: linkOf('whatsapp') ?? linkOf('messenger') };
}

/* The signed-in user's own touchpoints (profile/touchpoints-profile): every user, their own only. */

/** Channels that are the user's: added by them, or of one of their teams. */
function userChannels(userId: string) {
  return or(eq(channels.createdBy, userId), inArray(channels.teamId, teamIdsOf(userId)));
}

function teamIdsOf(userId: string) {
  return sql`(select ${teamUsers.teamId} from ${teamUsers} where ${teamUsers.userId} = ${userId})`;
}

async function findUserWebsiteWidget(
  db: Db,
  viewer: Viewer,
  websiteType: WebsiteType,
): Promise<StoredWidget> {
  const where = and(
    eq(userWebsiteWidgets.userId, viewer.user.id),
    eq(userWebsiteWidgets.websiteType, websiteType),
  );
  const [existing] = await db.select().from(userWebsiteWidgets).where(where).limit(1);
  if (existing) return existing;
  await db
    .insert(userWebsiteWidgets)
    .values({ userId: viewer.user.id, companyId: viewer.companyId, websiteType, ...defaultWidgetSettings })
    .onConflictDoNothing();
  const [created] = await db.select().from(userWebsiteWidgets).where(where).limit(1);
  if (!created) throw new Error('website widget not stored');
  return created;
}

async function updateUserWebsiteWidget(
  db: Db,
  viewer: Viewer,
  websiteType: WebsiteType,
  settings: WebsiteWidgetSettings,
): Promise<StoredWidget> {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(userWebsiteWidgets)
    .values({ userId: viewer.user.id, companyId: viewer.companyId, websiteType, ...values })
    .onConflictDoUpdate({ target: [userWebsiteWidgets.userId, userWebsiteWidgets.websiteType], set: values })
    .returning();
  if (!row) throw new Error('website widget not stored');
  return row;
}
