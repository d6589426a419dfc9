import { type CouponFunder, type PartAmounts, sellerNetCents, storeFundedCents } from "./ledger";

// What a seller receives for their part of an order (issue 47, decision 043), as the sale page, the sales list and
// the seller's mails show it, figure by figure. A store-wide coupon is the store's to pay: the seller receives the
// full price; their own coupon comes off what they receive.

/** A part's money as its seller reads it: each figure in the order's currency's minor units. */
export type SellerReceipt = {
  /** The lines, at the prices paid. */
  itemsCents: number;
  /** The share of the seller's own coupon (0: none). */
  ownCouponCents: number;
  /** The share of a store-wide coupon: the buyer paid less, the store makes it up (0: none). */
  storeCouponCents: number;
  shippingCents: number;
  /** The tax in those prices, which the store collects and remits (decision 058); 0 when it came on top of them. */
  taxCents: number;
  /** The store's commission: what it took, or at today's rate while the order is unpaid. */
  commissionCents: number;
  /** What the seller receives: the lines less their own coupon's share, plus shipping, less the tax and the commission. */
  receiveCents: number;
};

export function sellerReceipt(part: PartAmounts, fundedBy: CouponFunder | null, commission: number): SellerReceipt {
  const storeCouponCents = storeFundedCents(part, fundedBy);
  return {
    itemsCents: part.subtotalCents,
    ownCouponCents: storeCouponCents > 0 ? 0 : Math.max(0, part.discountCents),
    storeCouponCents,
    shippingCents: part.shippingCents,
    taxCents: part.pricesIncludeTax ? part.taxCents : 0,
    commissionCents: commission,
    receiveCents: sellerNetCents(part, fundedBy) - commission,
  };
}

/** One line of a receipt as a seller reads it. */
export type ReceiptRow = {
  kind: "items" | "ownCoupon" | "shipping" | "tax" | "commission" | "refunded" | "receive";
  cents: number;
  strong: boolean;
};

/**
 * The receipt's lines: the products, their own coupon's share (when there is one), shipping, the tax in them (when
 * prices include it: the store remits it), the store's commission,
 * what went back to the buyer (when anything did), and what the seller receives. Debits are negative.
 */
export function sellerReceiptRows(receipt: SellerReceipt & { refundedCents: number }): ReceiptRow[] {
  const row = (kind: ReceiptRow["kind"], cents: number): ReceiptRow => ({ kind, cents, strong: kind === "receive" });
  return [
    row("items", receipt.itemsCents),
    ...(receipt.ownCouponCents > 0 ? [row("ownCoupon", -receipt.ownCouponCents)] : []),
    row("shipping", receipt.shippingCents),
    ...(receipt.taxCents > 0 ? [row("tax", -receipt.taxCents)] : []),
    row("commission", -receipt.commissionCents),
    ...(receipt.refundedCents > 0 ? [row("refunded", -receipt.refundedCents)] : []),
    row("receive", receipt.receiveCents),
  ];
}
