import { convertCents, type DisplayCurrency } from "./money";
import { type ParcelShipping, parcelShipping, type ZoneTerms } from "./shipping";

/** The specification's tax line: 0. */
const TAX_CENTS = 0;

export type PricedLine = {
  unitCents: number;
  quantity: number;
  /** Whose parcel the line travels in (null: the store's own products). */
  sellerId: string | null;
  sellerShipsFree: boolean;
};

/** One seller's parcel: its lines (indexes into the cart's lines), its items' subtotal and its shipping. */
export type ParcelTotals = ParcelShipping & { sellerId: string | null; lineIndexes: number[]; subtotal: number };

export type CartTotals = {
  /** Each line's total, in the display currency's minor units, in the lines' order. */
  lineTotals: number[];
  /** One per seller, in the order their first line was added. */
  parcels: ParcelTotals[];
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
};

/**
 * Totals in the display currency, built from converted unit prices, so that what the shopper sees adds up to the
 * cent: line = converted unit × quantity; a parcel's subtotal = Σ its lines; shipping = Σ each parcel's shipping to
 * `zone` (none when the store does not ship there: zone null); total = subtotal + shipping + tax. An empty cart totals 0.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  currency: DisplayCurrency,
  zone: ZoneTerms | null,
): CartTotals {
  const lineTotals = lines.map((line) => convertCents(line.unitCents, currency) * line.quantity);
  const bySeller = new Map<string | null, { lineIndexes: number[]; subtotal: number; sellerShipsFree: boolean }>();
  lines.forEach((line, index) => {
    const parcel = bySeller.get(line.sellerId) ?? {
      lineIndexes: [],
      subtotal: 0,
      sellerShipsFree: line.sellerShipsFree,
    };
    parcel.lineIndexes.push(index);
    parcel.subtotal += lineTotals[index] ?? 0;
    bySeller.set(line.sellerId, parcel);
  });
  const parcels = [...bySeller].map(([sellerId, { sellerShipsFree, ...parcel }]) => ({
    sellerId,
    ...parcel,
    ...(zone
      ? parcelShipping(zone, { subtotal: parcel.subtotal, sellerShipsFree }, currency)
      : { shipping: 0, free: null, missingForFree: null }),
  }));
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  const shipping = parcels.reduce((sum, parcel) => sum + parcel.shipping, 0);
  const tax = lines.length > 0 ? convertCents(TAX_CENTS, currency) : 0;
  return { lineTotals, parcels, subtotal, shipping, tax, total: subtotal + shipping + tax };
}
