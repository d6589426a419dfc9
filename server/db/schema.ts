import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BLOG_COMMENT_STATUSES, BLOG_POST_STATUSES } from "../../domain/blog";
import { CATEGORY_LAYOUT_NAMES, type CategoryLayoutName, DEFAULT_CATEGORY_LAYOUT } from "../../domain/category-layouts";
import { CLAIM_EVENT_KINDS, CLAIM_KINDS, CLAIM_STATUSES } from "../../domain/claims";
import { COUPON_FUNDERS, LEDGER_KINDS } from "../../domain/ledger";
import type { ListingTranslations } from "../../domain/listing-texts";
import { LOCALES, type Locale } from "../../domain/locales";
import { OPERATOR_MAIL_KINDS } from "../../domain/operator-mail";
import type { OrderLineNames } from "../../domain/order-line-names";
import { ORDER_STATUSES } from "../../domain/order-status";
import type { PayTo } from "../../domain/pay-to";
import { PAYMENT_MOVEMENTS, PAYMENT_STATUSES } from "../../domain/payment-status";
import type { ImportResult, PlannedRow } from "../../domain/product-csv";
import { RETURN_ACTORS, RETURN_REASONS, RETURN_STATUSES } from "../../domain/returns";
import { TAX_CLASSES } from "../../domain/tax";

/** A product a guest asked to add to a list; it is added once they sign in. */
export type PendingListAddition = { list: "wishlist" | "compare"; productId: number };

/** Text kept in every interface language: categories, attributes, blog posts, currency names. */
export type LocalizedText = { en: string; ru: string; ar: string };

/** A full-text document; written only by the database (migration 0002), read by `server/search`. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const availability = pgEnum("availability", ["in-stock", "sold-out", "out-of-order"]);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const paymentMethod = pgEnum("payment_method", ["bank", "check", "cash", "paypal"]);
export const couponFunder = pgEnum("coupon_funder", COUPON_FUNDERS);
export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);
export const paymentMovement = pgEnum("payment_movement", PAYMENT_MOVEMENTS);
/** What a product is taxed as (decision 058). */
export const taxClass = pgEnum("tax_class", TAX_CLASSES);
/** How a business buyer's VAT number was checked: by its check digits and VIES, or by its check digits alone. */
export const vatCheck = pgEnum("vat_check", ["valid", "unchecked"]);

/** Key/value facts about this database, such as when the demo catalogue was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Settings an operator changes while the store runs (bank details, the days an unpaid order waits…): one row per
 * setting, its value checked by `domain/store-settings.ts` when saved and when read (decision 031).
 */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Rate: units of this currency per 1 USD, the base currency in which prices are stored. */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  rate: numeric("rate", { precision: 14, scale: 6 }).notNull(),
  position: smallint("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every account is a customer (buys and sells); an operator also runs the store (`/admin`, decision 026). */
export const userRole = pgEnum("user_role", ["customer", "operator"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    avatarKey: text("avatar_key"),
    /** The language they last used signed in: the language of the mail the store sends them. */
    locale: text("locale").notNull().default("en"),
    /** Read at every request that needs it: a revoked operator loses `/admin` at once. */
    role: userRole("role").notNull().default("customer"),
    /** Set by an operator: the account cannot sign in, and its listings are hidden. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** As a seller: every parcel of theirs ships free, whatever the store's rates (issue 36). */
    shipsFree: boolean("ships_free").notNull().default(false),
    /** As a seller (issue 37): the shop's name (unique whatever its case; null: their display name), its page's slug. */
    shopName: text("shop_name"),
    shopSlug: text("shop_slug").unique(),
    shopDescription: text("shop_description"),
    /** ISO 3166-1 alpha-2: where the shop is. */
    shopCountry: text("shop_country"),
    /** Where buyers send back what they return (issue 49); offered when the seller accepts a return. */
    shopReturnAddress: text("shop_return_address"),
    /** Days from delivery this seller takes returns, when longer than the store's (null: the store's). */
    shopReturnDays: integer("shop_return_days"),
    /** Where the store pays the seller's earnings (account holder, IBAN or account number); shown in full only in Payouts. */
    payoutDetails: jsonb("payout_details").$type<PayoutDetails>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_shop_name_lower_idx").on(sql`lower(${t.shopName})`).where(sql`${t.shopName} is not null`),
  ],
);

/** Where the store pays a seller: the account's holder and its IBAN (or account number where there are none). */
export type PayoutDetails = { holder: string; account: string; bic?: string };

/** A browser session; guests have one too, so their cart lives on the server. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    persistent: boolean("persistent").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A guest's list addition waiting for them to sign in (any way: login page, header, checkout). */
    pendingListAddition: jsonb("pending_list_addition").$type<PendingListAddition>(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    imageKey: text("image_key"),
    position: smallint("position").notNull().default(0),
    /** Which of the catalogue's layouts its page uses (`CATEGORY_LAYOUT_NAMES` in domain/category-layouts.ts; issue 50). */
    layout: text("layout").$type<CategoryLayoutName>().notNull().default(DEFAULT_CATEGORY_LAYOUT),
    /** What its products are taxed as unless a product says otherwise (decision 058). */
    taxClass: taxClass("tax_class").notNull().default("standard"),
    createdAt: createdAt(),
  },
  (t) => [
    index("categories_parent_idx").on(t.parentId),
    check(
      "categories_layout_check",
      sql.raw(`layout in (${CATEGORY_LAYOUT_NAMES.map((name) => `'${name}'`).join(", ")})`),
    ),
  ],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  country: text("country"),
  /** Its logo's renditions (`brands/<uuid>`, issue 50); null: the generated mark. */
  logoKey: text("logo_key"),
  createdAt: createdAt(),
});

/** Which brands a category offers (the create-product brand menu and the category facets). */
export const categoryBrands = pgTable(
  "category_brands",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] }), index("category_brands_brand_idx").on(t.brandId)],
);

