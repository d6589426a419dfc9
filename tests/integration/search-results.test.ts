import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogPage } from "~server/catalog/catalog-page";
import { listedCount } from "~server/catalog/listed";
import { brands, categories, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { SEARCH_MATCHES_COUNTED } from "~server/search/counted-matches";
import { searchPage } from "~server/search/search-page";
import { bulkLoadProducts } from "~server/seed/bulk-load";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp } from "../support/http-app";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: MediaStore;

/**
 * The catalogue fixture (five drills, three saws, two mowers), and one more category a "drill" search reaches:
 * Drill Presses, whose one product is named exactly "Drill", so it is the best match of the text.
 */
beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  const { tools } = await seedCatalogFixture(database.db);
  const [presses] = await database.db
    .insert(categories)
    .values({
      slug: "drill-presses",
      name: { en: "Drill Presses", ru: "Сверлильные станки", ar: "Drill Presses" },
      parentId: tools.id,
      position: 2,
    })
    .returning();
  const [bolt] = await database.db.select().from(brands).where(eq(brands.slug, "bolt"));
  await database.db.insert(products).values({
    slug: "bench-drill",
    name: "Drill",
    description: "A bench drill press.",
    priceCents: 20_000,
    brandId: bolt!.id,
    categoryId: presses!.id,
    ratingCount: 40,
    ratingSum: 180,
  });
});

afterAll(async () => {
  await database?.cleanup();
});

/**
 * The results page as a shopper opens it: the path's text and category, and a query string; `matchesCounted`, the
 * most matches it counts (10,000 unless given).
 */
const open = (text: string, search = "", category: string | null = null, matchesCounted?: number) =>
  searchPage(
    database.db,
    media,
    "en",
    text,
    category,
    { ...parseCatalogQuery(new URLSearchParams(search)), search: null },
    { matchesCounted },
  );
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);
const counts = (options: { slug: string; count: number | null }[]) =>
  Object.fromEntries(options.map((option) => [option.slug, option.count]));

describe("sorting the results", () => {
  it("lists the best match first by default, and by price both ways on request", async () => {
    expect(slugs((await open("drill")).items)[0]).toBe("bench-drill");
    expect(slugs((await open("drill", "sort=price-asc")).items)).toEqual([
      "drill-a",
      "drill-b",
      "drill-c",
      "drill-d",
      "drill-e",
      "bench-drill",
    ]);
    expect(slugs((await open("drill", "sort=price-desc")).items)).toEqual([
      "bench-drill",
      "drill-e",
      "drill-d",
      "drill-c",
      "drill-b",
      "drill-a",
    ]);
  });
});

