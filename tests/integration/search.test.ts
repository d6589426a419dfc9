import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogPage } from "~server/catalog/catalog-page";
import { brands, categories, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { SEARCH_RESULTS_LIMIT, SUGGESTIONS_LIMIT, searchProducts, suggestProducts } from "~server/search/products";
import { searchPage } from "~server/search/search-page";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: MediaStore;
let ids: { tools: number; garden: number };

/**
 * tools → grinders, screwdrivers; garden → hoses. One product is named exactly "Angle Grinder" and has no
 * reviews, so only the exact-name rule can put it first; 60 flap discs overflow every limit.
 */
beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  const db = database.db;
  const name = (en: string, ru = en) => ({ en, ru, ar: en });
  const [tools, garden] = await db
    .insert(categories)
    .values([
      { slug: "tools", name: name("Tools", "Инструменты") },
      { slug: "garden", name: name("Garden", "Сад") },
    ])
    .returning();
  const [grinders, screwdrivers, hoses] = await db
    .insert(categories)
    .values([
      { slug: "grinders", name: name("Grinders", "Шлифмашины"), parentId: tools!.id },
      { slug: "screwdrivers", name: name("Screwdrivers", "Отвёртки"), parentId: tools!.id },
      { slug: "hoses", name: name("Hoses", "Шланги"), parentId: garden!.id },
    ])
    .returning();
  const [brandix, wakita] = await db
    .insert(brands)
    .values([
      { slug: "brandix", name: "Brandix" },
      { slug: "wakita", name: "Wakita" },
    ])
    .returning();
  ids = { tools: tools!.id, garden: garden!.id };
  const product = (slug: string, productName: string, category: number, brand: number, reviews: number, text = "") => ({
    slug,
    name: productName,
    description: text || `${productName}, built to last.`,
    priceCents: 1000 + reviews,
    brandId: brand,
    categoryId: category,
    ratingCount: reviews,
    ratingSum: reviews * 4,
  });
  await db
    .insert(products)
    .values([
      product("angle-grinder", "Angle Grinder", grinders!.id, brandix!.id, 0),
      product("wakita-angle-grinder", "Wakita Angle Grinder 125 mm", grinders!.id, wakita!.id, 30),
      product("brandix-angle-grinder-pro", "Brandix Angle Grinder Pro", grinders!.id, brandix!.id, 20),
      product("cutting-disc", "Cutting Disc 125 mm", grinders!.id, wakita!.id, 90, "Fits any angle grinder."),
      product("cordless-screwdriver", "Cordless Screwdriver", screwdrivers!.id, wakita!.id, 10),
      product("precision-screwdriver-set", "Precision Screwdriver Set", screwdrivers!.id, brandix!.id, 5),
      product("brandix-garden-hose", "Brandix Garden Hose 25 m", hoses!.id, brandix!.id, 50),
      product("garden-ornament", "Garden Ornament", grinders!.id, wakita!.id, 0, "A stone angel for the lawn."),
      ...Array.from({ length: 60 }, (_, i) =>
        product(`flap-disc-${i}`, `Flap Disc ${i}`, grinders!.id, wakita!.id, i % 7, "A flap disc."),
      ),
    ]);
});

afterAll(async () => {
  await database?.cleanup();
});

const names = (items: { name: string }[]) => items.map((item) => item.name);
const firstPage = parseCatalogQuery(new URLSearchParams());
const search = (text: string, categoryIds?: number[]) =>
  searchProducts(database.db, media, "en", text, categoryIds ? { categoryIds } : {});
const suggest = (text: string) => suggestProducts(database.db, media, "en", text);

describe("ranking", () => {
  it("puts a product named exactly as the text first, even with no reviews", async () => {
    const { items } = await search("angle grinder");
    expect(items[0]?.name).toBe("Angle Grinder");
    expect((await suggest("Angle Grinder"))[0]?.name).toBe("Angle Grinder");
  });

  it("ranks a match in the name above a match in the description alone", async () => {
    const found = names((await search("angle grinder")).items);
    expect(found).toContain("Cutting Disc 125 mm");
    expect(found.indexOf("Cutting Disc 125 mm")).toBe(found.length - 1);
  });

  it("requires every word, matching brand and category words too", async () => {
    expect(names((await search("brandix grinder")).items).sort()).toEqual([
      "Angle Grinder",
      "Brandix Angle Grinder Pro",
    ]);
    expect(names((await search("garden brandix")).items)).toEqual(["Brandix Garden Hose 25 m"]);
  });

  it("matches the word being typed as a prefix, and a whole word in any form", async () => {
    expect(names(await suggest("precision scre"))).toEqual(["Precision Screwdriver Set"]);
    expect(names((await search("screwdrivers")).items).sort()).toEqual([
      "Cordless Screwdriver",
      "Precision Screwdriver Set",
    ]);
  });

  it("finds products by their category's name in another language", async () => {
    expect(names((await search("отвёртки")).items).sort()).toEqual([
      "Cordless Screwdriver",
      "Precision Screwdriver Set",
    ]);
  });
});