/** Attribute definitions: color, speed, power source, battery cell type, voltage, battery capacity… */
export const attributes = pgTable("attributes", {
  slug: text("slug").primaryKey(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  position: smallint("position").notNull().default(0),
  createdAt: createdAt(),
});

/** Values of an attribute; colour values carry their hex code. */
export const attributeValues = pgTable(
  "attribute_values",
  {
    id: serial("id").primaryKey(),
    attributeSlug: text("attribute_slug")
      .notNull()
      .references(() => attributes.slug, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    hex: text("hex"),
    position: smallint("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("attribute_values_slug_idx").on(t.attributeSlug, t.slug),
    check("attribute_values_hex_check", sql`${t.hex} is null or ${t.hex} ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'`),
    // A colour's position is its bit in products.color_bits: unique, and within a double's exact integers.
    uniqueIndex("attribute_values_color_bit_idx").on(t.position).where(sql`${t.attributeSlug} = 'color'`),
    check("attribute_values_color_bit_check", sql`${t.attributeSlug} <> 'color' or ${t.position} between 0 and 52`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** The language its seller wrote `name` and `description` in (decision 037). */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /**
     * Its name and description in the store's other languages, `{ ru: { name, description } }` (decision 037),
     * checked by domain/listing-texts.ts when written and read; pages read them through server/catalog/localized-text.ts.
     */
    translations: jsonb("translations").$type<ListingTranslations>().notNull().default({}),
    priceCents: integer("price_cents").notNull(),
    compareAtCents: integer("compare_at_cents"),
    /** What it is taxed as, chosen by its seller; null: its category's class (decision 058). */
    taxClass: taxClass("tax_class"),
    /**
     * The seller's choice is "in-stock" (for sale) or "out-of-order"; a trigger (migration 0011) makes a
     * product for sale "sold-out" while its stock is 0 and "in-stock" again when stock returns.
     */
    availability: availability("availability").notNull().default("in-stock"),
    /** Units the seller has; an order takes its units here, a cancelled part gives them back. */
    stock: integer("stock").notNull().default(1),
    badges: text("badges").array().notNull().default(sql`'{}'::text[]`),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Its seller's own code for it, unique among their products (or the store's): what a CSV import matches rows by
     * (decision 047). Null until one is given; a product without one is exported as `TS-{id}`.
     */
    sku: text("sku"),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /**
     * The product's colours as bits (bit n = the colour at position n), kept by a trigger on
     * product_attributes (migration 0001): the colour filter and facet read it from the price indexes.
     */
    colorBits: bigint("color_bits", { mode: "number" }).notNull().default(0),
    /**
     * Name (weight A), brand (B), category and its parent in every language (C) and description (D), kept
     * by a trigger (migration 0002) for the search of `server/search`.
     */
    searchVector: tsvector("search_vector").notNull().default(sql`''::tsvector`),
    /** Set (with the reason, which its seller sees) when an operator hides the listing; cleared by Show. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The seller's account is locked: kept by setAccountLocked in the lock's transaction. */
    ownerLocked: boolean("owner_locked").notNull().default(false),
    /**
     * The product is shown to shoppers: in the catalogue, its facets, search, suggestions, shelves, related
     * products and the sitemap, and for sale. Always `hidden_at is null and not owner_locked`, set by a trigger
     * (migration 0016) on every write; every index those places read is partial on it.
     */
    listed: boolean("listed").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The catalogue's and the related products' indexes hold listed products only.
    index("products_category_created_idx").on(t.categoryId, t.createdAt).where(sql`${t.listed}`),
    index("products_brand_idx").on(t.brandId),
    // Both price indexes also INCLUDE (category_id, brand_id, compare_at_cents, color_bits, id) — added in
    // migration 0001, as drizzle cannot declare it — so a price range is counted and sorted from the index alone.
    index("products_price_idx").on(t.priceCents).where(sql`${t.listed}`),
    index("products_created_idx").on(t.createdAt).where(sql`${t.listed}`),
    index("products_owner_idx").on(t.ownerId),
    // The store's own products low in stock, which the back office's Overview counts (issue 48).
    index("products_store_stock_idx").on(t.stock).where(sql`${t.ownerId} is null`),
    // Sorts of the catalogue: name A–Z/Z–A and price, alone and within a category.
    index("products_name_idx").on(t.name, t.id).where(sql`${t.listed}`),
    index("products_category_price_idx").on(t.categoryId, t.priceCents).where(sql`${t.listed}`),
    index("products_category_name_idx").on(t.categoryId, t.name).where(sql`${t.listed}`),
    index("products_category_brand_price_idx").on(t.categoryId, t.brandId, t.priceCents).where(sql`${t.listed}`),
    // The home page shelves (server/catalog/shelves.ts) read in-stock products in these orders, LIMIT n.
    // `order by x desc` puts nulls first, so the indexes say so too or the planner cannot use them.
    index("products_shelf_latest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listed} and ${t.availability} = 'in-stock'`),
    index("products_shelf_bestsellers_idx")
      .on(t.ratingCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listed} and ${t.availability} = 'in-stock'`),
    index("products_shelf_top_rated_idx")
      .on(
        sql`(${t.ratingSum}::float / ${t.ratingCount}) desc`,
        t.ratingCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.listed} and ${t.availability} = 'in-stock' and ${t.ratingCount} > 0`),
    index("products_shelf_discounted_idx")
      .on(sql`((${t.compareAtCents} - ${t.priceCents})::float / ${t.compareAtCents}) desc`, t.id.desc().nullsFirst())
      .where(sql`${t.listed} and ${t.availability} = 'in-stock' and ${t.compareAtCents} > ${t.priceCents}`),
    index("products_shelf_featured_idx")
      .on(t.ratingSum.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listed} and ${t.availability} = 'in-stock' and cardinality(${t.badges}) > 0`),
    // Search: the full-text index, the order in which matches are taken (most reviewed first), exact names.
    index("products_search_idx").using("gin", t.searchVector).where(sql`${t.listed}`),
    index("products_popularity_idx")
      .on(t.ratingCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index("products_name_lower_idx").on(sql`lower(${t.name})`).where(sql`${t.listed}`),
    check("products_price_check", sql`${t.priceCents} > 0`),
    check("products_compare_at_check", sql`${t.compareAtCents} is null or ${t.compareAtCents} >= 0`),
    check("products_rating_check", sql`${t.ratingSum} >= 0 and ${t.ratingCount} >= 0`),
    check("products_stock_check", sql`${t.stock} between 0 and 100000`),
    check("products_hidden_check", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check("products_locale_check", sql`${t.locale} in ('en', 'ru', 'ar')`),
  ],
);

/**
 * How many products each (leaf category, brand, discounted, colour) combination holds, with their price
 * bounds; colour 0 counts every product once. Kept exact by triggers on products and product_attributes
 * (migration 0001), so the catalogue's facets are read from a few hundred rows instead of every product.
 */
export const catalogFacetCounts = pgTable(
  "catalog_facet_counts",
  {
    categoryId: integer("category_id").notNull(),
    brandId: integer("brand_id").notNull(),
    discounted: boolean("discounted").notNull(),
    colorId: integer("color_id").notNull(),
    products: integer("products").notNull(),
    minPriceCents: integer("min_price_cents").notNull(),
    maxPriceCents: integer("max_price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.colorId, t.brandId, t.discounted] })],
);

/**
 * The same groups as catalog_facet_counts, counted per price bucket: per whole dollar, ten, hundred… dollars
 * (`width`; `bucket` = the price in dollars divided by the width, rounded down) and, as width 0, per price of
 * exactly a whole number of dollars. A price range is then a few buckets (server/catalog/price-buckets.ts), so
 * its facets are summed from rows whose number does not grow with the catalogue (migration 0025, decision 040).
 * Kept exact by the same triggers as catalog_facet_counts.
 */
export const catalogPriceBuckets = pgTable(
  "catalog_price_buckets",
  {
    width: integer("width").notNull(),
    bucket: integer("bucket").notNull(),
    colorId: integer("color_id").notNull(),
    categoryId: integer("category_id").notNull(),
    brandId: integer("brand_id").notNull(),
    discounted: boolean("discounted").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [
    // The key, which also INCLUDEs products (added in migration 0025: drizzle cannot declare it) so that a range
    // of buckets is summed from the index alone.
    uniqueIndex("catalog_price_buckets_key_idx").on(
      t.width,
      t.bucket,
      t.colorId,
      t.categoryId,
      t.brandId,
      t.discounted,
    ),
    // A group's recount deletes its rows.
    index("catalog_price_buckets_group_idx").on(t.categoryId, t.brandId),
  ],
);

/**
 * Each listed product once per pair of colours it has (`pair`: the lower colour's bit × 64 + the higher's; `colorBits`:
 * all its colours). Several colours at once are counted as the sum of the colours' counts, from the summaries, less
 * what that sum counts twice: a product in k of the chosen colours, read here under its two lowest chosen ones, was
 * counted k − 1 times too many (migration 0026, decision 040). Kept by statement triggers on products, whose
 * color_bits follow their colours.
 */
export const catalogColourPairs = pgTable(
  "catalog_colour_pairs",
  {
    pair: smallint("pair").notNull(),
    categoryId: integer("category_id").notNull(),
    priceCents: integer("price_cents").notNull(),
    productId: integer("product_id").notNull(),
    brandId: integer("brand_id").notNull(),
    discounted: boolean("discounted").notNull(),
    colorBits: bigint("color_bits", { mode: "number" }).notNull(),
  },
  (t) => [
    // The key also INCLUDEs (brand_id, discounted, color_bits) (migration 0026: drizzle cannot declare it), so the
    // pairs are counted from the index alone.
    primaryKey({ columns: [t.pair, t.categoryId, t.priceCents, t.productId] }),
    index("catalog_colour_pairs_product_idx").on(t.productId),
  ],
);

/**
 * Every word (3 letters or more, no digits) of the products' names, brands and categories, kept by triggers
 * (migration 0002): the vocabulary a misspelt search word is matched against by trigram similarity. Words are
 * only added, so one whose products are gone may linger; it then corrects towards nothing that matches.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    // Collation "C" (set in the migration) so a btree range finds the words a prefix starts.
    term: text("term").primaryKey(),
  },
  (t) => [index("search_terms_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`)],
);

/**
 * What the suggestions match, one narrow row per product, kept by triggers on products (migration 0002):
 * name, brand and category words (`title`, weights A, B, C), and the columns they filter and order by.
 */
export const searchTitles = pgTable(
  "search_titles",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull(),
    ratingCount: integer("rating_count").notNull(),
    title: tsvector("title").notNull(),
  },
  (t) => [
    // Without the pending list (fastupdate), a keystroke's query never scans a backlog of recent inserts.
    index("search_titles_title_idx").using("gin", t.title).with({ fastupdate: false }),
    index("search_titles_popularity_idx").on(t.ratingCount.desc().nullsFirst(), t.productId.desc().nullsFirst()),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    /** Storage key prefix; renditions live at `${key}-${size}.webp`. */
    mediaKey: text("media_key").notNull(),
    /**
     * The colour this picture shows (a `color` attribute value's slug, one of the product's colours), or null for a
     * picture of no colour in particular (migration 0030, decision 046). Carts and orders show a line's colour's
     * picture, the product page that colour's pictures first.
     */
    colorSlug: text("color_slug"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_images_position_idx").on(t.productId, t.position)],
);

/** Attribute values of a product; colours are the values of the `color` attribute. */
export const productAttributes = pgTable(
  "product_attributes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    valueId: integer("value_id")
      .notNull()
      .references(() => attributeValues.id, { onDelete: "cascade" }),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index("product_attributes_value_idx").on(t.valueId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    body: text("body").notNull(),
    rating: smallint("rating").notNull(),
    /** Written by a buyer with a completed line of the product, as known when written or last edited (decision 049). */
    verified: boolean("verified").notNull().default(false),
    createdAt: createdAt(),
    /** When its author last changed it (null: never). */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Hidden by an operator: off the product's page and out of its rating. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    index("reviews_product_created_idx").on(t.productId, t.createdAt),
    // The verified count and filter read only these (a product's verified reviews shown).
    index("reviews_product_verified_idx")
      .on(t.productId, t.createdAt)
      .where(sql`${t.verified} and ${t.hiddenAt} is null`),
    // One review per signed-in user and product: posting again edits it.
    uniqueIndex("reviews_product_user_idx").on(t.productId, t.userId).where(sql`${t.userId} is not null`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A completed part's invitation to review one of its products (the "is complete" mail's link): the token's hash,
 * whom it speaks for and, once used, the review it wrote, which using it again edits (decision 049).
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The order's account (null: a guest's order). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_invitations_part_product_idx").on(t.partId, t.productId)],
);

/** Hits per key (e.g. "review:<ip>") per fixed time window: rate limits that hold across app processes. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

/**
 * One row per failed sign-in, keyed by the lower-cased email typed (accounts or not, so a lockout says
 * nothing about which addresses are registered): the account lockout counts them.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sign_in_failures_email_idx").on(t.email, t.createdAt),
    index("sign_in_failures_created_idx").on(t.createdAt),
  ],
);

/**
 * A discount code: a seller's, on their own products, or the store's (no seller), on the whole cart. Codes are kept
 * in capitals, so one is unique whatever its case. `uses` counts the orders placed with it that are not wholly
 * cancelled; placing an order raises it with a conditional update, so a limit holds however many buyers race.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "cascade" }),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    minSubtotalCents: integer("min_subtotal_cents"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("coupons_seller_created_idx").on(t.sellerId, t.createdAt),
    check(
      "coupons_discount_check",
      sql`(${t.percentOff} between 1 and 90 and ${t.amountOffCents} is null) or (${t.percentOff} is null and ${t.amountOffCents} > 0)`,
    ),
    check("coupons_code_check", sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check("coupons_days_check", sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      "coupons_limits_check",
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0) and (${t.minSubtotalCents} is null or ${t.minSubtotalCents} > 0)`,
    ),
  ],
);

/** One cart per signed-in user, or per guest session until the guest signs in. */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .unique()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The one coupon applied to the cart (checked again at every pricing and when the order is placed). */
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** Where the shopper said the cart goes (Calculate Shipping, or the checkout's country): its shipping is priced for it. */
    shipCountry: text("ship_country"),
    /** The checkout's state there, as a region code where the country taxes per region (decision 058); else null. */
    shipRegion: text("ship_region"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("carts_owner_check", sql`${t.userId} is not null or ${t.sessionId} is not null`),
    check("carts_ship_country_check", sql`${t.shipCountry} is null or ${t.shipCountry} ~ '^[A-Z]{2}$'`),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The colour chosen (its attribute value's slug), '' for a product sold in one colour or none: a line per colour. */
    color: text("color").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId, t.color] }),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const compareItems = pgTable(
  "compare_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isDefault: boolean("is_default").notNull().default(false),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    address: text("address").notNull(),
    apartment: text("apartment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    // At most one default address per user.
    uniqueIndex("addresses_one_default_idx").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** A colour chosen for an order line: its slug, its names and its swatch, as they were when ordered. */
export type ChosenColor = { slug: string; name: LocalizedText; hex: string | null };

/** A snapshot of an address as it was when the order was placed. */
export type AddressSnapshot = {
  firstName: string;
  lastName: string;
  company?: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  address: string;
  apartment?: string;
};

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: orderStatus("status").notNull().default("pending"),
    paymentMethod: paymentMethod("payment_method").notNull().default("bank"),
    /** Beside the fulfilment status: what the order's payments add up to (domain/payment-status.ts). */
    paymentStatus: paymentStatus("payment_status").notNull().default("awaiting"),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    currencyRate: numeric("currency_rate", { precision: 14, scale: 6 }).notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /**
     * Whether its amounts include tax (the store's mode when it was placed, decision 058): then the total is
     * subtotal − discount + shipping, else tax comes on top.
     */
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(true),
    /** Where its tax was worked out for: the shipping address's country and region. */
    taxCountry: text("tax_country"),
    taxRegion: text("tax_region"),
    /** A business buyer's company and VAT number, as given at checkout. */
    buyerCompany: text("buyer_company"),
    buyerVatNumber: text("buyer_vat_number"),
    /** How that number was checked: null without one. */
    vatCheck: vatCheck("vat_check"),
    /** Zero-rated by reverse charge: a valid VAT number of another EU country than the store's. */
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    /** The coupon the order was placed with (its code then) and what it took off, in the order's currency. */
    couponCode: text("coupon_code"),
    /** Who pays for that discount (decision 043): the store for a store-wide coupon, the seller for their own. */
    couponFundedBy: couponFunder("coupon_funded_by"),
    discountCents: integer("discount_cents").notNull().default(0),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>().notNull(),
    notes: text("notes"),
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of what was submitted with the idempotency key: a replay must carry the same content. */
    requestHash: text("request_hash"),
    /** The session that placed the order (guest or user): it alone may see the thank-you page. */
    sessionId: text("session_id"),
    /** The language the order was placed in: the language of the mail the buyer gets about it. */
    locale: text("locale").notNull().default("en"),
    /** Where the buyer sends a bank transfer or a cheque: the store's details when the order was placed. */
    payTo: jsonb("pay_to").$type<PayTo>(),
    /** When an order to pay by bank transfer or cheque expires unpaid (the days the store set when it was placed). */
    payBy: timestamp("pay_by", { withTimezone: true }),
    /** When its buyer was reminded that it is about to expire (once). */
    paymentRemindedAt: timestamp("payment_reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_email_idx").on(t.email),
    // The expiry job's reads: the orders still waiting for their money, by their deadline.
    index("orders_unpaid_pay_by_idx")
      .on(t.payBy)
      .where(sql`${t.paymentStatus} = 'awaiting' and ${t.payBy} is not null`),
    // The back office (issue 48): the list newest or oldest first and the Overview's charts by day; the orders
    // awaiting payment, oldest first, counted from the few rows still awaiting; a search by an exact amount or by
    // part of an email.
    index("orders_created_idx").on(t.createdAt),
    index("orders_awaiting_created_idx").on(t.createdAt).where(sql`${t.paymentStatus} = 'awaiting'`),
    index("orders_total_idx").on(t.totalCents),
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * The lines of an order sold by one seller (the product's owner when ordered; none for the store's own demo
 * products), with their own status, shipping details and history: the seller's side of an order (decision 024).
 */
export const orderParts = pgTable(
  "order_parts",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    status: orderStatus("status").notNull().default("pending"),
    /** While on hold: the status Resume goes back to. */
    heldFrom: orderStatus("held_from"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** The part's lines' total, in the order's currency's minor units. */
    subtotalCents: integer("subtotal_cents").notNull(),
    /** The part's share of the order's coupon discount (all of a seller's own coupon), in the same units. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** What its buyer paid to ship this parcel (0 when free), in the same units: the order's shipping is their sum. */
    shippingCents: integer("shipping_cents").notNull().default(0),
    /** The part's tax: its lines' and its shipping's (the order's tax is the parts' sum). */
    taxCents: integer("tax_cents").notNull().default(0),
    /** The shipping's share of that tax, and the rate it was taxed at (millionths). */
    shippingTaxCents: integer("shipping_tax_cents").notNull().default(0),
    shippingTaxRate: integer("shipping_tax_rate").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_parts_order_idx").on(t.orderId),
    index("order_parts_seller_created_idx").on(t.sellerId, t.createdAt),
    // The parcels not shipped yet, which the back office's Overview counts (issue 48).
    index("order_parts_open_idx").on(t.orderId).where(sql`${t.status} in ('pending', 'on-hold')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The part of its seller (migration 0012 gave every older line one). */
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The product's name as its seller first wrote it: what a language missing from `names` reads. */
    name: text("name").notNull(),
    /**
     * The product's name in each language it had when the order was placed, `{ en, ru }` (decision 068), read
     * through `lineNameIn` (domain/order-line-names.ts) in the viewer's language; lines older than migration 0043
     * have their products' names of that day, or none.
     */
    names: jsonb("names").$type<OrderLineNames>().notNull().default({}),
    slug: text("slug").notNull(),
    imageKey: text("image_key"),
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    totalCents: integer("total_cents").notNull(),
    /**
     * The tax snapshot (decision 058): the class and rate (millionths) it was taxed at, its share of the coupon
     * discount, and what the line came to after it without tax and in tax (net + tax = total − discount, with the
     * total as shown when prices include tax; else total − discount = net and tax comes on top).
     */
    taxClass: taxClass("tax_class").notNull().default("standard"),
    taxRate: integer("tax_rate").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    netCents: integer("net_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    /** The colour the buyer chose, as it was named then; null when the product asked for none. */
    color: jsonb("color").$type<ChosenColor>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_part_idx").on(t.partId),
    // Whether a past order still shows a picture, before a listing's edit or removal deletes its files (0030).
    index("order_lines_image_key_idx").on(t.imageKey),
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * An order placed with a coupon, while it counts as one of the coupon's uses (deleted, and the use given back, when
 * the whole order is cancelled); the email is the buyer's, for the limit of uses per customer.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_redemptions_coupon_email_idx").on(t.couponId, t.email)],
);

/** Who changed an order: its buyer, a part's seller, or the store's operator. */
export const orderActor = pgEnum("order_actor", ["buyer", "seller", "operator"]);

/** Every change of an order's parts, for its timeline: when, which part, from, to, and the note given. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partId: integer("part_id").references(() => orderParts.id, { onDelete: "cascade" }),
    actor: orderActor("actor").notNull(),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_created_idx").on(t.orderId, t.createdAt)],
);

/**
 * Every movement of an order's money, in the order's currency's minor units: a payment received or a refund sent,
 * with its method, its reference (a bank's, PayPal's), who recorded it and when it happened. Written in the
 * transaction of its event under a key that makes a repeat harmless (decision 030).
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    movement: paymentMovement("movement").notNull(),
    method: paymentMethod("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    reference: text("reference"),
    note: text("note"),
    /** The operator who recorded it; null for what a payment service reported. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** The day the money arrived or left, as recorded. */
    occurredOn: date("occurred_on").notNull(),
    key: text("key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.createdAt),
    // The back office's search (issue 48): an exact amount, or part of a bank's reference.
    index("order_payments_amount_idx").on(t.amountCents),
    index("order_payments_reference_trgm_idx").using("gin", sql`${t.reference} gin_trgm_ops`),
    check("order_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Where a payment at PayPal stands: created (the buyer is at PayPal), captured, or declined there. */
export const paypalCheckoutStatus = pgEnum("paypal_checkout_status", ["created", "captured", "declined"]);

/**
 * An order's payment at PayPal: the PayPal order made for what the order owed (in the order's currency, or in US
 * dollars when PayPal does not take it), its approval link, and the capture that took the money (decision 031).
 */
export const paypalCheckouts = pgTable(
  "paypal_checkouts",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paypalOrderId: text("paypal_order_id").notNull().unique(),
    status: paypalCheckoutStatus("status").notNull().default("created"),
    /** What PayPal charges, in its currency's minor units. */
    chargedCents: integer("charged_cents").notNull(),
    chargedCurrency: text("charged_currency").notNull(),
    /** The same amount in the order's currency: what the payment counts for. */
    orderCents: integer("order_cents").notNull(),
    approveUrl: text("approve_url").notNull(),
    captureId: text("capture_id").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("paypal_checkouts_order_idx").on(t.orderId),
    index("paypal_checkouts_status_idx").on(t.status, t.createdAt),
  ],
);

/** The categories of blog posts (domain/blog.ts), in the order the blog's sidebar lists them. */
export { BLOG_CATEGORIES, type BlogCategory } from "../../domain/blog";

/**
 * A post's title, excerpt and body in one language as one text, the expression of its trigram index. The
 * language is written into the SQL (not a parameter) so the planner matches the query to that index.
 */
export function blogPostText(t: { title: AnyPgColumn; excerpt: AnyPgColumn; body: AnyPgColumn }, locale: Locale) {
  // A language left empty reads as the English (decision 053), and so is searched.
  const of = (column: AnyPgColumn) =>
    locale === "en"
      ? sql`(${column} ->> 'en')`
      : sql`coalesce(nullif(${column} ->> ${sql.raw(`'${locale}'`)}, ''), ${column} ->> 'en')`;
  return sql`${of(t.title)} || ' ' || ${of(t.excerpt)} || ' ' || ${of(t.body)}`;
}

export const blogPostStatus = pgEnum("blog_post_status", BLOG_POST_STATUSES);
export const blogCommentStatus = pgEnum("blog_comment_status", BLOG_COMMENT_STATUSES);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    excerpt: jsonb("excerpt").$type<LocalizedText>().notNull(),
    /** Markdown, rendered by renderMarkdown (server/content/markdown.ts). */
    body: jsonb("body").$type<LocalizedText>().notNull(),
    /** One of BLOG_CATEGORIES (a slug; its name comes from the translations). */
    category: text("category").notNull(),
    /** The operator's words ("laser levels"), shown as typed (decision 056). */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    imageKey: text("image_key"),
    /** Shown to readers only when published and from `published_at` on (a later date schedules it). */
    status: blogPostStatus("status").notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /**
     * False while a published post's time is still to come: the scheduled-posts job (server/content/blog-schedule.ts)
     * sets it when the time passes, and that write's triggers drop what was kept without the post.
     */
    live: boolean("live").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_category_idx").on(t.category, t.publishedAt),
    index("blog_posts_tags_idx").using("gin", t.tags),
    // The blog's search: a substring of a post's text in one language, found through trigrams.
    ...LOCALES.map((locale) =>
      index(`blog_posts_text_${locale}_idx`).using("gin", sql`(${blogPostText(t, locale)}) gin_trgm_ops`),
    ),
  ],
);

export const newsletterStatus = pgEnum("newsletter_status", ["pending", "confirmed", "unsubscribed"]);

/**
 * Footer newsletter sign-ups; one row per address however often it is sent. Double opt-in (decision 057): a new
 * address is `pending` until its confirmation link is followed; only `confirmed` ones get campaigns. Only the SHA-256
 * of the latest confirmation token is kept.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
    status: newsletterStatus("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the last confirmation mail was written: its link works for a week. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`),
    // A campaign walks the confirmed subscribers in id order (server/content/campaign-sending.ts).
    index("newsletter_confirmed_idx").on(t.id).where(sql`${t.status} = 'confirmed'`),
  ],
);

/** Messages sent from the contact pages' form, kept for the staff to answer by email. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    /** When an operator first opened it (unread until then), and when they marked it handled. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Readers' comments under a blog post (plain text; the email is never shown). */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    body: text("body").notNull(),
    /** A new comment waits for the operator's approval (decision 056). */
    status: blogCommentStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("blog_comments_post_idx").on(t.postId, t.createdAt),
    index("blog_comments_created_idx").on(t.createdAt),
    // The back office lists the comments of one status, newest first.
    index("blog_comments_status_idx").on(t.status, t.createdAt),
  ],
);

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed"]);

/**
 * The outbox: a mail to send, written in the transaction of the event that causes it (decision 025). The sender
 * renders it from `kind` and `payload` in `locale`, and retries it until `attempts` runs out. `message_id` is fixed
 * when the row is written, so a mail sent again after a crash is the same message to the recipient's mail program.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .unique()
      .default(sql`('<' || gen_random_uuid()::text || '@outbox.toolstore>')`),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    locale: text("locale").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the sender may take it: now for a new mail, later after a failure. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a sender has it: until then no other takes it (a sender that died gives it back when this passes). */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The id the transport gave the sent message (the SMTP server's answer, or the .eml file). */
    transportId: text("transport_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The mail given up, which the back office's Overview counts and lists (issue 48).
    index("mail_outbox_failed_idx").on(t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);

/** A password reset link: only the SHA-256 of its token is kept; valid until `expires_at`, once. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** "Notify me when available": one row per product and address, removed when the mail is written (migration 0013). */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("stock_alerts_product_email_idx").on(t.productId, sql`lower(${t.email})`)],
);

/**
 * OPERATOR_EMAILS as the store last read it at start: an account with one of these addresses is an operator as soon
 * as it exists (a trigger on users, migration 0014).
 */
export const operatorEmails = pgTable("operator_emails", { email: text("email").primaryKey() });

/** Every operator action: who (kept by email too, should the account go), what, on what, why, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    operatorId: uuid("operator_id").references(() => users.id, { onDelete: "set null" }),
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    /** What it was done to, as `kind:id` (`review:12`, `user:…`, `message:3`). */
    subject: text("subject").notNull(),
    /** The subject's name when it was done (a product's name, an account's email), kept after it goes. */
    subjectLabel: text("subject_label").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/**
 * A conversation between a buyer and a seller about one product or one order (issue 37): only those two read it; either
 * may report it to the operator. Each side's last reading makes its unread count; each side is mailed at most once an
 * hour about it.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** What it is about, as it was named when it began (the product's name, the order's number). */
    subject: text("subject").notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    buyerReadAt: timestamp("buyer_read_at", { withTimezone: true }),
    sellerReadAt: timestamp("seller_read_at", { withTimezone: true }),
    buyerMailedAt: timestamp("buyer_mailed_at", { withTimezone: true }),
    sellerMailedAt: timestamp("seller_mailed_at", { withTimezone: true }),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
    reportReason: text("report_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_buyer_idx").on(t.buyerId, t.lastMessageAt),
    index("conversations_seller_idx").on(t.sellerId, t.lastMessageAt),
    uniqueIndex("conversations_product_idx")
      .on(t.buyerId, t.sellerId, t.productId)
      .where(sql`${t.productId} is not null and ${t.orderId} is null`),
    uniqueIndex("conversations_order_idx").on(t.buyerId, t.sellerId, t.orderId).where(sql`${t.orderId} is not null`),
    index("conversations_reported_idx").on(t.reportedAt).where(sql`${t.reportedAt} is not null`),
    check("conversations_sides_check", sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** One message of a conversation: plain text, at most 2,000 characters. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt),
    // The limit of messages a user sends an hour counts these.
    index("conversation_messages_sender_idx").on(t.senderId, t.createdAt),
    check("conversation_messages_body_check", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** Where an import of products stands (decision 047). */
export const productImportStatus = pgEnum("product_import_status", ["queued", "running", "done", "failed"]);

/**
 * A CSV of products a seller (or the operator, for the store's: owner null) uploaded, checked whole before this row is
 * written: its rows as they will be written, the zip of pictures kept in the media store, and the background pass's
 * progress (steps: the zip's pictures, then the rows) and result.
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: serial("id").primaryKey(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** Who uploaded it: the result mail goes to them, in their language. */
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: productImportStatus("status").notNull().default("queued"),
    rows: jsonb("rows").$type<PlannedRow[]>().notNull(),
    archiveKey: text("archive_key"),
    totalSteps: integer("total_steps").notNull(),
    doneSteps: integer("done_steps").notNull().default(0),
    result: jsonb("result").$type<ImportResult>(),
    /** While a process works on it; past this, another may take it up. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_imports_owner_idx").on(t.ownerId, t.createdAt),
    index("product_imports_due_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * What a row of a seller's ledger records: their part of a paid order, a refund of it, the store's commission, a payout,
 * or a store-wide coupon's share the store funds (decision 043).
 */
export const ledgerKind = pgEnum("ledger_kind", LEDGER_KINDS);

/**
 * What the store owes each seller (issue 37): one row per event, written in the transaction of that event under a key
 * that makes a repeat harmless. A credit is positive, a debit negative; US cents, with the figure in the order's
 * currency beside. A sale becomes available once its part is completed and the holding period has passed.
 * `seller_id` null: the store's own part (its money is the store's).
 */
export const sellerLedger = pgTable(
  "seller_ledger",
  {
    id: serial("id").primaryKey(),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    kind: ledgerKind("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    partId: integer("part_id").references(() => orderParts.id, { onDelete: "restrict" }),
    usdCents: integer("usd_cents").notNull(),
    /** The same amount in the order's currency (a payout: in US cents too). */
    amountCents: integer("amount_cents").notNull(),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    /** A payout's bank reference, and the day it was sent. */
    reference: text("reference"),
    occurredOn: date("occurred_on").notNull().defaultNow(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    key: text("key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("seller_ledger_seller_idx").on(t.sellerId, t.createdAt),
    index("seller_ledger_order_idx").on(t.orderId),
    index("seller_ledger_part_idx").on(t.partId),
  ],
);

/**
 * Work a background pass does once across every process, claimed by inserting its key (`digest:2026-11-28`) in the
 * transaction that does it: a second process's insert finds the row and does nothing (decision 045).
 */
export const passClaims = pgTable("pass_claims", {
  key: text("key").primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const operatorMailKind = pgEnum("operator_mail_kind", OPERATOR_MAIL_KINDS);

/** A kind of the operators' mail (issue 48) that one operator turned off; without a row they get it. */
export const operatorMailOptOuts = pgTable(
  "operator_mail_opt_outs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: operatorMailKind("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const returnStatus = pgEnum("return_status", RETURN_STATUSES);
export const returnReason = pgEnum("return_reason", RETURN_REASONS);
export const returnActor = pgEnum("return_actor", RETURN_ACTORS);

/**
 * A buyer's request to send back units of one part of their order (issue 49, decision 048), answered by the part's
 * seller (`seller_id`; null: the store's own part, answered by an operator). `worth_cents` is what the units are worth
 * (returnWorthCents), fixed when asked; `refund_cents` what the buyer gets back, fixed once the seller has the parcel
 * (the worth less any deduction for return shipping). `answer_by`: unanswered until then, the operator takes it up.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    status: returnStatus("status").notNull().default("requested"),
    reason: returnReason("reason").notNull(),
    text: text("text").notNull(),
    /** The buyer's photos (at most three), stored as the product pictures' renditions (`returns/<uuid>`). */
    photoKeys: text("photo_keys").array().notNull().default(sql`'{}'::text[]`),
    instructions: text("instructions"),
    /** Where the parcel goes, copied from the seller's shop (or the store's) when the return is accepted. */
    returnAddress: text("return_address"),
    refusal: text("refusal"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    restocked: boolean("restocked").notNull().default(false),
    worthCents: integer("worth_cents").notNull(),
    deductionCents: integer("deduction_cents").notNull().default(0),
    refundCents: integer("refund_cents"),
    /** The request form's key: a second post of the same form finds this row. */
    requestKey: text("request_key").notNull(),
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("return_requests_key_idx").on(t.requestKey),
    index("return_requests_order_idx").on(t.orderId),
    index("return_requests_seller_idx").on(t.sellerId, t.createdAt),
    // What waits for the operator or the escalation pass.
    index("return_requests_open_idx")
      .on(t.status, t.answerBy)
      .where(sql`${t.status} in ('requested', 'escalated', 'refund-due')`),
    check("return_requests_worth_check", sql`${t.worthCents} >= 0 and ${t.deductionCents} >= 0`),
  ],
);

/** The units of each order line a return sends back. */
export const returnLines = pgTable(
  "return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    index("return_lines_line_idx").on(t.orderLineId),
    check("return_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** Each step of a return, for its timeline: who, to which status, with what they wrote. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    actor: returnActor("actor").notNull(),
    toStatus: returnStatus("to_status").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("return_events_return_idx").on(t.returnId, t.createdAt)],
);

export const claimKind = pgEnum("claim_kind", CLAIM_KINDS);
export const claimStatus = pgEnum("claim_status", CLAIM_STATUSES);
export const claimEventKind = pgEnum("claim_event_kind", CLAIM_EVENT_KINDS);

/**
 * A buyer's claim about one part of their order (issue 49, decision 052): not received, or not as described. Its
 * seller (`seller_id`; null: the store's own part) answers in the case; an operator decides, refunding
 * `refund_cents` of the part from the seller's balance, or closing it. One claim per part.
 */
export const claims = pgTable(
  "claims",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    kind: claimKind("kind").notNull(),
    status: claimStatus("status").notNull().default("open"),
    text: text("text").notNull(),
    /** What the operator refunded, once decided so. */
    refundCents: integer("refund_cents"),
    /** The claim form's key: a second post of the same form finds this row. */
    requestKey: text("request_key").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("claims_key_idx").on(t.requestKey),
    uniqueIndex("claims_part_idx").on(t.partId),
    index("claims_order_idx").on(t.orderId),
    // What waits for the operators' decision.
    index("claims_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    check("claims_refund_check", sql`${t.refundCents} is null or ${t.refundCents} > 0`),
  ],
);

/** A claim's history: its opening, each side's messages, the decision; who wrote it and what. */
export const claimEvents = pgTable(
  "claim_events",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    actor: returnActor("actor").notNull(),
    kind: claimEventKind("kind").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("claim_events_claim_idx").on(t.claimId, t.createdAt)],
);

/**
 * A buyer's rating of the seller of one completed part of their order (issue 49, decision 050): "as described",
 * "shipping speed" and "communication" from 1 to 5, an optional text, and the seller's one public answer. One per part.
 */
export const sellerRatings = pgTable(
  "seller_ratings",
  {
    id: serial("id").primaryKey(),
    partId: integer("part_id")
      .notNull()
      .unique()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    /** The part's seller when it was rated. */
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    asDescribed: smallint("as_described").notNull(),
    shippingSpeed: smallint("shipping_speed").notNull(),
    communication: smallint("communication").notNull(),
    body: text("body"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("seller_ratings_seller_created_idx").on(t.sellerId, t.createdAt),
    check(
      "seller_ratings_scores_check",
      sql`${t.asDescribed} between 1 and 5 and ${t.shippingSpeed} between 1 and 5 and ${t.communication} between 1 and 5`,
    ),
    check("seller_ratings_answer_check", sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

/**
 * Old addresses that answer 301 (issue 50, decision 054): a category's or a brand's slug before a rename or a merge, a
 * seller's shop slug before a new shop name. Each points at the row by id, so the row's current slug is where it goes
 * (a chain of renames collapses to one hop) and the row's deletion takes its old slugs with it. A slug taken again by a
 * live row stops redirecting: its row here is deleted in the same transaction.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    kind: text("kind").$type<"category" | "brand" | "shop">().notNull(),
    oldSlug: text("old_slug").notNull(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldSlug] }),
    check(
      "slug_redirects_target_check",
      sql`(${t.kind} = 'category' and ${t.categoryId} is not null and ${t.brandId} is null and ${t.userId} is null)
        or (${t.kind} = 'brand' and ${t.brandId} is not null and ${t.categoryId} is null and ${t.userId} is null)
        or (${t.kind} = 'shop' and ${t.userId} is not null and ${t.categoryId} is null and ${t.brandId} is null)`,
    ),
    index("slug_redirects_category_idx").on(t.categoryId),
    index("slug_redirects_brand_idx").on(t.brandId),
    index("slug_redirects_user_idx").on(t.userId),
  ],
);

/**
 * The home pages' slides (issue 50): the operator's texts in three languages, a link (a path of ours or an https
 * address), a picture stored through the media pipeline, their order, and the dates between which each shows.
 */
export const homeSlides = pgTable(
  "home_slides",
  {
    id: serial("id").primaryKey(),
    headline: jsonb("headline").$type<LocalizedText>().notNull(),
    text: jsonb("text").$type<LocalizedText>().notNull(),
    buttonLabel: jsonb("button_label").$type<LocalizedText>().notNull(),
    link: text("link").notNull(),
    /** Key prefix of the picture's renditions (`renditionKey`); null: no picture. */
    imageKey: text("image_key"),
    position: integer("position").notNull(),
    showsFrom: timestamp("shows_from", { withTimezone: true }),
    showsUntil: timestamp("shows_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("home_slides_position_idx").on(t.position, t.id)],
);

/** The home pages' other settings (featured tabs, shelves, feature strip): one row per key, checked when read. */
export const homeSettings = pgTable("home_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** The editable site pages (About, FAQ, Terms, Privacy, Returns, Delivery): a title and Markdown per language. */
export const sitePages = pgTable("site_pages", {
  slug: text("slug").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  body: jsonb("body").$type<LocalizedText>().notNull(),
  updatedAt: updatedAt(),
});

export const campaignStatus = pgEnum("campaign_status", ["draft", "sending", "sent"]);

/**
 * A newsletter campaign (decision 057): subject and Markdown body in three languages, English required. `sending`
 * once the operator sent it: the job hands it to the outbox a batch at a time, walking the confirmed subscribers
 * past `cursor`; `sent` once every one of them has its mail in the outbox. Only a draft may be edited.
 */
export const newsletterCampaigns = pgTable("newsletter_campaigns", {
  id: serial("id").primaryKey(),
  subject: jsonb("subject").$type<LocalizedText>().notNull(),
  body: jsonb("body").$type<LocalizedText>().notNull(),
  status: campaignStatus("status").notNull().default("draft"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The confirmed subscribers when it was sent (the progress bar's whole). */
  recipients: integer("recipients"),
  /** The last subscriber id handed to the outbox. */
  cursor: integer("cursor").notNull().default(0),
  /** The rate's clock: the batches so far are paid for up to this moment (NEWSLETTER_RATE_PER_MINUTE). */
  paidUntil: timestamp("paid_until", { withTimezone: true }),
  sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
  /** When its last mail entered the outbox. */
  enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
});

/**
 * One row per (campaign, subscriber), written in the same transaction as its outbox row: the unique key makes a
 * repeated batch fail whole instead of sending anyone the campaign twice.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    /** Its mail; were the outbox ever pruned, the row (and so the key) stays. */
    outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriptionId] }),
    index("newsletter_deliveries_outbox_idx").on(t.outboxId),
  ],
);

/** Keys the store signs links with (the newsletter's unsubscribe links), made once at random by the first process. */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

/** The documents the store issues (decision 059): invoices `2026-000123` and credit notes `CN-2026-000007`. */
export const documentKind = pgEnum("document_kind", ["invoice", "credit_note"]);

/**
 * The last number taken in a series for a year: the row an issue takes its number from, locked by its update until
 * the issuing transaction ends, so numbers are gap-free (a rolled-back issue gives its number back).
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Invoices and credit notes as issued (decision 059): never changed once written, except to note where their PDF was
 * stored. `content` is the document's snapshot (domain/invoice.ts InvoiceDocument); the PDF is drawn from it alone.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: documentKind("kind").notNull(),
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** A credit note's refund (one per refund). */
    paymentId: integer("payment_id")
      .unique()
      .references(() => orderPayments.id, { onDelete: "restrict" }),
    locale: text("locale").notNull(),
    content: jsonb("content").notNull(),
    /** The stored PDF: its media key, SHA-256 (hex) and size; null until it is rendered and stored. */
    mediaKey: text("media_key"),
    sha256: text("sha256"),
    size: integer("size"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("invoices_one_per_order_idx").on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt),
    index("invoices_unstored_idx").on(t.id).where(sql`${t.mediaKey} is null`),
  ],
);
