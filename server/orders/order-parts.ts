import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { MAX_STOCK } from "~domain/listing-input";
import { localeOr } from "~domain/locales";
import { nextStatus, type OrderStatus, orderStatusOf } from "~domain/order-status";
import { mayShip } from "~domain/payment-status";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import { releaseCouponUse } from "../coupons/coupon-uses";
import type { Db, Tx } from "../db/handle";
import { orderEvents, orderLines, orderParts, orders, products } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { accountRecipients } from "../mail/recipients";
import { settleCashOnDelivery } from "../payments/payments";
import { inviteToReview } from "../reviews/invitations";
import type { PartChange } from "./part-input";

const BUYER_HEARS: ReadonlySet<OrderStatus> = new Set(["shipped", "cancelled", "completed"]);

export type PartChangeResult =
  | { ok: true; status: OrderStatus }
  | { ok: false; error: "notFound" }
  | { ok: false; error: "changed"; status: OrderStatus }
  | { ok: false; error: "notAllowed"; status: OrderStatus }
  /** A prepaid order (bank transfer, cheque, PayPal) ships once paid. */
  | { ok: false; error: "awaitingPayment"; status: OrderStatus };

/** The units of these parts' lines go back to their products (those still sold), in product-id order. */
async function restoreStock(tx: Tx, partIds: number[]): Promise<void> {
  const units = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(inArray(orderLines.partId, partIds), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const { productId, quantity } of units) {
    if (productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`least(${products.stock} + ${quantity}, ${MAX_STOCK})` })
      .where(eq(products.id, productId));
  }
}

/**
 * The order's status follows its parts' (read inside the transaction that changed them); a wholly cancelled order
 * gives its coupon's use back.
 */
async function settleOrderStatus(tx: Tx, orderId: number): Promise<OrderStatus> {
  const parts = await tx.select({ status: orderParts.status }).from(orderParts).where(eq(orderParts.orderId, orderId));
  const status = orderStatusOf(parts.map((part) => part.status));
  await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
  if (status === "cancelled") await releaseCouponUse(tx, orderId);
  return status;
}

/** Who changes a part: its seller, or the store's operator (any part, each change in the audit log). */
export type PartActor =
  | { role: "seller"; userId: string }
  | { role: "operator"; operator: Pick<SessionUser, "id" | "email"> };

/**
 * A change of one part of an order by its seller or by an operator, in one transaction: the part is locked, and the
 * change applies only if the part is still in the status they saw (`from`; otherwise the answer says what it is
 * now) and the move is allowed from there. A part of an order paid in advance (bank transfer, cheque, PayPal) ships only
 * once the order is paid (decision 030). Shipping records the carrier and tracking number; cancelling gives the
 * part's units back to the stock, once, however many times it is sent. The order's status and history follow (and,
 * for an operator, the audit log). Anyone but the part's seller or an operator gets notFound, whatever the part.
 */
