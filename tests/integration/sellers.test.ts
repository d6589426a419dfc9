import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as orderLoader } from "~/routes/account/order";
import { action as shopAction, loader as shopLoader } from "~/routes/account/shop";
import { loader as catalogLoader } from "~/routes/catalog";
import { loader as checkoutSuccessLoader } from "~/routes/checkout-success";
import { loader as productLoader } from "~/routes/product";
import { loader as quickViewLoader } from "~/routes/quick-view";
import { loader as sellerLoader } from "~/routes/seller";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { loader as sitemapIndexLoader } from "~/routes/seo/sitemap-index";
import { USD } from "~domain/money";
import { sellerPath } from "~domain/seller-links";
import { registerSchema, registerUser } from "~server/accounts/users";
import { shelf } from "~server/catalog/shelves";
import { orderParts, orders, products, users } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { searchProducts } from "~server/search/products";
import { readStoreSettings } from "~server/settings/store-settings";
import { addToCart } from "~server/shopping/cart";
import { pricedCart } from "~server/shopping/priced-cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { firstColor, productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let seller: SignedIn;
let quiet: SignedIn;
let buyer: SignedIn;
const ORIGIN = "https://tools.example";
// The seller's products: drill-b (25 $), drill-c (50 $), saw-a (40 $), mower-a (300 $); the rest are the store's.
const SELLERS_PRODUCTS = ["drill-b", "drill-c", "saw-a", "mower-a"];

const context = () => appContext(database.db, media, { publicUrl: ORIGIN });
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  seller = await signedInUser(database.db, "ann@example.com");
  quiet = await signedInUser(database.db, "quiet@example.com");
  buyer = await signedInUser(database.db, "buyer@example.com");
  await database.db.update(products).set({ ownerId: seller.id }).where(inArray(products.slug, SELLERS_PRODUCTS));
  // Reviews as the review form keeps them: 5+4 on drill-b, 3 on drill-c (4 out of 5 from 3 reviews).
  await database.db.update(products).set({ ratingSum: 9, ratingCount: 2 }).where(eq(products.slug, "drill-b"));
  await database.db.update(products).set({ ratingSum: 3, ratingCount: 1 }).where(eq(products.slug, "drill-c"));
  // A review of the store's own product is not the seller's.
  await database.db.update(products).set({ ratingSum: 1, ratingCount: 1 }).where(eq(products.slug, "drill-a"));
});

afterAll(async () => {
  await database?.cleanup();
});

async function slugOf(userId: string): Promise<string> {
  const [row] = await db().select({ slug: users.shopSlug }).from(users).where(eq(users.id, userId));
  return row?.slug ?? "";
}

/** Saves a shop through its form, as the signed-in user's browser posts it. */
function postShop(who: SignedIn, fields: Record<string, string>) {
  return callRoute(shopAction, {
    request: formPost("/account/shop", { description: "", country: "", ...fields }, who.cookie),
    context: context(),
  });
}

function sellerPageOf(slug: string, search = "") {
  return callRoute(sellerLoader, {
    request: pageRequest(`${sellerPath(slug)}${search}`),
    context: context(),
    params: { slug },
  });
}

type SellerData = {
  seller: { name: string; slug: string; country: string | null; description: string | null; memberSince: string };
  countryName: string | null;
  rating: { average: number; count: number };
  completedSales: number;
  total: number;
  items: { slug: string; seller: { name: string; slug: string | null } | null }[];
};

