import type { RestAttachment } from '@parley/api';
import { attachmentKindOf } from '@parley/domain';
import type { ThreadEntry } from '@parley/ui';
import type { ThreadItem } from './useThread.ts';

type Formatters = {
  dayHeading: (iso: string) => string;
  time: (iso: string) => string;
  fileSize: (bytes: number) => string;
};

type Names = {
  format: Formatters;
  userName: string;
  /** The signed-in user's picture, beside their unsent messages. */
  userAvatarUrl?: string | null;
  customerName: string;
  /** An automation's event, in words ("Bot "Welcome" set label VIP"). */
  /** An event's words: by its automation's name, or by the person (`who`) who did it. */
  eventText?: (
    automation: string | null | undefined,
    key: string,
    value: string | null,
    who: string,
  ) => string;
  /** Why a failed message was not delivered, in words (a DELIVERY.* key, or the provider's own). */
  failureText?: (reason: string) => string;
};

type MessageStatus = 'sent' | 'delivered' | 'read' | 'failed' | 'pending';

const attachmentsOf = (owner: string, list: readonly RestAttachment[], format: Formatters) =>
  list.map((a, index) => ({
    id: `${owner}-${index}`,
    kind: attachmentKindOf(a.mimeType),
    displayName: a.displayName,
    url: a.url,
    sizeText: format.fileSize(a.size),
  }));

/**
 * What the kit's Thread shows for a conversation's items: a heading for each new day, the server's
 * messages with their delivery state, and this tab's unsent ones as sending or failed.
 */
export function threadEntries(
  items: readonly ThreadItem[],
  { format, userName, userAvatarUrl = null, customerName, eventText, failureText }: Names,
) {
  const list: ThreadEntry[] = [];
  let lastDay = '';
  for (const item of items) {
    const createdAt = item.message.createdAt;
    const day = format.dayHeading(createdAt);
    if (day !== lastDay) {
      list.push({ kind: 'day', id: `day-${createdAt}`, label: day });
      lastDay = day;
    }
    const timing = { timeText: format.time(createdAt), dateTime: createdAt };
    if (item.source === 'outbox') {
      const m = item.message;
      list.push({
        kind: 'message',
        id: m.clientId,
        sender: 'user',
        senderName: userName,
        senderAvatarUrl: userAvatarUrl,
        body: m.body,
        ...timing,
        status: m.status === 'failed' ? 'failed' : 'pending',
        attachments: attachmentsOf(m.clientId, m.attachments, format),
      });
      continue;
    }
    const m = item.message;
    if (m.kind === 'EVENT' && m.event) {
      // The customer never sees it: an internal event, drawn apart from the messages.
      list.push({
        kind: 'internal',
        id: m.id,
        label: eventText
          ? eventText(
              m.sender.automation,
              m.event.key,
              m.event.value ?? null,
              [m.sender.firstName, m.sender.lastName].filter(Boolean).join(' '),
            )
          : m.event.key,
        ...timing,
      });
      continue;
    }
    const fromCustomer = m.sender.type === 'CUSTOMER';
    list.push({
      kind: 'message',
      id: m.id,
      sender: fromCustomer ? 'customer' : 'user',
      senderName:
        m.sender.automation ??
        ([m.sender.firstName, m.sender.lastName].filter(Boolean).join(' ') || customerName),
      // Staff messages show the sender's picture (initials without one); customer messages none.
      ...(fromCustomer ? {} : { senderAvatarUrl: m.sender.avatarUrl ?? null }),
      body: m.body ?? undefined,
      ...timing,
      status: fromCustomer ? undefined : (m.metadata.status.toLowerCase() as MessageStatus),
      ...(m.metadata.status === 'FAILED' && m.metadata.failureReason
        ? { failureText: failureText?.(m.metadata.failureReason) ?? m.metadata.failureReason }
        : {}),
      attachments: attachmentsOf(m.id, m.attachments, format),
    });
  }
  return list;
}
