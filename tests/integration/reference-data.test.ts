import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogPage } from "~server/catalog/catalog-page";
import { categoryTree } from "~server/catalog/departments";
import { shelf } from "~server/catalog/shelves";
import { brands, categories, currencies, products } from "~server/db/schema";
import type { MediaStore } from "~server/media/store";
import { listCurrencies } from "~server/prefs/currencies";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
const text = (en: string) => ({ en, ru: en, ar: en });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(currencies).values({ code: "EUR", symbol: "€", name: text("Euro"), rate: "0.9" });
  await database.db.insert(categories).values({ slug: "saws", name: text("Saws") });
});

afterAll(async () => {
  await database?.cleanup();
});

/** What a page shows once the change has reached this process (on PostgreSQL the notice comes a moment later). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let seen = await read();
  for (let tries = 0; tries < 100 && JSON.stringify(seen) !== JSON.stringify(expected); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await read();
  }
  return seen;
}

describe("kept reference data (categories, currencies)", () => {
  it("shows a changed exchange rate and a renamed or added category, though the pages keep them in memory", async () => {
    const { db } = database;
    // Kept: once the notices of the set-up's inserts have arrived (on PostgreSQL a moment later), a second
    // page gets what the first read, without asking the database.
    let first = await listCurrencies(db, "en");
    for (let tries = 0; tries < 100 && (await listCurrencies(db, "en")) !== first; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      first = await listCurrencies(db, "en");
    }
    expect(await listCurrencies(db, "en")).toBe(first);
    expect(first.map((c) => c.rate)).toEqual([0.9]);
    expect((await categoryTree(db, "en")).map((c) => c.name)).toEqual(["Saws"]);

    await db.update(currencies).set({ rate: "0.95" }).where(eq(currencies.code, "EUR"));
    await db
      .update(categories)
      .set({ name: text("Hand saws") })
      .where(eq(categories.slug, "saws"));
    await db.insert(categories).values({ slug: "drills", name: text("Drills"), position: 1 });

    const rates = async () => (await listCurrencies(db, "en")).map((c) => c.rate);
    const names = async () => (await categoryTree(db, "en")).map((c) => c.name);
    expect(await eventually(rates, [0.95])).toEqual([0.95]);
    expect(await eventually(names, ["Hand saws", "Drills"])).toEqual(["Hand saws", "Drills"]);
  });
});

describe("kept shelves and facet counts", () => {
  const media = { url: (key: string) => `/media/${key}` } as MediaStore;
  const unfiltered = parseCatalogQuery(new URLSearchParams());
  const latest = async () =>
    (await shelf(database.db, media, "en", "latest", 5)).map((card) => [card.name, card.priceCents]);
  const counted = async () => {
    const page = await catalogPage(database.db, media, "en", null, unfiltered);
    return { total: page?.total, brands: page?.facets.brands.map((b) => [b.name, b.count]), price: page?.facets.price };
  };

  it("follow a product added, repriced and removed, though every visitor's page reads them from memory", async () => {
    const { db } = database;
    const [brand] = await db.insert(brands).values({ slug: "kept-brand", name: "Kept Brand" }).returning();
    const [category] = await db.select().from(categories).limit(1);
    if (!brand || !category) throw new Error("the set-up made no brand or category");
    await database.settled();
    expect(await latest()).toEqual([]);
    expect((await counted()).total).toBe(0);

    await db.insert(products).values({
      slug: "kept-saw",
      name: "Kept Saw",
      description: "A saw.",
      priceCents: 1999,
      brandId: brand.id,
      categoryId: category.id,
    });
    await database.settled();
    expect(await latest()).toEqual([["Kept Saw", 1999]]);
    // A second visitor gets the very list the first one read, not a new read.
    expect(await shelf(db, media, "en", "latest", 5)).toBe(await shelf(db, media, "en", "latest", 5));
    expect(await counted()).toEqual({ total: 1, brands: [["Kept Brand", 1]], price: { min: 19, max: 20 } });

    await db.update(products).set({ priceCents: 4550 }).where(eq(products.slug, "kept-saw"));
    await database.settled();
    expect(await latest()).toEqual([["Kept Saw", 4550]]);
    expect((await counted()).price).toEqual({ min: 45, max: 46 });

    await db.delete(products).where(eq(products.slug, "kept-saw"));
    await database.settled();
    expect(await latest()).toEqual([]);
    expect(await counted()).toEqual({ total: 0, brands: [], price: null });
  });
});