async function placeOrderOf(slugs: string[]) {
  const owner = { userId: buyer.id };
  for (const slug of slugs) {
    const id = await productId(db(), slug);
    await addToCart(db(), owner, id, 1, await firstColor(db(), id));
  }
  const placed = await placeOrder(db(), {
    owner,
    userId: buyer.id,
    sessionId: null,
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput(),
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  return placed.number;
}

describe("a new account's shop slug", () => {
  it("is its name in its own script, lower-case, numbered when another account has it", async () => {
    const register = async (userName: string, email: string) => {
      const input = registerSchema.parse({ userName, email, password: "long enough", confirm: "long enough" });
      const result = await registerUser(db(), input);
      if (!result.ok) throw new Error("refused");
      return slugOf(result.user.id);
    };
    expect(await register("Мастерская Ивана", "ivan@example.com")).toBe("мастерская-ивана");
    expect(await register("мастерская ИВАНА", "ivan2@example.com")).toBe("мастерская-ивана-2");
    expect(await register("ورشة أحمد", "ahmed@example.com")).toBe("ورشة-أحمد");
    expect(await slugOf(seller.id)).toBe("ann");
  });
});

describe("the shop form", () => {
  it("shows the display name until the seller chooses a shop name, and only to a signed-in user", async () => {
    const page = await callRoute(shopLoader, {
      request: pageRequest("/account/shop", quiet.cookie),
      context: context(),
    });
    expect(page.data).toMatchObject({ shop: { shopName: "quiet", description: "", country: "", slug: "quiet" } });
    const guest = await callRoute(shopLoader, { request: pageRequest("/account/shop"), context: context() });
    expect(guest.status).toBe(302);
    expect(guest.location).toContain("/account/login");
  });

  it("saves the name, description and country, and the page's slug follows the name", async () => {
    const saved = await postShop(seller, {
      shopName: "  Ann's Workshop ",
      description: "Restored hand tools.\r\nShipped from Lyon.",
      country: "FR",
    });
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await db()
      .select({
        name: users.shopName,
        slug: users.shopSlug,
        description: users.shopDescription,
        country: users.shopCountry,
      })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(row).toEqual({
      name: "Ann's Workshop",
      slug: "ann-s-workshop",
      description: "Restored hand tools.\nShipped from Lyon.",
      country: "FR",
    });
    // The old address leads to the new one (decision 054).
    expect(await sellerPageOf("ann")).toMatchObject({ status: 301, location: "/shop/sellers/ann-s-workshop" });
  });

  it("refuses a name another shop has, whatever its letter case, beside the field with what was typed", async () => {
    const refused = await postShop(quiet, { shopName: "ANN'S WORKSHOP", description: "Mine", country: "DE" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      errors: { shopName: "shop.errors.nameTaken" },
      values: { shopName: "ANN'S WORKSHOP", description: "Mine", country: "DE" },
    });
    const [row] = await db().select({ name: users.shopName }).from(users).where(eq(users.id, quiet.id));
    expect(row?.name).toBeNull();
  });

  it("checks every field: a name, at most 1,000 characters of description, a country of the list", async () => {
    const refused = await postShop(quiet, { shopName: " ", description: "x".repeat(1001), country: "XX" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: {
        shopName: "errors.required",
        description: "shop.errors.descriptionTooLong",
        country: "addresses.errors.countryInvalid",
      },
    });
    expect(await postShop(quiet, { shopName: "Q", description: "x".repeat(1000) })).toMatchObject({ status: 200 });
  });

  it("changes only the signed-in user's own shop, whatever the form names", async () => {
    const before = await db().select().from(users).where(eq(users.id, seller.id));
    const posted = await callRoute(shopAction, {
      request: formPost(
        "/account/shop",
        { shopName: "Taken Over", description: "", country: "", userId: seller.id, id: seller.id },
        quiet.cookie,
      ),
      context: context(),
    });
    expect(posted.status).toBe(200);
    const [mine] = await db().select({ name: users.shopName }).from(users).where(eq(users.id, quiet.id));
    expect(mine?.name).toBe("Taken Over");
    expect(await db().select().from(users).where(eq(users.id, seller.id))).toEqual(before);
    // A guest changes nobody's shop.
    const guest = await callRoute(shopAction, {
      request: formPost("/account/shop", { shopName: "Guest", description: "", country: "" }),
      context: context(),
    });
    expect(guest.status).toBe(302);
    expect(await db().select().from(users).where(eq(users.shopName, "Guest"))).toEqual([]);
  });
});

describe("a seller's page", () => {
  it("shows the shop's name, country, description, rating from their products' reviews and completed sales", async () => {
    // Two orders hold the seller's products; one part is completed, one still pending.
    const first = await placeOrderOf(["drill-b"]);
    await placeOrderOf(["saw-a"]);
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, first));
    await db().update(orderParts).set({ status: "completed" }).where(eq(orderParts.orderId, order!.id));

    const page = await sellerPageOf("ann-s-workshop");
    expect(page.status).toBe(200);
    const data = page.data as SellerData;
    expect(data.seller).toMatchObject({
      name: "Ann's Workshop",
      slug: "ann-s-workshop",
      country: "FR",
      description: "Restored hand tools.\nShipped from Lyon.",
    });
    expect(data.countryName).toBe("France");
    expect(new Date(data.seller.memberSince).getTime()).toBeLessThanOrEqual(Date.now());
    expect(data.rating).toEqual({ average: 4, count: 3 });
    expect(data.completedSales).toBe(1);
    expect(data.total).toBe(4);
  });

  it("names the country in the visitor's language", async () => {
    const page = await callRoute(sellerLoader, {
      request: pageRequest("/shop/sellers/ann-s-workshop"),
      context: appContext(db(), media, { prefs: { locale: "ru", currency: "USD" } }),
      params: { slug: "ann-s-workshop" },
    });
    expect((page.data as SellerData).countryName).toBe("Франция");
  });

  it("lists only their listed products, sorted and paged as the catalogue sorts and pages", async () => {
    const slugs = async (search: string) =>
      ((await sellerPageOf("ann-s-workshop", search)).data as SellerData).items.map((item) => item.slug);
    // Newest first (drill-b is 2 days old, drill-c 3, saw-a 6, mower-a 9).
    expect(await slugs("")).toEqual(["drill-b", "drill-c", "saw-a", "mower-a"]);
    expect(await slugs("?sort=price-desc")).toEqual(["mower-a", "drill-c", "saw-a", "drill-b"]);
    expect(await slugs("?sort=name-asc")).toEqual(["drill-b", "drill-c", "mower-a", "saw-a"]);
    // The catalogue's filters are not this page's: the brand filter is ignored.
    expect(await slugs("?sort=price-asc&filter_check=crown")).toEqual(["drill-b", "saw-a", "drill-c", "mower-a"]);

    // Paged by the catalogue's page sizes: 12 a page by default, a page past the end goes to the last.
    const extra = Array.from({ length: 10 }, (_, i) => ({ slug: `seller-extra-${i}`, daysOld: 20 + i }));
    const [template] = await db().select().from(products).where(eq(products.slug, "drill-b"));
    const { id: _id, searchVector: _vector, ...columns } = template!;
    await db()
      .insert(products)
      .values(
        extra.map((p) => ({
          ...columns,
          slug: p.slug,
          name: p.slug,
          ratingSum: 0,
          ratingCount: 0,
          createdAt: new Date(Date.now() - p.daysOld * 86_400_000),
        })),
      );
    const second = await sellerPageOf("ann-s-workshop", "?page=2");
    expect((second.data as SellerData).total).toBe(14);
    expect((second.data as SellerData).items.map((item) => item.slug)).toEqual(["seller-extra-8", "seller-extra-9"]);
    const past = await sellerPageOf("ann-s-workshop", "?page=9&sort=name-asc");
    expect(past).toMatchObject({ status: 302, location: "/shop/sellers/ann-s-workshop?page=2&sort=name-asc" });

    // A listing the store hid is not on the page.
    await db().update(products).set({ hiddenAt: new Date(), hiddenReason: "Broken" }).where(eq(products.slug, "saw-a"));
    const afterHiding = (await sellerPageOf("ann-s-workshop", "?limit=24")).data as SellerData;
    expect(afterHiding.total).toBe(13);
    expect(afterHiding.items.map((item) => item.slug)).not.toContain("saw-a");
    await db().update(products).set({ hiddenAt: null, hiddenReason: null }).where(eq(products.slug, "saw-a"));
    await db().delete(products).where(sql`${products.slug} like 'seller-extra-%'`);
  });

  it("exists for a seller without listings, who has none to show", async () => {
    const page = await sellerPageOf(await slugOf(buyer.id));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ seller: { name: "buyer" }, total: 0, items: [], rating: { count: 0 } });
  });

  it("is not found for an unknown slug, and for a locked seller", async () => {
    expect((await sellerPageOf("nobody-has-this")).status).toBe(404);
    const slug = await slugOf(quiet.id);
    expect((await sellerPageOf(slug)).status).toBe(200);
    await db().update(users).set({ lockedAt: new Date() }).where(eq(users.id, quiet.id));
    expect((await sellerPageOf(slug)).status).toBe(404);
    await db().update(users).set({ lockedAt: null }).where(eq(users.id, quiet.id));
  });

  it("sends an address written in capitals to the slug's own", async () => {
    const page = await sellerPageOf("ANN-S-WORKSHOP", "?sort=price-asc");
    expect(page).toMatchObject({ status: 301, location: "/shop/sellers/ann-s-workshop?sort=price-asc" });
  });
});

