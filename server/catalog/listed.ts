import { eq, sql, sum } from "drizzle-orm";
import type { Db } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { catalogFacetCounts, products } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";

/**
 * "Shoppers see this product" (not hidden by an operator, its seller not locked). Written as the bare column, the
 * very predicate of the indexes partial on it: `eq(products.listed, true)` would send `true` as a parameter, and a
 * prepared statement's generic plan could not prove it matches them.
 */
export const isListed = sql`${products.listed}`;

/**
 * How many products shoppers see (the search box names it), from the facet summary's all-colours rows; kept like
 * reference data, so a page costs no query: any change to the products drops it.
 */
export function listedCount(db: Db): Promise<number> {
  return referenceData(db, "listed-count", async () => {
    showsOnPage(pageTag.listedCount);
    const [row] = await db
      .select({ n: sum(catalogFacetCounts.products).mapWith(Number) })
      .from(catalogFacetCounts)
      .where(eq(catalogFacetCounts.colorId, 0));
    return row?.n ?? 0;
  });
}
