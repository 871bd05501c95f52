import {
  chatLinkFor,
  defaultWidgetSettings,
  type QrType,
  qrChannelTypes,
  type WebsiteType,
  type WebsiteWidgetSettings,
} from '@parley/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { type ChannelRow, channels, type WebsiteWidgetRow, websiteWidgets } from '../db/tables.ts';
import { forbidden } from '../errors.ts';

/*
 * Touchpoints settings (settings/touchpoints-settings): the company's website widgets and the chat
 * links its QR codes open. Company admins only; everything is read and written inside the caller's
 * company.
 */

type Deps = { db: Db };

function requireAdmin(viewer: Viewer) {
  if (!viewer.isAdmin) throw forbidden('Company admins only');
}

export type WebsiteWidget = WebsiteWidgetSettings & {
  websiteType: WebsiteType;
  key: string;
  updatedAt: Date | null;
};

const present = (row: WebsiteWidgetRow, websiteType: WebsiteType): WebsiteWidget => ({
  websiteType,
  key: row.key,
  enabled: row.enabled,
  greeting: row.greeting,
  buttonLabel: row.buttonLabel,
  position: row.position === 'left' ? 'left' : 'right',
  color: row.color,
  updatedAt: row.updatedAt,
});

/**
 * The widget of this type. Reading one that was never saved stores it with the defaults, so its
 * snippet's key is fixed from the first look (the admin may paste it before changing anything).
 */
export async function findWebsiteWidget(
  { db }: Deps,
  viewer: Viewer,
  websiteType: WebsiteType,
): Promise<WebsiteWidget> {
  requireAdmin(viewer);
  const where = and(
    eq(websiteWidgets.companyId, viewer.companyId),
    eq(websiteWidgets.websiteType, websiteType),
  );
  const [existing] = await db.select().from(websiteWidgets).where(where).limit(1);
  if (existing) return present(existing, websiteType);
  await db
    .insert(websiteWidgets)
    .values({ companyId: viewer.companyId, websiteType, ...defaultWidgetSettings })
    .onConflictDoNothing();
  const [created] = await db.select().from(websiteWidgets).where(where).limit(1);
  if (!created) throw new Error('website widget not stored');
  return { ...present(created, websiteType), updatedAt: null };
}

export async function updateWebsiteWidget(
  { db }: Deps,
  viewer: Viewer,
  websiteType: WebsiteType,
  settings: WebsiteWidgetSettings,
): Promise<WebsiteWidget> {
  requireAdmin(viewer);
  const values = { ...settings, updatedBy: viewer.user.id, updatedAt: new Date() };
  const [row] = await db
    .insert(websiteWidgets)
    .values({ companyId: viewer.companyId, websiteType, ...values })
    .onConflictDoUpdate({ target: [websiteWidgets.companyId, websiteWidgets.websiteType], set: values })
    .returning();
  if (!row) throw new Error('website widget not stored');
  return present(row, websiteType);
}

export type ChatTouchpoint = { channel: ChannelRow; link: string };

/** The company's enabled channels of the QR type's messenger that can make a chat link. */
export async function listChatTouchpoints(
  { db }: Deps,
  viewer: Viewer,
  qrType: QrType,
): Promise<ChatTouchpoint[]> {
  requireAdmin(viewer);
  const rows = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.companyId, viewer.companyId),
        eq(channels.channelType, qrChannelTypes[qrType]),
        eq(channels.isDisabled, false),
      ),
    )
    .orderBy(asc(channels.value));
  return rows.flatMap((channel) => {
    const link = chatLinkFor(qrType, channel.value);
    return link ? [{ channel, link }] : [];
  });
}

/** What the embedded widget may read without signing in: its look and the chat link, nothing else. */
export type PublicWidget = {
  enabled: boolean;
  greeting: string;
  buttonLabel: string;
  position: 'left' | 'right';
  color: string;
  /** The company's first WhatsApp chat link, else its first Messenger one; null without such a channel. */
  chatLink: string | null;
};

/** The public settings of a widget by its key (the snippet carries it); null for an unknown key or type. */
export async function findPublicWidget(
  { db }: Deps,
  key: string,
  websiteType: WebsiteType,
): Promise<PublicWidget | null> {
  const [row] = await db
    .select()
    .from(websiteWidgets)
    .where(and(eq(websiteWidgets.key, key), eq(websiteWidgets.websiteType, websiteType)))
    .limit(1);
  if (!row) return null;
  const links = await db
    .select({ channelType: channels.channelType, value: channels.value })
    .from(channels)
    .where(and(eq(channels.companyId, row.companyId), eq(channels.isDisabled, false)))
    .orderBy(asc(channels.createdAt), asc(channels.id));
  const linkOf = (type: QrType) =>
    links
      .filter((channel) => channel.channelType === qrChannelTypes[type])
      .map((channel) => chatLinkFor(type, channel.value))
      .find((link) => link !== null) ?? null;
  return {
    enabled: row.enabled,
    greeting: row.greeting,
    buttonLabel: row.buttonLabel,
    position: row.position === 'left' ? 'left' : 'right',
    color: row.color,
    chatLink: linkOf('whatsapp') ?? linkOf('messenger'),
  };
}
