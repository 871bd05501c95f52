/*
 * Conversation credits (spec 3, 9): a company holds `credits` (bought) and `monthlyCredits` (included
 * in its plan each month); each conversation a newsletter or a template outside WhatsApp's window
 * starts costs one. The balance is credits plus monthlyCredits; what remains after a send is the
 * balance minus its cost, and a send is allowed only while that stays positive (spec 5).
 * Prices are whole cents, so no sum is off by a rounding error.
 */

export type ConversationCredits = {
  credits: number;
  monthlyCredits: number;
  /** Euro cents per conversation. */
  costPerConversationCents: number;
};

export const creditBalance = (credits: Pick<ConversationCredits, 'credits' | 'monthlyCredits'>): number =>
  credits.credits + credits.monthlyCredits;

export const remainingCredits = (balance: number, cost: number): number => balance - cost;

/** Spec 5: the remaining credit must be positive for a send. */
export const canAffordSend = (balance: number, cost: number): boolean => remainingCredits(balance, cost) > 0;

/** Price of `conversations` in euro cents. */
export const priceCents = (conversations: number, costPerConversationCents: number): number =>
  conversations * costPerConversationCents;

/**
 * Charges `cost` conversations: the monthly credits first (they lapse at the month's end), then the
 * bought ones. Answers null when the balance cannot cover it.
 */
export function chargeCredits(
  credits: Pick<ConversationCredits, 'credits' | 'monthlyCredits'>,
  cost: number,
): { credits: number; monthlyCredits: number } | null {
  if (cost > creditBalance(credits)) return null;
  const fromMonthly = Math.min(credits.monthlyCredits, cost);
  return {
    monthlyCredits: credits.monthlyCredits - fromMonthly,
    credits: credits.credits - (cost - fromMonthly),
  };
}
