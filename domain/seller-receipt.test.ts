import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commissionCents, sellerNetCents } from "./ledger";
import { sellerReceipt, sellerReceiptRows } from "./seller-receipt";

const part = { subtotalCents: 12_000, discountCents: 1_200, shippingCents: 999, taxCents: 0, pricesIncludeTax: true };

describe("what a seller receives for a part", () => {
  it("is the full price for a store coupon: the store pays its share", () => {
    const receipt = sellerReceipt(part, "store", 650);
    expect(receipt).toMatchObject({ ownCouponCents: 0, storeCouponCents: 1_200, receiveCents: 12_000 + 999 - 650 });
    expect(sellerReceiptRows({ ...receipt, refundedCents: 0 }).map((row) => row.kind)).toEqual([
      "items",
      "shipping",
      "commission",
      "receive",
    ]);
  });

  it("takes the seller's own coupon off what they receive", () => {
    const receipt = sellerReceipt(part, "seller", 0);
    expect(receipt).toMatchObject({ ownCouponCents: 1_200, storeCouponCents: 0, receiveCents: 12_000 - 1_200 + 999 });
    expect(sellerReceiptRows({ ...receipt, refundedCents: 0 }).map((row) => [row.kind, row.cents])).toEqual([
      ["items", 12_000],
      ["ownCoupon", -1_200],
      ["shipping", 999],
      ["commission", -0],
      ["receive", 11_799],
    ]);
  });

  it("adds up: the rows before the last sum to what the seller receives, whoever funds the coupon", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom("store", "seller", null),
        fc.integer({ min: 0, max: 5_000 }),
        fc.boolean(),
        (subtotalCents, percent, shippingCents, fundedBy, basisPoints, included) => {
          const discountCents = Math.floor((subtotalCents * percent) / 100);
          // The tax in the prices (included) or on top of them (excluded), which the store remits.
          const taxCents = Math.floor((subtotalCents - discountCents + shippingCents) / 6);
          const shape = { subtotalCents, discountCents, shippingCents, taxCents, pricesIncludeTax: included };
          const commission = commissionCents(sellerNetCents(shape, fundedBy), basisPoints);
          const rows = sellerReceiptRows({ ...sellerReceipt(shape, fundedBy, commission), refundedCents: 0 });
          const total = rows.at(-1)?.cents;
          expect(rows.slice(0, -1).reduce((sum, row) => sum + row.cents, 0)).toBe(total);
        },
      ),
    );
  });

  it("takes the tax in the prices off what the seller receives: the store remits it", () => {
    const taxed = { ...part, taxCents: 1_877 };
    const receipt = sellerReceipt(taxed, null, 0);
    expect(sellerReceiptRows({ ...receipt, refundedCents: 0 }).map((row) => [row.kind, row.cents])).toEqual([
      ["items", 12_000],
      ["ownCoupon", -1_200],
      ["shipping", 999],
      ["tax", -1_877],
      ["commission", -0],
      ["receive", 12_000 - 1_200 + 999 - 1_877],
    ]);
    // Tax added on top of the prices was never the seller's: nothing to take off.
    const added = sellerReceipt({ ...taxed, pricesIncludeTax: false }, null, 0);
    expect(added).toMatchObject({ taxCents: 0, receiveCents: 12_000 - 1_200 + 999 });
  });
});