describe("typos", () => {
  it("finds what a misspelt word meant, and says which words it added", async () => {
    const result = await search("screwdrivr");
    expect(names(result.items).sort()).toEqual(["Cordless Screwdriver", "Precision Screwdriver Set"]);
    expect(result.corrections).toHaveLength(1);
    expect(result.corrections[0]?.alternatives).toContain("screwdriver");
    expect(names((await search("angel grinder")).items)).toContain("Wakita Angle Grinder 125 mm");
    expect(names(await suggest("cordles"))).toEqual(["Cordless Screwdriver"]);
  });

  it("ranks what the text says above what its corrections say", async () => {
    // "angel" is no word of a name, so "angle" is added; the description that says "angel" still leads.
    const { items, corrections } = await search("angel");
    expect(corrections.map((c) => c.alternatives)).toEqual([["angle"]]);
    expect(items[0]?.name).toBe("Garden Ornament");
    expect(names(items)).toContain("Angle Grinder");
  });

  it("does not correct a word the catalogue has, nor short words and numbers", async () => {
    expect((await search("grinder")).corrections).toEqual([]);
    expect((await search("an 125")).corrections).toEqual([]);
  });

  it("finds nothing, not the nearest thing, for a word unlike any in the catalogue", async () => {
    expect((await search("xylophone")).items).toEqual([]);
    expect(await suggest("xylophone")).toEqual([]);
  });
});

describe("scope and limits", () => {
  it("searches only the chosen category and everything below it", async () => {
    // The garden root holds no product itself: its hose is in the sub-category.
    const inGarden = await searchPage(database.db, media, "en", "brandix", "garden", firstPage);
    expect(names(inGarden.items)).toEqual(["Brandix Garden Hose 25 m"]);
    expect((await search("brandix", [ids.garden])).items).toEqual([]);
    const inTools = await searchPage(database.db, media, "en", "brandix", "tools", firstPage);
    expect(names(inTools.items).sort()).toEqual([
      "Angle Grinder",
      "Brandix Angle Grinder Pro",
      "Precision Screwdriver Set",
    ]);
  });

  it("shows at most 5 suggestions and 50 results", async () => {
    expect(await suggest("flap")).toHaveLength(SUGGESTIONS_LIMIT);
    expect((await search("flap")).items).toHaveLength(SEARCH_RESULTS_LIMIT);
  });

  it("links the best match to its category's view", async () => {
    const page = await searchPage(database.db, media, "en", "garden hose", null, firstPage);
    expect(page.bestMatch?.parent.slug).toBe("garden");
    expect(page.bestMatch?.category.slug).toBe("hoses");
  });

  it("treats an unknown category as all categories", async () => {
    const page = await searchPage(database.db, media, "en", "hose", "no-such-category", firstPage);
    expect(page.category).toBeNull();
    expect(names(page.items)).toEqual(["Brandix Garden Hose 25 m"]);
  });

  it("filters the catalogue with the same engine, typos included", async () => {
    const page = await catalogPage(
      database.db,
      media,
      "en",
      "tools",
      parseCatalogQuery(new URLSearchParams("search=screwdrivr")),
    );
    expect(page?.total).toBe(2);
    expect(page?.facets.categories.find((c) => c.slug === "screwdrivers")?.count).toBe(2);
  });
});

describe("hostile input", () => {
  const hostile = [
    "'",
    '"',
    "%",
    "_",
    "\\",
    "%_%",
    "a' OR '1'='1",
    "'; drop table products; --",
    "<script>alert(1)</script>",
    "grinder & | ! ( ) : * <-> <2>",
    "grinder:*A",
    "\u0000grinder\u0007",
    "🔧 🪛",
    "ابحث عن مثقاب",
    "дрель ударная",
    "x".repeat(2000),
    "word ".repeat(400),
    "   ",
  ];

  it("answers any text without an error", async () => {
    for (const text of hostile) {
      await expect(search(text), JSON.stringify(text.slice(0, 40))).resolves.toBeDefined();
      await expect(suggest(text), JSON.stringify(text.slice(0, 40))).resolves.toBeDefined();
    }
    expect(await database.db.$count(products)).toBe(68);
  });

  it("reads operators and markup as words, never as syntax", async () => {
    expect(names((await search("grinder:*A")).items)).toContain("Angle Grinder");
    expect(names((await search("<cordless>")).items)).toEqual(["Cordless Screwdriver"]);
    expect((await search("%")).items).toEqual([]);
  });
});

describe("keeping up with the catalogue", () => {
  it("finds a new product at once, by its name, brand and category, and misspelt", async () => {
    const [hoses] = await database.db.select().from(categories).where(eq(categories.slug, "hoses"));
    const [wakita] = await database.db.select().from(brands).where(eq(brands.slug, "wakita"));
    await database.db.insert(products).values({
      slug: "wakita-sprinkler",
      name: "Oscillating Sprinkler",
      description: "Waters a lawn.",
      priceCents: 2500,
      brandId: wakita!.id,
      categoryId: hoses!.id,
    });
    expect(names((await search("wakita sprinkler")).items)).toEqual(["Oscillating Sprinkler"]);
    expect(names(await suggest("oscilating"))).toEqual(["Oscillating Sprinkler"]);
    expect(names(await suggest("hoses sprink"))).toEqual(["Oscillating Sprinkler"]);
  });

  it("follows a renamed product and a renamed brand", async () => {
    await database.db.update(products).set({ name: "Impulse Sprinkler" }).where(eq(products.slug, "wakita-sprinkler"));
    expect(names(await suggest("impulse"))).toEqual(["Impulse Sprinkler"]);
    expect(await suggest("oscillating")).toEqual([]);
    await database.db.update(brands).set({ name: "Makito" }).where(eq(brands.slug, "wakita"));
    expect(names(await suggest("makito sprinkler"))).toEqual(["Impulse Sprinkler"]);
  });

  it("forgets a deleted product", async () => {
    await database.db.delete(products).where(eq(products.slug, "wakita-sprinkler"));
    expect(await suggest("impulse")).toEqual([]);
    expect((await search("impulse")).items).toEqual([]);
  });
});
