import { useLingui } from '@lingui/react/macro';
import type { ChannelStatusId, ChannelTypeId } from '@parley/domain';
import { useMemo } from 'react';

/** Translated names of channel types and statuses (spec 3, 4). */
export function useChannelLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      types: {
        EMAIL: t`Email (SMTP)`,
        GMAIL: t`Gmail`,
        OFFICE365: t`Office 365`,
        MESSENGER: t`Facebook Messenger`,
        WHATSAPP: t`WhatsApp`,
        GOOGLE_REVIEWS: t`Google reviews`,
      } satisfies Record<ChannelTypeId, string>,
      statuses: {
        DRAFT: t`Draft`,
        LIVE: t`Live`,
        PENDING_DELETION: t`Pending deletion`,
        UNREGISTERED: t`Unregistered`,
        DONE_OBO_WABAS_ONLY: t`Done (OBO WABAs only)`,
        PENDING_OBO_WABAS_ONLY: t`Pending (OBO WABAs only)`,
      } satisfies Record<ChannelStatusId, string>,
      /**
       * What a status means for the staff, in their language; the provider's own status text is
       * English and not shown.
       */
      statusNotes: {
        DRAFT: t`The channel is set up but not live yet.`,
        LIVE: null,
        PENDING_DELETION: t`The channel is being removed at the provider.`,
        UNREGISTERED: t`The number was unregistered from the WhatsApp Business Platform. Reconnect it to receive messages again.`,
        DONE_OBO_WABAS_ONLY: null,
        PENDING_OBO_WABAS_ONLY: t`The provider is still setting up the number.`,
      } satisfies Record<ChannelStatusId, string | null>,
      families: {
        email: t`Email`,
        messenger: t`Messenger`,
        reviews: t`Reviews`,
      },
    }),
    [t],
  );
}
