import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_RATE,
  percentOfRate,
  RATE_SCALE,
  rateAt,
  rateOfPercent,
  shownUnitPrice,
  splitTax,
  TAX_MODES,
  taxByRate,
} from "./tax";
import { taxSettingsSchema } from "./tax-settings";

const rate = fc.integer({ min: 0, max: MAX_RATE });
// Amounts in any currency's minor units, from a yen to a large order in dinars (three decimals): integers all.
const amount = fc.integer({ min: 0, max: 2_000_000_000 });
const mode = fc.constantFrom(...TAX_MODES);

describe("the rounding rule", () => {
  it("splits every amount so that net + tax = gross, with a tax never negative, in both modes", () => {
    fc.assert(
      fc.property(amount, rate, mode, (value, r, m) => {
        const split = splitTax(value, r, m);
        expect(split.net + split.tax).toBe(split.gross);
        expect(split.tax).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(split.tax)).toBe(true);
        expect(m === "inclusive" ? split.gross : split.net).toBe(value);
      }),
    );
  });

  it("rounds half away from zero, once: the tax is the nearest minor unit to the exact one", () => {
    fc.assert(
      fc.property(amount, rate, (value, r) => {
        const exclusive = splitTax(value, r, "exclusive");
        // |tax − value·r/S| ≤ 1/2, in exact integers: |2·tax·S − 2·value·r| ≤ S.
        const error = 2n * BigInt(exclusive.tax) * BigInt(RATE_SCALE) - 2n * BigInt(value) * BigInt(r);
        expect(error <= BigInt(RATE_SCALE) && error >= -BigInt(RATE_SCALE)).toBe(true);
        const inclusive = splitTax(value, r, "inclusive");
        const netError = 2n * BigInt(inclusive.net) * BigInt(RATE_SCALE + r) - 2n * BigInt(value) * BigInt(RATE_SCALE);
        expect(netError <= BigInt(RATE_SCALE + r) && netError >= -BigInt(RATE_SCALE + r)).toBe(true);
      }),
    );
  });

  it("works the known cases out as an accountant would", () => {
    expect(splitTax(11_900, 190_000, "inclusive")).toEqual({ net: 10_000, tax: 1_900, gross: 11_900 });
    expect(splitTax(10_000, 190_000, "exclusive")).toEqual({ net: 10_000, tax: 1_900, gross: 11_900 });
    // 9.99 at 19 % included: 8.3949… → 8.39 net, 1.60 tax.
    expect(splitTax(999, 190_000, "inclusive")).toEqual({ net: 839, tax: 160, gross: 999 });
    // 0.05 at 10 %: half a cent of tax, rounded away from zero.
    expect(splitTax(5, 100_000, "exclusive")).toEqual({ net: 5, tax: 1, gross: 6 });
    expect(splitTax(12_345, 0, "inclusive")).toEqual({ net: 12_345, tax: 0, gross: 12_345 });
  });
});

describe("prices shown for a destination", () => {
  it("keep the entered price when the rates are the same, or in exclusive mode", () => {
    fc.assert(
      fc.property(amount, rate, rate, (value, home, destination) => {
        expect(shownUnitPrice(value, "inclusive", home, home)).toBe(value);
        expect(shownUnitPrice(value, "exclusive", home, destination)).toBe(value);
      }),
    );
  });

  it("replace the home rate by the destination's", () => {
    // 119.00 with German VAT is 100.00 net: 120.00 in France, 100.00 where the store collects none.
    expect(shownUnitPrice(11_900, "inclusive", 190_000, 200_000)).toBe(12_000);
    expect(shownUnitPrice(11_900, "inclusive", 190_000, 0)).toBe(10_000);
  });
});

describe("rates", () => {
  const settings = taxSettingsSchema.parse({
    mode: "exclusive",
    homeCountry: "us",
    shippingTaxed: true,
    viesCheck: false,
    rates: [
      { country: "DE", region: null, standard: "19", reduced: "7" },
      { country: "US", region: "CA", standard: "7.25", reduced: "7.25" },
      { country: "CA", region: "qc", standard: "14,975", reduced: "14.975" },
    ],
  });

  it("are read as typed, exactly, and shown back the same", () => {
    expect(settings.rates.map((row) => row.standard)).toEqual([190_000, 72_500, 149_750]);
    expect(settings.rates[2]?.region).toBe("QC");
    expect(settings.homeCountry).toBe("US");
    expect(
      ["19", "7.25", "14.975", "5.5", "0", "100"].map((typed) => percentOfRate(rateOfPercent(typed) ?? -1)),
    ).toEqual(["19", "7.25", "14.975", "5.5", "0", "100"]);
    fc.assert(
      fc.property(rate, (r) => {
        expect(rateOfPercent(percentOfRate(r))).toBe(r);
      }),
    );
  });

  it("refuse more than 100 %, a negative rate or a word, beside the rate", () => {
    for (const typed of ["100.01", "-5", "abc", "19 %", "1e2"]) {
      const parsed = taxSettingsSchema.safeParse({
        ...settings,
        rates: [{ country: "DE", region: null, standard: typed, reduced: "7" }],
      });
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["rates", 0, "standard"]);
      expect(parsed.error?.issues[0]?.message).toBe("tax.errors.rate");
    }
  });

  it("are the region's, else the country's, else none; the zero class is always 0", () => {
    expect(rateAt(settings, { country: "DE", region: "BY" }, "reduced")).toBe(70_000);
    expect(rateAt(settings, { country: "US", region: "CA" }, "standard")).toBe(72_500);
    expect(rateAt(settings, { country: "US", region: "OR" }, "standard")).toBe(0);
    expect(rateAt(settings, { country: "JP", region: null }, "standard")).toBe(0);
    expect(rateAt(settings, { country: "DE", region: null }, "zero")).toBe(0);
  });

  it("sum by rate, lowest first", () => {
    const rows = taxByRate([
      { rate: 190_000, net: 100, tax: 19, gross: 119 },
      { rate: 70_000, net: 100, tax: 7, gross: 107 },
      { rate: 190_000, net: 200, tax: 38, gross: 238 },
    ]);
    expect(rows).toEqual([
      { rate: 70_000, net: 100, tax: 7 },
      { rate: 190_000, net: 300, tax: 57 },
    ]);
  });
});
