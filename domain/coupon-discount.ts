import { convertCents, type DisplayCurrency } from "./money";

/** A coupon's terms, as stored: amounts in USD cents, days as YYYY-MM-DD (UTC). */
export type CouponTerms = {
  code: string;
  /** Whose products it discounts; null for a store-wide coupon (the whole cart, shipping excluded). */
  sellerId: string | null;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The least the discounted lines must add up to (the seller's lines, or the whole cart). */
  minSubtotalCents: number | null;
  startsOn: string;
  endsOn: string;
  maxUses: number | null;
  uses: number;
  active: boolean;
};

/** A cart line as the discount sees it: whose product, and its total in the cart's currency. */
export type DiscountedLine = { sellerId: string | null; lineTotal: number };

/** Why a code does not apply to this cart now; each has its own message (`coupons.refused.{reason}`). */
export type CouponRefusal =
  | { reason: "unknown" }
  | { reason: "notStarted"; startsOn: string }
  | { reason: "expired"; endsOn: string }
  | { reason: "usedUp" }
  | { reason: "usedUpByYou" }
  | { reason: "noSellerProducts" }
  /** `missing`: how much more the discounted lines need, in the cart's currency's minor units. */
  | { reason: "minimum"; missing: number };

export type CouponDiscount =
  | {
      ok: true;
      /** The discount, in the cart's currency's minor units: never more than the lines it applies to. */
      amount: number;
      /** For each line, whether the coupon discounts it. */
      discounted: boolean[];
    }
  | { ok: false; refusal: CouponRefusal };

/**
 * What a coupon takes off these lines today, or why it does not apply: switched off (answered as unknown), not yet
 * started, past its last day, used up, none of its seller's products in the cart, or the minimum not reached. The
 * minimum and an amount off are converted from USD like prices; a percentage is rounded to the minor unit.
 */
export function couponDiscount(
  coupon: CouponTerms,
  lines: readonly DiscountedLine[],
  currency: DisplayCurrency,
  today: string,
): CouponDiscount {
  const refuse = (refusal: CouponRefusal): CouponDiscount => ({ ok: false, refusal });
  if (!coupon.active) return refuse({ reason: "unknown" });
  if (today < coupon.startsOn) return refuse({ reason: "notStarted", startsOn: coupon.startsOn });
  if (today > coupon.endsOn) return refuse({ reason: "expired", endsOn: coupon.endsOn });
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return refuse({ reason: "usedUp" });
  const discounted = lines.map((line) => coupon.sellerId === null || line.sellerId === coupon.sellerId);
  if (!discounted.includes(true)) return refuse({ reason: "noSellerProducts" });
  const base = lines.reduce((sum, line, index) => (discounted[index] ? sum + line.lineTotal : sum), 0);
  const minimum = coupon.minSubtotalCents === null ? 0 : convertCents(coupon.minSubtotalCents, currency);
  if (base < minimum) return refuse({ reason: "minimum", missing: minimum - base });
  const amount =
    coupon.percentOff !== null
      ? Math.round((base * coupon.percentOff) / 100)
      : Math.min(convertCents(coupon.amountOffCents ?? 0, currency), base);
  return { ok: true, amount, discounted };
}

/**
 * Splits a discount over parts in proportion to what each part's discounted lines add up to, to the minor unit:
 * the shares add up to the discount exactly (the largest remainders take the odd units), so each seller's sale
 * shows its own share.
 */
export function discountShares(discount: number, bases: readonly number[]): number[] {
  const total = bases.reduce((sum, base) => sum + base, 0);
  if (total === 0 || discount === 0) return bases.map(() => 0);
  const exact = bases.map((base) => (discount * base) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One row of a part's totals as its seller reads them. */
export type PartTotalRow = {
  kind: "subtotal" | "share" | "afterShare" | "shipping" | "partTotal";
  cents: number;
  strong: boolean;
};

/**
 * A seller's part's totals: its subtotal; when it bears a share of the order's coupon discount, the share (negative)
 * and what the lines come to after it; its parcel's shipping (0: free); and what the buyer pays for the part. The sale
 * page and the new-sale mail show these.
 */
export function partTotalRows(subtotalCents: number, shareCents: number, shippingCents: number): PartTotalRow[] {
  const shared: PartTotalRow[] =
    shareCents > 0
      ? [
          { kind: "share", cents: -shareCents, strong: false },
          { kind: "afterShare", cents: subtotalCents - shareCents, strong: false },
        ]
      : [];
  return [
    { kind: "subtotal", cents: subtotalCents, strong: false },
    ...shared,
    { kind: "shipping", cents: shippingCents, strong: false },
    { kind: "partTotal", cents: subtotalCents - Math.max(shareCents, 0) + shippingCents, strong: true },
  ];
}
