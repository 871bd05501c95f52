/** Where Meta posts a WhatsApp number's or a Messenger page's webhooks: the callback URL of its set-up. */
export function webhookUrlOf(type: 'WHATSAPP' | 'MESSENGER'): string {
  return `${window.location.origin}/api/webhooks/${type === 'WHATSAPP' ? 'whatsapp' : 'messenger'}`;
}
