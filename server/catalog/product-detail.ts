import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { selectAs } from "../db/json-rows";
import { keptRead } from "../db/kept-reads";
import { prepared } from "../db/prepared";
import { brands, productImages, products, reviews } from "../db/schema";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { type Review, reviewColumns, shownReview } from "../reviews/reviews";
import { allCategories, findCategory } from "./categories";
import { isListed } from "./listed";
import { localizedLang, localizedText, type TextLocale } from "./localized-text";
import { attributeValuesOfProduct } from "./product-attributes";
import { type CardRow, cardColumnsIn, cardColumnsOf, type ProductCard, toProductCard } from "./product-card";
import { shelf } from "./shelves";

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof productBySlug>>>;

/** Everything a product's page or quick view shows of it, in the visitor's language, in one read. */
function detailColumnsIn(locale: TextLocale) {
  // The card's columns but its first picture, which is the first of every picture read below.
  const { imageKey: _firstImage, ...cardColumnsButImage } = cardColumnsIn(locale);
  return {
    ...cardColumnsButImage,
    description: localizedText(products, "description", locale),
    descriptionLang: localizedLang(products, "description", locale),
    stock: products.stock,
    categoryId: products.categoryId,
    brandSlug: brands.slug,
    // Every picture in order (product_images_position_idx), with the colour it shows (decision 046).
    pictures: sql<{ key: string; color: string | null }[]>`(
      select coalesce(json_agg(json_build_object('key', ${productImages.mediaKey}, 'color', ${productImages.colorSlug})
        order by ${productImages.position}), '[]'::json)
      from ${productImages} where ${productImages.productId} = ${products.id})`,
    attributes: attributeValuesOfProduct(),
  };
}

type DetailRow = SelectResultFields<ReturnType<typeof detailColumnsIn>>;

async function toProductDetail(db: Db, media: MediaStore, row: DetailRow, locale: Locale) {
  showsOnPage(pageTag.product(row.id), pageTag.table("attributes"), pageTag.table("attribute_values"));
  return {
    ...toProductCard({ ...row, imageKey: row.pictures[0]?.key ?? null }, media),
    description: row.description,
    descriptionLang: row.descriptionLang,
    stock: row.stock,
    brandSlug: row.brandSlug,
    categoryId: row.categoryId,
    category: await findCategory(db, { id: row.categoryId }, locale),
    // `place`: its position among the pictures, whatever order a chosen colour shows them in.
    // `picture`: its address without a size, as a card's (`renditionKey` names each size's).
    images: row.pictures.map(({ key, color }, place) => ({ picture: media.url(key), color, place })),
    colors: row.attributes
      .filter((v) => v.attribute === "color")
      .map((v) => ({ slug: v.value, name: v.valueName[locale], hex: v.hex ?? "#000" })),
    specification: row.attributes
      .filter((v) => v.attribute !== "color")
      .map((v) => ({ name: v.attributeName[locale], value: v.valueName[locale], featured: v.featured })),
  };
}

/** What the quick view shows of a listed product, or null when no listed product has that slug. */
export async function productBySlug(db: Db, media: MediaStore, slug: string, locale: Locale) {
  const [row] = await db
    .select(detailColumnsIn(locale))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.slug, slug), isListed))
    .limit(1);
  return row ? toProductDetail(db, media, row, locale) : null;
}

type ReviewRow = Omit<Review, "createdAt"> & { createdAt: string };

// The product's newest reviews shown (not hidden; only the verified ones when `verifiedOnly`), as one JSON array:
// through reviews_product_created_idx, or reviews_product_verified_idx for the verified.
function reviewsOfProduct(limit: Placeholder, verifiedOnly: Placeholder) {
  return sql<ReviewRow[]>`(
    select coalesce(json_agg(r order by r."createdAt" desc, r.id desc), '[]'::json) from (
      select ${selectAs(reviewColumns)} from ${reviews}
      where ${reviews.productId} = ${products.id} and ${shownReview}
        and (${reviews.verified} or not ${verifiedOnly}::boolean)
      order by ${reviews.createdAt} desc, ${reviews.id} desc limit ${limit}) r)`;
}

