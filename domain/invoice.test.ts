import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditSplit, documentNumber, isDocumentNumber } from "./invoice";
import { RATE_SCALE } from "./tax";

describe("creditSplit", () => {
  it("shares a refund among the rates exactly: the shares add up to it, net + tax each", () => {
    const row = fc.record({
      rate: fc.integer({ min: 0, max: RATE_SCALE }),
      net: fc.integer({ min: 0, max: 10_000_000 }),
      tax: fc.integer({ min: 0, max: 2_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), fc.integer({ min: 1, max: 50_000_000 }), (rows, refund) => {
        const split = creditSplit(refund, rows);
        expect(split.reduce((sum, share) => sum + share.net + share.tax, 0)).toBe(refund);
        for (const share of split) expect(Number.isInteger(share.net) && Number.isInteger(share.tax)).toBe(true);
      }),
    );
  });

  it("splits a refund of a 19 % line as a price that includes tax", () => {
    expect(creditSplit(1190, [{ rate: 190_000, net: 1000, tax: 190 }])).toEqual([
      { rate: 190_000, net: 1000, tax: 190 },
    ]);
  });
});

describe("document numbers", () => {
  it("are the two series' shapes, and nothing else is taken for one", () => {
    expect(documentNumber("invoice", 2026, 123)).toBe("2026-000123");
    expect(documentNumber("credit_note", 2026, 7)).toBe("CN-2026-000007");
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 9999 }), fc.integer({ min: 1, max: 9_999_999 }), (year, seq) => {
        expect(isDocumentNumber(documentNumber("invoice", year, seq))).toBe(true);
        expect(isDocumentNumber(documentNumber("credit_note", year, seq))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (isDocumentNumber(text)) expect(text).toMatch(/^(CN-)?\d{4}-\d{6,}$/);
      }),
    );
    for (const bad of ["../2026-000001", "2026-000001.pdf", "cn-2026-000001", ""])
      expect(isDocumentNumber(bad)).toBe(false);
  });
});
