import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { USD } from "~domain/money";
import { catalogPage } from "~server/catalog/catalog-page";
import { productPage } from "~server/catalog/product-detail";
import { sitePageView } from "~server/content/site-pages";
import { products, sitePages } from "~server/db/schema";
import { collectingPageTags } from "~server/page-cache/page-tags";
import { type LocalMedia, openCatalogDatabase } from "../support/catalog-database";
import { closeTestApps, serveTestApp } from "../support/http-app";
import type { TestDatabase } from "../support/test-database";

// A product page's data is kept by the process (server/db/kept-reads.ts) and dropped by the notices that drop the
// kept pages: a shopper with a session, whose page is rendered, never sees it older than what it shows.

let database: TestDatabase;
let media: LocalMedia;
const LIMITS = { reviews: 50, related: 8 };

beforeAll(async () => {
  ({ database, media } = await openCatalogDatabase());
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

const read = (slug: string) => productPage(database.db, media, slug, "en", LIMITS, false, true);

describe("a product page's kept data", () => {
  it("is read once while nothing it shows changes, and still names what it shows for the page cache", async () => {
    await database.settled();
    const first = await read("saw-a");
    const tags = new Set<string>();
    const second = await collectingPageTags(tags, () => read("saw-a"));
    expect(second).toBe(first);
    expect(tags).toContain(`product:${first?.product.id}`);
    expect([...tags].some((tag) => tag.startsWith("related:"))).toBe(true);
  });

  it("goes when its price, its stock or its listing changes, and the next read shows the change", async () => {
    const before = await read("saw-a");
    const id = before?.product.id ?? 0;
    await database.db.update(products).set({ priceCents: 4321 }).where(eq(products.id, id));
    await database.settled();
    const priced = await read("saw-a");
    expect(priced).not.toBe(before);
    expect(priced?.product.priceCents).toBe(4321);
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, id));
    await database.settled();
    expect((await read("saw-a"))?.product.stock).toBe(3);
    await database.db
      .update(products)
      .set({ hiddenAt: new Date(), hiddenReason: "checking" })
      .where(eq(products.id, id));
    await database.settled();
    expect((await read("saw-a"))?.visibility.listed).toBe(false);
  });

  it("of one product stays when another product changes", async () => {
    const kept = await read("drill-b");
    await database.db.update(products).set({ stock: 7 }).where(eq(products.slug, "saw-a"));
    await database.settled();
    expect(await read("drill-b")).toBe(kept);
  });

  it("is not used by a reader who may have just written (a loader told so reads afresh)", async () => {
    const kept = await read("drill-c");
    expect(await productPage(database.db, media, "drill-c", "en", LIMITS, false, false)).not.toBe(kept);
    expect(await read("drill-c")).toBe(kept);
  });

  it("on PostgreSQL, a write's answer marks the writer, whose pages skip the kept data for the window", async () => {
    const onPostgres = await serveTestApp({ db: database.db, media, keptReads: { stickySeconds: 5 } });
    const onPglite = await serveTestApp({ db: database.db, media, keptReads: "always" });
    const post = (site: string) =>
      fetch(`${site}/newsletter`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
        body: "email=kept-reads%40example.com",
      });
    expect((await post(onPostgres)).headers.getSetCookie().join("; ")).toMatch(/recent-write=1; Max-Age=5/);
    expect((await post(onPglite)).headers.getSetCookie().join("; ")).not.toMatch(/recent-write/);
  });
});

describe("a catalogue page's kept products", () => {
  const browse = (search: string, kept = true) =>
    catalogPage(database.db, media, "en", null, parseCatalogQuery(new URLSearchParams(search)), kept);

  it("are read once while nothing in the listing changes, and go when a product in it changes", async () => {
    await database.settled();
    const first = await browse("sort=price-asc");
    expect((await browse("sort=price-asc"))?.items).toBe(first?.items);
    // Another order is another page of products.
    expect((await browse("sort=name-asc"))?.items).not.toBe(first?.items);
    const cheapest = first?.items[0];
    await database.db
      .update(products)
      .set({ priceCents: 1 })
      .where(eq(products.id, cheapest?.id ?? 0));
    await database.settled();
    const after = await browse("sort=price-asc");
    expect(after?.items).not.toBe(first?.items);
    expect(after?.items[0]?.priceCents).toBe(1);
  });

  it("are not kept for a filtered page, nor for a reader told to read afresh", async () => {
    const kept = await browse("sort=price-asc");
    expect((await browse("sort=price-asc", false))?.items).not.toBe(kept?.items);
    const filtered = await browse("sort=price-asc&filter_radio=YES");
    expect((await browse("sort=price-asc&filter_radio=YES"))?.items).not.toBe(filtered?.items);
  });
});

describe("a site page's kept view", () => {
  const view = (kept = true) =>
    sitePageView(database.db, "terms", { locale: "en", currency: USD, paypal: false }, kept);

  it("is rendered once until the page is edited, and then shows the edit", async () => {
    await database.settled();
    const first = await view();
    expect(await view()).toBe(first);
    expect(await view(false)).not.toBe(first);
    const text = { en: "Edited terms", ru: "", ar: "" };
    await database.db
      .insert(sitePages)
      .values({ slug: "terms", title: text, body: { en: "New **rules**.", ru: "", ar: "" } });
    await database.settled();
    const edited = await view();
    expect(edited.title).toBe("Edited terms");
    expect(edited.html).toContain("<strong>rules</strong>");
  });
});
