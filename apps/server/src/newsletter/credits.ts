import {
  canAffordSend,
  chargeCredits,
  creditBalance,
  priceCents,
  remainingCredits,
  type TopUpAmount,
} from '@parley/domain';
import { and, eq, sql } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer as SignedIn } from '../auth/viewer.ts';
import type { Db, Tx } from '../db/client.ts';
import { conversationCredits, creditOrders } from '../db/features/newsletter.ts';
import { brands, companies } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/queue.ts';

/*
 * Conversation credits (spec 3, 9) of the caller's company, company admins only. The row is made on
 * first use with the brand's monthly allowance (conversationsIncludedPerMonth), which is refilled
 * when a new month (UTC) begins. A top-up is an order the simulated payment provider confirms a few
 * seconds later, as a durable job (`credit-top-up`): the credits grow once, on any instance, also
 * after a restart.
 */

export type Viewer = Pick<SignedIn, 'user' | 'companyId'>;
export type CreditsRow = typeof conversationCredits.$inferSelect;

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The company's credits row, made or refilled for this month; `tx` locks it for a charge. */
export async function creditsOf(db: Db | Tx, companyId: string, options: { lock?: boolean } = {}) {
  const period = monthOf(new Date());
  const [allowance] = await db
    .select({ included: brands.conversationsIncludedPerMonth })
    .from(companies)
    .innerJoin(brands, eq(brands.id, companies.brandId))
    .where(eq(companies.id, companyId));
  const included = allowance?.included ?? 0;
  await db
    .insert(conversationCredits)
    .values({ companyId, monthlyCredits: included, monthlyPeriod: period })
    .onConflictDoNothing();
  await db
    .update(conversationCredits)
    .set({ monthlyCredits: included, monthlyPeriod: period })
    .where(
      and(
        eq(conversationCredits.companyId, companyId),
        sql`${conversationCredits.monthlyPeriod} <> ${period}`,
      ),
    );
  const query = db.select().from(conversationCredits).where(eq(conversationCredits.companyId, companyId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new Error('credits row neither made nor found');
  return row;
}

export const presentCredits = (row: CreditsRow) => ({
  credits: row.credits,
  monthlyCredits: row.monthlyCredits,
  balance: creditBalance(row),
  threshold: row.threshold,
  automaticBooking: row.automaticBooking,
  automaticBookingAmount: row.automaticBookingAmount,
  currentCostPerConversation: row.costPerConversationCents / 100,
});

export async function getCredits({ db }: { db: Db }, viewer: Viewer) {
  assertAdmin(viewer);
  return presentCredits(await creditsOf(db, viewer.companyId));
}

/** What `conversations` conversations cost and what would remain (spec 9). */
export async function costOf({ db }: { db: Db }, viewer: Viewer, conversations: number) {
  assertAdmin(viewer);
  const row = await creditsOf(db, viewer.companyId);
  const balance = creditBalance(row);
  return {
    conversations,
    costPerConversation: row.costPerConversationCents / 100,
    price: priceCents(conversations, row.costPerConversationCents) / 100,
    balance,
    remaining: remainingCredits(balance, conversations),
    sufficient: canAffordSend(balance, conversations),
  };
}

/** Charges one conversation inside the caller's transaction; false when the balance is empty. */
export async function chargeOneConversation(tx: Tx, companyId: string): Promise<boolean> {
  const row = await creditsOf(tx, companyId, { lock: true });
  const charged = chargeCredits(row, 1);
  if (!charged) return false;
  await tx.update(conversationCredits).set(charged).where(eq(conversationCredits.companyId, companyId));
  return true;
}

export const presentOrder = (row: typeof creditOrders.$inferSelect) => ({
  id: row.id,
  quantity: row.quantity,
  price: row.priceCents / 100,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Orders `quantity` conversations; the provider's confirmation is queued `confirmMs` later. */
export async function orderTopUp(
  deps: { db: Db; jobs?: Jobs | undefined; config: { topUpConfirmMs?: number } },
  viewer: Viewer,
  quantity: TopUpAmount | number,
) {
  assertAdmin(viewer);
  const { db, jobs } = deps;
  if (!jobs) throw new AppError('INTERNAL_SERVER_ERROR', 'No job queue: top-ups cannot be confirmed');
  const credits = await creditsOf(db, viewer.companyId);
  const [order] = await db
    .insert(creditOrders)
    .values({
      companyId: viewer.companyId,
      quantity,
      priceCents: priceCents(quantity, credits.costPerConversationCents),
      orderedBy: viewer.user.id,
    })
    .returning();
  if (!order) throw new Error('order not stored');
  await jobs.send(
    'credit-top-up',
    { orderId: order.id },
    { startAfter: new Date(Date.now() + (deps.config.topUpConfirmMs ?? 4000)) },
  );
  return order;
}

/** The payment provider confirmed the order: PAID, and the credits grow (once, whoever runs it). */
export async function confirmTopUp({ db }: { db: Db }, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(creditOrders)
      .set({ status: 'PAID', paidAt: new Date() })
      .where(and(eq(creditOrders.id, orderId), eq(creditOrders.status, 'PENDING')))
      .returning();
    if (!order) return;
    await creditsOf(tx, order.companyId);
    await tx
      .update(conversationCredits)
      .set({ credits: sql`${conversationCredits.credits} + ${order.quantity}` })
      .where(eq(conversationCredits.companyId, order.companyId));
  });
}
