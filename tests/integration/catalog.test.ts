import path from "node:path";
import { eq, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogDictionaries, resolveFilters } from "~server/catalog/catalog-filters";
import { catalogPage } from "~server/catalog/catalog-page";
import { countFacets, facetPath } from "~server/catalog/facets";
import { listProducts } from "~server/catalog/listing";
import { catalogFacetCounts, productAttributes, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { productId, seedCatalogFixture } from "../support/catalog-fixture";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: MediaStore;
let fixture: Awaited<ReturnType<typeof seedCatalogFixture>>;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  fixture = await seedCatalogFixture(database.db);
});

afterAll(async () => {
  await database?.cleanup();
});

/** The catalogue page as a shopper would open it: a path's category and a query string. */
async function open(category: string | null, search = "") {
  const page = await catalogPage(database.db, media, "en", category, parseCatalogQuery(new URLSearchParams(search)));
  if (!page) throw new Error(`no category ${category}`);
  return page;
}

const counts = (options: { slug: string; count: number }[]) =>
  Object.fromEntries(options.map((option) => [option.slug, option.count]));
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe("the catalogue without filters", () => {
  it("counts every product, by root category, brand, colour and discount", async () => {
    const page = await open(null);
    expect(page.total).toBe(10);
    expect(counts(page.facets.categories)).toEqual({ tools: 8, garden: 2 });
    expect(counts(page.facets.brands)).toEqual({ acme: 4, bolt: 3, crown: 3 });
    expect(counts(page.facets.colors)).toEqual({ red: 5, blue: 3, green: 4 });
    expect(page.facets.price).toEqual({ min: 5, max: 300 });
    expect(page.facets.discount).toEqual({ ALL: 10, YES: 4, NO: 6 });
  });

  it("shows a category's sub-categories and only its products", async () => {
    const page = await open("tools");
    expect(page.category?.category.slug).toBe("tools");
    expect(page.total).toBe(8);
    expect(counts(page.facets.categories)).toEqual({ drills: 5, saws: 3 });
    expect(counts(page.facets.brands)).toEqual({ acme: 3, bolt: 3, crown: 2 });
    expect(page.facets.price).toEqual({ min: 5, max: 100 });
  });

  it("returns nothing for a category that does not exist, and an empty page for one without products", async () => {
    expect(await catalogPage(database.db, media, "en", "no-such", parseCatalogQuery(new URLSearchParams()))).toBeNull();
    const empty = await open("books");
    expect(empty.total).toBe(0);
    expect(empty.items).toEqual([]);
    expect(empty.facets.price).toBeNull();
  });
});

