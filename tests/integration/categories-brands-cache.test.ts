import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as brandAction } from "~/routes/admin/brand";
import { action as categoryAction } from "~/routes/admin/category";
import { setOperator } from "~server/accounts/operators";
import { brands, categories } from "~server/db/schema";
import type { PageCache } from "~server/http/page-cache";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import { appContext, callRoute, formPost } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The page cache after the operator's changes to categories and brands (issue 50, decision 054): each drops exactly
// the kept pages that show what changed.

let database: TestDatabase;
let cache: PageCache;
let site: string;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;

beforeAll(async () => {
  expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "cache-boss@example.com");
  await setOperator(database.db, operator.email, true);
  const build = (await import(path.resolve(buildDir, "server/index.js"))) as ServerBuild;
  cache = testPageCache(database);
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  site = await serveTestApp({ db: database.db, media, pageCache: cache, build });
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

async function get(address: string) {
  const response = await fetch(`${site}${address}`, { redirect: "manual" });
  const html = await response.text();
  await cache.settled();
  return {
    status: response.status,
    hit: response.headers.get("x-page-cache") === "hit",
    html,
    location: response.headers.get("location"),
  };
}

async function warm(addresses: string[]) {
  await database.settled();
  for (const address of addresses) {
    await get(address);
    expect((await get(address)).hit, `${address} is kept`).toBe(true);
  }
}

async function stillKept(addresses: string[]) {
  await database.settled();
  const kept: Record<string, boolean> = {};
  for (const address of addresses) kept[address] = (await get(address)).hit;
  return kept;
}

const product = (slug: string) => `/shop/products/${slug}`;
const catalogue = (slug: string) => `/shop/catalog/${slug}`;
const post = (
  action: (args: never) => unknown,
  url: string,
  fields: Record<string, string>,
  params: Record<string, string>,
) =>
  callRoute(action, {
    request: formPost(url, fields, operator.cookie),
    context: appContext(database.db, media),
    params,
  });

describe("the page cache after a change to the catalogue's brands and categories", () => {
  it("drops the pages naming a renamed brand and those listing every brand, and keeps the others", async () => {
    const [bolt] = await database.db.select().from(brands).where(eq(brands.slug, "bolt"));
    // drill-c is a bolt; drill-a's page shows it among the related products. The mowers' pages show crown and acme.
    const showing = [product("drill-c"), product("drill-a"), catalogue("mowers"), "/"];
    const others = [product("mower-a"), "/site/terms"];
    await warm([...showing, ...others]);
    const id = String(bolt!.id);
    const saved = await post(
      brandAction,
      `/admin/brands/${id}`,
      { intent: "save", name: "Bolt Tools", slug: "bolt", country: "" },
      { brandId: id },
    );
    expect(saved.status).toBe(303);
    const kept = await stillKept([...showing, ...others]);
    for (const address of showing) expect(kept[address], `${address} went`).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get(product("drill-c"))).html).toContain("Bolt Tools");
  });

  it("drops every page when a category is renamed (each shows it in the menu), and its old address answers 301", async () => {
    const [drills] = await database.db.select().from(categories).where(eq(categories.slug, "drills"));
    const [tools] = await database.db.select().from(categories).where(eq(categories.slug, "tools"));
    const pages = [product("mower-a"), "/site/terms", catalogue("drills"), catalogue("mowers")];
    await warm(pages);
    const id = String(drills!.id);
    const saved = await post(
      categoryAction,
      `/admin/categories/${id}`,
      {
        intent: "save",
        "name.en": "Power Drills",
        "name.ru": "",
        "name.ar": "",
        slug: "drills",
        parentId: String(tools!.id),
        layout: "category-list",
      },
      { categoryId: id },
    );
    expect(saved.status).toBe(303);
    const kept = await stillKept(pages);
    for (const address of pages) expect(kept[address], `${address} went`).toBe(false);
    expect(await get(catalogue("drills"))).toMatchObject({ status: 301, location: "/shop/catalog/power-drills" });
    expect((await get("/site/terms")).html).toContain("Power Drills");
  });

  it("drops the lists of both categories when a category's products move, and keeps a page showing neither", async () => {
    const [saws] = await database.db.select().from(categories).where(eq(categories.slug, "saws"));
    const [mowers] = await database.db.select().from(categories).where(eq(categories.slug, "mowers"));
    const showing = [catalogue("saws"), catalogue("mowers"), catalogue("garden"), catalogue("tools"), product("saw-a")];
    const others = ["/site/terms"];
    await warm([...showing, ...others]);
    const id = String(saws!.id);
    const moved = await post(
      categoryAction,
      `/admin/categories/${id}`,
      { intent: "products", to: String(mowers!.id) },
      { categoryId: id },
    );
    expect(moved.status).toBe(303);
    const kept = await stillKept([...showing, ...others]);
    for (const address of showing) expect(kept[address], `${address} went`).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
  });
});
