// Which of a seller's earnings the store's payouts have paid (issue 47): payouts are not tied to sales, so they cover
// the seller's credits first in, first out (decision 044). Integer US cents throughout.

/** What one part (or a row without a part) brought the seller, in US cents, once it may be paid out. */
export type Credit = { key: string; cents: number };

/** How much of a credit the payouts cover: all of it, or part of it (`cents`). */
export type PaidOut = { whole: boolean; cents: number };

/**
 * Spreads `payoutCents` (what the payouts add up to) over `credits`, given oldest first: each credit is covered up to
 * its amount before the next gets anything. Credits the payouts do not reach are left out of the answer.
 */
export function paidOutCredits(payoutCents: number, credits: readonly Credit[]): Map<string, PaidOut> {
  const covered = new Map<string, PaidOut>();
  let left = Math.max(0, payoutCents);
  for (const credit of credits) {
    if (left === 0) break;
    if (credit.cents <= 0) continue;
    const cents = Math.min(left, credit.cents);
    covered.set(credit.key, { whole: cents === credit.cents, cents });
    left -= cents;
  }
  return covered;
}
