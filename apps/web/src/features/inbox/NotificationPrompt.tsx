import { Trans, useLingui } from '@lingui/react/macro';
import { Banner, Button, CloseIcon, IconButton, Tooltip } from '@parley/ui';
import { useState } from 'react';
import { notificationSupport } from '../realtime/index.ts';
import * as styles from './inbox.css.ts';

/**
 * Asks for notification permission politely: an offer in the inbox's header the user answers, never a
 * prompt on page load.
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
  // A small offer in the header, not a banner: the inbox needs its height for the conversation.
  return (
    <div className={styles.notificationOffer}>
      <Tooltip content={t`Get a notification when a customer writes, even while you work in another tab.`}>
        <Button
          size="sm"
          variant="secondary"
          onPress={async () => {
            await Notification.requestPermission();
            setSupport(notificationSupport());
          }}
        >
          <Trans>Turn on notifications</Trans>
        </Button>
      </Tooltip>
      <IconButton size="sm" label={t`Not now`} icon={<CloseIcon size="sm" />} onPress={dismiss} />
    </div>
  );
}
