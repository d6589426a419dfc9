import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commissionCents, maskedAccount, refundShares, usdCentsOf, usdChange } from "./ledger";

describe("the store's commission", () => {
  it("is rounded up to the cent, in the store's favour", () => {
    expect(commissionCents(1001, 1000)).toBe(101); // 10 % of $10.01 is $1.001
    expect(commissionCents(1000, 1000)).toBe(100);
    expect(commissionCents(999, 1250)).toBe(125); // 12.5 % of $9.99 is $1.24875
    expect(commissionCents(1, 1)).toBe(1);
    expect(commissionCents(5000, 0)).toBe(0);
    expect(commissionCents(0, 5000)).toBe(0);
  });

  it("is never below the exact share nor a cent or more above it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 5000 }), (net, points) => {
        const exact = (net * points) / 10_000;
        const charged = commissionCents(net, points);
        expect(charged).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(charged - exact).toBeLessThan(1);
      }),
    );
  });
});

describe("US cents from an order's currency", () => {
  it("divide by the order's rate, half away from zero, exactly", () => {
    expect(usdCentsOf(9250, "0.925000")).toBe(10000);
    expect(usdCentsOf(1, "2")).toBe(1); // 0.5 → 1
    expect(usdCentsOf(-1, "2")).toBe(-1);
    expect(usdCentsOf(3, "2")).toBe(2); // 1.5 → 2
    expect(usdCentsOf(12345, "1")).toBe(12345);
    expect(usdCentsOf(100000, "92.5")).toBe(1081); // 1081.08…
    expect(() => usdCentsOf(100, "0")).toThrow();
  });

  it("make a part's rows add up to their sum converted once, whatever the order of the rows", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 8 }),
        fc.constantFrom("1", "0.92", "0.79", "92.5", "1.333333"),
        (amounts, rate) => {
          let running = 0;
          let usd = 0;
          for (const amount of amounts) {
            usd += usdChange(running, amount, rate);
            running += amount;
          }
          expect(usd).toBe(usdCentsOf(running, rate));
        },
      ),
    );
  });
});

describe("a refund split over the parts", () => {
  it("pays back the cancelled parts first, then shares the rest by what is left of the others", () => {
    const claims = [
      { remainingCents: 3000, cancelled: false },
      { remainingCents: 1000, cancelled: true },
      { remainingCents: 1000, cancelled: false },
    ];
    expect(refundShares(800, claims)).toEqual({ shares: [0, 800, 0], beyond: 0 });
    expect(refundShares(1400, claims)).toEqual({ shares: [300, 1000, 100], beyond: 0 });
    // One cent left over: the larger remainder takes it (0.75 before 0.25).
    expect(refundShares(1001, claims)).toEqual({ shares: [1, 1000, 0], beyond: 0 });
    expect(refundShares(6000, claims)).toEqual({ shares: [3000, 1000, 1000], beyond: 1000 });
  });

  it("adds up to the refund, takes no part below zero, and cancelled parts before any other", () => {
    const claim = fc.record({ remainingCents: fc.integer({ min: 0, max: 10_000_000 }), cancelled: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(claim, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 70_000_000 }),
        (claims, amount) => {
          const { shares, beyond } = refundShares(amount, claims);
          const everything = claims.reduce((sum, { remainingCents }) => sum + remainingCents, 0);
          expect(shares.reduce((sum, share) => sum + share, 0) + beyond).toBe(amount);
          expect(beyond).toBe(Math.max(0, amount - everything));
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(claims[index]?.remainingCents ?? 0);
          });
          const cancelledLeft = claims.some(
            (claim, index) => claim.cancelled && (shares[index] ?? 0) < claim.remainingCents,
          );
          const othersTouched = claims.some((claim, index) => !claim.cancelled && (shares[index] ?? 0) > 0);
          expect(cancelledLeft && othersTouched).toBe(false);
        },
      ),
    );
  });
});

it("shows an account by its last four characters only", () => {
  expect(maskedAccount("DE89370400440532013000")).toBe("•••• 3000");
  expect(maskedAccount("12-34 56")).toBe("•••• 3456");
});
