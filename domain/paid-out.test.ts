import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paidOutCredits } from "./paid-out";

describe("what the payouts have paid out", () => {
  it("covers the oldest credits first, the next one partly", () => {
    const covered = paidOutCredits(12_500, [
      { key: "a", cents: 10_000 },
      { key: "b", cents: 5_000 },
      { key: "c", cents: 7_000 },
    ]);
    expect([...covered]).toEqual([
      ["a", { whole: true, cents: 10_000 }],
      ["b", { whole: false, cents: 2_500 }],
    ]);
  });

  it("covers nothing without payouts, and never more than the credits", () => {
    expect(paidOutCredits(0, [{ key: "a", cents: 100 }]).size).toBe(0);
    expect([...paidOutCredits(500, [{ key: "a", cents: 100 }])]).toEqual([["a", { whole: true, cents: 100 }]]);
  });

  it("covers exactly the payouts' sum, to the cent, whatever the credits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 30 }),
        fc.nat(10_000_000),
        (amounts, paid) => {
          const credits = amounts.map((cents, index) => ({ key: String(index), cents }));
          const covered = [...paidOutCredits(paid, credits).values()];
          const total = amounts.reduce((sum, cents) => sum + cents, 0);
          expect(covered.reduce((sum, share) => sum + share.cents, 0)).toBe(Math.min(paid, total));
          // Only the last credit reached may be covered in part.
          expect(covered.slice(0, -1).every((share) => share.whole)).toBe(true);
        },
      ),
    );
  });
});