export async function changePart(
  db: Db,
  actor: PartActor,
  orderNumber: string,
  change: PartChange,
): Promise<PartChangeResult> {
  return db.transaction(async (tx): Promise<PartChangeResult> => {
    const [part] = await tx
      .select({
        id: orderParts.id,
        orderId: orderParts.orderId,
        status: orderParts.status,
        heldFrom: orderParts.heldFrom,
        buyerEmail: orders.email,
        buyerLocale: orders.locale,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(
        and(
          eq(orderParts.id, change.partId),
          eq(orders.number, orderNumber),
          actor.role === "seller" ? eq(orderParts.sellerId, actor.userId) : undefined,
        ),
      )
      .for("update", { of: orderParts });
    if (!part) return { ok: false, error: "notFound" };
    if (part.status !== change.from) return { ok: false, error: "changed", status: part.status };
    const to = nextStatus(change.action, part.status, part.heldFrom);
    if (!to) return { ok: false, error: "notAllowed", status: part.status };
    if (change.action === "ship" && !mayShip(part.paymentMethod, part.paymentStatus)) {
      return { ok: false, error: "awaitingPayment", status: part.status };
    }

    await tx
      .update(orderParts)
      .set({
        status: to,
        heldFrom: to === "on-hold" ? part.status : null,
        ...(change.action === "ship" ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orderParts.id, part.id));
    if (to === "cancelled") await restoreStock(tx, [part.id]);
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId: part.orderId,
        partId: part.id,
        actor: actor.role,
        fromStatus: part.status,
        toStatus: to,
        note: change.note,
      })
      .returning({ id: orderEvents.id });
    // The buyer hears of what changes their delivery: shipped, cancelled, completed (not a hold and its resume).
    if (event && BUYER_HEARS.has(to)) {
      // A completed part's mail invites its buyer to review each product, by a link of their own (decision 049).
      const reviewLinks = to === "completed" ? await inviteToReview(tx, part.id) : [];
      await enqueueMail(tx, [
        {
          kind: "part-changed",
          to: part.buyerEmail,
          locale: localeOr(part.buyerLocale),
          payload: { eventId: event.id, ...(reviewLinks.length > 0 ? { reviewLinks } : {}) },
        },
      ]);
    }
    if (actor.role === "operator") {
      await recordAudit(tx, actor.operator, {
        action: "order.part",
        subject: `order-part:${part.id}`,
        subjectLabel: `${orderNumber} #${part.id}: ${part.status} → ${to}`,
        reason: change.note,
      });
    }
    const orderStatus = await settleOrderStatus(tx, part.orderId);
    // Cash on delivery: the last part delivered, the order is paid.
    if (orderStatus === "completed" && part.paymentMethod === "cash") {
      await settleCashOnDelivery(tx, part.orderId, actor.role === "seller" ? actor.userId : actor.operator.id);
    }
    return { ok: true, status: to };
  });
}

/** Who a buyer is on an order page: their account, or (a guest's order) the session that placed it. */
export type OrderBuyer = { userId: string | null; sessionId: string | null };

/** The order's buyer: the account it was placed under, or, for a guest's order, the session that placed it. */
export function isBuyerOf(order: { userId: string | null; sessionId: string | null }, buyer: OrderBuyer): boolean {
  return order.userId !== null
    ? order.userId === buyer.userId
    : order.sessionId !== null && order.sessionId === buyer.sessionId;
}

export type OrderCancelResult = { ok: true } | { ok: false; error: "notFound" | "notPending" };

/**
 * The buyer cancels their whole order: only while every part is still pending, only from the buyer's account (or,
 * for a guest's order, the session that placed it). The order's row is locked, so a seller shipping a part at the
 * same moment either goes first (and the cancel is refused) or waits and finds it cancelled. The units go back.
 */
export async function cancelOrderAsBuyer(db: Db, orderNumber: string, buyer: OrderBuyer): Promise<OrderCancelResult> {
  return db.transaction(async (tx): Promise<OrderCancelResult> => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId, sessionId: orders.sessionId })
      .from(orders)
      .where(eq(orders.number, orderNumber))
      .for("update");
    if (!order || !isBuyerOf(order, buyer)) return { ok: false, error: "notFound" };
    const parts = await tx
      .select({ id: orderParts.id, status: orderParts.status, sellerId: orderParts.sellerId })
      .from(orderParts)
      .where(eq(orderParts.orderId, order.id))
      .for("update", { of: orderParts });
    if (parts.some((part) => part.status !== "pending")) return { ok: false, error: "notPending" };
    await cancelParts(tx, order.id, parts, "buyer");
    return { ok: true };
  });
}

/**
 * Cancels these parts of an order (locked by the caller, none cancelled yet) in the caller's transaction, because its
 * buyer asked or because it was not paid in time (by the store): their units go back to the stock, each gets its
 * event in the history, each seller hears their part must not ship, and the order's status follows (a wholly
 * cancelled order gives its coupon's use back).
 */
export async function cancelParts(
  tx: Tx,
  orderId: number,
  parts: { id: number; status: OrderStatus; sellerId: string | null }[],
  cause: "buyer" | "unpaid",
): Promise<void> {
  const actor = cause === "buyer" ? ("buyer" as const) : ("operator" as const);
  const unpaid = cause === "unpaid";
  if (parts.length === 0) return;
  const ids = parts.map((part) => part.id);
  await tx
    .update(orderParts)
    .set({ status: "cancelled", heldFrom: null, updatedAt: sql`now()` })
    .where(inArray(orderParts.id, ids));
  await restoreStock(tx, ids);
  await tx.insert(orderEvents).values(
    parts.map((part) => ({
      orderId,
      partId: part.id,
      actor,
      fromStatus: part.status,
      toStatus: "cancelled" as const,
    })),
  );
  // Each seller hears that their part must not ship.
  const sellers = await accountRecipients(
    tx,
    parts.map((part) => part.sellerId),
  );
  await enqueueMail(
    tx,
    parts.flatMap((part) => {
      const seller = part.sellerId ? sellers.get(part.sellerId) : undefined;
      return seller
        ? [
            {
              kind: "sale-cancelled" as const,
              to: seller.email,
              locale: seller.locale,
              payload: { partId: part.id, unpaid },
            },
          ]
        : [];
    }),
  );
  await settleOrderStatus(tx, orderId);
}
