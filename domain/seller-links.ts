/** A seller's public page, by their shop's slug (letters of any script, percent-encoded in the path). */
export function sellerPath(slug: string): string {
  return `/shop/sellers/${encodeURIComponent(slug)}`;
}
