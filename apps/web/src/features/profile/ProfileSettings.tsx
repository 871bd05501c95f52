import { useLingui } from '@lingui/react/macro';
import { meQueryOptions, useApi, useUpdateMyProfile } from '@parley/api';
import { Card, Radio, RadioGroup, Switch, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { activateLocale, isLocale } from '../../lib/i18n.ts';
import { notificationSupport } from '../realtime/index.ts';
import * as styles from './profile.css.ts';

/**
 * profile/settings: the language (applied at once, kept on the server for every browser of the user)
 * and whether the inbox shows browser notifications.
 */
export function ProfileSettings() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const toast = useToast();
  const { me: first } = useRouteContext({ from: '/_authenticated' });
  const me = useQuery(meQueryOptions(api)).data ?? first;
  const update = useUpdateMyProfile(me.id);
  const notifications = me.settings?.browserNotifications ?? true;
  const support = notificationSupport();

  const failed = () =>
    toast.add({ tone: 'critical', title: t`The setting could not be saved. Please try again.` });

  return (
    <div className={styles.page}>
      <Card title={t`Language`}>
        <RadioGroup
          label={t`Language of the app`}
          value={i18n.locale}
          onChange={async (value) => {
            if (!isLocale(value)) return;
            await activateLocale(value);
            try {
              await update.mutateAsync({ language: value });
            } catch {
              failed();
            }
          }}
        >
          <Radio value="de">Deutsch</Radio>
          <Radio value="en">English</Radio>
        </RadioGroup>
      </Card>
      <Card title={t`Notifications`}>
        <div className={styles.stack}>
          <Switch
            isSelected={notifications}
            isDisabled={update.isPending}
            onChange={async (isSelected) => {
              try {
                await update.mutateAsync({ browserNotifications: isSelected });
                if (isSelected && support === 'default') await Notification.requestPermission();
                toast.add({
                  tone: 'positive',
                  title: isSelected ? t`Browser notifications are on.` : t`Browser notifications are off.`,
                });
              } catch {
                failed();
              }
            }}
            description={t`A notification when a customer writes, while you work in another tab.`}
          >
            {t`Browser notifications`}
          </Switch>
          {support === 'denied' && notifications ? (
            <p
              className={styles.note}
            >{t`Your browser blocks notifications for this site; allow them in its settings.`}</p>
          ) : null}
          {support === 'unsupported' ? (
            <p className={styles.note}>{t`This browser cannot show notifications.`}</p>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
