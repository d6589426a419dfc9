import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertCents, type DisplayCurrency, USD } from "./money";
import { priceTaxFor, priceTaxNote, shownCents, taxIncludedInOffer } from "./price-tax";
import { RATE_SCALE, type TaxClass, type TaxSettings } from "./tax";

// The demo's shape: Germany home, prices include VAT; France; two US states; Japan has no row.
const settings: TaxSettings = {
  mode: "inclusive",
  homeCountry: "DE",
  shippingTaxed: true,
  viesCheck: false,
  rates: [
    { country: "DE", region: null, standard: 190_000, reduced: 70_000 },
    { country: "FR", region: null, standard: 200_000, reduced: 55_000 },
    { country: "US", region: "CA", standard: 72_500, reduced: 72_500 },
    { country: "US", region: "NY", standard: 40_000, reduced: 40_000 },
  ],
};
const EUR: DisplayCurrency = { code: "EUR", symbol: "€", rate: 0.9 };
const place = (country: string, region: string | null = null) => ({ country, region });
const classes = fc.constantFrom<TaxClass>("standard", "reduced", "zero");
const currencies = fc.constantFrom(USD, EUR, { code: "JPY", symbol: "¥", rate: 1.5 });
const destinations = fc.constantFrom(null, place("DE"), place("FR"), place("US", "CA"), place("US"), place("JP"));

describe("priceTaxFor", () => {
  it("keeps only the home country's rows and the destination country's", () => {
    expect(priceTaxFor(settings, null).rates.map((row) => row.country)).toEqual(["DE"]);
    expect(priceTaxFor(settings, place("US")).rates.map((row) => row.region)).toEqual([null, "CA", "NY"]);
  });
});

describe("shownCents", () => {
  it("is the price as entered for the home country, an unknown destination and in exclusive mode", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        currencies,
        classes,
        destinations,
        (usd, currency, c, to) => {
          const entered = convertCents(usd, currency);
          expect(shownCents(usd, currency, priceTaxFor(settings, null), c)).toBe(entered);
          expect(shownCents(usd, currency, priceTaxFor(settings, place("DE")), c)).toBe(entered);
          expect(shownCents(usd, currency, priceTaxFor({ ...settings, mode: "exclusive" }, to), c)).toBe(entered);
        },
      ),
    );
  });

  it("is exact: entered × (1 + destination) / (1 + home), rounded once, within half a minor unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        currencies,
        classes,
        destinations,
        (usd, currency, c, to) => {
          const tax = priceTaxFor(settings, to);
          const entered = convertCents(usd, currency);
          const home = c === "zero" ? 0 : settings.rates[0]![c];
          const shown = shownCents(usd, currency, tax, c);
          const row = settings.rates.find((r) => r.country === to?.country && r.region === (to?.region ?? null));
          const destination = c === "zero" || !to ? home : (row?.[c] ?? 0);
          // |shown × (1 + home) − entered × (1 + destination)| ≤ (1 + home) / 2, in integers.
          const error = Math.abs(shown * (RATE_SCALE + home) - entered * (RATE_SCALE + destination));
          expect(2 * error).toBeLessThanOrEqual(RATE_SCALE + home);
        },
      ),
    );
  });

  it("never falls when the price rises (for one destination and class)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        currencies,
        classes,
        destinations,
        (usd, more, currency, c, to) => {
          const tax = priceTaxFor(settings, to);
          expect(shownCents(usd + more, currency, tax, c)).toBeGreaterThanOrEqual(shownCents(usd, currency, tax, c));
        },
      ),
    );
  });

  it("gives the demo's figures: 119.00 in Germany is 120.00 in France, 100.00 in Japan", () => {
    const c = "standard";
    expect(shownCents(11_900, USD, priceTaxFor(settings, place("FR")), c)).toBe(12_000);
    expect(shownCents(11_900, USD, priceTaxFor(settings, place("JP")), c)).toBe(10_000);
    expect(shownCents(11_900, USD, priceTaxFor(settings, place("US", "CA")), c)).toBe(10_725);
    // Reduced: 107.00 with Germany's 7 % is 105.50 with France's 5.5 %.
    expect(shownCents(10_700, USD, priceTaxFor(settings, place("FR")), "reduced")).toBe(10_550);
  });
});

describe("priceTaxNote", () => {
  it("says included with the destination's rate, excluded in exclusive mode or by unknown region, none without tax", () => {
    const note = (to: ReturnType<typeof place> | null, c: TaxClass, mode: TaxSettings["mode"] = "inclusive") =>
      priceTaxNote(priceTaxFor({ ...settings, mode }, to), c);
    expect(note(null, "standard")).toEqual({ kind: "included", rate: 190_000 });
    expect(note(place("FR"), "reduced")).toEqual({ kind: "included", rate: 55_000 });
    expect(note(place("US", "CA"), "standard")).toEqual({ kind: "included", rate: 72_500 });
    expect(note(place("US"), "standard")).toEqual({ kind: "excluded" });
    expect(note(place("JP"), "standard")).toEqual({ kind: "none" });
    expect(note(place("DE"), "zero")).toEqual({ kind: "none" });
    expect(note(place("FR"), "standard", "exclusive")).toEqual({ kind: "excluded" });
    expect(taxIncludedInOffer({ kind: "excluded" })).toBe(false);
    expect(taxIncludedInOffer({ kind: "included", rate: 1 })).toBe(true);
  });
});