describe("filtering the results", () => {
  it("counts each facet over the matches only", async () => {
    const page = await open("drill");
    expect(page.total).toBe(6);
    expect(counts(page.facets.brands)).toEqual({ acme: 2, bolt: 3, crown: 1 });
    expect(counts(page.facets.colors)).toEqual({ red: 3, blue: 2, green: 1 });
    expect(page.facets.discount).toEqual({ ALL: 6, YES: 2, NO: 4 });
    expect(page.facets.price).toEqual({ min: 10, max: 200 });
    // The categories the matches sit in, most matches first.
    expect(counts(page.facets.categories)).toEqual({ drills: 5, "drill-presses": 1 });
    expect(page.facets.categories.map((c) => c.slug)).toEqual(["drills", "drill-presses"]);
  });

  it("narrows by brand, price, colour, discount and sub-category", async () => {
    expect(slugs((await open("drill", "filter_check=acme&sort=price-asc")).items)).toEqual(["drill-a", "drill-b"]);
    expect(slugs((await open("drill", "filter_price=20-80&sort=price-asc")).items)).toEqual([
      "drill-b",
      "drill-c",
      "drill-d",
    ]);
    expect(slugs((await open("drill", "filter_color=blue&sort=price-asc")).items)).toEqual(["drill-b", "drill-c"]);
    expect(slugs((await open("drill", "filter_radio=YES&sort=price-asc")).items)).toEqual(["drill-b", "drill-d"]);
    const presses = await open("drill", "filter_category=drill-presses");
    expect(slugs(presses.items)).toEqual(["bench-drill"]);
    expect(presses.facets.categories.find((c) => c.selected)?.slug).toBe("drill-presses");
    // Every filter together, and a colour's count follows the other filters.
    const narrow = await open(
      "drill",
      "filter_category=drills&filter_check=acme,bolt&filter_color=red&filter_price=0-60",
    );
    expect(slugs(narrow.items).sort()).toEqual(["drill-a", "drill-b"]);
    expect(counts(narrow.facets.colors)).toEqual({ red: 2, blue: 2 });
  });

  it("gives every option the count of the rows it leads to", async () => {
    const page = await open("drill");
    const options = [
      ...page.facets.brands.map((o) => [`filter_check=${o.slug}`, o.count] as const),
      ...page.facets.colors.map((o) => [`filter_color=${o.slug}`, o.count] as const),
      ...page.facets.categories.map((o) => [`filter_category=${o.slug}`, o.count] as const),
      ...(["YES", "NO"] as const).map((o) => [`filter_radio=${o}`, page.facets.discount[o]] as const),
    ];
    for (const [search, count] of options) {
      const filtered = await open("drill", `${search}&limit=48`);
      expect(filtered.total, search).toBe(count);
      expect(filtered.items, search).toHaveLength(filtered.total);
    }
  });

  it("searches within the chosen category, listing only the categories below it", async () => {
    const inTools = await open("drill", "", "tools");
    expect(inTools.total).toBe(6);
    expect(await open("drill", "", "garden")).toMatchObject({ total: 0, items: [] });
    expect(counts((await open("a", "", "tools")).facets.categories)).not.toHaveProperty("mowers");
  });

  it("ignores a malformed or hostile query string, as the catalogue does", async () => {
    const page = await open(
      "drill",
      "page=abc&limit=999&sort=cheap&filter_check=nobody,%27;drop&filter_color=plaid&filter_price=zz&filter_radio=maybe&filter_category=..&search=saw",
    );
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(6);
    expect(slugs(page.items)[0]).toBe("bench-drill");
  });
});

describe("the category offered for a search", () => {
  it("offers Drills for “drill”, not the category of the best match", async () => {
    const { bestMatch } = await open("drill");
    expect(bestMatch?.category.slug).toBe("drills");
    expect(bestMatch?.parent.slug).toBe("tools");
    expect((await open("drills")).bestMatch?.category.slug).toBe("drills");
    expect((await open("drill press")).bestMatch?.category.slug).toBe("drill-presses");
  });

  it("offers the category holding most matches when no name matches", async () => {
    expect((await open("acme")).bestMatch?.category.slug).toBe("drills");
    expect((await open("crown")).bestMatch).toMatchObject({ category: { slug: "drills" } });
    expect((await open("xylophone")).bestMatch).toBeNull();
  });
});

describe("the search box's count", () => {
  it("is the number of products shoppers see, hidden listings left out", async () => {
    expect(await listedCount(database.db)).toBe(11);
    const hide = (hiddenAt: Date | null) =>
      database.db
        .update(products)
        .set({ hiddenAt, hiddenReason: hiddenAt ? "A test" : null })
        .where(eq(products.slug, "bench-drill"));
    // The count is dropped by the database's notice of the change, which PostgreSQL delivers a moment later.
    await hide(new Date());
    await expect.poll(() => listedCount(database.db)).toBe(10);
    await hide(null);
    await expect.poll(() => listedCount(database.db)).toBe(11);
  });
});

describe("a text without a word to look for", () => {
  it("lists nothing, sorted or not, on the results page and the catalogue's ?search= (found by the hostile requests)", async () => {
    for (const sort of ["", "sort=price-asc"]) expect((await open("\u{a3a76}\u{966a4}", sort)).total).toBe(0);
    const page = await catalogPage(
      database.db,
      media,
      "en",
      null,
      parseCatalogQuery(new URLSearchParams("search=%F2%A3%A9%B6%F2%96%9A%A4")),
    );
    expect(page?.total).toBe(0);
  });
});

