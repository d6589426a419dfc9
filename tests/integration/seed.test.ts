import path from "node:path";
import { asc, count, eq, getTableName, is, isNull, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "~/i18n/en.json";
import { PRODUCT_IMAGE_SIZES, type ProductImageSize, renditionKey } from "~domain/renditions";
import type { Db } from "~server/db/handle";
import * as schema from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { DEMO_PRODUCT_SLUG, seedDemo } from "~server/seed/demo";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const {
  appMeta,
  attributeValues,
  BLOG_CATEGORIES,
  blogPosts,
  brands,
  categories,
  categoryBrands,
  currencies,
  productImages,
  products,
  reviews,
} = schema;

let database: TestDatabase;
let media: MediaStore;
let countsAfterFirstSeed: Record<string, number>;
let countsAfterSecondSeed: Record<string, number>;

/** Row count of every table in the schema, by table name. */
async function countEveryTable(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedDemo(database.db, media);
  countsAfterFirstSeed = await countEveryTable(database.db);
  await seedDemo(database.db, media);
  countsAfterSecondSeed = await countEveryTable(database.db);
}, 180_000);

afterAll(async () => {
  await database?.cleanup();
});

async function childrenOf(parentSlug: string) {
  const [parent] = await database.db.select().from(categories).where(eq(categories.slug, parentSlug));
  if (!parent) throw new Error(`category ${parentSlug} is missing`);
  return database.db
    .select()
    .from(categories)
    .where(eq(categories.parentId, parent.id))
    .orderBy(asc(categories.position));
}

