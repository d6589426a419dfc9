import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { loader as indexLoader } from "~/routes/seo/sitemap-index";
import { PRODUCTS_PER_SITEMAP } from "~server/content/sitemap";
import { blogPosts, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { appContext, callRoute, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
const ORIGIN = "https://tools.example";
const context = () =>
  appContext(database.db, createLocalMediaStore(path.join(database.dataDir, "media")), { publicUrl: ORIGIN });
const text = (en: string) => ({ en, ru: en, ar: en });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  // A product far along the ids: the second product sitemap holds it alone.
  const [first] = await database.db.select().from(products).limit(1);
  await database.db.insert(products).values({ ...first!, id: PRODUCTS_PER_SITEMAP + 5, slug: "far & away" });
  await database.db.insert(blogPosts).values({
    slug: "first-post",
    title: text("First"),
    excerpt: text("Excerpt"),
    body: text("Body"),
    category: "workshop",
    author: "Ann",
    publishedAt: new Date("2026-03-04T05:06:07Z"),
  });
});

afterAll(async () => {
  await database?.cleanup();
});

const locs = (xml = "") => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");

async function sitemap(name: string) {
  return callRoute(sitemapLoader, { request: pageRequest(`/sitemaps/${name}`), context: context(), params: { name } });
}

describe("the sitemap", () => {
  it("is an index of the pages' sitemap, the sellers' and one sitemap per range of product ids", async () => {
    const index = await callRoute(indexLoader, { request: pageRequest("/sitemap.xml"), context: context() });
    expect(index).toMatchObject({ status: 200, contentType: "application/xml; charset=utf-8" });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/sellers.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
    ]);
  });

  it("lists the fixed pages, every category and sub-category, and every post with its date", async () => {
    const pages = await sitemap("pages.xml");
    expect(pages.status).toBe(200);
    const urls = locs(pages.body);
    for (const page of ["/", "/shop/catalog", "/blog/category-classic", "/site/about-us", "/site/contact-us"]) {
      expect(urls).toContain(`${ORIGIN}${page}`);
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/shop/catalog/tools`,
        `${ORIGIN}/shop/catalog/garden`,
        `${ORIGIN}/shop/catalog/books`,
        `${ORIGIN}/shop/catalog/tools?filter_category=drills`,
        `${ORIGIN}/shop/catalog/garden?filter_category=mowers`,
        `${ORIGIN}/blog/posts/first-post`,
      ]),
    );
    expect(pages.body).toContain(
      `<url><loc>${ORIGIN}/blog/posts/first-post</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`,
    );
    // Account, cart and checkout pages are nobody's to find.
    expect(urls.filter((url) => /account|cart|checkout/.test(url))).toEqual([]);
  });

  it("lists every product once, its slug percent-encoded, and answers 404 for a sitemap it never listed", async () => {
    const first = locs((await sitemap("products-1.xml")).body);
    expect(first).toHaveLength(10);
    expect(first).toContain(`${ORIGIN}/shop/products/drill-a`);
    const second = await sitemap("products-2.xml");
    expect(locs(second.body)).toEqual([`${ORIGIN}/shop/products/far%20%26%20away`]);
    expect(locs((await sitemap("products-3.xml")).body)).toEqual([]);
    for (const name of ["products-0.xml", "products-x.xml", "posts.xml", "pages.xml.gz"]) {
      expect((await sitemap(name)).status).toBe(404);
    }
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of accounts, carts and search results", async () => {
    const robots = await callRoute(robotsLoader, { request: pageRequest("/robots.txt"), context: context() });
    expect(robots.contentType).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("User-agent: *\n");
    expect(robots.body).toContain("Disallow: /account/\n");
    expect(robots.body).toContain("Disallow: /shop/checkout\n");
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
