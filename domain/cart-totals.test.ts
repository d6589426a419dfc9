import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals";

const USD = { code: "USD", symbol: "$", rate: 1 };
const EUR = { code: "EUR", symbol: "€", rate: 0.9237 };

describe("cart totals", () => {
  it("adds the lines, a shipping of 25 and no tax", () => {
    const totals = cartTotals(
      [
        { unitCents: 12_999, quantity: 2 },
        { unitCents: 450, quantity: 3 },
      ],
      USD,
    );
    expect(totals).toEqual({ lineTotals: [25_998, 1_350], subtotal: 27_348, shipping: 2_500, tax: 0, total: 29_848 });
  });

  it("in another currency, converts each unit price first so the shown lines add up to the total", () => {
    // 19.99 USD → 18.46 EUR (18.4647… rounded); three of them are 55.38, not 55.39 (59.97 × 0.9237).
    const totals = cartTotals([{ unitCents: 1_999, quantity: 3 }], EUR);
    expect(totals.lineTotals).toEqual([5_538]);
    expect(totals.subtotal).toBe(5_538);
    expect(totals.shipping).toBe(2_309);
    expect(totals.total).toBe(5_538 + 2_309);
  });

  it("is all zero for an empty cart, without shipping", () => {
    expect(cartTotals([], EUR)).toEqual({ lineTotals: [], subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });
});
