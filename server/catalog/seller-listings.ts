import { count, sql } from "drizzle-orm";
import type { Sort } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { conditions, sellerFilters } from "./catalog-filters";
import { listProducts } from "./listing";
import type { ProductCard } from "./product-card";

export type SellerListings = {
  /** One page of their listed products, sorted as the catalogue sorts. */
  items: ProductCard[];
  /** How many products they have listed. */
  total: number;
  /** The reviews of their listed products: the average of every review (0 without any) and how many there are. */
  rating: { average: number; count: number };
};

/**
 * A seller's listed products as the catalogue sorts and pages them, with how many there are and the reviews of all
 * of them summed from each product's rating_sum and rating_count: two reads through products_owner_idx.
 */
export async function sellerListings(
  db: Db,
  media: MediaStore,
  locale: Locale,
  sellerId: string,
  page: { sort: Sort; page: number; limit: number },
): Promise<SellerListings> {
  const filters = sellerFilters(sellerId);
  showsOnPage(pageTag.sellerListing(sellerId), pageTag.table("users"));
  const [items, [totals]] = await Promise.all([
    listProducts(db, media, locale, filters, page),
    db
      .select({
        listed: count(),
        ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)`.mapWith(Number),
        ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)`.mapWith(Number),
      })
      .from(products)
      .where(conditions(filters, "products")),
  ]);
  const ratingCount = totals?.ratingCount ?? 0;
  return {
    items,
    total: totals?.listed ?? 0,
    rating: {
      average: ratingCount > 0 ? Math.round(((totals?.ratingSum ?? 0) / ratingCount) * 10) / 10 : 0,
      count: ratingCount,
    },
  };
}