describe("the demo seed", () => {
  it("creates the seven departments in menu order", async () => {
    const roots = await database.db
      .select()
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position));
    expect(roots.map((c) => c.name.en)).toEqual([
      "Instruments",
      "Electronics",
      "Computers",
      "Automotive",
      "Furniture & Appliances",
      "Music & Books",
      "Health & Beauty",
    ]);
    expect(roots[0]?.slug).toBe("instruments");
    for (const root of roots) {
      expect(root.name.ru).not.toBe("");
      expect(root.name.ar).not.toBe("");
      expect(root.imageKey).toBe(`categories/${root.slug}`);
    }
  });

  it("puts exactly the six instrument groups under Instruments", async () => {
    const groups = await childrenOf("instruments");
    expect(groups.map((c) => c.slug)).toEqual([
      "power-tools",
      "hand-tools",
      "machine-tools",
      "power-machinery",
      "measurement",
      "clothes-and-ppe",
    ]);
  });

  it("gives every instrument group and every other department three to six sub-categories", async () => {
    const parents = [
      ...(await childrenOf("instruments")).map((c) => c.slug),
      "electronics",
      "computers",
      "automotive",
      "furniture-and-appliances",
      "music-and-books",
      "health-and-beauty",
    ];
    for (const slug of parents) {
      const subCategories = await childrenOf(slug);
      expect(subCategories.length, slug).toBeGreaterThanOrEqual(3);
      expect(subCategories.length, slug).toBeLessThanOrEqual(6);
    }
  });

  it("has a Plumbing sub-category under Hand Tools", async () => {
    const handTools = await childrenOf("hand-tools");
    const plumbing = handTools.find((c) => c.slug === "plumbing");
    expect(plumbing?.name.en).toBe("Plumbing");
  });

  it("lists at least 150 products, each filed under a sub-category without children", async () => {
    const all = await database.db.select().from(products);
    expect(all.length).toBeGreaterThanOrEqual(150);
    const parentIds = new Set((await database.db.select().from(categories)).map((c) => c.parentId));
    for (const product of all) expect(parentIds.has(product.categoryId), product.slug).toBe(false);
  });

  it("gives every product at least one image whose renditions are all stored", async () => {
    const all = await database.db.select({ id: products.id }).from(products);
    const images = await database.db.select().from(productImages);
    const withImage = new Set(images.map((i) => i.productId));
    expect(all.every((p) => withImage.has(p.id))).toBe(true);
    const sizes = Object.keys(PRODUCT_IMAGE_SIZES) as ProductImageSize[];
    for (const image of images) {
      for (const size of sizes) {
        expect(await media.exists(renditionKey(image.mediaKey, size)), `${image.mediaKey} ${size}`).toBe(true);
      }
    }
  });

  it("leaves at least one category without products", async () => {
    const used = new Set((await database.db.select({ id: products.categoryId }).from(products)).map((p) => p.id));
    const leaves = await database.db.select().from(categories);
    const parentIds = new Set(leaves.map((c) => c.parentId));
    const empty = leaves.filter((c) => !parentIds.has(c.id) && !used.has(c.id));
    expect(empty.length).toBeGreaterThanOrEqual(1);
  });

  it("offers the twenty colours in swatch order", async () => {
    const colours = await database.db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.attributeSlug, "color"))
      .orderBy(asc(attributeValues.position));
    expect(colours.map((c) => c.slug)).toEqual([
      "white",
      "silver",
      "light-gray",
      "gray",
      "dark-gray",
      "coal",
      "black",
      "red",
      "orange",
      "yellow",
      "pear-green",
      "green",
      "emerald",
      "shamrock",
      "shakespeare",
      "blue",
      "dark-blue",
      "violet",
      "purple",
      "cerise",
    ]);
  });

  it("has seven brands, and at least two in every category that has products", async () => {
    expect(await database.db.select().from(brands)).toHaveLength(7);
    const links = await database.db.select().from(categoryBrands);
    const used = new Set((await database.db.select({ id: products.categoryId }).from(products)).map((p) => p.id));
    for (const categoryId of used) {
      expect(links.filter((l) => l.categoryId === categoryId).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("publishes ten blog posts with text in English, Russian and Arabic", async () => {
    const posts = await database.db.select().from(blogPosts);
    expect(posts).toHaveLength(10);
    for (const post of posts) {
      for (const text of [post.title, post.excerpt, post.body]) {
        expect(text.en && text.ru && text.ar, post.slug).toBeTruthy();
      }
      expect(post.body.en.split("\n\n").length).toBeGreaterThanOrEqual(3);
      // Categories are slugs the sidebar names from the translations; tags are words, shown as written (decision 056).
      expect(BLOG_CATEGORIES).toContain(post.category);
      expect(en.blog.categoryNames).toHaveProperty(post.category);
      for (const tag of post.tags) expect(tag, post.slug).toMatch(/^[\p{L}\d]+( [\p{L}\d]+)*$/u);
      // Published, live, and their body renders as Markdown paragraphs.
      expect(post.status).toBe("published");
      expect(post.live).toBe(true);
    }
  });

  it("offers four currencies with the US dollar first", async () => {
    const rows = await database.db.select().from(currencies).orderBy(asc(currencies.position));
    expect(rows.map((c) => c.code)).toEqual(["USD", "EUR", "GBP", "RUB"]);
    expect(Number(rows[0]?.rate)).toBe(1);
  });

  it("includes the fixed screwdriver for the demo product pages", async () => {
    const [product] = await database.db.select().from(products).where(eq(products.slug, DEMO_PRODUCT_SLUG));
    expect(product?.availability).toBe("in-stock");
    expect(product?.compareAtCents).toBeGreaterThan(product?.priceCents ?? Number.POSITIVE_INFINITY);
    const [category] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.id, product?.categoryId ?? -1));
    expect(category?.slug).toBe("screwdrivers");
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product?.id ?? -1));
    expect(images).toHaveLength(3);
  });

  it("marks the database as seeded", async () => {
    const [marker] = await database.db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded_at"));
    expect(marker?.value).toBeTruthy();
  });

  it("lists under each product exactly the reviews its stars and count add up to", async () => {
    const mismatched = await database.db
      .select({ slug: products.slug })
      .from(products)
      .leftJoin(reviews, eq(reviews.productId, products.id))
      .groupBy(products.id)
      .having(
        sql`count(${reviews.id}) <> ${products.ratingCount} or coalesce(sum(${reviews.rating}), 0) <> ${products.ratingSum}`,
      );
    expect(mismatched).toEqual([]);
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(reviews);
    expect(n).toBeGreaterThan(100);
  });

  it("changes no row counts when it runs a second time", () => {
    expect(countsAfterFirstSeed.products).toBeGreaterThan(0);
    expect(countsAfterSecondSeed).toEqual(countsAfterFirstSeed);
  });
});
