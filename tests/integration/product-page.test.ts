import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productBySlug, productPage } from "~server/catalog/product-detail";
import { products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: MediaStore;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await database.db.update(products).set({ stock: 0 }).where(eq(products.slug, "drill-b"));
});

afterAll(async () => {
  await database?.cleanup();
});

async function related(slug: string, limit: number) {
  const page = await productPage(database.db, media, slug, "en", { reviews: 50, related: limit });
  if (!page) throw new Error(`no product ${slug}`);
  return page.related.map((card) => card.slug);
}

async function product(slug: string) {
  const found = await productBySlug(database.db, media, slug, "en");
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

describe("related products", () => {
  it("are the other products of the same sub-category, in stock first, then newest", async () => {
    expect(await related("drill-a", 8)).toEqual(["drill-c", "drill-d", "drill-e", "drill-b"]);
  });

  it("stop at the limit", async () => {
    expect(await related("drill-e", 2)).toEqual(["drill-a", "drill-c"]);
  });

  it("in a small sub-category are the few others there", async () => {
    expect(await related("mower-a", 8)).toEqual(["mower-b"]);
  });
});

describe("the product's detail", () => {
  it("is null for an unknown slug, and names its category with its ancestors", async () => {
    expect(await productBySlug(database.db, media, "no-such-product", "en")).toBeNull();
    const drill = await product("drill-a");
    expect(drill.category?.category.slug).toBe("drills");
    expect(drill.category?.ancestors.map((c) => c.slug)).toEqual(["tools"]);
  });
});
