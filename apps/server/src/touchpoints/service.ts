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
