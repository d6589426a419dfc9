// What the store owes its sellers (decision 034): the rules of the ledger's rows, as exact integer arithmetic. Amounts
// are minor units; an order's currency rate is kept as text with up to 6 decimals (units of it per US dollar).

/**
 * What a row of a seller's ledger records: their part of a paid order, a refund of it, the store's commission, a payout,
 * or the share of a store-wide coupon the store pays for (a credit to the seller, the same debit to the store).
 */
export const LEDGER_KINDS = ["sale", "refund", "commission", "payout", "coupon", "tax"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Who pays for an order's coupon discount (decision 043): the store for its own store-wide coupons, the seller for a
 * coupon of theirs (which discounts only their products).
 */
export const COUPON_FUNDERS = ["store", "seller"] as const;
export type CouponFunder = (typeof COUPON_FUNDERS)[number];

/** The store's commission on each part paid, in percent (two decimals at most): none unless the operator sets one. */
export const COMMISSION = { min: 0, max: 50, default: 0 } as const;

/** Days a completed part's earnings wait before a payout may include them (time for a complaint or a chargeback). */
export const HOLDING_DAYS = { min: 0, max: 90, default: 14 } as const;

/** A part's amounts as an order keeps them, with the tax it holds and whether its amounts include it (decision 058). */
export type PartAmounts = {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  pricesIncludeTax: boolean;
};

/**
 * What a part brings, what its buyer pays for it: its lines after its share of the discount, plus its parcel's
 * shipping (decision 033), plus its tax when prices exclude it (decision 058; included, it is already in them).
 */
export function partNetCents(part: PartAmounts): number {
  return part.subtotalCents - part.discountCents + part.shippingCents + (part.pricesIncludeTax ? 0 : part.taxCents);
}

/** The part's share of a coupon discount that the store pays for: all of it for a store-wide coupon, else none. */
export function storeFundedCents(part: { discountCents: number }, fundedBy: CouponFunder | null): number {
  return fundedBy === "store" ? Math.max(0, part.discountCents) : 0;
}

/**
 * What a part brings its seller before the store's commission: its lines less their own coupon's share, plus its
 * shipping, less the tax, which the store collects and remits (decision 058). A store-wide coupon's share is the
 * store's to pay, so the seller is credited as if it did not exist.
 */
export function sellerNetCents(part: PartAmounts, fundedBy: CouponFunder | null): number {
  return partNetCents(part) + storeFundedCents(part, fundedBy) - part.taxCents;
}

/** A percentage with at most two decimals as hundredths of a percent (basis points): 12.5 → 1250. */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** The commission on what a part brings, at `basisPoints`: rounded up to the cent, once, in the store's favour. */
export function commissionCents(netCents: number, basisPoints: number): number {
  if (netCents <= 0 || basisPoints <= 0) return 0;
  return Number((BigInt(netCents) * BigInt(basisPoints) + 9_999n) / 10_000n);
}

/** A stored rate ("0.920000", "90.5") in millionths, exactly; null when it is not a positive decimal. */
function microRate(rate: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) return null;
  const micro = BigInt(match[1] ?? "0") * 1_000_000n + BigInt((match[2] ?? "").padEnd(6, "0"));
  return micro > 0n ? micro : null;
}

/**
 * An amount in an order's currency as US cents at the order's rate (units per dollar), rounded half away from zero,
 * as prices are converted the other way (domain/money.ts). Exact: no floating point on the way.
 */
export function usdCentsOf(amountCents: number, rate: string): number {
  const micro = microRate(rate);
  if (micro === null) throw new Error(`Not a currency rate: ${rate}`);
  const magnitude = (BigInt(Math.abs(amountCents)) * 2_000_000n + micro) / (2n * micro);
  return amountCents < 0 ? 0 - Number(magnitude) : Number(magnitude);
}

/**
 * A row's US cents as the change it makes to its part's converted running sum: the rows of one part always add up
 * to their sum converted once, so a sale refunded whole nets to zero dollars too.
 */
export function usdChange(runningBefore: number, amountCents: number, rate: string): number {
  return usdCentsOf(runningBefore + amountCents, rate) - usdCentsOf(runningBefore, rate);
}

/** What is left to refund of one part (or of the order's remainder outside its parts), and whether it was cancelled. */
export type RefundClaim = { remainingCents: number; cancelled: boolean };

/**
 * How a refund is split over an order's parts: first the cancelled parts, in order, each up to what is left of it
 * (a refund follows a cancellation); what remains is shared by the other parts in proportion to what is left of each,
 * the odd cents going to the largest remainders (the earlier part on a tie). Never more than is left of a part; the
 * shares add up to the refund unless it is more than everything left, and `beyond` is that excess.
 */
export function refundShares(
  amountCents: number,
  claims: readonly RefundClaim[],
): { shares: number[]; beyond: number } {
  const shares = claims.map(() => 0);
  let left = Math.max(0, amountCents);
  claims.forEach((claim, index) => {
    if (!claim.cancelled || left === 0) return;
    const share = Math.min(left, Math.max(0, claim.remainingCents));
    shares[index] = share;
    left -= share;
  });
  const open = claims.map((claim, index) => ({ index, base: claim.cancelled ? 0 : Math.max(0, claim.remainingCents) }));
  const total = open.reduce((sum, { base }) => sum + base, 0);
  if (left === 0 || total === 0) return { shares, beyond: left };
  const shared = Math.min(left, total);
  const big = BigInt(shared);
  const whole = BigInt(total);
  const exact = open.map(({ index, base }) => {
    const product = big * BigInt(base);
    return { index, floor: Number(product / whole), rest: product % whole };
  });
  let odd = shared - exact.reduce((sum, { floor }) => sum + floor, 0);
  for (const { index, floor } of exact) shares[index] = (shares[index] ?? 0) + floor;
  const byRest = [...exact].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of byRest) {
    if (odd === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    odd -= 1;
  }
  return { shares, beyond: left - shared };
}

/** An account number as lists show it: only its last four characters. */
export function maskedAccount(account: string): string {
  const visible = account.replace(/[^A-Za-z0-9]/g, "").slice(-4);
  return `•••• ${visible}`;
}
