import { asc, eq, sql } from "drizzle-orm";
import { type PaidOut, paidOutCredits } from "~domain/paid-out";
import type { Db, Tx } from "../db/handle";
import { orderParts, sellerLedger } from "../db/schema";
import { completedAt } from "./balances";

// Which of a seller's credits their payouts have paid (decision 044). A credit is what a completed part brings them
// (its rows' sum, when above zero), or a row of theirs without a part that adds to their balance; the payouts cover
// them first in, first out, by the day each could first be paid out (its part's completion). A part not completed
// was never available, so no payout covers it.

/** The key of the credit a row belongs to: its part's, or its own for a row without a part. */
export function creditKey(row: { id: number; partId: number | null }): string {
  return row.partId === null ? `row:${row.id}` : `part:${row.partId}`;
}

/** How much of each of the seller's credits their payouts cover, by creditKey; credits not reached are absent. */
export async function paidOutOf(db: Db | Tx, sellerId: string): Promise<Map<string, PaidOut>> {
  const rowId = sql<number | null>`case when ${sellerLedger.partId} is null then ${sellerLedger.id} end`;
  // Since when it could be paid out: its part's completion, or the row's own writing; null while not completed.
  const since = sql<string | null>`case
    when ${sellerLedger.partId} is null then min(${sellerLedger.createdAt})
    when ${orderParts.status} = 'completed' then ${completedAt}
  end`;
  const groups = await db
    .select({
      partId: sellerLedger.partId,
      rowId,
      cents: sql<number>`sum(${sellerLedger.usdCents})::int`,
      payoutCents: sql<number>`coalesce(sum(case when ${sellerLedger.kind} = 'payout'
        then -${sellerLedger.usdCents} else 0 end), 0)::int`,
      since,
    })
    .from(sellerLedger)
    .leftJoin(orderParts, eq(orderParts.id, sellerLedger.partId))
    .where(eq(sellerLedger.sellerId, sellerId))
    .groupBy(sellerLedger.partId, rowId, orderParts.id)
    .orderBy(sql`${since} asc nulls last`, asc(sellerLedger.partId), asc(rowId));
  const payoutCents = groups.reduce((sum, group) => sum + group.payoutCents, 0);
  const credits = groups
    .filter((group) => group.cents > 0 && group.since !== null)
    .map((group) => ({ key: creditKey({ id: group.rowId ?? 0, partId: group.partId }), cents: group.cents }));
  return paidOutCredits(payoutCents, credits);
}