describe("each filter", () => {
  it("filter_check keeps the chosen brands; the brand counts still show the other brands", async () => {
    const page = await open("tools", "filter_check=acme,bolt");
    expect(page.total).toBe(6);
    expect(counts(page.facets.brands)).toEqual({ acme: 3, bolt: 3, crown: 2 });
    expect(page.facets.brands.filter((b) => b.selected).map((b) => b.slug)).toEqual(["acme", "bolt"]);
    expect(counts(page.facets.categories)).toEqual({ drills: 4, saws: 2 });
    expect(counts(page.facets.colors)).toEqual({ red: 3, blue: 3, green: 3 });
  });

  it("filter_color keeps products with any chosen colour, each once", async () => {
    const page = await open(null, "filter_color=red,blue");
    expect(page.total).toBe(7);
    expect(counts(page.facets.colors)).toEqual({ red: 5, blue: 3, green: 4 });
    const one = await open(null, "filter_color=green");
    expect(one.total).toBe(4);
    expect(counts(one.facets.brands)).toEqual({ acme: 1, bolt: 2, crown: 1 });
  });

  it("filter_price is inclusive whole dollars; the slider bounds ignore the price filter", async () => {
    const page = await open(null, "filter_price=10-50");
    expect(slugs(page.items).sort()).toEqual(["drill-a", "drill-b", "drill-c", "saw-a"]);
    expect(page.facets.price).toEqual({ min: 5, max: 300 });
    expect((await open(null, "filter_price=75-75")).total).toBe(0);
    expect((await open(null, "filter_price=75-76")).total).toBe(1);
    expect((await open(null, "filter_price=50-10")).total).toBe(4);
  });

  it("filter_radio YES keeps discounted products, NO the others", async () => {
    const yes = await open(null, "filter_radio=YES");
    expect(slugs(yes.items).sort()).toEqual(["drill-b", "drill-d", "mower-b", "saw-c"]);
    expect(counts(yes.facets.brands)).toEqual({ acme: 2, bolt: 1, crown: 1 });
    expect(yes.facets.discount).toEqual({ ALL: 10, YES: 4, NO: 6 });
    expect((await open(null, "filter_radio=NO")).total).toBe(6);
    expect((await open(null, "filter_radio=no")).total).toBe(6);
  });

  it("filter_category narrows to a sub-category of the page, and is ignored outside it", async () => {
    const drills = await open("tools", "filter_category=drills");
    expect(drills.total).toBe(5);
    expect(counts(drills.facets.categories)).toEqual({ drills: 5, saws: 3 });
    expect(drills.facets.categories.find((c) => c.selected)?.slug).toBe("drills");
    expect((await open("tools", "filter_category=mowers")).total).toBe(8);
  });

  it("filter_category shows the chosen category as its own address does: its name, place and sub-categories", async () => {
    const own = await open("tools");
    const chosen = await open(null, "filter_category=tools");
    expect(chosen.category).toEqual(own.category);
    expect(chosen.total).toBe(own.total);
    expect(chosen.facets.categories).toEqual(own.facets.categories);
    // Its list's "All" is the chosen category itself.
    expect(chosen.facets.allCategory).toBe("tools");
    // A leaf has none: its siblings are listed with it selected, and "All" is their parent.
    const leaf = await open(null, "filter_category=drills");
    expect(leaf.category?.category.slug).toBe("drills");
    expect(slugs(leaf.category?.ancestors ?? [])).toEqual(["tools"]);
    expect(counts(leaf.facets.categories)).toEqual({ drills: 5, saws: 3 });
    expect(leaf.facets.allCategory).toBe("tools");
    expect((await open("tools", "filter_category=drills")).facets.allCategory).toBeNull();
  });

  it("search keeps products whose name matches", async () => {
    const page = await open(null, "search=saw");
    expect(slugs(page.items).sort()).toEqual(["saw-a", "saw-b", "saw-c"]);
    expect(counts(page.facets.brands)).toEqual({ acme: 1, bolt: 1, crown: 1 });
  });

  it("every filter at once", async () => {
    const page = await open(
      "tools",
      "filter_category=drills&filter_check=acme,bolt&filter_color=red&filter_price=0-60&filter_radio=ALL",
    );
    expect(slugs(page.items).sort()).toEqual(["drill-a", "drill-b"]);
    expect(page.total).toBe(2);
    // Drill E is red and bolt, but costs 100: the colour facet for red counts the other filters' result.
    expect(counts(page.facets.colors)).toEqual({ red: 2, blue: 2 });
  });

  it("malformed and unknown values are ignored, never an error", async () => {
    const page = await open(
      "tools",
      "page=abc&limit=999&sort=cheap&filter_check=nobody,%27;drop&filter_color=plaid&filter_price=zz&filter_radio=maybe&filter_category=..",
    );
    expect(page.total).toBe(8);
    expect(page.items).toHaveLength(8);
  });
});

describe("sorting and paging", () => {
  async function list(sort: string, pageNo: number, limit: number) {
    const dictionaries = await catalogDictionaries(database.db, "en");
    const query = parseCatalogQuery(new URLSearchParams(`sort=${sort}`));
    const filters = resolveFilters(dictionaries, null, query);
    return slugs(await listProducts(database.db, media, "en", filters, { sort: query.sort, page: pageNo, limit }));
  }

  it("sorts newest first by default, by name and by price both ways", async () => {
    expect(await list("default", 1, 3)).toEqual(["drill-a", "drill-b", "drill-c"]);
    expect(await list("price-asc", 1, 3)).toEqual(["saw-c", "drill-a", "drill-b"]);
    expect(await list("price-desc", 1, 2)).toEqual(["mower-a", "mower-b"]);
    expect(await list("name-asc", 1, 2)).toEqual(["drill-a", "drill-b"]);
    expect(await list("name-desc", 1, 2)).toEqual(["saw-c", "saw-b"]);
  });

  it("pages cover every product once, and a page past the end is empty", async () => {
    const pages = [await list("price-asc", 1, 4), await list("price-asc", 2, 4), await list("price-asc", 3, 4)];
    expect(pages.map((p) => p.length)).toEqual([4, 4, 2]);
    expect(new Set(pages.flat()).size).toBe(10);
    expect(await list("price-asc", 4, 4)).toEqual([]);
  });
});

