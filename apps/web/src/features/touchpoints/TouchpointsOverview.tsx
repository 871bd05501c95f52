import { useLingui } from '@lingui/react/macro';
import { Card, ChatIcon, Link, QrCodeIcon } from '@parley/ui';
import * as styles from './touchpoints.css.ts';
import { useTouchpointTitles } from './useTouchpointTitles.ts';

/** settings/touchpoints-settings: where customers can start a chat, each opening its settings. */
export function TouchpointsOverview() {
  const { t } = useLingui();
  const titles = useTouchpointTitles();
  return (
    <div className={styles.page}>
      <p className={styles.text}>{t`Places where customers start a chat with your company.`}</p>
      <div className={styles.grid}>
        <Card title={t`Website`} headingLevel={2}>
          <ul>
            <li>
              <Link href="/settings/touchpoints-settings/website/chat-widget">
                <ChatIcon size="sm" /> {titles.website['chat-widget']}
              </Link>
            </li>
            <li>
              <Link href="/settings/touchpoints-settings/website/contact-button">
                <ChatIcon size="sm" /> {titles.website['contact-button']}
              </Link>
            </li>
          </ul>
        </Card>
        <Card title={t`QR codes`} headingLevel={2}>
          <ul>
            <li>
              <Link href="/settings/touchpoints-settings/qr-codes/whatsapp">
                <QrCodeIcon size="sm" /> {titles.qr.whatsapp}
              </Link>
            </li>
            <li>
              <Link href="/settings/touchpoints-settings/qr-codes/messenger">
                <QrCodeIcon size="sm" /> {titles.qr.messenger}
              </Link>
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
