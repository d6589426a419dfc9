import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productBySlug } from "~server/catalog/product-detail";
import { relatedProducts } from "~server/catalog/related";
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
  await database.db.update(products).set({ availability: "sold-out" }).where(eq(products.slug, "drill-b"));
});

afterAll(async () => {
  await database?.cleanup();
});

async function product(slug: string) {
  const found = await productBySlug(database.db, media, slug, "en");
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

describe("related products", () => {
  it("are the other products of the same sub-category, in stock first, then newest", async () => {
    const related = await relatedProducts(database.db, media, await product("drill-a"), 8);
    expect(related.map((p) => p.slug)).toEqual(["drill-c", "drill-d", "drill-e", "drill-b"]);
  });

  it("stop at the limit", async () => {
    const related = await relatedProducts(database.db, media, await product("drill-e"), 2);
    expect(related.map((p) => p.slug)).toEqual(["drill-a", "drill-c"]);
  });

  it("in a small sub-category are the few others there", async () => {
    const related = await relatedProducts(database.db, media, await product("mower-a"), 8);
    expect(related.map((p) => p.slug)).toEqual(["mower-b"]);
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
