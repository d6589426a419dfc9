import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount, groupDigits } from "./digit-groups";
import { formatMinorUnits } from "./money";

// The texts must be the ones `Intl` gives (the pages wrote them with it before): compared for any amount.

describe("numbers without Intl", () => {
  it("groups a count as Intl does in each language, with Latin digits", () => {
    fc.assert(
      fc.property(fc.constantFrom("en", "ru", "ar"), fc.integer({ min: 0, max: 10 ** 15 }), (language, count) => {
        expect(formatCount(language, count)).toBe(new Intl.NumberFormat(`${language}-u-nu-latn`).format(count));
      }),
      { numRuns: 2000 },
    );
    expect(formatCount("ru", 12345)).toBe("12\u00a0345");
    expect(formatCount("en", 999)).toBe("999");
  });

  it("writes money as a symbol and en-US's grouping with two decimals, for any whole number of minor units", () => {
    const enUs = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), (minor) => {
        const sign = minor < 0 ? "-" : "";
        expect(formatMinorUnits(minor, { symbol: "€" })).toBe(`${sign}€${enUs.format(Math.abs(minor) / 100)}`);
      }),
      { numRuns: 5000 },
    );
    expect(formatMinorUnits(123456789, { symbol: "$" })).toBe("$1,234,567.89");
    expect(formatMinorUnits(-5, { symbol: "$" })).toBe("-$0.05");
  });

  it("groups digits in threes from the right", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(100)).toBe("100");
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(-1234567, " ")).toBe("-1 234 567");
  });
});
