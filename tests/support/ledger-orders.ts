import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { CouponFunder } from "~domain/ledger";
import type { SessionUser } from "~server/accounts/sessions";
import type { Db } from "~server/db/handle";
import { currencies, orderEvents, orderParts, orders, sellerLedger } from "~server/db/schema";
import { recordPaymentReceived } from "~server/payments/payments";
import { checkoutInput } from "./checkout";
import { movePart } from "./delivered-orders";

// Orders made straight in the database for the sellers' ledger's tests: any amounts, any currency and rate, any
// sellers, so a property test can try shapes a cart would take long to build. What happens to them next (payments,
// parts cancelled or completed, refunds) goes through the store's own functions.

/** The currencies the ledger's tests price orders in, beside the dollar: rates with up to 6 decimals. */
export async function seedLedgerCurrencies(db: Db): Promise<void> {
  const name = (en: string) => ({ en, ru: en, ar: en });
  await db.insert(currencies).values([
    { code: "EUR", symbol: "€", rate: "0.920000", name: name("Euro"), position: 1 },
    { code: "GBP", symbol: "£", rate: "0.791234", name: name("Pound"), position: 2 },
    { code: "RUB", symbol: "₽", rate: "92.500000", name: name("Rouble"), position: 3 },
  ]);
}

export type PartSpec = {
  /** null: the store's own products. */
  sellerId: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** The tax in the part (decision 058): in its amounts, or on top of them when the order's prices exclude it. */
  taxCents?: number;
};

export type OrderSpec = {
  paymentMethod: "bank" | "check" | "cash" | "paypal";
  currencyCode: string;
  currencyRate: string;
  parts: PartSpec[];
  /** Who pays for the parts' discounts (decision 043); unsaid, as for orders placed before it: the parts bear them. */
  couponFundedBy?: CouponFunder | null;
  /** Whether the amounts include the parts' tax (the default) or it comes on top. */
  pricesIncludeTax?: boolean;
};

export type InsertedOrder = { id: number; number: string; totalCents: number; partIds: number[] };

/** An order as placeOrder leaves it (awaiting payment, each part pending with its first event); total = Σ parts. */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<InsertedOrder> {
  const included = spec.pricesIncludeTax ?? true;
  const net = (part: PartSpec) =>
    part.subtotalCents - part.discountCents + part.shippingCents + (included ? 0 : (part.taxCents ?? 0));
  const sum = (pick: (part: PartSpec) => number) => spec.parts.reduce((total, part) => total + pick(part), 0);
  const totalCents = sum(net);
  const address = checkoutInput().billing;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: String(randomInt(100_000_000, 999_999_999)),
        email: "ledger-buyer@example.com",
        paymentMethod: spec.paymentMethod,
        currencyCode: spec.currencyCode,
        currencyRate: spec.currencyRate,
        subtotalCents: sum((part) => part.subtotalCents),
        shippingCents: sum((part) => part.shippingCents),
        taxCents: sum((part) => part.taxCents ?? 0),
        pricesIncludeTax: included,
        totalCents,
        discountCents: sum((part) => part.discountCents),
        couponCode: sum((part) => part.discountCents) > 0 ? "LEDGER" : null,
        couponFundedBy: sum((part) => part.discountCents) > 0 ? (spec.couponFundedBy ?? null) : null,
        billingAddress: address,
        shippingAddress: address,
      })
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new Error("no order");
    const partIds: number[] = [];
    for (const part of spec.parts) {
      const [row] = await tx
        .insert(orderParts)
        .values({ orderId: order.id, ...part })
        .returning({ id: orderParts.id });
      if (!row) throw new Error("no part");
      partIds.push(row.id);
      await tx.insert(orderEvents).values({ orderId: order.id, partId: row.id, actor: "buyer", toStatus: "pending" });
    }
    return { ...order, totalCents, partIds };
  });
}

/** The order's rows of the sellers' ledger, in the order they were written. */
export function ledgerRowsOf(db: Db, orderId: number) {
  return db.select().from(sellerLedger).where(eq(sellerLedger.orderId, orderId)).orderBy(asc(sellerLedger.id));
}

/** Moves a part's completion back in time (its order_events row to 'completed'), as if days had passed. */
export async function completedDaysAgo(db: Db, partId: number, days: number): Promise<void> {
  await db
    .update(orderEvents)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(and(eq(orderEvents.partId, partId), eq(orderEvents.toStatus, "completed")));
}

/** Records the order's whole total as received on `occurredOn`, as the back office would: its parts are credited. */
export async function payOrder(db: Db, order: InsertedOrder, occurredOn: string): Promise<void> {
  const recorded = await recordPaymentReceived(db, {
    orderId: order.id,
    amountCents: order.totalCents,
    occurredOn,
    reference: null,
    note: null,
    recordedBy: null,
    key: randomUUID(),
  });
  if (!recorded.ok) throw new Error(`payment refused: ${JSON.stringify(recorded)}`);
}

/** The part shipped and completed by an operator, completed `daysAgo` days ago (0: now). */
export async function completePart(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  order: Pick<InsertedOrder, "number">,
  partId: number,
  daysAgo = 0,
): Promise<void> {
  await movePart(db, { role: "operator", operator }, order.number, partId);
  if (daysAgo > 0) await completedDaysAgo(db, partId, daysAgo);
}
