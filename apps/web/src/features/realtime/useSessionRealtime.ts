import { msg, plural } from '@lingui/core/macro';
import { sessionKeys } from '@parley/api';
import { homeSectionOf } from '@parley/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { AppContext } from '../../lib/appContext.ts';
import { contactName } from '../../lib/contactName.ts';
import { afterFirstScreen } from '../../lib/firstScreen.ts';
import { i18n } from '../../lib/i18n.ts';
import type { Me } from '../../lib/sectionGuard.ts';
import { showNotification } from './notifications.ts';
import { createRealtime, type Realtime } from './realtime.ts';

/**
 * One real-time connection for the signed-in session, closed on sign-out. Incoming customer messages
 * and new opportunities raise a browser notification (titles per spec 7), once across tabs.
 */
export function useSessionRealtime(app: AppContext, me: Me): Realtime {
  const router = useRouter();
  const meRef = useRef(me);
  meRef.current = me;

  const [realtime] = useState(() =>
    createRealtime(app, {
      currentUserId: () => meRef.current.id,
      onNotify: ({ kind, notificationId, opportunity, message }) => {
        const path = router.state.location.pathname;
        const isOpen = path.endsWith(`/${opportunity.id}`) && document.hasFocus();
        if (isOpen) return;
        // profile/settings: the user may switch browser notifications off (the latest me, not the first).
        const current = app.queryClient.getQueryData<Me>(sessionKeys.me()) ?? meRef.current;
        if (current.settings?.browserNotifications === false) return;
        const sender =
          message && message.sender.type === 'CUSTOMER'
            ? [message.sender.firstName, message.sender.lastName].filter(Boolean).join(' ') ||
              contactName(opportunity)
            : contactName(opportunity);
        const count = message?.attachments.length ?? 0;
        // The global i18n is always in the user's current language, also for this long-lived handler.
        const text = message?.body?.trim()
          ? message.body
          : count > 0
            ? i18n._(msg`${plural(count, { one: '# attachment', other: '# attachments' })}`)
            : '';
        showNotification(
          {
            id: notificationId,
            title: i18n._(kind === 'message' ? msg`New message` : msg`New opportunity`),
            body: text ? `${sender}: ${text}` : sender,
            href: `/opportunities/${homeSectionOf(opportunity, meRef.current.id)}/${opportunity.id}`,
          },
          (href) => void router.navigate({ href }),
        );
      },
      onAssigned: (event) => {
        const current = app.queryClient.getQueryData<Me>(sessionKeys.me()) ?? meRef.current;
        void import('./assignedNotice.ts').then(({ showAssignedNotice }) =>
          showAssignedNotice(event, {
            href: `/opportunities/${homeSectionOf(event.opportunity, meRef.current.id)}/${event.opportunity.id}`,
            browserNotifications: current.settings?.browserNotifications !== false,
            navigate: (href) => void router.navigate({ href }),
          }),
        );
      },
      onTaskDue: (event) => {
        const current = app.queryClient.getQueryData<Me>(sessionKeys.me()) ?? meRef.current;
        void import('./taskDueNotice.ts').then(({ showTaskDueNotice }) =>
          showTaskDueNotice(event, {
            browserNotifications: current.settings?.browserNotifications !== false,
            navigate: (href) => void router.navigate({ href }),
          }),
        );
      },
    }),
  );

  useEffect(() => {
    // The connection (and the socket.io client it loads) waits until the first screen is shown and the
    // browser is idle (lib/firstScreen.ts); what arrives meanwhile is fetched again on connect (realtime.ts).
    const cancelStart = afterFirstScreen(() => realtime.start());
    const stopOnSignOut = app.session.onSignOut(() => realtime.stop());
    return () => {
      cancelStart();
      stopOnSignOut();
      realtime.stop();
    };
  }, [realtime, app.session]);

  return realtime;
}
