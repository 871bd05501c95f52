/** Browser notifications for new messages and opportunities (spec 7), once per message across tabs. */
export type InboxNotification = {
  /** The same in every tab for the same message; used to show it once. */
  id: string;
  title: string;
  body: string;
  /** Where a click on the notification goes. */
  href: string;
};

const SEEN_KEY = 'parley.notified';
const SEEN_LIMIT = 200;

/** Marks `id` as notified; false when another tab already did. Tabs share localStorage. */
export function claimNotification(
  id: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): boolean {
  const seen = JSON.parse(storage.getItem(SEEN_KEY) ?? '[]') as string[];
  if (seen.includes(id)) return false;
  storage.setItem(SEEN_KEY, JSON.stringify([...seen.slice(-(SEEN_LIMIT - 1)), id]));
  return true;
}

export type NotificationSupport = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationSupport(
  win: { Notification?: { permission: NotificationPermission } } = window as never,
) {
  return (win.Notification ? win.Notification.permission : 'unsupported') as NotificationSupport;
}

/**
 * Shows a notification unless another tab already showed it. The `tag` makes the browser replace,
 * not stack, a duplicate that slips through a race between tabs.
 */
export function showNotification(notification: InboxNotification, onClick: (href: string) => void): boolean {
  if (notificationSupport() !== 'granted' || !claimNotification(notification.id)) return false;
  const shown = new Notification(notification.title, { body: notification.body, tag: notification.id });
  shown.onclick = () => {
    window.focus();
    onClick(notification.href);
    shown.close();
  };
  return true;
}
