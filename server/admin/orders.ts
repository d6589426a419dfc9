import { asc, count, desc, eq, sql } from "drizzle-orm";
import { type AdminOrdersQuery, paymentStateOf } from "~domain/admin-orders-query";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { currencies, orderParts, orderPayments, orders, users } from "../db/schema";
import type { MediaStore } from "../media/store";
import { detailOf, findOrder } from "../orders/history";
import { paymentTotals, refundDue } from "../payments/payments";
import { storeSettingsIn } from "../settings/store-settings";
import { ordersCondition } from "./order-conditions";

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** What the list and its CSV file show of each order, with its payments' sums and references. */
export const orderListColumns = {
  id: orders.id,
  number: orders.number,
  email: orders.email,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  currencyCode: orders.currencyCode,
  currencySymbol: currencies.symbol,
  createdAt: orders.createdAt,
  payBy: orders.payBy,
  receivedCents: sql<number>`(select coalesce(sum(${orderPayments.amountCents}), 0)::int from ${orderPayments}
    where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.movement} = 'received')`,
  refundedCents: sql<number>`(select coalesce(sum(${orderPayments.amountCents}), 0)::int from ${orderPayments}
    where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.movement} = 'refunded')`,
  references: sql<string>`(select coalesce(string_agg(${orderPayments.reference}, '; ' order by ${orderPayments.id}), '')
    from ${orderPayments} where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.reference} is not null)`,
};

/** The store's orders under the list's query, newest (or oldest) first; `limit` null: all of them. */
export async function ordersWhere(db: Db, query: AdminOrdersQuery, now: Date, limit: number | null) {
  const { shipDays } = await storeSettingsIn(db);
  const where = ordersCondition(query, shipDays, now);
  const order =
    query.sort === "oldest" ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const select = db
    .select(orderListColumns)
    .from(orders)
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === null ? select : select.limit(limit).offset((query.page - 1) * limit));
  return { rows: rows.map((row) => ({ ...row, paymentState: paymentStateOf(row) })), where };
}

export type AdminOrderRow = Awaited<ReturnType<typeof adminOrderPage>>["orders"][number];

/** A page of the store's orders under the list's query (its filters, its search), with how many match in all. */
export async function adminOrderPage(db: Db, query: AdminOrdersQuery, now: Date) {
  const { rows, where } = await ordersWhere(db, query, now, ADMIN_ORDERS_PAGE_SIZE);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  return {
    orders: rows.map(({ id: _id, createdAt, payBy, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      payBy: payBy?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * An order as its buyer sees it (its lines named in the operator's `locale`), with the buyer's email and each part's
 * seller and the status it was held from.
 */
export async function adminOrder(db: Db, media: MediaStore, number: string, locale: Locale) {
  const found = await findOrder(db, media, eq(orders.number, number), locale);
  if (!found) return null;
  const parts = await db
    .select({
      id: orderParts.id,
      status: orderParts.status,
      heldFrom: orderParts.heldFrom,
      sellerEmail: users.email,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .leftJoin(users, eq(users.id, orderParts.sellerId))
    .where(eq(orders.number, number))
    .orderBy(asc(orderParts.id));
  const totals = await paymentTotals(db, found.orderId);
  return {
    ...detailOf(found),
    email: found.order.email,
    sellerParts: parts,
    // What may still go back to the buyer, and what the cancelled parts say should.
    refund: {
      refundableCents: totals.receivedCents - totals.refundedCents,
      dueCents: await refundDue(db, found.orderId),
    },
  };
}
