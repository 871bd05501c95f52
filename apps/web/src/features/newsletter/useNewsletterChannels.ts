import { type RestChannel, settingsChannelsQueryOptions, useApi } from '@parley/api';
import { useQuery } from '@tanstack/react-query';

/** The channel types a newsletter can go out on (a WhatsApp number, or an email mailbox). */
const newsletterChannelTypes: ReadonlySet<string> = new Set(['WHATSAPP', 'EMAIL', 'GMAIL', 'OFFICE365']);

export const isNewsletterChannel = (channel: RestChannel) =>
  !channel.isDisabled && newsletterChannelTypes.has(channel.channelType);

/** The company's channels a newsletter can be sent on, WhatsApp first. */
export function useNewsletterChannels(companyId: string) {
  const api = useApi();
  const query = useQuery(settingsChannelsQueryOptions(api, companyId));
  const channels = (query.data ?? [])
    .filter(isNewsletterChannel)
    .sort((a, b) => Number(b.channelType === 'WHATSAPP') - Number(a.channelType === 'WHATSAPP'));
  return { ...query, channels };
}
