import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotals, type PricedLine, type TaxTerms } from "./cart-totals";
import { convertCents } from "./money";
import { DEFAULT_SHIPPING, type ZoneTerms } from "./shipping";
import { NO_TAX, TAX_CLASSES, TAX_MODES } from "./tax";

const UNTAXED: TaxTerms = { tax: NO_TAX, place: null, reverseCharge: false };

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
  taxClass: "standard",
});

describe("cart totals", () => {
  it("adds the lines, one parcel's shipping and no tax", () => {
    const totals = cartTotals([line(1_299, 2), line(450, 3)], USD, ZONE, UNTAXED);
    expect(totals).toMatchObject({ lineTotals: [2_598, 1_350], subtotal: 3_948, shipping: 499, tax: 0, total: 4_447 });
    expect(totals.parcels).toEqual([
      {
        sellerId: null,
        lineIndexes: [0, 1],
        subtotal: 3_948,
        shipping: 499,
        free: null,
        missingForFree: 1_052,
        discount: 0,
        shippingTax: { net: 499, tax: 0, gross: 499, rate: 0 },
        tax: 0,
      },
    ]);
  });

  it("in another currency, converts each unit price first so the shown lines add up to the total", () => {
    // 19.99 USD → 18.46 EUR (18.4647… rounded); two of them are 36.92, not 36.93 (39.98 × 0.9237).
    const totals = cartTotals([line(1_999, 2)], EUR, ZONE, UNTAXED);
    expect(totals.lineTotals).toEqual([3_692]);
    expect(totals.shipping).toBe(convertCents(499, EUR));
    expect(totals.total).toBe(3_692 + 461);
  });

  it("ships each seller's lines as one parcel, priced on its own", () => {
    const totals = cartTotals(
      [line(6_000, 1, "over"), line(1_000, 1, "under"), line(500, 1, "free", true), line(500, 1, "under")],
      USD,
      ZONE,
      UNTAXED,
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
      const at = cartTotals([{ ...line(5000) }], currency, ZONE, UNTAXED);
      expect(at.lineTotals[0]).toBe(threshold);
      expect(at.shipping).toBe(0);
      const below = cartTotals([line(4999)], currency, ZONE, UNTAXED);
      expect(below.lineTotals[0]).toBeLessThan(threshold);
      expect(below.shipping).toBe(convertCents(499, currency));
      expect(below.parcels[0]?.missingForFree).toBe(threshold - (below.lineTotals[0] ?? 0));
      expect(cartTotals([line(5001)], currency, ZONE, UNTAXED).shipping).toBe(0);
    });
  }

  it("charges no shipping where the store does not ship (the checkout refuses such a cart)", () => {
    expect(cartTotals([line(1_000)], USD, null, UNTAXED)).toMatchObject({ shipping: 0, total: 1_000 });
  });

  it("never makes a parcel free whose zone has no threshold", () => {
    const parcel = cartTotals([line(1_000_000)], USD, { ...ZONE, freeFromCents: null }, UNTAXED).parcels[0];
    expect(parcel).toMatchObject({ shipping: 499, free: null, missingForFree: null });
  });

  it("is all zero for an empty cart, without shipping", () => {
    expect(cartTotals([], EUR, DEFAULT_SHIPPING.rest, UNTAXED)).toEqual({
      unitPrices: [],
      lineTotals: [],
      lineDiscounts: [],
      lineTaxes: [],
      parcels: [],
      subtotal: 0,
      coupon: null,
      discount: 0,
      shipping: 0,
      tax: 0,
      taxes: [],
      taxIncluded: true,
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
        taxClass: fc.constant("standard" as const),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lines, fc.constantFrom(USD, EUR, GBP, RUB), (cart, currency) => {
        const totals = cartTotals(cart, currency, ZONE, UNTAXED);
        const parcelSum = totals.parcels.reduce((sum, parcel) => sum + parcel.subtotal, 0);
        expect(parcelSum).toBe(totals.subtotal);
        expect(totals.total).toBe(totals.subtotal + totals.parcels.reduce((sum, parcel) => sum + parcel.shipping, 0));
        expect(new Set(totals.parcels.map((parcel) => parcel.sellerId)).size).toBe(totals.parcels.length);
      }),
    );
  });

  it("taxes every line and every parcel's shipping once: the parts add up to the order's tax and total, in both modes", () => {
    const lines = fc.array(
      fc.record({
        unitCents: fc.integer({ min: 1, max: 1_000_000 }),
        quantity: fc.integer({ min: 1, max: 99 }),
        sellerId: fc.constantFrom(null, "a", "b"),
        sellerShipsFree: fc.boolean(),
        taxClass: fc.constantFrom(...TAX_CLASSES),
      }),
      { maxLength: 8 },
    );
    const rates = [
      { country: "DE", region: null, standard: 190_000, reduced: 70_000 },
      { country: "FR", region: null, standard: 200_000, reduced: 55_000 },
      { country: "US", region: "CA", standard: 72_500, reduced: 72_500 },
    ];
    const place = fc.constantFrom(
      null,
      { country: "FR", region: null },
      { country: "US", region: "CA" },
      { country: "JP", region: null },
    );
    const coupon = fc.option(fc.integer({ min: 1, max: 100 }));
    fc.assert(
      fc.property(
        lines,
        fc.constantFrom(USD, EUR, GBP, RUB),
        fc.constantFrom(...TAX_MODES),
        place,
        fc.boolean(),
        coupon,
        (cart, currency, mode, where, reverseCharge, percentOff) => {
          const terms: TaxTerms = {
            tax: { mode, homeCountry: "DE", rates, shippingTaxed: true },
            place: where,
            reverseCharge,
          };
          const couponTerms =
            percentOff === null
              ? null
              : {
                  terms: {
                    code: "C",
                    sellerId: null,
                    percentOff,
                    amountOffCents: null,
                    minSubtotalCents: null,
                    startsOn: "2026-01-01",
                    endsOn: "2026-12-31",
                    maxUses: null,
                    uses: 0,
                    active: true,
                  },
                  today: "2026-11-28",
                };
          const totals = cartTotals(cart, currency, ZONE, terms, couponTerms);
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          // Net + tax = what was taxed, on every line and every shipping.
          totals.lineTaxes.forEach((split, index) => {
            expect(split.net + split.tax).toBe(split.gross);
            const taxed = (totals.lineTotals[index] ?? 0) - (totals.lineDiscounts[index] ?? 0);
            expect(mode === "inclusive" ? split.gross : split.net).toBe(taxed);
            if (reverseCharge) expect(split.tax).toBe(0);
          });
          // The lines' tax plus the shipping's tax is the order's tax, and the rows by rate add up to it.
          expect(
            sum(totals.lineTaxes.map((split) => split.tax)) + sum(totals.parcels.map((p) => p.shippingTax.tax)),
          ).toBe(totals.tax);
          expect(sum(totals.taxes.map((row) => row.tax))).toBe(totals.tax);
          expect(sum(totals.parcels.map((p) => p.tax))).toBe(totals.tax);
          expect(sum(totals.lineDiscounts)).toBe(totals.discount);
          expect(sum(totals.parcels.map((p) => p.discount))).toBe(totals.discount);
          expect(totals.total).toBe(
            totals.subtotal - totals.discount + totals.shipping + (mode === "exclusive" ? totals.tax : 0),
          );
          // Unknown destination, inclusive: the prices are as entered.
          if (where === null && mode === "inclusive" && !reverseCharge) {
            expect(totals.unitPrices).toEqual(cart.map((line) => convertCents(line.unitCents, currency)));
          }
        },
      ),
    );
  });

  it("shows a German price in France with the French rate, and takes 19 % out of a German one", () => {
    const tax = {
      mode: "inclusive" as const,
      homeCountry: "DE",
      shippingTaxed: true,
      rates: [
        { country: "DE", region: null, standard: 190_000, reduced: 70_000 },
        { country: "FR", region: null, standard: 200_000, reduced: 55_000 },
      ],
    };
    const germany = cartTotals([line(11_900)], USD, ZONE, {
      tax,
      place: { country: "DE", region: null },
      reverseCharge: false,
    });
    expect(germany).toMatchObject({ subtotal: 11_900, shipping: 0, tax: 1_900, total: 11_900 });
    const france = cartTotals([line(11_900)], USD, ZONE, {
      tax,
      place: { country: "FR", region: null },
      reverseCharge: false,
    });
    expect(france).toMatchObject({ unitPrices: [12_000], subtotal: 12_000, tax: 2_000, total: 12_000 });
    const business = cartTotals([line(11_900)], USD, ZONE, {
      tax,
      place: { country: "FR", region: null },
      reverseCharge: true,
    });
    expect(business).toMatchObject({
      unitPrices: [10_000],
      tax: 0,
      total: 10_000,
      taxes: [{ rate: 0, net: 10_000, tax: 0 }],
    });
    const shipped = cartTotals([line(1_190)], USD, ZONE, {
      tax,
      place: { country: "DE", region: null },
      reverseCharge: false,
    });
    // 11.90 + 4.99 shipping, both with 19 % in them: 1.90 + 0.80.
    expect(shipped).toMatchObject({ total: 1_689, tax: 270, taxes: [{ rate: 190_000, net: 1_419, tax: 270 }] });
  });
});