describe("the facet summary table", () => {
  // Every query the summary can answer, counted both ways.
  const queries = [
    "",
    "filter_check=acme",
    "filter_check=bolt,crown&filter_radio=YES",
    "filter_color=red",
    "filter_color=green&filter_check=acme,crown",
    "filter_radio=NO&filter_color=blue",
    "filter_category=drills&filter_check=bolt",
    "filter_price=10-60",
    "filter_price=0-40&filter_color=red&filter_radio=YES",
    "filter_price=50-300&filter_check=acme,crown&filter_category=saws",
    // Price ranges are summed from buckets (decision 040): ends on a price and just past it, one price, the widest.
    "filter_price=75-75",
    "filter_price=75-76&filter_radio=YES",
    "filter_price=25-25&filter_color=red",
    "filter_price=11-249&filter_color=blue",
    "filter_price=0-250000",
    // Several colours: each colour's counts summed, less the products counted more than once.
    "filter_color=red,blue",
    "filter_color=red,green,blue",
    "filter_color=red,green,blue&filter_price=10-100",
    "filter_color=blue,green&filter_radio=YES&filter_check=bolt,acme",
    "filter_color=red,blue&filter_category=drills&filter_price=25-100",
  ];

  async function bothWays(category: string | null, search: string) {
    const dictionaries = await catalogDictionaries(database.db, "en");
    const pageId = category ? dictionaries.categories.find((c) => c.slug === category)!.id : null;
    const filters = resolveFilters(dictionaries, pageId, parseCatalogQuery(new URLSearchParams(search)));
    expect(facetPath(filters)).toBe("summary");
    return [
      await countFacets(database.db, dictionaries, filters, pageId, "summary"),
      await countFacets(database.db, dictionaries, filters, pageId, "products"),
    ];
  }

  async function expectSameCounts() {
    for (const category of [null, "tools", "garden"]) {
      for (const search of queries) {
        const [summary, scan] = await bothWays(category, search);
        expect(summary, `${category} ?${search}`).toEqual(scan);
      }
    }
  }

  it("gives the same counts as counting the products", async () => {
    await expectSameCounts();
  });

  it("stays exact when products change price, category or brand, lose a colour, or are deleted", async () => {
    const db = database.db;
    const drillA = await productId(db, "drill-a");
    const sawA = await productId(db, "saw-a");
    const drillE = await productId(db, "drill-e");
    const sawB = await productId(db, "saw-b");
    await db.update(products).set({ priceCents: 50_000 }).where(eq(products.id, drillA));
    await db.update(products).set({ compareAtCents: 99_000 }).where(eq(products.id, sawB));
    const mowers = (await open("garden")).facets.categories.find((c) => c.slug === "mowers");
    expect(mowers?.count).toBe(2);
    const [mowerRow] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.slug, "mower-a"));
    await db.update(products).set({ categoryId: mowerRow!.categoryId }).where(eq(products.id, sawA));
    const [crown] = await db.select({ brandId: products.brandId }).from(products).where(eq(products.slug, "saw-b"));
    await db.update(products).set({ brandId: crown!.brandId }).where(eq(products.slug, "drill-c"));
    await db.delete(productAttributes).where(eq(productAttributes.valueId, fixture.colorId("blue")));
    await db.delete(products).where(eq(products.id, drillE));
    await expectSameCounts();

    const all = await open(null);
    expect(all.total).toBe(9);
    expect(all.facets.price).toEqual({ min: 5, max: 500 });
    expect(counts(all.facets.categories)).toEqual({ tools: 6, garden: 3 });
    expect(counts(all.facets.colors)).toEqual({ red: 4, green: 3 });
    expect(all.facets.discount.YES).toBe(5);
    expect(counts(all.facets.brands)).toEqual({ acme: 4, bolt: 1, crown: 4 });
  });

  it("counts products added later, with their colours", async () => {
    const db = database.db;
    const [template] = await db.select().from(products).where(eq(products.slug, "drill-c"));
    const [added] = await db
      .insert(products)
      .values({ ...template!, id: undefined, slug: "drill-f", name: "DRILL F", priceCents: 1 })
      .returning({ id: products.id });
    // In all three colours: a sum of the colours' counts counts it three times.
    await db
      .insert(productAttributes)
      .values(
        (["green", "red", "blue"] as const).map((color) => ({ productId: added!.id, valueId: fixture.colorId(color) })),
      );
    await expectSameCounts();
    const page = await open("tools", "filter_color=green");
    expect(slugs(page.items)).toContain("drill-f");
    expect(page.facets.price?.min).toBe(0);
    const empty = await db.select().from(catalogFacetCounts).where(lte(catalogFacetCounts.products, 0));
    expect(empty).toEqual([]);
    // Hidden, it leaves every count, the colours' included.
    await db.update(products).set({ hiddenAt: new Date(), hiddenReason: "test" }).where(eq(products.id, added!.id));
    await expectSameCounts();
    expect(slugs((await open("tools", "filter_color=green,red")).items)).not.toContain("drill-f");
  });
});
