import { useLingui } from '@lingui/react/macro';
import type { ChannelTypeId } from '@parley/domain';
import { useMemo } from 'react';

/**
 * A channel type's short name where a conversation or contact says where it came from (inbox rows,
 * the contact's conversations), in the user's language ("E-Mail" in German).
 */
export function useChannelNames(): (type: string) => string {
  const { t } = useLingui();
  return useMemo(() => {
    const names: Record<ChannelTypeId, string> = {
      WHATSAPP: t`WhatsApp`,
      MESSENGER: t`Messenger`,
      EMAIL: t`Email`,
      GMAIL: t`Gmail`,
      OFFICE365: t`Office 365`,
      GOOGLE_REVIEWS: t`Google`,
    };
    return (type: string) => names[type as ChannelTypeId] ?? type;
  }, [t]);
}
