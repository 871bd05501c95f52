import { Trans } from '@lingui/react/macro';
import { bannerAfter, hostMessageTypes, parseHostMessage } from '@parley/api';
import { Banner, Link } from '@parley/ui';
import { useEffect, useState } from 'react';
import { formatDay } from '../../lib/dates.ts';
import type { Me } from '../../lib/sectionGuard.ts';

/**
 * Global banner (spec 2): follows the host shell's company-status messages; shows the deactivation
 * date and a renew link while the subscription is cancelled, and disappears on a reset message.
 * After the user data loads the app itself broadcasts the status (spec 4).
 */
export function useSubscriptionBanner(me: Me, renewHref: string) {
  const [banner, setBanner] = useState<{ deactivationTimestamp: number | null } | null>(null);

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parseHostMessage(event.data);
      if (message) setBanner(bannerAfter(message));
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, []);

  const { status, deactivationTimestamp } = me.company;
  useEffect(() => {
    window.postMessage(
      { type: hostMessageTypes.companyStatus, status, deactivationTimestamp: deactivationTimestamp ?? null },
      window.location.origin,
    );
  }, [status, deactivationTimestamp]);

  if (!banner) return null;
  const date = banner.deactivationTimestamp ? formatDay(banner.deactivationTimestamp) : null;
  return (
    <Banner
      tone="warning"
      action={
        <Link href={renewHref} variant="standalone">
          <Trans>Renew subscription</Trans>
        </Link>
      }
    >
      {date ? (
        <Trans>Your subscription has been cancelled. Your account will be deactivated on {date}.</Trans>
      ) : (
        <Trans>Your subscription has been cancelled.</Trans>
      )}
    </Banner>
  );
}
