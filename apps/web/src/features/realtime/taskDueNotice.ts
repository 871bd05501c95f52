import { msg } from '@lingui/core/macro';
import type { TaskDueNotification } from '@parley/api';
import { toastQueue } from '@parley/ui';
import { i18n, loadWholeCatalog } from '../../lib/i18n.ts';
import { showNotification } from './notifications.ts';

/**
 * Tells the user that one of their tasks fell due: a toast in the app at once, and a browser
 * notification as well when they allow them. Loaded when the first such event arrives (its words are
 * in the catalog's second part), so the first screen carries neither.
 */
export async function showTaskDueNotice(
  { notificationId, task }: TaskDueNotification,
  { browserNotifications, navigate }: { browserNotifications: boolean; navigate: (href: string) => void },
) {
  await loadWholeCatalog();
  const title = i18n._(msg`A task is due now`);
  const body = task.title;
  toastQueue.add({ tone: 'info', title, description: body }, { timeout: 10_000 });
  if (browserNotifications)
    showNotification({ id: notificationId, title, body, href: `/tasks/mine/${task._id}` }, navigate);
}