describe("the sitemap", () => {
  const locs = (xml = "") => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");

  it("lists the pages of the sellers who have listed products and are not locked", async () => {
    const index = await callRoute(sitemapIndexLoader, { request: pageRequest("/sitemap.xml"), context: context() });
    expect(locs(index.body)).toContain(`${ORIGIN}/sitemaps/sellers.xml`);
    const before = await callRoute(sitemapLoader, {
      request: pageRequest("/sitemaps/sellers.xml"),
      context: context(),
      params: { name: "sellers.xml" },
    });
    expect(before.status).toBe(200);
    // The seller with listings; not the buyer, nor "quiet", who have none.
    expect(locs(before.body)).toEqual([`${ORIGIN}/shop/sellers/ann-s-workshop`]);

    // Scripts other than Latin are percent-encoded in the address.
    await postShop(seller, { shopName: "Мастерская Анны" });
    await db().update(users).set({ lockedAt: new Date() }).where(eq(users.id, quiet.id));
    await db().update(products).set({ ownerId: quiet.id }).where(eq(products.slug, "drill-a"));
    const after = await callRoute(sitemapLoader, {
      request: pageRequest("/sitemaps/sellers.xml"),
      context: context(),
      params: { name: "sellers.xml" },
    });
    expect(locs(after.body)).toEqual([`${ORIGIN}/shop/sellers/${encodeURIComponent("мастерская-анны")}`]);
    await db().update(products).set({ ownerId: null }).where(eq(products.slug, "drill-a"));
    await db().update(users).set({ lockedAt: null }).where(eq(users.id, quiet.id));
  });
});

