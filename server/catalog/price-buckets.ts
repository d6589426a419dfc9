/**
 * A price range as buckets of `catalog_price_buckets` (migration 0025, decision 040). The table counts the products
 * of each (category, brand, discounted, colour) group per whole dollar, ten, hundred… dollars (`width`, `bucket` =
 * the price in dollars divided by the width, rounded down), and per price of exactly a whole number of dollars
 * (width 0). A filter from $lo to $hi means prices from lo × 100 to hi × 100 cents: every price of the dollars
 * lo … hi − 1, and the one price hi.00. So the range is a few buckets, whatever the number of products.
 */
export const PRICE_BUCKET_WIDTHS = [100_000, 10_000, 1_000, 100, 10, 1] as const;

export type PriceBucket = { width: number; bucket: number };

/** The fewest buckets that hold exactly the prices from `minDollars`.00 to `maxDollars`.00. */
export function priceBuckets(minDollars: number, maxDollars: number): PriceBucket[] {
  const pieces: PriceBucket[] = [];
  for (let dollars = minDollars; dollars < maxDollars; ) {
    const width = PRICE_BUCKET_WIDTHS.find((w) => dollars % w === 0 && dollars + w <= maxDollars) ?? 1;
    pieces.push({ width, bucket: dollars / width });
    dollars += width;
  }
  if (maxDollars >= minDollars) pieces.push({ width: 0, bucket: maxDollars });
  return pieces;
}

/** The same buckets as runs of one width: each run a range of `bucket`, which an index reads in one pass. */
export function priceBucketRuns(
  minDollars: number,
  maxDollars: number,
): { width: number; first: number; last: number }[] {
  const runs: { width: number; first: number; last: number }[] = [];
  for (const { width, bucket } of priceBuckets(minDollars, maxDollars)) {
    const run = runs.at(-1);
    if (run && run.width === width && run.last === bucket - 1) run.last = bucket;
    else runs.push({ width, first: bucket, last: bucket });
  }
  return runs;
}
