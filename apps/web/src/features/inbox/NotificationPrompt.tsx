import { Trans, useLingui } from '@lingui/react/macro';
import { Banner, Button } from '@parley/ui';
import { useState } from 'react';
import { notificationSupport } from '../realtime/index.ts';

/**
 * Asks for notification permission politely: a banner the user answers, never a prompt on page load.
 * A browser without notifications gets an alert instead (spec 8).
 */
export function NotificationPrompt() {
  const { t } = useLingui();
  const [support, setSupport] = useState(notificationSupport);
  const [dismissed, setDismissed] = useState(
    () => sessionStorage.getItem('parley.notificationsAsked') === '1',
  );

  if (support === 'unsupported') {
    return (
      <Banner tone="warning" role="alert">
        <Trans>This browser cannot show notifications. Keep this tab open to see new messages.</Trans>
      </Banner>
    );
  }
  if (support !== 'default' || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem('parley.notificationsAsked', '1');
    setDismissed(true);
  };
  return (
    <Banner
      tone="info"
      action={
        <>
          <Button
            size="sm"
            onPress={async () => {
              await Notification.requestPermission();
              setSupport(notificationSupport());
            }}
          >
            <Trans>Turn on notifications</Trans>
          </Button>
          <Button size="sm" variant="quiet" onPress={dismiss} aria-label={t`Not now`}>
            <Trans>Not now</Trans>
          </Button>
        </>
      }
    >
      <Trans>Get a notification when a customer writes, even while you work in another tab.</Trans>
    </Banner>
  );
}
