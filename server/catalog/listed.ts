import { sql } from "drizzle-orm";
import { products } from "../db/schema";

/**
 * "Shoppers see this product" (not hidden by an operator, its seller not locked). Written as the bare column, the
 * very predicate of the indexes partial on it: `eq(products.listed, true)` would send `true` as a parameter, and a
 * prepared statement's generic plan could not prove it matches them.
 */
export const isListed = sql`${products.listed}`;