describe("Sold by", () => {
  const ann = () => ({ name: "Мастерская Анны", slug: "мастерская-анны" });

  it("is on every card: the catalogue, shelves, search results, and the store's own products say the store", async () => {
    const catalog = await callRoute(catalogLoader, {
      request: pageRequest("/shop/catalog/tools?filter_category=drills"),
      context: context(),
      params: { categorySlug: "tools" },
    });
    const cards = (catalog.data as SellerData).items;
    expect(Object.fromEntries(cards.map((card) => [card.slug, card.seller]))).toEqual({
      "drill-a": null,
      "drill-b": ann(),
      "drill-c": ann(),
      "drill-d": null,
      "drill-e": null,
    });
    const latest = await shelf(db(), media, "en", "latest", 10);
    expect(latest.find((card) => card.slug === "drill-b")?.seller).toEqual(ann());
    const found = await searchProducts(db(), media, "en", "drill");
    expect(found.items.find((card) => card.slug === "drill-c")?.seller).toEqual(ann());
  });

  it("on the home page's shelves, kept in memory, follows a new shop name at once", async () => {
    const drillB = async () =>
      (await shelf(db(), media, "en", "latest", 10)).find((card) => card.slug === "drill-b")?.seller;
    expect(await drillB()).toEqual(ann());
    await postShop(seller, { shopName: "Anna Tools" });
    await database.settled();
    expect(await drillB()).toEqual({ name: "Anna Tools", slug: "anna-tools" });
    await postShop(seller, { shopName: "Мастерская Анны" });
    await database.settled();
  });

  it("is on the product page, its related products and the quick view", async () => {
    const page = await callRoute(productLoader, {
      request: pageRequest("/shop/products/drill-b"),
      context: context(),
      params: { slug: "drill-b" },
    });
    const data = page.data as { product: SellerData["items"][number]; related: SellerData["items"] };
    expect(data.product.seller).toEqual(ann());
    expect(data.related.find((card) => card.slug === "drill-c")?.seller).toEqual(ann());
    expect(data.related.find((card) => card.slug === "drill-a")?.seller).toBeNull();
    const quick = await callRoute(quickViewLoader, {
      request: pageRequest("/shop/quick-view/drill-c"),
      context: context(),
      params: { slug: "drill-c" },
    });
    expect(quick.data).toMatchObject({ product: { seller: ann() } });
  });

  it("heads the cart's parcels, and names each part and line of the buyer's order and thank-you page", async () => {
    const owner = { userId: buyer.id };
    await addToCart(db(), owner, await productId(db(), "drill-c"), 1);
    await addToCart(db(), owner, await productId(db(), "drill-a"), 1);
    const cart = await pricedCart(db(), media, owner, USD, await readStoreSettings(db()));
    expect(cart.parcels.map((parcel) => parcel.seller)).toEqual([{ id: seller.id, ...ann() }, null]);

    const placed = await placeOrder(db(), {
      owner,
      userId: buyer.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    if (!placed.ok) throw new Error("refused");
    type OrderData = {
      detail: {
        parts: { id: number; seller: { name: string; slug: string | null } | null }[];
        lines: { slug: string; partId: number }[];
      };
    };
    const page = await callRoute(orderLoader, {
      request: pageRequest(`/account/orders/${placed.number}`, buyer.cookie),
      context: context(),
      params: { orderId: placed.number },
    });
    const { parts, lines } = (page.data as OrderData).detail;
    const sellerOfLine = (slug: string) => {
      const line = lines.find((l) => l.slug === slug);
      return parts.find((part) => part.id === line?.partId)?.seller;
    };
    expect(sellerOfLine("drill-c")).toMatchObject(ann());
    expect(sellerOfLine("drill-a")).toBeNull();
    const thanks = await callRoute(checkoutSuccessLoader, {
      request: pageRequest(`/shop/checkout/success?order=${placed.number}`, buyer.cookie),
      context: context(),
    });
    expect(JSON.stringify(thanks.data)).toContain('"slug":"мастерская-анны"');
  });
});
