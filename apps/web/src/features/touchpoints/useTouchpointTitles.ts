import { useLingui } from '@lingui/react/macro';
import type { QrType, WebsiteType } from '@parley/domain';

/** Translated names of the touchpoints. */
export function useTouchpointTitles(): { website: Record<WebsiteType, string>; qr: Record<QrType, string> } {
  const { t } = useLingui();
  return {
    website: { 'chat-widget': t`Chat widget`, 'contact-button': t`Contact button` },
    qr: { whatsapp: t`WhatsApp QR code`, messenger: t`Messenger QR code` },
  };
}
