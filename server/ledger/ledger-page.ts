import { count, desc, eq, sql } from "drizzle-orm";
import type { LedgerKind } from "~domain/ledger";
import type { PaidOut } from "~domain/paid-out";
import type { Db } from "../db/handle";
import { currencies, orderParts, orders, sellerLedger } from "../db/schema";
import { completedAt } from "./balances";
import { creditKey, paidOutOf } from "./paid-out";

export const LEDGER_PAGE_SIZE = 20;

/** One row of a seller's ledger as their Earnings (and the operator's Payouts) show it. */
export type LedgerRow = {
  id: number;
  kind: LedgerKind;
  occurredOn: string;
  usdCents: number;
  amountCents: number;
  currencyCode: string;
  currencySymbol: string;
  /** A payout's bank reference. */
  reference: string | null;
  orderNumber: string | null;
  partId: number | null;
  cash: boolean;
  partStatus: string | null;
  /** When its part's earnings become (or became) available: its completion plus the holding days (ISO), or null. */
  availableAt: string | null;
  /** Whether it counts in the available balance now (a payout, a released part, or a part that owes the store). */
  available: boolean;
  /** How much of what its part brought the payouts have paid (first in, first out), or null for none of it. */
  paidOut: PaidOut | null;
};

/** One page of a seller's rows, newest first, each with where it stands on `now`. */
export async function ledgerPage(
  db: Db,
  sellerId: string,
  page: number,
  holdingDays: number,
  now: Date,
): Promise<{ rows: LedgerRow[]; totalPages: number }> {
  const [rows, [counted], paidOut] = await Promise.all([
    db
      .select({
        id: sellerLedger.id,
        kind: sellerLedger.kind,
        occurredOn: sellerLedger.occurredOn,
        usdCents: sellerLedger.usdCents,
        amountCents: sellerLedger.amountCents,
        currencyCode: sellerLedger.currencyCode,
        currencySymbol: currencies.symbol,
        reference: sellerLedger.reference,
        orderNumber: orders.number,
        partId: sellerLedger.partId,
        paymentMethod: orders.paymentMethod,
        partStatus: orderParts.status,
        completedAt: sql<string | null>`${completedAt}`,
        // The outer row's part and seller; the inner rows by their alias.
        partCents: sql<number | null>`(
          select sum(same_part.usd_cents)::int from ${sellerLedger} as same_part
          where same_part.part_id = ${sellerLedger.partId} and same_part.seller_id = ${sellerLedger.sellerId}
        )`,
      })
      .from(sellerLedger)
      .innerJoin(currencies, eq(currencies.code, sellerLedger.currencyCode))
      .leftJoin(orders, eq(orders.id, sellerLedger.orderId))
      .leftJoin(orderParts, eq(orderParts.id, sellerLedger.partId))
      .where(eq(sellerLedger.sellerId, sellerId))
      .orderBy(desc(sellerLedger.createdAt), desc(sellerLedger.id))
      .limit(LEDGER_PAGE_SIZE)
      .offset((page - 1) * LEDGER_PAGE_SIZE),
    db.select({ total: count() }).from(sellerLedger).where(eq(sellerLedger.sellerId, sellerId)),
    paidOutOf(db, sellerId),
  ]);
  const holding = holdingDays * 86_400_000;
  return {
    rows: rows.map(({ paymentMethod, completedAt: completed, partCents, ...row }) => {
      const availableAt =
        row.partStatus === "completed" && completed !== null ? new Date(completed).getTime() + holding : null;
      return {
        ...row,
        cash: paymentMethod === "cash",
        availableAt: availableAt === null ? null : new Date(availableAt).toISOString(),
        // As the balance counts it, part by part: a part that owes the store counts at once.
        available:
          row.kind === "payout" || (partCents ?? 0) < 0 || (availableAt !== null && availableAt <= now.getTime()),
        paidOut: paidOut.get(creditKey(row)) ?? null,
      };
    }),
    totalPages: Math.max(1, Math.ceil((counted?.total ?? 0) / LEDGER_PAGE_SIZE)),
  };
}
