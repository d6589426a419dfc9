import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/handle";
import { orderEvents, orderParts, sellerLedger } from "../db/schema";

// A seller's balance is a sum of their ledger's rows (decision 034). What a part brings waits until the part is
// completed and the holding days have passed since (its order_events row to 'completed'); what a part owes the store
// (a cash sale's commission, a refund beyond what it brought) counts at once, as do payouts. So a payout never pays
// out what a refund or a commission still to come would take back.

export type Balance = { availableCents: number; pendingCents: number };

/** When the part was completed (its event), or null while it is not. */
export const completedAt = sql<Date | null>`(
  select max(${orderEvents.createdAt}) from ${orderEvents}
  where ${orderEvents.orderId} = ${orderParts.orderId} and ${orderEvents.partId} = ${orderParts.id}
    and ${orderEvents.toStatus} = 'completed'
)`;

/** Per seller and part: the sum of its rows in US cents, and whether they are available on `now`. */
function partSums(db: Db | Tx, where: SQL | undefined, holdingDays: number, now: Date) {
  const cutoff = new Date(now.getTime() - holdingDays * 86_400_000).toISOString();
  return db
    .select({
      sellerId: sql<string>`${sellerLedger.sellerId}`.as("seller_id"),
      cents: sql<number>`sum(${sellerLedger.usdCents})::int`.as("cents"),
      released: sql<boolean>`(${sellerLedger.partId} is null or (
        ${orderParts.status} = 'completed' and ${completedAt} <= ${cutoff}::timestamptz
      ))`.as("released"),
    })
    .from(sellerLedger)
    .leftJoin(orderParts, eq(orderParts.id, sellerLedger.partId))
    .where(and(isNotNull(sellerLedger.sellerId), where))
    .groupBy(sellerLedger.sellerId, sellerLedger.partId, orderParts.id)
    .as("part_sums");
}

const available = (sums: ReturnType<typeof partSums>) =>
  sql<number>`coalesce(sum(case when ${sums.released} or ${sums.cents} < 0 then ${sums.cents} else 0 end), 0)::int`;
const pending = (sums: ReturnType<typeof partSums>) =>
  sql<number>`coalesce(sum(case when ${sums.released} or ${sums.cents} < 0 then 0 else ${sums.cents} end), 0)::int`;

/** One seller's balance on `now`: available to pay out, and pending. */
export async function sellerBalance(db: Db | Tx, sellerId: string, holdingDays: number, now: Date): Promise<Balance> {
  const sums = partSums(db, eq(sellerLedger.sellerId, sellerId), holdingDays, now);
  const [row] = await db.select({ availableCents: available(sums), pendingCents: pending(sums) }).from(sums);
  return { availableCents: row?.availableCents ?? 0, pendingCents: row?.pendingCents ?? 0 };
}

/** Every seller's balance on `now` that is not zero both ways, the largest available first. */
export async function sellerBalances(db: Db, holdingDays: number, now: Date) {
  const sums = partSums(db, undefined, holdingDays, now);
  const rows = await db
    .select({ sellerId: sums.sellerId, availableCents: available(sums), pendingCents: pending(sums) })
    .from(sums)
    .groupBy(sums.sellerId);
  return rows
    .filter((row) => row.availableCents !== 0 || row.pendingCents !== 0)
    .sort((a, b) => b.availableCents - a.availableCents || b.pendingCents - a.pendingCents);
}

/**
 * The payouts due on `now`: how many sellers have money available to pay out, and how much in all (US cents), counted
 * in SQL from the same sums as every balance (the back office's Overview and the operators' daily mail, issue 48).
 */
export async function payoutsDue(db: Db | Tx, holdingDays: number, now: Date) {
  const sums = partSums(db, undefined, holdingDays, now);
  const perSeller = db
    .select({ sellerId: sums.sellerId, availableCents: available(sums).as("available_cents") })
    .from(sums)
    .groupBy(sums.sellerId)
    .as("per_seller");
  const [row] = await db
    .select({
      sellers: sql<number>`count(*)::int`,
      availableCents: sql<number>`coalesce(sum(${perSeller.availableCents}), 0)::int`,
    })
    .from(perSeller)
    .where(sql`${perSeller.availableCents} > 0`);
  return { sellers: row?.sellers ?? 0, availableCents: row?.availableCents ?? 0 };
}
