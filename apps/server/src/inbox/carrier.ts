import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages } from '../db/schema.ts';
import type { Notifier } from '../realtime/socket.ts';
import { logError } from '../security/safeLog.ts';
import { presentMessages } from './present.ts';

/**
 * The reference backend has no WhatsApp or mail provider behind it, so this plays the provider's
 * delivery receipts: a message the staff sent (status SENT) is DELIVERED `deliveryMs` later, and
 * every SENT or DELIVERED staff message of a conversation is READ as soon as the customer writes in
 * it (a customer who answers has read the thread). Each change is emitted as `message-status-update`
 * to the company, so the sender's ticks move like they do against a real provider. Status only ever
 * moves forward (SENT → DELIVERED → READ); `deliveryMs` null turns receipts off (messages stay SENT).
 */
export type Carrier = {
  /** A staff message was stored with status SENT. */
  sent(companyId: string, messageId: string): void;
  /** The customer wrote in the opportunity: its staff messages are read. */
  customerRead(companyId: string, opportunityId: string): Promise<void>;
  /** Cancels pending receipts (server shutdown). */
  stop(): void;
};

export function createCarrier(deps: { db: Db; notifier: Notifier; deliveryMs: number | null }): Carrier {
  const { db, notifier, deliveryMs } = deps;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  const emit = async (companyId: string, rows: Parameters<typeof presentMessages>[1]) => {
    for (const message of await presentMessages(db, rows))
      notifier.toCompany(companyId, 'message-status-update', { message });
  };

  const deliver = async (companyId: string, messageId: string) => {
    const rows = await db
      .update(messages)
      .set({ status: 'DELIVERED' })
      .where(and(eq(messages.id, messageId), eq(messages.status, 'SENT')))
      .returning();
    await emit(companyId, rows);
  };

  return {
    sent(companyId, messageId) {
      if (deliveryMs === null || stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        deliver(companyId, messageId).catch((error: unknown) => {
          if (!stopped) logError('[carrier] delivery receipt failed:', error);
        });
      }, deliveryMs);
      timer.unref?.();
      timers.add(timer);
    },
    async customerRead(companyId, opportunityId) {
      if (deliveryMs === null || stopped) return;
      const rows = await db
        .update(messages)
        .set({ status: 'READ' })
        .where(
          and(
            eq(messages.opportunityId, opportunityId),
            eq(messages.senderType, 'USER'),
            inArray(messages.status, ['SENT', 'DELIVERED']),
          ),
        )
        .returning();
      await emit(companyId, rows);
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
