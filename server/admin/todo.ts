import { asc, count, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { claimsWaitingCount } from "../claims/claim-view";
import type { Db, Tx } from "../db/handle";
import { contactMessages, conversations, currencies, orders, products } from "../db/schema";
import { payoutsDue } from "../ledger/balances";
import { outboxTrouble } from "../mail/outbox-trouble";
import { returnsWaitingCount } from "../returns/return-view";
import { storeSettingsIn } from "../settings/store-settings";
import { parcelCondition, paymentStateCondition } from "./order-conditions";
import { storeLowStock } from "./store-stock";

// What waits for the operator (issue 48): each a count from SQL over an index, and the same conditions the filtered
// lists use, so the count and the list it links to agree. The Overview shows them all; the daily digest mails some.

const DAY_MS = 86_400_000;

async function countOf(
  db: Db | Tx,
  table: typeof orders | typeof products | typeof conversations,
  where: SQL | undefined,
) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Orders paid in advance whose money has not come in (and not cancelled). */
export const awaitingPaymentCount = (db: Db | Tx) => countOf(db, orders, paymentStateCondition("awaiting"));

/** The oldest orders awaiting payment, with their age in whole days on `now` and the day they are due. */
export async function oldestAwaiting(db: Db, now: Date, limit = 5) {
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      payBy: orders.payBy,
      totalCents: orders.totalCents,
      currencySymbol: currencies.symbol,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(paymentStateCondition("awaiting"))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    ageDays: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS)),
    createdAt: row.createdAt.toISOString(),
    payBy: row.payBy?.toISOString() ?? null,
  }));
}

/** Orders whose store's own parcel is ready to ship and not shipped. */
export const storeParcelsCount = (db: Db | Tx, now: Date) =>
  countOf(db, orders, parcelCondition("store-to-ship", 0, now));

/** Orders with a seller's parcel ready for more than `shipDays` days and not shipped. */
export const lateSellerParcelsCount = (db: Db | Tx, shipDays: number, now: Date) =>
  countOf(db, orders, parcelCondition("seller-late", shipDays, now));

/** Conversations a side reported and no operator dismissed. */
export const reportedCount = (db: Db) => countOf(db, conversations, isNotNull(conversations.reportedAt));

/** The store's own products low in stock or sold out. */
export const lowStockCount = (db: Db | Tx) => countOf(db, products, storeLowStock);

async function unreadMessagesCount(db: Db) {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.openedAt));
  return row?.total ?? 0;
}

/** What the daily mail tells the operators: the orders and parcels waiting, the payouts due and the low stock. */
export async function digestCounts(db: Db | Tx, now: Date) {
  // One after another: the daily digest counts inside the transaction that claims its day, on one connection.
  const settings = await storeSettingsIn(db);
  const awaiting = await awaitingPaymentCount(db);
  const storeParcels = await storeParcelsCount(db, now);
  const lateParcels = await lateSellerParcelsCount(db, settings.shipDays, now);
  const payouts = await payoutsDue(db, settings.holdingDays, now);
  const lowStock = await lowStockCount(db);
  return { awaiting, storeParcels, lateParcels, shipDays: settings.shipDays, payouts, lowStock };
}
export type DigestCounts = Awaited<ReturnType<typeof digestCounts>>;

/** Everything the Overview lists: the digest's counts, the oldest orders awaiting, reports, unread messages, mail. */
export async function operatorTodo(db: Db, now: Date) {
  const [counts, oldest, reported, unread, mail, returns, claims] = await Promise.all([
    digestCounts(db, now),
    oldestAwaiting(db, now),
    reportedCount(db),
    unreadMessagesCount(db),
    outboxTrouble(db, now),
    returnsWaitingCount(db),
    claimsWaitingCount(db),
  ]);
  return { ...counts, oldest, reported, unread, mail, returns, claims };
}
export type OperatorTodo = Awaited<ReturnType<typeof operatorTodo>>;
