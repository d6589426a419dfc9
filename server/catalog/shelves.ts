import { and, desc, eq, gt, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { brands, categories, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { isListed } from "./listed";
import { cardColumnsIn, type ProductCard, toProductCard } from "./product-card";

export type Shelf = "latest" | "top-rated" | "bestsellers" | "discounted" | "featured";

const shelves: Record<Shelf, { where?: SQL; order: SQL[] }> = {
  latest: { order: [desc(products.createdAt), desc(products.id)] },
  "top-rated": {
    where: gt(products.ratingCount, 0),
    order: [
      desc(sql`${products.ratingSum}::float / ${products.ratingCount}`),
      desc(products.ratingCount),
      desc(products.id),
    ],
  },
  bestsellers: { order: [desc(products.ratingCount), desc(products.id)] },
  discounted: {
    where: and(isNotNull(products.compareAtCents), gt(products.compareAtCents, products.priceCents)),
    order: [
      desc(sql`(${products.compareAtCents} - ${products.priceCents})::float / ${products.compareAtCents}`),
      desc(products.id),
    ],
  },
  featured: {
    where: sql`cardinality(${products.badges}) > 0`,
    order: [desc(products.ratingSum), desc(products.id)],
  },
};

/** The ids of a category and of every category below it (the tree is tens of rows; categories_parent_idx). */
function subtreeOf(categorySlug: string): SQL {
  return sql`(with recursive subtree(id) as (
      select ${categories.id} from ${categories} where ${categories.slug} = ${categorySlug}
      union all
      select c.id from ${categories} c join subtree on c.parent_id = subtree.id
    ) select id from subtree)`;
}

export type ShelfOptions = {
  /** Only products filed under this category or any category below it. */
  categorySlug?: string;
};

/**
 * A short, ordered list of listed, in-stock products for the home page shelves and carousels. The same for every
 * visitor of a language, so it is kept in memory until a product, a picture, a brand or a category changes.
 */
export function shelf(
  db: Db,
  media: MediaStore,
  locale: Locale,
  name: Shelf,
  limit: number,
  options: ShelfOptions = {},
): Promise<ProductCard[]> {
  return referenceData(db, `shelf:${locale}:${name}:${limit}:${options.categorySlug ?? ""}`, async () => {
    showsOnPage(pageTag.shelf(name));
    const { where, order } = shelves[name];
    const inCategory = options.categorySlug ? inArray(products.categoryId, subtreeOf(options.categorySlug)) : undefined;
    const rows = await db
      .select(cardColumnsIn(locale))
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(isListed, eq(products.availability, "in-stock"), where, inCategory))
      .orderBy(...order)
      .limit(limit);
    return rows.map((row) => toProductCard(row, media));
  });
}
