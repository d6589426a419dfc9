import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { OrderStatus } from "~domain/order-status";
import type { SalesPaymentFilter } from "~domain/page-query";
import type { PaymentMethod } from "~domain/payment-methods";
import { cancelledNoteOf, type PaymentStatus } from "~domain/payment-status";
import type { Db } from "../db/handle";
import { type AddressSnapshot, currencies, orderEvents, orderLines, orderParts, orders } from "../db/schema";
import type { MediaStore } from "../media/store";
import { cancelledPartsCents, paymentTotals } from "../payments/payments";
import { orderLinesWhere } from "./history";
import { partReceipts } from "./seller-receipts";
import { orderTimeline } from "./timeline";
import { shippable, stillToShip } from "./to-ship";

export const SALES_PAGE_SIZE = 20;

export type SaleSummary = {
  number: string;
  createdAt: string;
  buyerName: string;
  lineCount: number;
  currencySymbol: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Whether the seller may ship it now: pending or on hold, and paid (or cash on delivery). */
  toShip: boolean;
  /** What the seller receives for it (the commission at today's rate while the order is unpaid). */
  receiveCents: number;
};

function paymentCondition(filter: SalesPaymentFilter | null): SQL | undefined {
  if (filter === "to-ship") return and(stillToShip, shippable);
  if (filter === "awaiting") return and(eq(orders.paymentStatus, "awaiting"), sql`${orders.paymentMethod} <> 'cash'`);
  return undefined;
}

/**
 * One page of the orders holding the seller's products, newest first (order_parts_seller_created_idx), each
 * with only the seller's part of it: their lines' count, what they receive for it in the order's currency, its status,
 * and how the order is paid.
 */
export async function salesPageOfSeller(
  db: Db,
  sellerId: string,
  query: { page: number; status: OrderStatus | null; payment: SalesPaymentFilter | null },
): Promise<{ sales: SaleSummary[]; total: number }> {
  const where = and(
    eq(orderParts.sellerId, sellerId),
    query.status ? eq(orderParts.status, query.status) : undefined,
    paymentCondition(query.payment),
  ) as SQL;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orderParts.id,
        number: orders.number,
        createdAt: orders.createdAt,
        billing: orders.billingAddress,
        // Counted per part of the page (order_lines_part_idx), not over every line of the store.
        lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.partId} = ${orderParts.id})`,
        subtotalCents: orderParts.subtotalCents,
        discountCents: orderParts.discountCents,
        shippingCents: orderParts.shippingCents,
        taxCents: orderParts.taxCents,
        pricesIncludeTax: orders.pricesIncludeTax,
        couponFundedBy: orders.couponFundedBy,
        currencySymbol: currencies.symbol,
        status: orderParts.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        toShip: sql<boolean>`(${stillToShip} and ${shippable})`,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
      .where(where)
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
      .limit(SALES_PAGE_SIZE)
      .offset((query.page - 1) * SALES_PAGE_SIZE),
    db.select({ total: count() }).from(orderParts).innerJoin(orders, eq(orders.id, orderParts.orderId)).where(where),
  ]);
  const receipts = await partReceipts(
    db,
    rows.map((row) => ({ ...row, sellerId })),
  );
  return {
    sales: rows.map((row) => ({
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      buyerName: `${row.billing.firstName} ${row.billing.lastName}`,
      lineCount: row.lineCount,
      currencySymbol: row.currencySymbol,
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      toShip: row.toShip,
      receiveCents: receipts.get(row.id)?.receiveCents ?? 0,
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * The seller's part of one order, as their sale page shows it: the order's number, date, notes and shipping
 * address, how it is paid and whether it is, the buyer's email and phone, only this seller's lines, the part's status
 * and shipping details, and the part's history. Null when the order holds none of their products (someone else's reads as missing).
 */
export async function saleOfSeller(db: Db, media: MediaStore, sellerId: string, number: string, locale: Locale) {
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
      couponFundedBy: orders.couponFundedBy,
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
      taxCents: orderParts.taxCents,
      pricesIncludeTax: orders.pricesIncludeTax,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(and(eq(orderParts.sellerId, sellerId), eq(orders.number, number)))
    .limit(1);
  if (!row) return null;
  const [lines, history, receipts, money, cancelledCents] = await Promise.all([
    orderLinesWhere(db, media, eq(orderLines.partId, row.partId), locale),
    orderTimeline(db, eq(orderEvents.partId, row.partId)),
    partReceipts(db, [{ ...row, id: row.partId, sellerId }]),
    paymentTotals(db, row.orderId),
    cancelledPartsCents(db, row.orderId),
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
      /** This part's share of the order's coupon discount, its code and who pays for it (null: none of it). */
      discount:
        row.couponCode && row.discountCents > 0
          ? { code: row.couponCode, cents: row.discountCents, fundedBy: row.couponFundedBy ?? "seller" }
          : null,
      /** What the buyer paid to ship this parcel (0: free): the seller sends it. */
      shippingCents: row.shippingCents,
    },
    /** A cancelled part: whether what the buyer paid for it went back (null: not cancelled). */
    cancelledNote: row.status === "cancelled" ? cancelledNoteOf(row.paymentMethod, { ...money, cancelledCents }) : null,
    /** What the seller receives for the part, figure by figure (decision 043). */
    receipt: receipts.get(row.partId)!,
    lines,
    history,
  };
}
