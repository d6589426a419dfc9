import { and, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import {
  type AdminOrdersQuery,
  type OrderPaymentState,
  type ParcelFilter,
  searchKindsOf,
} from "~domain/admin-orders-query";
import { containing } from "../db/like-pattern";
import { orderParts, orderPayments, orders } from "../db/schema";
import { readySince, shippable, stillToShip } from "../orders/to-ship";

// The back office's conditions on orders (issue 48), one way for its list, its CSV file, the Overview's counts and
// the operators' daily mail: what the list shows under a filter is exactly what the Overview counted.

const DAY_MS = 86_400_000;

/** The orders whose money is in this state (paymentStateOf in domain/admin-orders-query.ts, as SQL). */
export function paymentStateCondition(state: OrderPaymentState): SQL {
  // Literals, so that the planner matches "awaiting" to orders_awaiting_created_idx.
  const awaiting = sql`${orders.paymentStatus} = 'awaiting'`;
  switch (state) {
    case "awaiting":
      return sql`(${awaiting} and ${orders.paymentMethod} <> 'cash' and ${orders.status} <> 'cancelled')`;
    case "on-delivery":
      return sql`(${awaiting} and ${orders.paymentMethod} = 'cash' and ${orders.status} <> 'cancelled')`;
    case "not-paid":
      return sql`(${awaiting} and ${orders.status} = 'cancelled')`;
    default:
      return eq(orders.paymentStatus, state);
  }
}

/** The ids of orders with a parcel of the store's own (null) or of a seller not shipped yet (order_parts_open_idx). */
function withOpenParcel(seller: "store" | "seller") {
  const whose = seller === "store" ? sql`${orderParts.sellerId} is null` : sql`${orderParts.sellerId} is not null`;
  return inArray(orders.id, sql`(select ${orderParts.orderId} from ${orderParts} where ${stillToShip} and ${whose})`);
}

/**
 * Orders with the store's own parcel ready to ship (paid, or cash on delivery) and not shipped; or with a seller's
 * parcel ready for more than `shipDays` days on `now` and not shipped.
 */
export function parcelCondition(filter: ParcelFilter, shipDays: number, now: Date): SQL {
  if (filter === "store-to-ship") return and(withOpenParcel("store"), shippable) as SQL;
  const cutoff = new Date(now.getTime() - shipDays * DAY_MS).toISOString();
  return and(withOpenParcel("seller"), shippable, sql`${readySince} <= ${cutoff}::timestamptz`) as SQL;
}

/**
 * The search: an order's number (nine digits), part of its buyer's email or of one of its payments' references, or an
 * exact amount, its total or one of its payments ("123.45" is 12345 minor units): an order matching any of them.
 */
export function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const { number, amountMinor, text } = searchKindsOf(q);
  const pattern = containing(text);
  const payments = (condition: SQL) =>
    inArray(orders.id, sql`(select ${orderPayments.orderId} from ${orderPayments} where ${condition})`);
  return or(
    number ? eq(orders.number, number) : undefined,
    sql`${orders.email} ilike ${pattern}`,
    payments(sql`${orderPayments.reference} ilike ${pattern}`),
    amountMinor !== null ? eq(orders.totalCents, amountMinor) : undefined,
    amountMinor !== null ? payments(sql`${orderPayments.amountCents} = ${amountMinor}`) : undefined,
  );
}

/** Placed on or after `from` and on or before `to` (days, UTC). */
function periodCondition(from: string | null, to: string | null): SQL | undefined {
  return and(
    from ? gte(orders.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(orders.createdAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
}

/** Every condition of the list's query, on `now` with the store's `shipDays`. */
export function ordersCondition(query: AdminOrdersQuery, shipDays: number, now: Date): SQL | undefined {
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment ? paymentStateCondition(query.payment) : undefined,
    query.method ? eq(orders.paymentMethod, query.method) : undefined,
    query.parcel ? parcelCondition(query.parcel, shipDays, now) : undefined,
    periodCondition(query.from, query.to),
    searchCondition(query.q),
  );
}
