import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { basisPointsOf, type CouponFunder, commissionCents, partNetCents, sellerNetCents } from "~domain/ledger";
import type { PaymentMethod } from "~domain/payment-methods";
import { type SellerReceipt, sellerReceipt } from "~domain/seller-receipt";
import type { Db, Tx } from "../db/handle";
import { orderEvents, sellerLedger } from "../db/schema";
import { storeSettingsIn } from "../settings/store-settings";

// What a seller receives for a part of an order (issue 47, decision 043), everywhere a seller sees a sale: the sale
// page, the sales list, the new-sale and paid mails. Once the order is paid the commission is what the ledger took;
// before, it is the commission at today's rate, said to be so.

/** A seller's part as the receipt needs it: its amounts, whose coupon, and how the order is paid. */
export type ReceiptPart = {
  id: number;
  sellerId: string;
  status: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  pricesIncludeTax: boolean;
  couponFundedBy: CouponFunder | null;
  paymentMethod: PaymentMethod;
};

export type PartReceipt = SellerReceipt & {
  /** What went back to the buyer of this part and was taken from the seller (0: nothing). */
  refundedCents: number;
  /** The commission is at today's rate: the order is not paid yet, and it is taken when it is. */
  projected: boolean;
  /** Cash on delivery: the seller collects the buyer's money, and the store takes its commission from the balance. */
  cash: boolean;
  /** Cancelled: the seller receives nothing for it. */
  cancelled: boolean;
  /** The day what it brings became (or becomes) available for a payout, once the part is completed; null before. */
  availableOn: string | null;
  /** Days a completed part waits before its money is available (the store's setting). */
  holdingDays: number;
};

/** The receipts of these parts (each their seller's), by part id. */
export async function partReceipts(db: Db | Tx, parts: readonly ReceiptPart[]): Promise<Map<number, PartReceipt>> {
  const receipts = new Map<number, PartReceipt>();
  if (parts.length === 0) return receipts;
  const ids = parts.map((part) => part.id);
  const [settings, taken, completions] = await Promise.all([
    storeSettingsIn(db),
    // What the ledger took as commission for each part, once the order was paid (the seller's rows only).
    db
      .select({
        partId: sql<number>`${sellerLedger.partId}`,
        commission: sql<number>`coalesce(-sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.key} like 'commission:%'), 0)::int`,
        refunded: sql<number>`coalesce(-sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.kind} = 'refund'), 0)::int`,
        // Everything the ledger says the part brings its seller now, refunds and coupon taken back included.
        total: sql<number>`sum(${sellerLedger.amountCents})::int`,
      })
      .from(sellerLedger)
      .where(and(inArray(sellerLedger.partId, ids), isNotNull(sellerLedger.sellerId)))
      .groupBy(sellerLedger.partId),
    db
      .select({
        partId: sql<number>`${orderEvents.partId}`,
        completedAt: sql<string>`max(${orderEvents.createdAt})`,
      })
      .from(orderEvents)
      .where(and(inArray(orderEvents.partId, ids), eq(orderEvents.toStatus, "completed")))
      .groupBy(orderEvents.partId),
  ]);
  const basisPoints = basisPointsOf(settings.commission);
  const ledger = new Map(taken.map((row) => [row.partId, row]));
  const completed = new Map(completions.map((row) => [row.partId, new Date(row.completedAt)]));
  for (const part of parts) {
    const cancelled = part.status === "cancelled";
    const recorded = ledger.get(part.id);
    const commission = cancelled
      ? 0
      : (recorded?.commission ?? commissionCents(sellerNetCents(part, part.couponFundedBy), basisPoints));
    const receipt = sellerReceipt(part, part.couponFundedBy, commission);
    const cash = part.paymentMethod === "cash";
    // Once paid, the ledger says what the part brings; a cash part's money is in the seller's hands besides.
    const held = cash && !cancelled ? partNetCents(part) : 0;
    const receiveCents = recorded ? recorded.total + held : cancelled ? 0 : receipt.receiveCents;
    const done = part.status === "completed" ? completed.get(part.id) : undefined;
    receipts.set(part.id, {
      ...receipt,
      receiveCents,
      refundedCents: recorded?.refunded ?? 0,
      projected: !cancelled && recorded === undefined,
      cash,
      cancelled,
      availableOn: done ? new Date(done.getTime() + settings.holdingDays * 86_400_000).toISOString() : null,
      holdingDays: settings.holdingDays,
    });
  }
  return receipts;
}
