import { type CouponDiscount, type CouponTerms, couponDiscount, discountShares } from "./coupon-discount";
import { convertCents, type DisplayCurrency } from "./money";
import { type ParcelShipping, parcelShipping, type ZoneTerms } from "./shipping";
import {
  rateAt,
  shownUnitPrice,
  splitTax,
  type TaxByRate,
  type TaxClass,
  type TaxPlace,
  type TaxSettings,
  type TaxSplit,
  taxByRate,
} from "./tax";

export type PricedLine = {
  /** The product's price as entered, in US cents. */
  unitCents: number;
  quantity: number;
  /** Whose parcel the line travels in (null: the store's own products). */
  sellerId: string | null;
  sellerShipsFree: boolean;
  /** What it is taxed as: the product's class, else its category's. */
  taxClass: TaxClass;
};

/** Where and how a cart is taxed (decision 058). */
export type TaxTerms = {
  tax: Pick<TaxSettings, "mode" | "homeCountry" | "rates" | "shippingTaxed">;
  /** The destination; null while the shopper has not said (the home country: prices as entered). */
  place: TaxPlace | null;
  /** Zero-rated by reverse charge (a business buyer's valid VAT number of another EU country). */
  reverseCharge: boolean;
};

/** A line's or a shipping's tax: the split and the rate (millionths) it was worked out at. */
export type TaxedAmount = TaxSplit & { rate: number };

/** One seller's parcel: its lines (indexes into the cart's lines), its items' subtotal, its share of the discount,
 * its shipping and the shipping's tax, and all of its tax (lines' and shipping's). */
export type ParcelTotals = ParcelShipping & {
  sellerId: string | null;
  lineIndexes: number[];
  subtotal: number;
  discount: number;
  shippingTax: TaxedAmount;
  tax: number;
};

export type CartTotals = {
  /** Each line's unit price as shown, in the display currency's minor units, in the lines' order. */
  unitPrices: number[];
  /** Each line's total (unit × quantity). */
  lineTotals: number[];
  /** Each line's share of the coupon's discount. */
  lineDiscounts: number[];
  /** Each line's tax, on its total after its discount. */
  lineTaxes: TaxedAmount[];
  /** One per seller, in the order their first line was added. */
  parcels: ParcelTotals[];
  subtotal: number;
  /** The coupon as checked against these lines: its amount and the lines it discounts, or why it does not apply. */
  coupon: CouponDiscount | null;
  discount: number;
  shipping: number;
  tax: number;
  /** The tax by rate, lowest first (lines' and shipping's together). */
  taxes: TaxByRate[];
  /** The amounts shown include the tax (inclusive mode): the total does not add it again. */
  taxIncluded: boolean;
  total: number;
};

/**
 * The one function every total comes from (decision 013, 058), in the display currency, so that what the shopper sees
 * adds up to the cent:
 * - a line's unit price is its price converted, with the destination's rate for its class in place of the home
 *   country's when prices include tax (`shownUnitPrice`); line = unit × quantity; a parcel's subtotal = Σ its lines;
 * - the coupon is checked against the lines; its discount is shared over the parcels in proportion to their
 *   discounted lines, then within each parcel over those lines (`discountShares`: the shares add up exactly);
 * - shipping = Σ each parcel's shipping to `zone` (none where the store does not ship: zone null);
 * - tax: once per line on its total after its discount, once per parcel's shipping at the standard rate (`splitTax`);
 * - total = subtotal − discount + shipping, plus the tax when prices exclude it. An empty cart totals 0.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  currency: DisplayCurrency,
  zone: ZoneTerms | null,
  terms: TaxTerms,
  coupon: { terms: CouponTerms; today: string } | null = null,
): CartTotals {
  const { tax, reverseCharge } = terms;
  const home: TaxPlace = { country: tax.homeCountry, region: null };
  const place = terms.place ?? home;
  const rateOf = (taxClass: TaxClass) => (reverseCharge ? 0 : rateAt(tax, place, taxClass));
  const unitPrices = lines.map((line) => {
    const entered = convertCents(line.unitCents, currency);
    return tax.mode === "exclusive"
      ? entered
      : shownUnitPrice(entered, "inclusive", rateAt(tax, home, line.taxClass), rateOf(line.taxClass));
  });
  const lineTotals = lines.map((line, index) => (unitPrices[index] ?? 0) * line.quantity);

  const checked = coupon
    ? couponDiscount(
        coupon.terms,
        lines.map((line, index) => ({ sellerId: line.sellerId, lineTotal: lineTotals[index] ?? 0 })),
        currency,
        coupon.today,
      )
    : null;
  const applied = checked?.ok ? checked : null;
  const discountedBase = (index: number) => (applied?.discounted[index] ? (lineTotals[index] ?? 0) : 0);

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
  const grouped = [...bySeller];
  const parcelDiscounts = discountShares(
    applied?.amount ?? 0,
    grouped.map(([, parcel]) => parcel.lineIndexes.reduce((sum, index) => sum + discountedBase(index), 0)),
  );
  const lineDiscounts = lines.map(() => 0);
  grouped.forEach(([, parcel], parcelIndex) => {
    const shares = discountShares(parcelDiscounts[parcelIndex] ?? 0, parcel.lineIndexes.map(discountedBase));
    parcel.lineIndexes.forEach((lineIndex, at) => {
      lineDiscounts[lineIndex] = shares[at] ?? 0;
    });
  });
  const lineTaxes = lines.map((line, index) => {
    const rate = rateOf(line.taxClass);
    return { ...splitTax((lineTotals[index] ?? 0) - (lineDiscounts[index] ?? 0), rate, tax.mode), rate };
  });
  const shippingRate = tax.shippingTaxed ? rateOf("standard") : 0;
  const parcels = grouped.map(([sellerId, { sellerShipsFree, ...parcel }], parcelIndex) => {
    const shipped = zone
      ? parcelShipping(zone, { subtotal: parcel.subtotal, sellerShipsFree }, currency)
      : { shipping: 0, free: null, missingForFree: null };
    const shippingTax = { ...splitTax(shipped.shipping, shippingRate, tax.mode), rate: shippingRate };
    const linesTax = parcel.lineIndexes.reduce((sum, index) => sum + (lineTaxes[index]?.tax ?? 0), 0);
    return {
      sellerId,
      ...parcel,
      ...shipped,
      discount: parcelDiscounts[parcelIndex] ?? 0,
      shippingTax,
      tax: linesTax + shippingTax.tax,
    };
  });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const subtotal = sum(lineTotals);
  const discount = applied?.amount ?? 0;
  const shipping = sum(parcels.map((parcel) => parcel.shipping));
  const taxTotal = sum(parcels.map((parcel) => parcel.tax));
  const taxIncluded = tax.mode === "inclusive";
  const taxes = taxByRate([...lineTaxes, ...parcels.map((parcel) => parcel.shippingTax)]).filter(
    (row) => row.net !== 0 || row.tax !== 0,
  );
  return {
    unitPrices,
    lineTotals,
    lineDiscounts,
    lineTaxes,
    parcels,
    subtotal,
    coupon: checked,
    discount,
    shipping,
    tax: taxTotal,
    taxes,
    taxIncluded,
    total: subtotal - discount + shipping + (taxIncluded ? 0 : taxTotal),
  };
}
