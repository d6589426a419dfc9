import { eq, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/client";
import { brands, products } from "../db/schema";
import { renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";
import { allCategories, findCategory } from "./categories";
import { attributeValuesOf } from "./product-attributes";
import { cardColumns, imageKeysOfProduct, toProductCard } from "./product-card";
import { shelf } from "./shelves";

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof productBySlug>>>;

/** Everything the product page shows above the fold, or null when no product has that slug. */
export async function productBySlug(db: Db, media: MediaStore, slug: string, locale: Locale) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      categoryId: products.categoryId,
      brandSlug: brands.slug,
      // Every image in order, in the same read (product_images_position_idx).
      imageKeys: sql<string[]>`array(${imageKeysOfProduct})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  const [values, category] = await Promise.all([
    attributeValuesOf(db, [row.id]),
    findCategory(db, { id: row.categoryId }, locale),
  ]);
  return {
    ...toProductCard(row, media),
    description: row.description,
    brandSlug: row.brandSlug,
    categoryId: row.categoryId,
    category,
    images: row.imageKeys.map((key) => ({
      card: media.url(renditionKey(key, "card")),
      gallery: media.url(renditionKey(key, "gallery")),
      thumb: media.url(renditionKey(key, "thumb")),
      large: media.url(renditionKey(key, "large")),
    })),
    colors: values
      .filter((v) => v.attribute === "color")
      .map((v) => ({ slug: v.value, name: v.valueName[locale], hex: v.hex ?? "#000" })),
    specification: values
      .filter((v) => v.attribute !== "color")
      .map((v) => ({ name: v.attributeName[locale], value: v.valueName[locale], featured: v.featured })),
  };
}

const LATEST_IN_SIDEBAR = 5;

/** The product page's sidebar layout: the top-level categories and the latest products. */
export async function productSidebar(db: Db, media: MediaStore, locale: Locale) {
  const [categories, latest] = await Promise.all([
    allCategories(db, locale),
    shelf(db, media, "latest", LATEST_IN_SIDEBAR),
  ]);
  return { categories: categories.filter((row) => row.parentId === null), latest };
}
