import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceBucketRuns, priceBuckets } from "./price-buckets";

/** Whether a price in cents falls in a bucket, as migration 0025's catalog_price_bucket_keys files it. */
function inBucket(cents: number, { width, bucket }: { width: number; bucket: number }): boolean {
  if (width === 0) return cents % 100 === 0 && cents / 100 === bucket;
  return Math.floor(Math.floor(cents / 100) / width) === bucket;
}

describe("a price range as buckets", () => {
  it("takes the widest buckets that fit: $50 to $400 is five tens, three hundreds and $400.00", () => {
    expect(priceBuckets(50, 400)).toEqual([
      { width: 10, bucket: 5 },
      { width: 10, bucket: 6 },
      { width: 10, bucket: 7 },
      { width: 10, bucket: 8 },
      { width: 10, bucket: 9 },
      { width: 100, bucket: 1 },
      { width: 100, bucket: 2 },
      { width: 100, bucket: 3 },
      { width: 0, bucket: 400 },
    ]);
  });

  it("holds one price when both ends are the same", () => {
    expect(priceBuckets(7, 7)).toEqual([{ width: 0, bucket: 7 }]);
  });

  it("holds every price of the range exactly once, and no other", () => {
    fc.assert(
      fc.property(fc.nat(30_000), fc.nat(30_000), fc.nat(3_000_000), (a, b, cents) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const pieces = priceBuckets(min, max);
        const holding = pieces.filter((piece) => inBucket(cents, piece)).length;
        expect(holding).toBe(cents >= min * 100 && cents <= max * 100 ? 1 : 0);
        expect(pieces.length).toBeLessThanOrEqual(2 * 9 * 6 + 1);
      }),
    );
  });

  it("reads $50 to $400 as three runs of buckets", () => {
    expect(priceBucketRuns(50, 400)).toEqual([
      { width: 10, first: 5, last: 9 },
      { width: 100, first: 1, last: 3 },
      { width: 0, first: 400, last: 400 },
    ]);
  });
});
