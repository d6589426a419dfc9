import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { BuildAliasTable } from "drizzle-orm/pg-core/query-builders/select.types";
import type { Locale } from "~domain/locales";
import type { TaxClass } from "~domain/tax";
import { brands, categories, productImages, products, users } from "../db/schema";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { localizedLang, localizedText, type TextLocale } from "./localized-text";

/** What a product card, list row or carousel item shows. */
export type ProductCard = {
  id: number;
  slug: string;
  /** Its name in the visitor's language when its seller gave one, else as written (decision 037). */
  name: string;
  /** The language `name` is in, for its `lang` attribute. */
  nameLang: Locale;
  brand: string;
  priceCents: number;
  compareAtCents: number | null;
  /** Its tax class: its own, else its category's (decision 058); the price shown follows it. */
  taxClass: TaxClass;
  availability: "in-stock" | "sold-out" | "out-of-order";
  badges: string[];
  rating: number;
  reviewCount: number;
  /**
   * The first picture's address without its size: `renditionKey(picture, size)` (domain/renditions.ts) names its
   * square WebP renditions (thumb 96, card 400, gallery 700 px), for `srcset`.
   */
  picture: string | null;
  /** Featured attributes (name and value), for the "grid with features" and list layouts; empty elsewhere. */
  features: { name: string; value: string }[];
  /** Sold in more than one colour: it is added to the cart from its page, where the colour is chosen. */
  asksColor: boolean;
  /** Who sells it ("Sold by …"): a seller's shop, or the store itself (null). */
  seller: CardSeller;
};

/** A seller as a card, a cart's parcel or an order's part names it: the shop's name and its page's slug. */
export type CardSeller = { name: string; slug: string | null } | null;

/**
 * The image keys in order of the product named by `table` (products, or an alias of it), as a subquery of a
 * select from it. The product's id is named with its table: Drizzle leaves columns unqualified in a select from
 * one table, where a bare "id" here would be the image's own.
 */
export function imageKeysOf(table: ProductsTable) {
  return sql`select ${productImages.mediaKey} from ${productImages} where ${productImages.productId} = ${table}.${sql.identifier(table.id.name)} order by ${productImages.position}`;
}

export const imageKeysOfProduct = imageKeysOf(products);

/**
 * The product's seller (their shop's name, else their display name, and their page's slug), or null for the store's
 * own products: one lookup by the users' primary key per row, as a subquery so every select of cards has it.
 */
export function sellerOf(table: ProductsTable) {
  const owner = sql`${table}.${sql.identifier(table.ownerId.name)}`;
  const of = (column: { name: string }) => sql`card_seller.${sql.identifier(column.name)}`;
  return sql<CardSeller>`(select json_build_object(
      'name', coalesce(${of(users.shopName)}, ${of(users.displayName)}), 'slug', ${of(users.shopSlug)})
    from ${users} card_seller where ${of(users.id)} = ${owner})`;
}

/**
 * The product's tax class (decision 058): its own, else its category's, as a subquery by the categories' primary key
 * so every select of cards has it without a join.
 */
export function taxClassOf(table: ProductsTable) {
  const own = (column: { name: string }) => sql`${table}.${sql.identifier(column.name)}`;
  return sql<TaxClass>`coalesce(${own(table.taxClass)}, (select card_category.${sql.identifier(categories.taxClass.name)}
    from ${categories} card_category where card_category.${sql.identifier(categories.id.name)} = ${own(table.categoryId)}), 'standard')`;
}

/** The products table, or an alias of it (a product's related products are read beside it). */
type ProductsTable = typeof products | BuildAliasTable<typeof products, string>;

/**
 * A product's availability as shoppers see it. A hidden listing (still in carts and lists, and on its page for its
 * seller) shows as out of order: it cannot be bought.
 */
export function shownAvailability(product: ProductsTable) {
  return sql<
    ProductCard["availability"]
  >`(case when ${product.listed} then ${product.availability} else 'out-of-order' end)`;
}

/** The first picture's key of the product named by `table`: one lookup per row (product_images_position_idx). */
export function firstImageKeyOf(table: ProductsTable) {
  return sql<string | null>`(${imageKeysOf(table)} limit 1)`;
}

/**
 * The key of the picture of a product in a colour (a cart line's): its first picture tied to that colour, else its
 * first picture (decision 046). One lookup per row, over the product's few pictures (product_images_position_idx).
 */
export function imageKeyInColorOf(table: ProductsTable, color: SQL | AnyColumn) {
  const ownId = sql`${table}.${sql.identifier(table.id.name)}`;
  return sql<string | null>`(select ${productImages.mediaKey} from ${productImages}
    where ${productImages.productId} = ${ownId}
    order by (${productImages.colorSlug} is not distinct from ${color}) desc, ${productImages.position} limit 1)`;
}

/**
 * The columns a card needs from a product table (or alias) and its brand's, for a select joining the two, with
 * the name in the visitor's `locale` (a value, or a prepared statement's placeholder).
 */
export function cardColumnsOf(
  product: ProductsTable,
  brand: typeof brands | BuildAliasTable<typeof brands, string>,
  locale: TextLocale,
) {
  return {
    id: product.id,
    slug: product.slug,
    name: localizedText(product, "name", locale),
    nameLang: localizedLang(product, "name", locale),
    brand: brand.name,
    // For the page cache only: a kept page names the brands its cards show (decision 054).
    brandId: product.brandId,
    priceCents: product.priceCents,
    compareAtCents: product.compareAtCents,
    taxClass: taxClassOf(product),
    availability: shownAvailability(product),
    badges: product.badges,
    ratingSum: product.ratingSum,
    ratingCount: product.ratingCount,
    imageKey: firstImageKeyOf(product),
    // More than one bit of color_bits set: more than one colour.
    asksColor: sql<boolean>`((${product.colorBits} & (${product.colorBits} - 1)) <> 0)`,
    seller: sellerOf(product),
  };
}

/** The columns a card needs, for `db.select(cardColumnsIn(locale)).from(products).innerJoin(brands, …)`. */
export function cardColumnsIn(locale: TextLocale) {
  return cardColumnsOf(products, brands, locale);
}

export type CardRow = Omit<ProductCard, "rating" | "reviewCount" | "picture" | "features"> & {
  brandId: number;
  ratingSum: number;
  ratingCount: number;
  imageKey: string | null;
};

export function toProductCard(row: CardRow, media: MediaStore): ProductCard {
  showsOnPage(pageTag.card(row.id), pageTag.brand(row.brandId));
  if (row.seller) showsOnPage(pageTag.table("users"));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameLang: row.nameLang,
    brand: row.brand,
    priceCents: row.priceCents,
    compareAtCents: row.compareAtCents && row.compareAtCents > row.priceCents ? row.compareAtCents : null,
    taxClass: row.taxClass,
    availability: row.availability,
    badges: row.badges,
    rating: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : 0,
    reviewCount: row.ratingCount,
    picture: row.imageKey ? media.url(row.imageKey) : null,
    features: [],
    asksColor: row.asksColor,
    seller: row.seller,
  };
}