// How many of the product's shown reviews are verified purchases (reviews_product_verified_idx).
const verifiedReviewCount = sql<number>`(
  select count(*)::int from ${reviews}
  where ${reviews.productId} = ${products.id} and ${reviews.verified} and ${shownReview})`;

const related = alias(products, "related");
const relatedBrand = alias(brands, "related_brand");

/**
 * Other listed products of the same sub-category, in stock first, then newest, as one JSON array of card rows: the
 * newest few times `limit` are read through products_category_created_idx (bounded at any catalogue size), and
 * the in-stock ones among them put first.
 */
function relatedOfProduct(limit: Placeholder, scanned: Placeholder, locale: Placeholder) {
  return sql<CardRow[]>`(
    select coalesce(json_agg(r), '[]'::json) from (
      select * from (
        select ${selectAs(cardColumnsOf(related, relatedBrand, locale))}, ${related.createdAt} as created_at
        from ${products} ${related} join ${brands} ${relatedBrand} on ${relatedBrand.id} = ${related.brandId}
        where ${related.categoryId} = ${products.categoryId} and ${related.listed} and ${related.id} <> ${products.id}
        order by ${related.createdAt} desc limit ${scanned}) newest
      order by availability = 'in-stock' desc, created_at desc limit ${limit}) r)`;
}

/** The product page's one prepared statement. */
function productPageRead(db: Db) {
  return prepared(db, "product_page", () =>
    db
      .select({
        ...detailColumnsIn(sql.placeholder("locale")),
        reviews: reviewsOfProduct(sql.placeholder("reviews"), sql.placeholder("verifiedOnly")),
        verifiedReviews: verifiedReviewCount,
        related: relatedOfProduct(
          sql.placeholder("related"),
          sql.placeholder("relatedScanned"),
          sql.placeholder("locale"),
        ),
        listed: products.listed,
        hiddenReason: products.hiddenReason,
        ownerId: products.ownerId,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.slug, sql.placeholder("slug")))
      .limit(1)
      .prepare("product_page"),
  );
}

/**
 * The product page's data in one read: the product, its newest reviews and the related products' cards. Null
 * when no product has that slug.
 */
export async function productPage(
  db: Db,
  media: MediaStore,
  slug: string,
  locale: Locale,
  limits: { reviews: number; related: number },
  /** Only the reviews of verified purchases (the `?reviews=verified` filter). */
  verifiedOnly = false,
  /** The data this process keeps may serve (AppContext `keptReads`); else it is read afresh. */
  kept = false,
) {
  // Kept until a notice drops what it shows (server/db/kept-reads.ts): most product pages are not asked anew after
  // every change, and this is the page's biggest read.
  const read = async () => {
    const [row] = await productPageRead(db).execute({
      slug,
      locale,
      ...limits,
      verifiedOnly,
      relatedScanned: limits.related * 4,
    });
    return row ? productPageOf(db, media, row, locale) : null;
  };
  if (!kept) return read();
  return keptRead(db, `product-page ${slug} ${locale} ${limits.reviews} ${limits.related} ${verifiedOnly}`, read);
}

type ProductPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof productPageRead>["execute"]>>[number]>;

async function productPageOf(db: Db, media: MediaStore, row: ProductPageRow, locale: Locale) {
  showsOnPage(pageTag.related(row.categoryId));
  return {
    product: await toProductDetail(db, media, row, locale),
    reviews: row.reviews.map((review): Review => ({ ...review, createdAt: new Date(review.createdAt) })),
    /** The product's shown reviews that are verified purchases. */
    verifiedReviews: row.verifiedReviews,
    related: row.related.map((card): ProductCard => toProductCard(card, media)),
    /** Who may see the page: a hidden listing is shown only to its seller and the store's operators. */
    visibility: { listed: row.listed, hiddenReason: row.hiddenReason, ownerId: row.ownerId },
  };
}

const LATEST_IN_SIDEBAR = 5;

/** The product page's sidebar layout: the top-level categories and the latest products. */
export async function productSidebar(db: Db, media: MediaStore, locale: Locale) {
  const [categories, latest] = await Promise.all([
    allCategories(db, locale),
    shelf(db, media, locale, "latest", LATEST_IN_SIDEBAR),
  ]);
  return { categories: categories.filter((row) => row.parentId === null), latest };
}
