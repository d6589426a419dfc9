import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { blogPosts, categories, users } from "~server/db/schema";
import type { PageCache } from "~server/http/page-cache";
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from "~server/http/public-pages";
import { DEMO_PRODUCT_SLUG } from "~server/seed/demo";
import { signedInUser } from "../support/accounts";
import { openDemoDatabase } from "../support/demo-pictures";
import { closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import type { TestDatabase } from "../support/test-database";

// What every route of the route table tells caches, asked by a visitor without a session (decision 063): a page the
// same for everyone may be kept (`public`), anything else is `private, no-store`, and so is any page asked with a
// secret or an email in its address.

let database: TestDatabase;
let cache: PageCache;
let site: string;
/** A real value for each path parameter, so that public pages answer 200. */
const real: Record<string, string> = {};

/** Every route path of the route table, as app/routes.ts writes it (no leading slash; the index is ""). */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? (parent ? `${parent}/${entry.path}` : entry.path) : parent;
    return entry.children ? routePaths(entry.children, own) : [own];
  });
}
const ROUTES = [...new Set(routePaths(routes as RouteConfigEntry[]))];
const PUBLIC: readonly string[] = PUBLIC_ROUTES;
const PRIVATE: readonly string[] = PRIVATE_ROUTES;

/** Whether a route path has a decision: named in a list, or inside an area the private list names whole (`account/*`). */
function decided(route: string): "public" | "private" | null {
  if (PUBLIC.includes(route)) return "public";
  if (PRIVATE.includes(route)) return "private";
  const area = PRIVATE.find((entry) => entry.endsWith("/*") && route.startsWith(entry.slice(0, -1)));
  return area ? "private" : null;
}

/** The route's address with real values for its parameters (an optional one left out). */
function addressOf(route: string): string {
  const segments = route
    .split("/")
    .filter((segment) => !(segment.startsWith(":") && segment.endsWith("?")))
    .map((segment) => (segment === "*" ? "no-such-page" : segment.startsWith(":") ? real[segment.slice(1)] : segment));
  return `/${segments.join("/")}`;
}

beforeAll(async () => {
  const demo = await openDemoDatabase();
  database = demo.database;
  const { media } = demo;
  cache = testPageCache(database);
  site = await serveTestApp({ db: database.db, media, pageCache: cache });
  const [category] = await database.db.select({ slug: categories.slug }).from(categories).limit(1);
  const [post] = await database.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  // A seller with a shop of their own: the demo's products are the store's.
  const seller = await signedInUser(database.db, "cache-seller@example.com");
  await database.db.update(users).set({ shopSlug: "cache-seller" }).where(eq(users.id, seller.id));
  const home = await (await fetch(site)).text();
  const messages = /href="\/locales\/([^"]+)"[^>]*data-messages/.exec(home)?.[1];
  Object.assign(real, {
    slug: DEMO_PRODUCT_SLUG,
    categorySlug: category?.slug,
    query: "drill",
    file: messages,
    name: "pages.xml",
    topLevel: "anything",
  });
  expect(Object.values(real).every(Boolean), JSON.stringify(real)).toBe(true);
  // The seller's page and the blog's post have their own slugs.
  Object.assign(real, { sellerSlug: "cache-seller", postSlug: post?.slug });
}, 240_000);

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

/** The address a public route is asked at: the seller's and the post's slugs are their own. */
function publicAddress(route: string): string {
  if (route === "shop/sellers/:slug") return `/shop/sellers/${real.sellerSlug}`;
  if (route === "blog/posts/:slug") return `/blog/posts/${real.postSlug}`;
  return addressOf(route);
}

async function cacheControl(address: string): Promise<{ status: number; header: string }> {
  const response = await fetch(`${site}${address}`, { redirect: "manual" });
  await response.arrayBuffer();
  await cache.settled();
  return { status: response.status, header: response.headers.get("cache-control") ?? "" };
}

describe("what each route tells caches", () => {
  it("has a decision for every route of the route table, and only one", () => {
    const undecided = ROUTES.filter((route) => decided(route) === null);
    expect(undecided, "routes in neither list of server/http/public-pages.ts").toEqual([]);
    expect(PUBLIC.filter((route) => PRIVATE.includes(route))).toEqual([]);
    // Every route named is one of the table's (a renamed route leaves no stale decision behind).
    const named = [...PUBLIC, ...PRIVATE].filter((route) => !route.endsWith("/*"));
    expect(named.filter((route) => !ROUTES.includes(route))).toEqual([]);
  });

  it("lets caches keep the public pages, asked plainly, and never with a token or an email in the address", async () => {
    for (const route of ROUTES.filter((route) => decided(route) === "public")) {
      const address = publicAddress(route);
      const plain = await cacheControl(address);
      // /site/not-found answers 404, as any "Page Not Found": never kept, whatever its route.
      if (route === "site/not-found") {
        expect(plain.status).toBe(404);
        expect(plain.header, address).not.toMatch(/public/);
        continue;
      }
      expect(plain.status, address).toBe(200);
      expect(plain.header, address).toMatch(/\bpublic\b/);
      const glue = address.includes("?") ? "&" : "?";
      for (const secret of ["token=0123456789abcdef", "email=ada%40example.com", "orderId=100001"]) {
        const asked = await cacheControl(`${address}${glue}${secret}`);
        expect(asked.header, `${address}${glue}${secret}`).not.toMatch(/public|s-maxage/);
        expect(asked.header, `${address}${glue}${secret}`).toMatch(/no-store|private/);
      }
    }
  }, 240_000);

  it("answers every other route private, no-store: someone's pages, pages reached with a secret, redirects", async () => {
    for (const route of ROUTES.filter((route) => decided(route) === "private")) {
      for (const address of [addressOf(route), `${addressOf(route)}?token=0123456789abcdef&email=ada%40example.com`]) {
        const { header } = await cacheControl(address);
        expect(header, address).not.toMatch(/public|s-maxage/);
        // Search suggestions may be kept by the browser that asked, a minute (their own rule); nothing else at all.
        if (route === "shop/search-suggestions") expect(header, address).toMatch(/\bprivate\b/);
        else expect(header, address).toMatch(/no-store/);
      }
    }
  }, 240_000);
});
