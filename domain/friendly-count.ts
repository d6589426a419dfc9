export type FriendlyCount = { value: number; over: boolean };

/**
 * A count as a person would say it, rounded down: exact below 100 (none below 10), then to tens below 1,000, to
 * hundreds below 10,000, and to two leading digits above (163 → 160, 2,345 → 2,300, 123,456 → 120,000).
 * `over` when it was rounded. Null when too few to be worth saying.
 */
export function friendlyCount(n: number): FriendlyCount | null {
  if (!Number.isFinite(n) || n < 10) return null;
  const step = n < 100 ? 1 : n < 1_000 ? 10 : n < 10_000 ? 100 : 10 ** (Math.floor(Math.log10(n)) - 1);
  const value = Math.floor(n / step) * step;
  return { value, over: value < n };
}
