import { msg } from '@lingui/core/macro';
import type { ConversationAssignedNotification } from '@parley/api';
import { toastQueue } from '@parley/ui';
import { contactName } from '../../lib/contactName.ts';
import { i18n, loadWholeCatalog } from '../../lib/i18n.ts';
import { showNotification } from './notifications.ts';

/**
 * Tells the user that a colleague handed a conversation over to them, shared one with them or mentioned
 * them in a note, or that the snooze of one of theirs ended: a toast
 * in the app at once, and a browser notification as well when they allow them. Loaded when the first
 * such event arrives (its words are in the catalog's second part), so the first screen carries neither.
 */
export async function showAssignedNotice(
  { notificationId, kind, opportunity, by, note }: ConversationAssignedNotification,
  {
    href,
    browserNotifications,
    navigate,
  }: {
    href: string;
    browserNotifications: boolean;
    navigate: (href: string) => void;
  },
) {
  await loadWholeCatalog();
  const who = [by.firstName, by.lastName].filter(Boolean).join(' ');
  const customer = contactName(opportunity);
  const title = i18n._(
    kind === 'handed_over'
      ? msg`${who} handed a conversation over to you`
      : kind === 'shared'
        ? msg`${who} shared a conversation with you`
        : kind === 'snooze_ended'
          ? msg`A snoozed conversation is open again`
          : msg`${who} mentioned you in a note`,
  );
  // A mention says what the note says (its start), and with whom the conversation is.
  const body = note ? `${customer}: ${note.length > 140 ? `${note.slice(0, 140)}…` : note}` : customer;
  toastQueue.add({ tone: 'info', title, description: body }, { timeout: 10_000 });
  if (browserNotifications) showNotification({ id: notificationId, title, body, href }, navigate);
}
