import { LAST_24_HOURS_MS } from './grouping.ts';

/*
 * WhatsApp's customer-service window: a business may write free text to a customer only within 24
 * hours of the customer's last message; outside it only an approved template may be sent (and it starts
 * a paid conversation). Other channels have no window. The server refuses free text outside it; the
 * composer counts it down and offers templates once it closed.
 */

export const WHATSAPP_WINDOW_MS = LAST_24_HOURS_MS;

/** The server's refusal of free text outside the window (on the message body). */
export const WHATSAPP_WINDOW_CLOSED = 'MESSAGES.WHATSAPP_WINDOW_CLOSED';

export type MessageWindow =
  /** No window on this channel: free text any time. */
  { applies: false } | { applies: true; open: boolean; endsAt: Date | null };

export function messageWindowOf(
  channelType: string,
  lastCustomerMessageAt: string | Date | null | undefined,
  now: number,
): MessageWindow {
  if (channelType !== 'WHATSAPP') return { applies: false };
  if (!lastCustomerMessageAt) return { applies: true, open: false, endsAt: null };
  const endsAt = new Date(new Date(lastCustomerMessageAt).getTime() + WHATSAPP_WINDOW_MS);
  return { applies: true, open: endsAt.getTime() > now, endsAt };
}
