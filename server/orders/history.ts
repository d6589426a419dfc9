import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import { linesNamedIn } from "~domain/order-line-names";
import { renditionKey } from "~domain/renditions";
import type { Db } from "../db/handle";
import { type AddressSnapshot, currencies, orderEvents, orderLines, orderParts, orders, users } from "../db/schema";
import type { MediaStore } from "../media/store";
import { orderDueCents, owedBy, paymentsOf } from "../payments/payments";
import type { ParcelSeller } from "../shopping/priced-cart";
import { orderTaxes } from "./order-taxes";
import { orderTimeline } from "./timeline";

export const ORDERS_PAGE_SIZE = 10;

/** Amounts of an order are in its own currency's minor units, shown with that currency's symbol. */
const summaryColumns = {
  number: orders.number,
  status: orders.status,
  totalCents: orders.totalCents,
  currencySymbol: currencies.symbol,
  createdAt: orders.createdAt,
};

export type OrderSummary = {
  number: string;
  status: string;
  totalCents: number;
  currencySymbol: string;
  createdAt: string;
};

function toSummary(row: { createdAt: Date } & Omit<OrderSummary, "createdAt">): OrderSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The user's latest orders, newest first (the dashboard's three). */
export async function latestOrdersOfUser(db: Db, userId: string, limit: number): Promise<OrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** One page of the user's orders, newest first, with how many there are in all. */
export async function orderPageOfUser(
  db: Db,
  userId: string,
  page: number,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { orders: rows.map(toSummary), total: counted?.total ?? 0 };
}

export type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/**
 * Lines of an order (or of one part) as bought, in order, each with its colour, its picture's thumbnail and its name
 * as someone reading `locale` sees it (decision 068).
 */
export async function orderLinesWhere(db: Db, media: MediaStore, where: SQL, locale: Locale) {
  const lines = await db
    .select({
      id: orderLines.id,
      partId: orderLines.partId,
      name: orderLines.name,
      names: orderLines.names,
      slug: orderLines.slug,
      imageKey: orderLines.imageKey,
      priceCents: orderLines.priceCents,
      quantity: orderLines.quantity,
      totalCents: orderLines.totalCents,
      color: orderLines.color,
    })
    .from(orderLines)
    .where(where)
    .orderBy(asc(orderLines.id));
  return linesNamedIn(lines, locale).map(({ imageKey, ...line }) => ({
    ...line,
    image: imageKey ? media.url(renditionKey(imageKey, "thumb")) : null,
  }));
}
export type OrderDetail = Pick<FoundOrder, "order" | "lines" | "parts" | "history" | "payments">;

/** An order's own row as placed, found by `where`: amounts in its currency (with that currency's symbol), addresses. */
export async function orderRowWhere(db: Db, where: SQL) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      sessionId: orders.sessionId,
      email: orders.email,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      currencySymbol: currencies.symbol,
      currencyCode: orders.currencyCode,
      /** Units of the order's currency per US dollar when it was placed. */
      currencyRate: orders.currencyRate,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      /** Whether its amounts include the tax (decision 058), and a business buyer's details. */
      pricesIncludeTax: orders.pricesIncludeTax,
      reverseCharge: orders.reverseCharge,
      buyerCompany: orders.buyerCompany,
      buyerVatNumber: orders.buyerVatNumber,
      vatCheck: orders.vatCheck,
      couponCode: orders.couponCode,
      couponFundedBy: orders.couponFundedBy,
      discountCents: orders.discountCents,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
      notes: orders.notes,
      payTo: orders.payTo,
      payBy: orders.payBy,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(where)
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    billingAddress: row.billingAddress as AddressSnapshot,
    shippingAddress: row.shippingAddress as AddressSnapshot,
  };
}

/**
 * Everything an order page shows (with who may see it): the lines as bought (named in the viewer's `locale`), the
 * totals, payment and both addresses.
 */
export async function findOrder(db: Db, media: MediaStore, where: SQL, locale: Locale) {
  const row = await orderRowWhere(db, where);
  if (!row) return null;
  const [lines, parts, history, payments, dueCents, taxes] = await Promise.all([
    orderLinesWhere(db, media, eq(orderLines.orderId, row.id), locale),
    // Each seller's part: who sells it (their name, never their email), its status, shipping and what it cost.
    db
      .select({
        id: orderParts.id,
        seller: sql<ParcelSeller>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'name', coalesce(${users.shopName}, ${users.displayName}), 'slug', ${users.shopSlug}) end`,
        status: orderParts.status,
        carrier: orderParts.carrier,
        trackingNumber: orderParts.trackingNumber,
        subtotalCents: orderParts.subtotalCents,
        discountCents: orderParts.discountCents,
        shippingCents: orderParts.shippingCents,
        taxCents: orderParts.taxCents,
      })
      .from(orderParts)
      .leftJoin(users, eq(users.id, orderParts.sellerId))
      .where(eq(orderParts.orderId, row.id))
      .orderBy(asc(orderParts.id)),
    orderTimeline(db, eq(orderEvents.orderId, row.id)),
    paymentsOf(db, row.id),
    orderDueCents(db, row),
    orderTaxes(db, { orderId: row.id }),
  ]);
  const { id, userId, sessionId, createdAt, payBy, ...order } = row;
  return {
    access: { userId, sessionId },
    order: {
      ...order,
      createdAt: createdAt.toISOString(),
      payBy: payBy?.toISOString() ?? null,
      owedCents: owedBy(dueCents, payments),
      taxes,
    },
    orderId: id,
    lines,
    parts,
    history,
    payments,
  };
}

/** What an order page shows of a found order (not who may see it). */
export function detailOf({ order, lines, parts, history, payments }: FoundOrder): OrderDetail {
  return { order, lines, parts, history, payments };
}

/** One order of the user's — someone else's reads as missing. */
export async function orderOfUser(db: Db, media: MediaStore, userId: string, number: string, locale: Locale) {
  const found = await findOrder(db, media, and(eq(orders.userId, userId), eq(orders.number, number)) as SQL, locale);
  return found ? detailOf(found) : null;
}

/**
 * The thank-you page's order: shown to the session that placed it and to its owner. `needsSignIn` tells
 * that the order belongs to an account this visitor is not signed in to (they may sign in to see it).
 */
export async function placedOrder(
  db: Db,
  media: MediaStore,
  number: string,
  viewer: { userId: string | null; sessionId: string | null; locale: Locale },
) {
  const found = await findOrder(db, media, eq(orders.number, number), viewer.locale);
  if (!found) return { order: null, needsSignIn: false };
  const { userId, sessionId } = found.access;
  const allowed =
    (userId !== null && userId === viewer.userId) || (sessionId !== null && sessionId === viewer.sessionId);
  if (!allowed) return { order: null, needsSignIn: userId !== null && viewer.userId === null };
  return { order: detailOf(found), needsSignIn: false };
}
