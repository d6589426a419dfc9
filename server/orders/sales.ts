import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { OrderStatus } from "~domain/order-status";
import type { Db } from "../db/handle";
import { type AddressSnapshot, currencies, orderEvents, orderLines, orderParts, orders } from "../db/schema";
import type { MediaStore } from "../media/store";
import { orderLinesWhere } from "./history";
import { orderTimeline } from "./timeline";

export const SALES_PAGE_SIZE = 20;

export type SaleSummary = {
  number: string;
  createdAt: string;
  buyerName: string;
  lineCount: number;
  subtotalCents: number;
  currencySymbol: string;
  status: OrderStatus;
};

/**
 * One page of the orders holding the seller's products, newest first (order_parts_seller_created_idx), each
 * with only the seller's part of it: their lines' count and subtotal in the order's currency, and its status.
 */
export async function salesPageOfSeller(
  db: Db,
  sellerId: string,
  query: { page: number; status: OrderStatus | null },
): Promise<{ sales: SaleSummary[]; total: number }> {
  const where = and(
    eq(orderParts.sellerId, sellerId),
    query.status ? eq(orderParts.status, query.status) : undefined,
  ) as SQL;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        billing: orders.billingAddress,
        // Counted per part of the page (order_lines_part_idx), not over every line of the store.
        lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.partId} = ${orderParts.id})`,
        subtotalCents: orderParts.subtotalCents,
        currencySymbol: currencies.symbol,
        status: orderParts.status,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
      .where(where)
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
      .limit(SALES_PAGE_SIZE)
      .offset((query.page - 1) * SALES_PAGE_SIZE),
    db.select({ total: count() }).from(orderParts).where(where),
  ]);
  return {
    sales: rows.map(({ billing, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      buyerName: `${billing.firstName} ${billing.lastName}`,
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * The seller's part of one order, as their sale page shows it: the order's number, date, notes and shipping
 * address, how it is paid and whether it is, the buyer's email and phone, only this seller's lines, the part's status
 * and shipping details, and the part's history. Null when the order holds none of their products (someone else's reads as missing).
 */
export async function saleOfSeller(db: Db, media: MediaStore, sellerId: string, number: string) {
  const [row] = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      notes: orders.notes,
      billing: orders.billingAddress,
      shipping: orders.shippingAddress,
      currencySymbol: currencies.symbol,
      couponCode: orders.couponCode,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      partId: orderParts.id,
      status: orderParts.status,
      heldFrom: orderParts.heldFrom,
      carrier: orderParts.carrier,
      trackingNumber: orderParts.trackingNumber,
      subtotalCents: orderParts.subtotalCents,
      discountCents: orderParts.discountCents,
      shippingCents: orderParts.shippingCents,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(and(eq(orderParts.sellerId, sellerId), eq(orders.number, number)))
    .limit(1);
  if (!row) return null;
  const [lines, history] = await Promise.all([
    orderLinesWhere(db, media, eq(orderLines.partId, row.partId)),
    orderTimeline(db, eq(orderEvents.partId, row.partId)),
  ]);
  const billing = row.billing as AddressSnapshot;
  return {
    sale: {
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      notes: row.notes,
      currencySymbol: row.currencySymbol,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      buyer: { name: `${billing.firstName} ${billing.lastName}`, email: billing.email, phone: billing.phone },
      shippingAddress: row.shipping as AddressSnapshot,
    },
    part: {
      id: row.partId,
      status: row.status,
      heldFrom: row.heldFrom,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      subtotalCents: row.subtotalCents,
      /** This seller's share of the order's coupon discount, with the coupon's code (null: none of it). */
      discount: row.couponCode && row.discountCents > 0 ? { code: row.couponCode, cents: row.discountCents } : null,
      /** What the buyer paid to ship this parcel (0: free): the seller sends it. */
      shippingCents: row.shippingCents,
    },
    lines,
    history,
  };
}