describe("a text with more matches than the page counts", () => {
  // “drill” matches six of the eleven products; counting three, the page takes the exact name (Drill), then the most
  // reviewed (the others have no reviews: the newest first).
  const capped = (search = "", category: string | null = null) => open("drill", search, category, 3);
  const nulls = (options: { slug: string; count: number | null }[]) => counts(options);

  it("says it found over the cap, and pages through the counted matches only", async () => {
    const page = await capped();
    expect(page).toMatchObject({ total: 3, countedOnly: 3 });
    expect(slugs(page.items)).toEqual(["bench-drill", "drill-e", "drill-d"]);
    expect((await capped("page=2")).items).toEqual([]);
    expect(await capped("", "tools")).toMatchObject({ total: 3, countedOnly: 3 });
  });

  it("offers the filters present among the counted matches, without counts", async () => {
    const { facets } = await capped();
    expect(nulls(facets.brands)).toEqual({ bolt: null, crown: null });
    expect(nulls(facets.colors)).toEqual({ red: null, green: null });
    expect(nulls(facets.categories)).toEqual({ drills: null, "drill-presses": null });
    expect(facets.discount).toEqual({ ALL: null, YES: null, NO: null });
    expect(facets.price).toEqual({ min: 75, max: 200 });
  });

  it("sorts and filters the counted matches", async () => {
    expect(slugs((await capped("sort=price-asc")).items)).toEqual(["drill-d", "drill-e", "bench-drill"]);
    expect(slugs((await capped("sort=price-desc")).items)).toEqual(["bench-drill", "drill-e", "drill-d"]);
    const crown = await capped("filter_check=crown");
    expect(crown).toMatchObject({ total: 1, countedOnly: 3 });
    expect(slugs(crown.items)).toEqual(["drill-d"]);
    expect(slugs((await capped("filter_color=green")).items)).toEqual(["drill-e"]);
    expect(slugs((await capped("filter_category=drill-presses")).items)).toEqual(["bench-drill"]);
    expect((await capped("filter_price=0-60")).total).toBe(0);
  });

  it("is the page it always was when the text has no more matches than are counted", async () => {
    // “acme” matches four products (two drills, a saw, a mower), “saw” three; counting five of the eleven.
    for (const search of [
      "",
      "sort=price-asc",
      "filter_category=drills",
      "filter_color=red&filter_price=0-60",
      "page=2",
    ]) {
      const counted = await open("acme", search, null, 5);
      expect(counted.countedOnly, search).toBeNull();
      expect(counted, search).toEqual(await open("acme", search));
    }
    expect((await open("acme", "", null, 5)).total).toBe(4);
    expect(await open("acme", "", "tools", 5)).toEqual(await open("acme", "", "tools"));
    expect(await open("saw", "", null, 3)).toEqual(await open("saw"));
    expect(await open("xylophone", "", null, 3)).toMatchObject({ total: 0, countedOnly: null });
  });
});

describe("the results page of a text with more than 10,000 matches", () => {
  let large: TestDatabase;
  let site: string;

  beforeAll(async () => {
    expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
    large = await openTestDatabase();
    const { tools } = await seedCatalogFixture(large.db);
    await seedDollar(large.db);
    // More than twice the cap in all (a smaller catalogue counts every match), and more than the cap of widgets.
    const [acme] = await large.db.select().from(brands).where(eq(brands.slug, "acme"));
    const count = 2 * SEARCH_MATCHES_COUNTED + 1;
    await bulkLoadProducts(
      large.db,
      count,
      ({ firstId, stage }) =>
        stage(
          Array.from({ length: count }, (_, n) => ({
            id: firstId + n,
            slug: `widget-${n}`,
            name: n % 2 === 0 ? `Widget ${n}` : `Gadget ${n}`,
            description: "Made in a shed.",
            priceCents: 1000 + n,
            compareAtCents: null,
            availability: "in-stock",
            stock: 5,
            badges: [],
            brandId: acme!.id,
            categoryId: tools.id,
            ratingSum: 0,
            ratingCount: 0,
            createdAt: new Date(),
            imageKeys: [],
            valueIds: [],
          })),
        ),
      () => {},
    );
    site = await serveTestApp({ db: large.db, media: createLocalMediaStore(path.join(large.dataDir, "media")) });
  }, 300_000);

  afterAll(async () => {
    closeTestApps();
    await large?.cleanup();
  });

  it("says “over 10,000” and shows no counts in the filters", async () => {
    const response = await fetch(`${site}/search/widget/all`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Over 10,000 products found");
    expect(html).toContain("Showing 1–12 of over 10,000 products");
    // The one brand among the counted matches is offered, with no count after its name.
    expect(html).toMatch(/>ACME<\/span><\/label>/);
    const filtered = await (await fetch(`${site}/search/widget/all?filter_price=0-20`)).text();
    expect(filtered).toMatch(/\d+ products found among the first 10,000 matches/);
  });
});
