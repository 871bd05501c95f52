import type { WebsiteType } from '@parley/domain';
import type { ChannelRow, WebsiteWidgetRow } from '../db/tables.ts';
import type { ChatTouchpoint, WebsiteWidget } from '../generated/resolvers.ts';

/* Website widgets and chat links as the touchpoint screens and the embedded widget read them. */

/** A company's or a user's widget (the same columns); a widget never saved has no update time. */
export type StoredWidget = Pick<
  WebsiteWidgetRow,
  'key' | 'enabled' | 'greeting' | 'buttonLabel' | 'position' | 'color'
> & { updatedAt: Date | null };

/** The look both the settings screen and the embedded widget show; a side other than left is right. */
const lookOf = (row: StoredWidget) => ({
  enabled: row.enabled,
  greeting: row.greeting,
  buttonLabel: row.buttonLabel,
  position: row.position === 'left' ? ('left' as const) : ('right' as const),
  color: row.color,
});

export const presentWebsiteWidget = (row: StoredWidget, websiteType: WebsiteType): WebsiteWidget => ({
  websiteType,
  key: row.key,
  ...lookOf(row),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

export const presentChatTouchpoint = ({
  channel,
  link,
}: {
  channel: ChannelRow;
  link: string;
}): ChatTouchpoint => ({
  channelId: channel.id,
  channelType: channel.channelType,
  value: channel.value,
  link,
});

/** What the embedded widget may read without signing in: its look and the chat link, nothing else. */
export type PublicWidget = ReturnType<typeof lookOf> & {
  /** The company's first WhatsApp chat link, else its first Messenger one; null without such a channel. */
  chatLink: string | null;
};

export const presentPublicWidget = (row: StoredWidget, chatLink: string | null): PublicWidget => ({
  ...lookOf(row),
  chatLink,
});
