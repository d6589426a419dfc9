import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotals, type PricedLine } from "./cart-totals";
import { convertCents } from "./money";
import { DEFAULT_SHIPPING, type ZoneTerms } from "./shipping";

const USD = { code: "USD", symbol: "$", rate: 1 };
const EUR = { code: "EUR", symbol: "€", rate: 0.9237 };
const GBP = { code: "GBP", symbol: "£", rate: 0.79 };
const RUB = { code: "RUB", symbol: "₽", rate: 92.5 };
const ZONE: ZoneTerms = { rateCents: 499, freeFromCents: 5000, minDays: 2, maxDays: 5 };
const line = (
  unitCents: number,
  quantity = 1,
  sellerId: string | null = null,
  sellerShipsFree = false,
): PricedLine => ({
  unitCents,
  quantity,
  sellerId,
  sellerShipsFree,
});

describe("cart totals", () => {
  it("adds the lines, one parcel's shipping and no tax", () => {
    const totals = cartTotals([line(1_299, 2), line(450, 3)], USD, ZONE);
    expect(totals).toMatchObject({ lineTotals: [2_598, 1_350], subtotal: 3_948, shipping: 499, tax: 0, total: 4_447 });
    expect(totals.parcels).toEqual([
      { sellerId: null, lineIndexes: [0, 1], subtotal: 3_948, shipping: 499, free: null, missingForFree: 1_052 },
    ]);
  });

  it("in another currency, converts each unit price first so the shown lines add up to the total", () => {
    // 19.99 USD → 18.46 EUR (18.4647… rounded); two of them are 36.92, not 36.93 (39.98 × 0.9237).
    const totals = cartTotals([line(1_999, 2)], EUR, ZONE);
    expect(totals.lineTotals).toEqual([3_692]);
    expect(totals.shipping).toBe(convertCents(499, EUR));
    expect(totals.total).toBe(3_692 + 461);
  });

  it("ships each seller's lines as one parcel, priced on its own", () => {
    const totals = cartTotals(
      [line(6_000, 1, "over"), line(1_000, 1, "under"), line(500, 1, "free", true), line(500, 1, "under")],
      USD,
      ZONE,
    );
    expect(
      totals.parcels.map(({ sellerId, lineIndexes, shipping, free }) => [sellerId, lineIndexes, shipping, free]),
    ).toEqual([
      ["over", [0], 0, "threshold"],
      ["under", [1, 3], 499, null],
      ["free", [2], 0, "seller"],
    ]);
    expect(totals.parcels[1]?.missingForFree).toBe(3_500);
    expect(totals.total).toBe(8_000 + 499);
  });

  for (const currency of [USD, EUR, GBP, RUB]) {
    it(`ships a parcel free from the threshold converted to ${currency.code}: at it, not just below, and above`, () => {
      const threshold = convertCents(5000, currency);
      // A unit price whose converted value lands exactly on the converted threshold, one minor unit under, and over.
      const at = cartTotals([{ ...line(5000) }], currency, ZONE);
      expect(at.lineTotals[0]).toBe(threshold);
      expect(at.shipping).toBe(0);
      const below = cartTotals([line(4999)], currency, ZONE);
      expect(below.lineTotals[0]).toBeLessThan(threshold);
      expect(below.shipping).toBe(convertCents(499, currency));
      expect(below.parcels[0]?.missingForFree).toBe(threshold - (below.lineTotals[0] ?? 0));
      expect(cartTotals([line(5001)], currency, ZONE).shipping).toBe(0);
    });
  }

  it("charges no shipping where the store does not ship (the checkout refuses such a cart)", () => {
    expect(cartTotals([line(1_000)], USD, null)).toMatchObject({ shipping: 0, total: 1_000 });
  });

  it("never makes a parcel free whose zone has no threshold", () => {
    const parcel = cartTotals([line(1_000_000)], USD, { ...ZONE, freeFromCents: null }).parcels[0];
    expect(parcel).toMatchObject({ shipping: 499, free: null, missingForFree: null });
  });

  it("is all zero for an empty cart, without shipping", () => {
    expect(cartTotals([], EUR, DEFAULT_SHIPPING.rest)).toEqual({
      lineTotals: [],
      parcels: [],
      subtotal: 0,
      shipping: 0,
      tax: 0,
      total: 0,
    });
  });

  it("always totals the lines plus each parcel's shipping, whatever the cart", () => {
    const lines = fc.array(
      fc.record({
        unitCents: fc.integer({ min: 1, max: 1_000_000 }),
        quantity: fc.integer({ min: 1, max: 999 }),
        sellerId: fc.constantFrom(null, "a", "b", "c"),
        sellerShipsFree: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lines, fc.constantFrom(USD, EUR, GBP, RUB), (cart, currency) => {
        const totals = cartTotals(cart, currency, ZONE);
        const parcelSum = totals.parcels.reduce((sum, parcel) => sum + parcel.subtotal, 0);
        expect(parcelSum).toBe(totals.subtotal);
        expect(totals.total).toBe(totals.subtotal + totals.parcels.reduce((sum, parcel) => sum + parcel.shipping, 0));
        expect(new Set(totals.parcels.map((parcel) => parcel.sellerId)).size).toBe(totals.parcels.length);
      }),
    );
  });
});
