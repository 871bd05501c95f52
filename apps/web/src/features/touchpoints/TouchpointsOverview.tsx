import { useLingui } from '@lingui/react/macro';
import type { TouchpointOwner } from '@parley/api';
import { Card, ChatIcon, Link, QrCodeIcon } from '@parley/ui';
import * as styles from './touchpoints.css.ts';
import { useTouchpointTitles } from './useTouchpointTitles.ts';

/** Where each owner's touchpoints are set up. */
const bases = {
  company: '/settings/touchpoints-settings',
  user: '/profile/touchpoints-profile',
} as const satisfies Record<TouchpointOwner, string>;

/**
 * settings/touchpoints-settings (the company's) or profile/touchpoints-profile (the user's own): where
 * customers can start a chat, each opening its settings.
 */
export function TouchpointsOverview({
  owner = 'company',
  headingLevel = 2,
}: {
  owner?: TouchpointOwner;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const titles = useTouchpointTitles();
  const base = bases[owner];
  return (
    <div className={styles.page}>
      <p className={styles.text}>
        {owner === 'company'
          ? t`Places where customers start a chat with your company.`
          : t`Your own places where customers start a chat with you.`}
      </p>
      <div className={styles.grid}>
        <Card title={t`Website`} headingLevel={headingLevel}>
          <ul className={styles.linkList}>
            <li>
              <Link href={`${base}/website/chat-widget`} icon={<ChatIcon size="sm" />}>
                {titles.website['chat-widget']}
              </Link>
            </li>
            <li>
              <Link href={`${base}/website/contact-button`} icon={<ChatIcon size="sm" />}>
                {titles.website['contact-button']}
              </Link>
            </li>
          </ul>
        </Card>
        <Card title={t`QR codes`} headingLevel={headingLevel}>
          <ul className={styles.linkList}>
            <li>
              <Link href={`${base}/qr-codes/whatsapp`} icon={<QrCodeIcon size="sm" />}>
                {titles.qr.whatsapp}
              </Link>
            </li>
            <li>
              <Link href={`${base}/qr-codes/messenger`} icon={<QrCodeIcon size="sm" />}>
                {titles.qr.messenger}
              </Link>
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
