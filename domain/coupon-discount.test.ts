import { describe, expect, it } from "vitest";
import { type CouponTerms, couponDiscount, discountShares, partTotalRows } from "./coupon-discount";
import { couponSchema } from "./coupon-input";

const USD = { code: "USD", symbol: "$", rate: 1 };
const EUR = { code: "EUR", symbol: "€", rate: 0.9237 };
const TODAY = "2026-11-25";

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  code: "SAVE",
  sellerId: null,
  percentOff: 20,
  amountOffCents: null,
  minSubtotalCents: null,
  startsOn: "2026-11-01",
  endsOn: "2026-12-31",
  maxUses: null,
  uses: 0,
  active: true,
  ...terms,
});

const lines = [
  { sellerId: "ann", lineTotal: 10_000 },
  { sellerId: "bob", lineTotal: 2_999 },
  { sellerId: null, lineTotal: 1_001 },
];

describe("what a coupon takes off", () => {
  it("takes a percentage of the whole cart for a store-wide code, rounded to the cent", () => {
    expect(couponDiscount(coupon({}), lines, USD, TODAY)).toEqual({
      ok: true,
      amount: 2_800,
      discounted: [true, true, true],
    });
    expect(couponDiscount(coupon({ percentOff: 15 }), [{ sellerId: null, lineTotal: 999 }], USD, TODAY)).toMatchObject({
      amount: 150,
    });
  });

  it("takes a seller's code off that seller's lines only", () => {
    expect(couponDiscount(coupon({ sellerId: "bob" }), lines, USD, TODAY)).toEqual({
      ok: true,
      amount: 600,
      discounted: [false, true, false],
    });
  });

  it("converts an amount off like a price, and never takes more than the lines it applies to", () => {
    expect(couponDiscount(coupon({ percentOff: null, amountOffCents: 1_000 }), lines, EUR, TODAY)).toMatchObject({
      amount: 924,
    });
    const small = couponDiscount(
      coupon({ sellerId: "bob", percentOff: null, amountOffCents: 5_000 }),
      lines,
      USD,
      TODAY,
    );
    expect(small).toMatchObject({ amount: 2_999 });
  });

  it("counts the minimum in the cart's currency and says how much is missing", () => {
    // 150 USD is 138.56 EUR; Ann's lines make 100.00 in the cart's currency.
    const refused = couponDiscount(coupon({ sellerId: "ann", minSubtotalCents: 15_000 }), lines, EUR, TODAY);
    expect(refused).toEqual({ ok: false, refusal: { reason: "minimum", missing: 3_856 } });
    expect(couponDiscount(coupon({ minSubtotalCents: 14_000 }), lines, USD, TODAY)).toMatchObject({ ok: true });
  });

  it("says why it does not apply: off, not started, past its last day, used up, no product of its seller", () => {
    const refusal = (terms: Partial<CouponTerms>) => {
      const result = couponDiscount(coupon(terms), lines, USD, TODAY);
      return result.ok ? null : result.refusal;
    };
    expect(refusal({ active: false })).toEqual({ reason: "unknown" });
    expect(refusal({ startsOn: "2026-11-26" })).toEqual({ reason: "notStarted", startsOn: "2026-11-26" });
    expect(refusal({ endsOn: "2026-11-24" })).toEqual({ reason: "expired", endsOn: "2026-11-24" });
    expect(refusal({ maxUses: 5, uses: 5 })).toEqual({ reason: "usedUp" });
    expect(refusal({ sellerId: "carl" })).toEqual({ reason: "noSellerProducts" });
    // Its first and last days count.
    expect(refusal({ startsOn: TODAY, endsOn: TODAY })).toBeNull();
  });
});

describe("each seller's share of a store-wide discount", () => {
  it("is in proportion to their lines and adds up to the discount exactly", () => {
    expect(discountShares(1_000, [3_333, 3_333, 3_334])).toEqual([333, 333, 334]);
    expect(discountShares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(discountShares(600, [0, 2_999, 0])).toEqual([0, 600, 0]);
  });
});

describe("the coupon form", () => {
  const form = (fields: Record<string, string>) =>
    couponSchema.safeParse({
      code: "Spring-20",
      kind: "percent",
      percentOff: "20",
      amountOff: "",
      minSubtotal: "",
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
      maxUses: "",
      maxUsesPerCustomer: "",
      ...fields,
    });
  const messages = (fields: Record<string, string>) => {
    const result = form(fields);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("keeps the code in capitals, and a percentage or an amount in cents", () => {
    expect(form({ active: "on" }).data).toMatchObject({
      code: "SPRING-20",
      percentOff: 20,
      amountOffCents: null,
      active: true,
    });
    expect(form({ kind: "amount", amountOff: "12,50", minSubtotal: "100" }).data).toMatchObject({
      percentOff: null,
      amountOffCents: 1_250,
      minSubtotalCents: 10_000,
      active: false,
    });
  });

  it("refuses a bad code, a percentage outside 1–90, an end before the start and a zero limit", () => {
    expect(messages({ code: "ab" })).toEqual({ code: "coupons.errors.code" });
    expect(messages({ code: "no spaces" })).toEqual({ code: "coupons.errors.code" });
    expect(messages({ percentOff: "91" })).toEqual({ percentOff: "coupons.errors.percent" });
    expect(messages({ kind: "amount", amountOff: "" })).toEqual({ amountOff: "coupons.errors.amount" });
    expect(messages({ endsOn: "2026-11-30" })).toEqual({ endsOn: "coupons.errors.endsBeforeStart" });
    expect(messages({ maxUses: "0" })).toEqual({ maxUses: "coupons.errors.uses" });
  });
});

describe("partTotalRows", () => {
  it("shows a part without a share as its subtotal, its parcel's shipping and what the buyer pays for it", () => {
    expect(partTotalRows(4000, 0, 499)).toEqual([
      { kind: "subtotal", cents: 4000, strong: false },
      { kind: "shipping", cents: 499, strong: false },
      { kind: "partTotal", cents: 4499, strong: true },
    ]);
  });

  it("shows a part's share of a discount and what the lines come to after it, then the shipping", () => {
    expect(partTotalRows(5000, 1000, 0)).toEqual([
      { kind: "subtotal", cents: 5000, strong: false },
      { kind: "share", cents: -1000, strong: false },
      { kind: "afterShare", cents: 4000, strong: false },
      { kind: "shipping", cents: 0, strong: false },
      { kind: "partTotal", cents: 4000, strong: true },
    ]);
  });
});
