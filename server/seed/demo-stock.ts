import type { Availability } from "./demo-data";

/**
 * A demo product's stock, from its slug (so it draws nothing from the seed's random sequence, and every
 * other demo value stays as it was): none when sold out; 1–3 for about one product in twelve; 4–60 otherwise.
 */
export function demoStock(slug: string, availability: Availability): number {
  if (availability === "sold-out") return 0;
  // FNV-1a: a cheap, stable spread of the slugs.
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 12 === 0 ? 1 + (hash % 3) : 4 + (hash % 57);
}
