import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editProductAction } from "~/routes/admin/edit-product";
import { setOperator } from "~server/accounts/operators";
import { requestPasswordReset, resetPassword } from "~server/accounts/password-reset";
import { savePost } from "~server/content/blog-admin";
import { markScheduledPostsLive } from "~server/content/blog-schedule";
import {
  blogPosts,
  brands,
  categories,
  categoryBrands,
  currencies,
  homeSlides,
  mailOutbox,
  orderParts,
  orders,
  products,
  reviews,
  users,
} from "~server/db/schema";
import type { PageCache } from "~server/http/page-cache";
import { createLocalMediaStore } from "~server/media/local-store";
import { answerRating, rateSeller } from "~server/ratings/seller-ratings";
import { signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import { insertOrder } from "../support/ledger-orders";
import { appContext, callRoute, formPost } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let cache: PageCache;
let site: string;
let media: ReturnType<typeof createLocalMediaStore>;
/** Pages the app rendered: React Router's document entry was called. */
let renders = 0;
/** How far the app's clock is ahead of the system's: a scheduled post's time comes when a test moves it. */
let clockAheadMs = 0;

beforeAll(async () => {
  expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
  database = await openTestDatabase();
  const { books } = await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await database.db
    .insert(currencies)
    .values({ code: "EUR", symbol: "€", rate: "0.9", name: { en: "Euro", ru: "Евро", ar: "يورو" }, position: 1 });
  // 155 products in all, so that one product more or less does not change the number the search box says ("over 150").
  const [{ brandId } = { brandId: 0 }] = await database.db
    .select({ brandId: products.brandId })
    .from(products)
    .limit(1);
  await database.db.insert(products).values(
    Array.from({ length: 145 }, (_, n) => ({
      slug: `book-${n}`,
      name: `Book ${n}`,
      description: "A book",
      priceCents: 1000 + n,
      brandId,
      categoryId: books.id,
      createdAt: new Date(Date.now() - (30 + n) * 86_400_000),
    })),
  );
  const real = (await import(path.resolve(buildDir, "server/index.js"))) as ServerBuild;
  const render = real.entry.module.default;
  const counted: ServerBuild = {
    ...real,
    entry: {
      module: {
        ...real.entry.module,
        default: (...args: Parameters<typeof render>) => {
          renders += 1;
          return render(...args);
        },
      },
    },
  };
  cache = testPageCache(database);
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  site = await serveTestApp({
    db: database.db,
    media,
    pageCache: cache,
    build: counted,
    now: () => new Date(Date.now() + clockAheadMs),
  });
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

type Page = { status: number; hit: boolean; html: string; headers: Headers };

async function get(address: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${site}${address}`, { headers, redirect: "manual" });
  const html = await response.text();
  // What the response gave to keep is kept before the next request.
  await cache.settled();
  return {
    status: response.status,
    hit: response.headers.get("x-page-cache") === "hit",
    html,
    headers: response.headers,
  };
}

/**
 * Gets each page until it is kept (a first visit renders and keeps it), once the changes made before have dropped
 * what they drop: on PostgreSQL that news comes by NOTIFY, later when the machine is busy.
 */
async function warm(addresses: string[], headers: Record<string, string> = {}) {
  await database.settled();
  for (const address of addresses) {
    await get(address, headers);
    expect((await get(address, headers)).hit, `${address} is kept`).toBe(true);
  }
}

/** After a change: which of the pages are still kept (asking renders and keeps again those that are not). */
async function stillKept(addresses: string[], headers: Record<string, string> = {}) {
  await database.settled();
  const kept: Record<string, boolean> = {};
  for (const address of addresses) kept[address] = (await get(address, headers)).hit;
  return kept;
}

const product = (slug: string) => `/shop/products/${slug}`;
const catalogue = (slug?: string) => (slug ? `/shop/catalog/${slug}` : "/shop/catalog");

describe("the page cache for visitors without a session", () => {
  it("answers a page again without rendering it, as shareable, and 304 to its ETag", async () => {
    const first = await get(product("drill-a"));
    expect(first.hit).toBe(false);
    const before = renders;
    const again = await get(product("drill-a"));
    expect(again.hit).toBe(true);
    expect(renders).toBe(before);
    expect(again.html).toBe(first.html);
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(again.headers.get("set-cookie")).toBeNull();
    // The page's own scripts run under the kept policy: its nonce is the one in the page.
    const nonce = again.html.match(/nonce="([^"]+)"/)?.[1];
    expect(nonce).toBeTruthy();
    expect(again.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);

    const etag = again.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await fetch(`${site}${product("drill-a")}`, { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(renders).toBe(before);
  });

  it("drops a product's page and the lists it is in when its price changes, and nothing else", async () => {
    const others = [product("mower-a"), product("drill-a"), catalogue("mowers"), "/site/terms"];
    const showing = [product("saw-a"), catalogue("saws"), catalogue("tools"), catalogue()];
    await warm([...showing, ...others]);
    await database.db.update(products).set({ priceCents: 4100 }).where(eq(products.slug, "saw-a"));
    const kept = await stillKept([...showing, ...others]);
    for (const address of showing) expect(kept[address], `${address} went`).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get(product("saw-a"))).html).toContain("41.00");
  });

  it("drops a store product's page and its lists when an operator changes it in the back office, as a seller's edit", async () => {
    const operator = await signedInUser(database.db, "cache-operator@example.com");
    await setOperator(database.db, operator.email, true);
    const [saws] = await database.db.select().from(categories).where(eq(categories.slug, "saws"));
    const [acme] = await database.db.select().from(brands).where(eq(brands.slug, "acme"));
    await database.db.insert(categoryBrands).values({ categoryId: saws!.id, brandId: acme!.id });
    // saw-a is not among the five newest products the catalogue's sidebar shows as cards.
    const others = [product("mower-b"), product("drill-a"), catalogue("mowers"), "/site/terms"];
    const showing = [product("saw-a"), catalogue("saws"), catalogue("tools"), catalogue()];
    await warm([...showing, ...others]);
    expect((await get(product("saw-a"))).html).not.toContain("88.80");

    const id = await productId(database.db, "saw-a");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "SAW A",
      price: "88.80",
      compareAtPrice: "",
      stock: "9",
      description: "saw-a",
      subCategory: "saws",
      brand: "acme",
    }))
      form.append(name, value);
    // Its colours as they are (a colour changed would change the catalogue's colour counts too).
    form.append("colors", "green");
    const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    form.append("images", new File([new Uint8Array(picture)], "saw.png", { type: "image/png" }));
    const saved = await callRoute(editProductAction, {
      request: formPost(`/admin/products/${id}`, form, operator.cookie),
      context: appContext(database.db, media),
      params: { productId: String(id) },
    });
    expect(saved.status).toBe(303);

    const kept = await stillKept([...showing, ...others]);
    for (const address of showing) expect(kept[address], `${address} went`).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    const page = (await get(product("saw-a"))).html;
    expect(page).toContain("88.80");
    expect(page).toMatch(/\/media\/products\/[0-9a-f-]{36}-gallery\.webp/);
  });

  it("drops only the product's own page when its stock changes (cards show no stock count)", async () => {
    const others = [catalogue("saws"), catalogue(), product("saw-a"), "/site/terms"];
    await warm([product("saw-b"), ...others]);
    await database.db.update(products).set({ stock: 49 }).where(eq(products.slug, "saw-b"));
    const kept = await stillKept([product("saw-b"), ...others]);
    expect(kept[product("saw-b")]).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
  });

  it("drops the lists a hidden product leaves, and its page", async () => {
    // Not the mowers' page: its sidebar's newest products may change when one leaves the catalogue.
    const others = [product("mower-a"), "/site/terms"];
    const showing = [product("saw-c"), catalogue("saws"), catalogue("tools"), catalogue()];
    await warm([...showing, ...others]);
    await database.db
      .update(products)
      .set({ hiddenAt: new Date(), hiddenReason: "test" })
      .where(eq(products.slug, "saw-c"));
    const kept = await stillKept([...showing, ...others]);
    for (const address of showing) expect(kept[address], `${address} went`).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get(catalogue("saws"))).html).not.toContain("SAW C");
  });

  it("drops a product's page and card when it is reviewed, and not the pages of others", async () => {
    const user = await signedInUser(database.db, "reviewer@example.com");
    const others = [product("mower-a"), catalogue("mowers"), "/site/terms"];
    await warm([product("saw-b"), ...others]);
    await database.db.insert(reviews).values({
      productId: await productId(database.db, "saw-b"),
      userId: user.id,
      name: "Reviewer",
      email: user.email,
      body: "Drills straight and true",
      rating: 5,
    });
    const kept = await stillKept([product("saw-b"), ...others]);
    expect(kept[product("saw-b")]).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get(product("saw-b"))).html).toContain("Drills straight and true");
  });

  it("drops a seller's page when their shop is renamed or a sale of theirs completes, and no other page", async () => {
    const seller = await signedInUser(database.db, "kept-seller@example.com");
    const [row] = await database.db.select({ slug: users.shopSlug }).from(users).where(eq(users.id, seller.id));
    const sellerPage = `/shop/sellers/${row!.slug}`;
    const others = [product("mower-a"), catalogue("mowers"), "/site/terms"];
    await warm([sellerPage, ...others]);
    // A change no page shows (the language of their mail) drops nothing.
    await database.db.update(users).set({ locale: "ru" }).where(eq(users.id, seller.id));
    expect(await stillKept([sellerPage])).toEqual({ [sellerPage]: true });

    await database.db.update(users).set({ shopName: "Kept Tools" }).where(eq(users.id, seller.id));
    let kept = await stillKept([sellerPage, ...others]);
    expect(kept[sellerPage]).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get(sellerPage)).html).toContain("Kept Tools");

    const order = await insertOrder(database.db, {
      paymentMethod: "bank",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [{ sellerId: seller.id, subtotalCents: 1000, discountCents: 0, shippingCents: 0 }],
    });
    await warm([sellerPage]);
    await database.db.update(orderParts).set({ status: "completed" }).where(eq(orderParts.id, order.partIds[0]!));
    kept = await stillKept([sellerPage, ...others]);
    expect(kept[sellerPage]).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
  });

  it("drops a seller's page when a buyer rates them and when they answer, and it shows both", async () => {
    const seller = await signedInUser(database.db, "rated-seller@example.com");
    const buyer = await signedInUser(database.db, "rating-buyer@example.com");
    const [row] = await database.db.select({ slug: users.shopSlug }).from(users).where(eq(users.id, seller.id));
    const sellerPage = `/shop/sellers/${row!.slug}`;
    const others = [product("mower-a"), "/site/terms"];
    const order = await insertOrder(database.db, {
      paymentMethod: "cash",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [{ sellerId: seller.id, subtotalCents: 1000, discountCents: 0, shippingCents: 0 }],
    });
    const partId = order.partIds[0]!;
    await database.db.update(orders).set({ userId: buyer.id }).where(eq(orders.id, order.id));
    await database.db.update(orderParts).set({ status: "completed" }).where(eq(orderParts.id, partId));
    await warm([sellerPage, ...others]);

    const rated = await rateSeller(database.db, buyer.id, order.number, {
      partId,
      asDescribed: 5,
      shippingSpeed: 4,
      communication: 5,
      body: "Sharp and quick",
    });
    expect(rated.ok).toBe(true);
    let kept = await stillKept([sellerPage, ...others]);
    expect(kept[sellerPage]).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get(sellerPage)).html).toContain("Sharp and quick");

    await warm([sellerPage]);
    expect(await answerRating(database.db, seller.id, order.number, "Glad it helped")).toEqual({ ok: true });
    kept = await stillKept([sellerPage, ...others]);
    expect(kept[sellerPage]).toBe(false);
    expect((await get(sellerPage)).html).toContain("Glad it helped");
    // A repeated answer changes nothing, and drops nothing.
    await warm([sellerPage]);
    expect(await answerRating(database.db, seller.id, order.number, "Again")).toMatchObject({ ok: false });
    expect(await stillKept([sellerPage])).toEqual({ [sellerPage]: true });
  });

  it("drops the pages in a currency when its rate changes, and not those in another", async () => {
    const euro = { cookie: "currency=EUR" };
    await warm(["/site/terms", product("mower-a")], euro);
    await warm(["/site/terms", product("mower-a")]);
    await database.db.update(currencies).set({ rate: "0.95" }).where(eq(currencies.code, "EUR"));
    const inEuro = await stillKept(["/site/terms", product("mower-a")], euro);
    expect(Object.values(inEuro)).toEqual([false, false]);
    const inDollars = await stillKept(["/site/terms", product("mower-a")]);
    expect(Object.values(inDollars)).toEqual([true, true]);
    // 300 US dollars at 0.95.
    expect((await get(product("mower-a"), euro)).html).toContain("285.00");
  });

  it("drops every page that names a category when its name changes (the menu of every page does)", async () => {
    const pages = ["/site/terms", product("mower-a"), catalogue("drills")];
    await warm(pages);
    await database.db
      .update(categories)
      .set({ name: { en: "Lawn mowers", ru: "Газонокосилки", ar: "جزازات" } })
      .where(eq(categories.slug, "mowers"));
    const kept = await stillKept(pages);
    expect(Object.values(kept)).toEqual([false, false, false]);
    expect((await get("/site/terms")).html).toContain("Lawn mowers");
  });

  it("keeps one page per language and currency, and never gives one to another", async () => {
    await warm(["/site/terms"], { cookie: "lang=ru" });
    await warm(["/site/terms"]);
    const russian = await get("/site/terms", { cookie: "lang=ru" });
    const english = await get("/site/terms");
    expect(russian.hit && english.hit).toBe(true);
    expect(russian.html).toContain('lang="ru"');
    expect(english.html).toContain('lang="en"');
  });

  it("never keeps a signed-in page, a page with a cart, or a page that sets a cookie", async () => {
    const user = await signedInUser(database.db, "shopper@example.com");
    const signedIn = { cookie: user.cookie };
    await warm([product("drill-b")]);
    const before = renders;
    const first = await get(product("drill-b"), signedIn);
    const second = await get(product("drill-b"), signedIn);
    expect(renders - before).toBe(2);
    expect(first.hit || second.hit).toBe(false);
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.html).toContain("shopper");
    // Anyone else still gets the page for everyone, without that header.
    const anonymous = await get(product("drill-b"));
    expect(anonymous.hit).toBe(true);
    expect(anonymous.html).not.toContain("shopper");

    // A cart: a guest session.
    const add = await fetch(`${site}/shop/cart`, {
      method: "POST",
      body: new URLSearchParams({
        intent: "add",
        productId: String(await productId(database.db, "drill-a")),
        quantity: "1",
        redirectTo: "/site/terms",
      }),
      headers: { origin: site },
      redirect: "manual",
    });
    const session = add.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .find((pair) => pair?.startsWith("sid="));
    expect(session).toBeTruthy();
    const withCart = { cookie: session ?? "" };
    const cartPages = [await get("/site/terms", withCart), await get("/site/terms", withCart)];
    expect(cartPages.some((page) => page.hit)).toBe(false);
    expect(cartPages[1]?.headers.get("cache-control")).toBe("private, no-store");

    // ?dir= sets the language cookie: that answer is never kept.
    const rtl = [await get("/site/terms?dir=rtl"), await get("/site/terms?dir=rtl")];
    expect(rtl.some((page) => page.hit)).toBe(false);
    expect(rtl[1]?.headers.get("set-cookie")).toContain("lang=ar");
  });

  it("a listing that changes the number the search box says drops every page that says it", async () => {
    await warm(["/site/terms", product("mower-a")]);
    const [{ listed } = { listed: 0 }] = await database.db
      .select({ listed: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.listed}`);
    // Hide books until the rounded number changes (it is "over 150" now; at 149 it says "over 140").
    const books = await database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.slug} like 'book-%' and ${products.listed}`)
      .limit(listed - 149);
    for (const { id } of books)
      await database.db.update(products).set({ hiddenAt: new Date(), hiddenReason: "test" }).where(eq(products.id, id));
    await database.settled();
    // The rounded number is read again after the notice: the pages go a moment later.
    await expect.poll(async () => (await get("/site/terms")).hit).toBe(false);
    expect((await get(product("mower-a"))).hit).toBe(false);
  });

  it("a statement changing more products than one notice can name (a shop changing hands) drops every page, and succeeds", async () => {
    const first = await signedInUser(database.db, "first-shop@example.com");
    const second = await signedInUser(database.db, "second-shop@example.com");
    const books = sql`${products.slug} like 'book-%'`;
    await database.db.update(products).set({ ownerId: first.id }).where(books);
    await warm(["/site/terms", product("mower-a")]);
    // Each book's fact now names both sellers' pages: 290 facts, more than the 8,000 bytes a notice carries.
    const moved = await database.db
      .update(products)
      .set({ ownerId: second.id })
      .where(books)
      .returning({ id: products.id });
    expect(moved).toHaveLength(145);
    const kept = await stillKept(["/site/terms", product("mower-a")]);
    expect(Object.values(kept)).toEqual([false, false]);
  });
  it("drops the blog's pages and the home page's news when an operator changes a post, and no product's page", async () => {
    const operator = await signedInUser(database.db, "cache-blogger@example.com");
    await setOperator(database.db, operator.email, true);
    const text = (en: string) => ({ en, ru: "", ar: "" });
    const [post] = await database.db
      .insert(blogPosts)
      .values({
        slug: "cache-post",
        title: text("Chisels kept"),
        excerpt: text("An excerpt."),
        body: text("A body."),
        category: "workshop",
        tags: ["chisels"],
        author: "Ann",
        publishedAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: blogPosts.id });
    const showing = [
      "/blog/posts/cache-post",
      "/blog/category-classic",
      "/blog/category-grid?tag=chisels",
      "/blog/category-list?category=workshop",
      "/",
    ];
    const others = [product("saw-a"), catalogue("saws"), "/site/terms"];
    await warm([...showing, ...others]);
    const saved = await savePost(
      database.db,
      media,
      operator,
      post!.id,
      {
        title: text("Chisels changed"),
        excerpt: text("An excerpt."),
        body: text("A body."),
        slug: "cache-post",
        category: "workshop",
        tags: ["chisels"],
        author: "Ann",
        status: "published",
        publishedAt: new Date(Date.now() - 86_400_000),
        removeCover: false,
      },
      null,
    );
    expect(saved.ok).toBe(true);
    const kept = await stillKept([...showing, ...others]);
    for (const address of showing) expect(kept[address], `${address} went`).toBe(false);
    for (const address of others) expect(kept[address], `${address} stayed`).toBe(true);
    expect((await get("/blog/posts/cache-post")).html).toContain("Chisels changed");
  });

  it("drops the blog's pages when a scheduled post's time comes, through the job that marks it live", async () => {
    const text = (en: string) => ({ en, ru: "", ar: "" });
    await database.db.insert(blogPosts).values({
      slug: "cache-scheduled",
      title: text("Scheduled for later"),
      excerpt: text("An excerpt."),
      body: text("A body."),
      category: "reviews",
      author: "Ann",
      publishedAt: new Date(Date.now() + 3_600_000),
      live: false,
    });
    const listing = "/blog/category-classic?category=reviews";
    await warm([listing, "/", product("saw-a")]);
    expect((await get(listing)).html).not.toContain("Scheduled for later");
    expect((await get("/blog/posts/cache-scheduled")).status).toBe(404);
    // Its time comes: the kept listing would go on hiding it, until the job's pass.
    clockAheadMs = 2 * 3_600_000;
    const clock = () => new Date(Date.now() + clockAheadMs);
    expect(await stillKept([listing])).toEqual({ [listing]: true });
    expect(await markScheduledPostsLive(database.db, clock)).toBe(1);
    expect(await stillKept([listing, "/", product("saw-a")])).toEqual({
      [listing]: false,
      "/": false,
      [product("saw-a")]: true,
    });
    expect((await get(listing)).html).toContain("Scheduled for later");
    expect((await get("/blog/posts/cache-scheduled")).status).toBe(200);
    clockAheadMs = 0;
  });
});

describe("pages no cache may keep, and pages that change by themselves", () => {
  it("says a used password reset link cannot be used on its first display after use, and lets no cache keep it", async () => {
    await signedInUser(database.db, "cache-reset@example.com");
    expect(
      await requestPasswordReset(database.db, "cache-reset@example.com", { clientIp: "192.0.2.60", locale: "en" }),
    ).toEqual({ ok: true });
    const [mail] = await database.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "password-reset"), eq(mailOutbox.recipient, "cache-reset@example.com")));
    const token = (mail?.payload as { token?: string } | undefined)?.token ?? "";
    const link = `/account/reset-password?token=${token}`;
    const unused = await get(link);
    expect(unused.headers.get("cache-control")).toBe("private, no-store");
    expect(unused.html).toContain('name="token"');
    expect((await get(link)).hit).toBe(false);
    const password = "a new password 1";
    expect(await resetPassword(database.db, { token, password, confirm: password })).toMatchObject({ ok: true });
    const used = await get(link);
    expect(used.hit).toBe(false);
    expect(used.html).toContain("This link cannot be used");
    expect(used.html).not.toContain('name="token"');
  });

  it("drops the home page the moment a slide on it ends, and tells caches in front to keep it no longer", async () => {
    let aheadMs = 0;
    const clock = () => Date.now() + aheadMs;
    const timed = testPageCache(database, { now: clock });
    const timedSite = await serveTestApp({ db: database.db, media, pageCache: timed, now: () => new Date(clock()) });
    const home = async () => {
      const response = await fetch(`${timedSite}/`);
      const html = await response.text();
      await timed.settled();
      return {
        hit: response.headers.get("x-page-cache") === "hit",
        html,
        control: response.headers.get("cache-control"),
      };
    };
    await database.db.insert(homeSlides).values({
      headline: { en: "Sale ends in two seconds", ru: "Распродажа", ar: "تخفيضات" },
      text: { en: "", ru: "", ar: "" },
      buttonLabel: { en: "Shop", ru: "Купить", ar: "تسوق" },
      link: "/shop/catalog",
      position: 99,
      showsUntil: new Date(clock() + 2_000),
    });
    await database.settled();
    const first = await home();
    expect(first.html).toContain("Sale ends in two seconds");
    // A cache in front keeps it at most until the slide ends, and never serves it stale after.
    expect(first.control).toMatch(/^public, max-age=0, s-maxage=[0-2]$/);
    expect((await home()).hit).toBe(true);
    aheadMs = 3_000;
    const after = await home();
    expect(after.hit).toBe(false);
    expect(after.html).not.toContain("Sale ends in two seconds");
    await database.db.delete(homeSlides).where(eq(homeSlides.position, 99));
  });
});
