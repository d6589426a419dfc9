import { sql } from "drizzle-orm";
import { products } from "../db/schema";

/** A product of the store's own with this many units or fewer is low in stock (0: sold out). */
export const LOW_STOCK_UNITS = 5;

/**
 * The store's own products (no seller) for sale that are low in stock or sold out: the Overview's count and the
 * listings' filter (issue 48). Hidden and out-of-order ones are left out: nobody can buy them anyway. A literal, so
 * that the planner reads it from products_store_stock_idx.
 */
export const storeLowStock = sql<boolean>`(${products.ownerId} is null and ${products.stock} <= ${sql.raw(
  String(LOW_STOCK_UNITS),
)} and ${products.listed} and ${products.availability} <> 'out-of-order')`;
