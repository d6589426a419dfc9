import type { reviews } from "../db/schema";
import { createRandom } from "./data-random";

const NAMES = [
  "Ryan Ford",
  "Adam Barker",
  "Jessica Moore",
  "Helena Garcia",
  "Olga Petrova",
  "Karim Haddad",
  "Lena Novak",
  "Marco Rossi",
  "Sara Ali",
  "Tom Baker",
];
const TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    "Does exactly what it should, and does it well. Worth every penny.",
    "Solid build, comfortable grip, no complaints after months of daily use.",
    "Bought it for one job and now reach for it every day.",
  ],
  4: [
    "Good tool for the price. A carrying case would make it perfect.",
    "Works well; the manual could be clearer.",
    "Reliable so far, a little heavier than I expected.",
  ],
  3: [
    "Does the job, nothing more. Fine for occasional use.",
    "Average. Delivery was quick, the finish could be better.",
  ],
  2: ["Worked for a few weeks, then started to struggle under load.", "Not as sturdy as the photos suggest."],
  1: ["Stopped working after the second use. Returned it."],
};
const DAY_MS = 86_400_000;

/**
 * Reviews whose stars add up to a demo product's rating sum and count, so the list under a product agrees
 * with the stars and the number shown beside it.
 */
export function demoReviews(
  productId: number,
  slug: string,
  ratingSum: number,
  ratingCount: number,
  daysAgo: number,
): (typeof reviews.$inferInsert)[] {
  if (ratingCount === 0) return [];
  const rng = createRandom([...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  const base = Math.floor(ratingSum / ratingCount);
  const higher = ratingSum - base * ratingCount;
  const now = Date.now();
  return Array.from({ length: ratingCount }, (_, i) => {
    const rating = (i < higher ? base + 1 : base) as 1 | 2 | 3 | 4 | 5;
    const name = rng.pick(NAMES);
    return {
      productId,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
      body: rng.pick(TEXTS[rating]),
      rating,
      createdAt: new Date(now - rng.int(0, Math.max(1, daysAgo)) * DAY_MS - rng.int(0, DAY_MS)),
    };
  });
}
