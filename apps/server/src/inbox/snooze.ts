import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, opportunities } from '../db/schema.ts';
import type { Notifier } from '../realtime/socket.ts';
import { presentMessage, presentOpportunity } from './present.ts';

/*
 * A snoozed conversation opens again at the end of its snooze: `updateConversation` closes it with
 * `snoozedUntil` and queues a `conversation-wake` job for that instant (a job survives a restart and
 * runs once across instances). The job opens it for whoever had it, says so on its timeline, tells
 * them, and refreshes everyone's lists, unless it changed meanwhile: reopened, closed for good, snoozed to
 * another time (whose own job wakes it) or woken by the customer writing.
 */

export type WakeDeps = { db: Db; notifier?: Notifier | undefined };

/** The job: opens the conversation if it is still snoozed until `until`. Answers whether it did. */
export async function wakeConversation(
  { db, notifier }: WakeDeps,
  { opportunityId, until }: { opportunityId: string; until: string },
): Promise<boolean> {
  const [woken] = await db
    .update(opportunities)
    .set({ status: 'OPEN', snoozedUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(opportunities.id, opportunityId),
        eq(opportunities.status, 'CLOSED'),
        eq(opportunities.snoozedUntil, new Date(until)),
      ),
    )
    .returning();
  if (!woken) return false;
  const [event] = await db
    .insert(messages)
    .values({
      opportunityId,
      body: null,
      senderType: 'USER',
      senderUserId: null,
      status: 'SENT',
      kind: 'EVENT',
      event: { key: 'CONVERSATION.SNOOZE_ENDED', value: null },
    })
    .returning();
  if (notifier && event) {
    notifier.toCompany(woken.companyId, 'message-status-update', {
      message: await presentMessage(db, event),
    });
    notifier.toCompany(woken.companyId, 'get-opportunities', {
      opportunityIds: [woken.id],
      reason: 'updated',
    });
    // Whoever has it is told it is back (a toast, and a browser notification when they allow them).
    if (woken.userId)
      notifier.toUser(woken.userId, 'conversation-assigned-notification', {
        notificationId: event.id,
        kind: 'snooze_ended',
        opportunity: await presentOpportunity(db, woken),
        by: { firstName: null, lastName: null },
      });
  }
  return true;
}
