import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paypalBreakdown, paypalCharge, shareOf } from "./paypal-charge";

describe("what PayPal charges", () => {
  it("charges in the order's currency when PayPal takes it, in US dollars at the order's rate when not", () => {
    expect(paypalCharge(12_345, "EUR", 0.92)).toEqual({ cents: 12_345, currencyCode: "EUR" });
    expect(paypalCharge(925_000, "RUB", 92.5)).toEqual({ cents: 10_000, currencyCode: "USD" });
  });

  it("refunds a share of a charge never above the charge, and the whole of it for the whole order", () => {
    expect(shareOf(500, 1000, 1081)).toBe(541);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (a, b) => {
        const [part, total] = a <= b ? [a, b] : [b, a];
        const charged = Math.round(total / 3) + 1;
        const share = shareOf(part, total, charged);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(charged);
        expect(shareOf(total, total, charged)).toBe(charged);
      }),
    );
  });

  it("tells PayPal a whole order's goods, shipping and tax, adding up to the charge, and nothing for a partial one", () => {
    const order = { totalCents: 3489, currencyCode: "USD", taxCents: 558, shippingNetCents: 839 };
    expect(paypalBreakdown({ cents: 3489, currencyCode: "USD" }, order)).toEqual({
      itemTotal: 2092,
      shipping: 839,
      taxTotal: 558,
    });
    expect(paypalBreakdown({ cents: 2000, currencyCode: "USD" }, order)).toBeNull();
    expect(paypalBreakdown({ cents: 3489, currencyCode: "EUR" }, order)).toBeNull();
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (total, tax, shipping) => {
        const said = paypalBreakdown(
          { cents: total, currencyCode: "USD" },
          { totalCents: total, currencyCode: "USD", taxCents: tax, shippingNetCents: shipping },
        );
        if (said === null) expect(tax + shipping).toBeGreaterThan(total);
        else {
          expect(said.itemTotal + said.shipping + said.taxTotal).toBe(total);
          expect(Math.min(said.itemTotal, said.shipping, said.taxTotal)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
