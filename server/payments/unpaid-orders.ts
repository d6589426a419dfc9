import { and, asc, eq, gt, inArray, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { localeOr } from "~domain/locales";
import { REMINDER_DAYS_BEFORE } from "~domain/store-settings";
import type { Db, Tx } from "../db/handle";
import { orderParts, orderPayments, orders } from "../db/schema";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";
import { enqueueMail } from "../mail/outbox";
import { cancelParts } from "../orders/order-parts";

// An order to pay by bank transfer or cheque waits for its money until its `pay_by` (the days the store set when it
// was placed). Two days before, its buyer is reminded; then, still unpaid, it expires: it is cancelled, its stock and
// coupon use come back, and its buyer and sellers are told. Every app process runs this pass: each order is taken
// with FOR UPDATE SKIP LOCKED and changed only while it still qualifies, so it happens once however many run it.

/** Orders handled in one transaction; the pass goes on while a batch was full. */
const BATCH = 20;

/** A mail about their order to each of these orders' buyers, in the language they ordered in. */
function tellBuyers(
  tx: Tx,
  kind: "payment-reminder" | "order-expired",
  buyersOf: { id: number; email: string; locale: string }[],
) {
  return enqueueMail(
    tx,
    buyersOf.map((order) => ({
      kind,
      to: order.email,
      locale: localeOr(order.locale),
      payload: { orderId: order.id },
    })),
  );
}

/**
 * A batch of the orders still awaiting their payment that also meet `condition`, soonest due first, each locked for
 * this transaction; one another process holds is passed over (it is handling it).
 */
function takeAwaiting(tx: Tx, condition: SQL | undefined) {
  return tx
    .select({ id: orders.id, email: orders.email, locale: orders.locale })
    .from(orders)
    .where(and(eq(orders.paymentStatus, "awaiting"), ne(orders.status, "cancelled"), condition))
    .orderBy(asc(orders.payBy))
    .limit(BATCH)
    .for("update", { of: orders, skipLocked: true });
}

/** Reminds the buyers of orders due within two days that were not reminded yet; returns how many. */
export async function remindUnpaidOrders(db: Db, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await takeAwaiting(
      tx,
      and(isNull(orders.paymentRemindedAt), lte(orders.payBy, soon), gt(orders.payBy, now)),
    );
    if (due.length === 0) return 0;
    await tx
      .update(orders)
      .set({ paymentRemindedAt: now })
      .where(
        inArray(
          orders.id,
          due.map((order) => order.id),
        ),
      );
    await tellBuyers(tx, "payment-reminder", due);
    return due.length;
  });
}

/**
 * Expires the orders whose time to pay has passed with nothing received: each is cancelled whole (stock and coupon
 * back, sellers told, by "the store"), its payment status becomes Expired, and its buyer gets a mail. An order paid
 * in part is left awaiting for the operator, who knows what came in. Returns how many expired.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await takeAwaiting(
      tx,
      and(
        lte(orders.payBy, now),
        sql`not exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id})`,
      ),
    );
    for (const order of due) {
      const parts = await tx
        .select({ id: orderParts.id, status: orderParts.status, sellerId: orderParts.sellerId })
        .from(orderParts)
        .where(and(eq(orderParts.orderId, order.id), ne(orderParts.status, "cancelled")))
        .for("update");
      await cancelParts(tx, order.id, parts, "unpaid");
      await tx.update(orders).set({ paymentStatus: "expired" }).where(eq(orders.id, order.id));
    }
    await tellBuyers(tx, "order-expired", due);
    return due.length;
  });
}

/** One pass: the reminders, then the expiries, each batch after batch until none is left. */
export async function settleUnpaidOrders(db: Db, now = new Date()): Promise<{ reminded: number; expired: number }> {
  let reminded = 0;
  let expired = 0;
  for (let taken = BATCH; taken === BATCH; reminded += taken) taken = await remindUnpaidOrders(db, now);
  for (let taken = BATCH; taken === BATCH; expired += taken) taken = await expireUnpaidOrders(db, now);
  return { reminded, expired };
}

/** How often each app process looks for unpaid orders to remind or expire. */
const UNPAID_PASS_MS = 60_000;

/** The pass in an app process, once a minute (at once again while a batch was full); `stop` lets it finish. */
export function startUnpaidOrdersJob(db: Db, log: Pick<Logger, "info" | "error">): Repeating {
  return startRepeating(
    async () => {
      const { reminded, expired } = await settleUnpaidOrders(db);
      if (reminded + expired > 0) log.info(`Unpaid orders: ${reminded} reminded, ${expired} expired.`);
      return { more: false };
    },
    UNPAID_PASS_MS,
    (error) => log.error(`Unpaid orders: ${error instanceof Error ? error.message : String(error)}`),
  );
}
