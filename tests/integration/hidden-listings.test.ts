import path from "node:path";
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as listingsAction, loader as listingsLoader } from "~/routes/admin/listings";
import { action as usersAction } from "~/routes/admin/users";
import { loader as productLoader } from "~/routes/product";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { USD } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { setOperator } from "~server/accounts/operators";
import { catalogPage } from "~server/catalog/catalog-page";
import { productPage } from "~server/catalog/product-detail";
import { quickViewBySlug } from "~server/catalog/quick-view";
import { productPageOfOwner } from "~server/catalog/seller-products";
import { shelf } from "~server/catalog/shelves";
import { productEntries } from "~server/content/sitemap";
import { auditLog, mailOutbox, products, stockAlerts } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { placeOrder } from "~server/orders/place-order";
import { searchProducts, suggestProducts } from "~server/search/products";
import { addToCart } from "~server/shopping/cart";
import { addToList, listProducts } from "~server/shopping/lists";
import { pricedCart } from "~server/shopping/priced-cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: MediaStore;
let operator: SignedIn;
let seller: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "boss@example.com");
  seller = await signedInUser(database.db, "seller@example.com");
  shopper = await signedInUser(database.db, "shopper@example.com");
  await setOperator(database.db, operator.email, true);
  // The seller's listings: two drills and a saw.
  await database.db
    .update(products)
    .set({ ownerId: seller.id })
    .where(inArray(products.slug, ["drill-b", "drill-c", "saw-a"]));
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);

/** The back office's Hide or Show, confirmed, as the operator's browser posts it. */
async function setHidden(slug: string, intent: "hide" | "show", reason = "", cookie = operator.cookie) {
  const fields = { intent, productId: String(await productId(database.db, slug)), reason, [CONFIRMED_FIELD]: "1" };
  return callRoute(listingsAction, { request: formPost("/admin/listings", fields, cookie), context: context() });
}

async function setLocked(account: SignedIn, intent: "lock" | "unlock") {
  const fields = { intent, userId: account.id, reason: "fraud reports", [CONFIRMED_FIELD]: "1" };
  const answer = await callRoute(usersAction, {
    request: formPost("/admin/users", fields, operator.cookie),
    context: context(),
  });
  expect(answer.status).toBe(303);
}

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

/** Every place a shopper finds products, each answering whether drill-c is there. */
const places = {
  catalogue: async () =>
    slugs((await catalogPage(database.db, media, "en", null, parseCatalogQuery(new URLSearchParams())))!.items),
  "category facets (kept summary)": async () => {
    const page = await catalogPage(database.db, media, "en", "tools", parseCatalogQuery(new URLSearchParams()));
    // Bolt makes drill-c, drill-e and saw-c.
    return page!.facets.brands.find((brand) => brand.slug === "bolt")?.count === 3 ? ["drill-c"] : [];
  },
  "facets counted over the products (two colours)": async () => {
    const query = parseCatalogQuery(new URLSearchParams("filter_color=blue,green"));
    const page = await catalogPage(database.db, media, "en", "drills", query);
    // Blue or green drills by Bolt: drill-c and drill-e.
    return page!.facets.brands.find((brand) => brand.slug === "bolt")?.count === 2 ? ["drill-c"] : [];
  },
  search: async () => slugs((await searchProducts(database.db, media, "en", "drill c")).items),
  suggestions: async () => slugs(await suggestProducts(database.db, media, "en", "drill c")),
  sitemap: async () => (await productEntries(database.db, 1)).map((entry) => entry.path.split("/").pop() ?? ""),
  "home shelf": async () => {
    await database.settled();
    return slugs(await shelf(database.db, media, "en", "latest", 20));
  },
  "related products": async () =>
    slugs((await productPage(database.db, media, "drill-a", "en", { reviews: 0, related: 8 }))!.related),
  "quick view": async () => ((await quickViewBySlug(database.db, media, "drill-c", "en")) ? ["drill-c"] : []),
};

async function whereFound(slug: string): Promise<string[]> {
  await database.settled();
  const found: string[] = [];
  for (const [place, list] of Object.entries(places)) if ((await list()).includes(slug)) found.push(place);
  return found;
}

async function productAnswer(slug: string, cookie?: string) {
  return callRoute(productLoader, {
    request: pageRequest(`/shop/products/${slug}`, cookie),
    context: context(),
    params: { slug },
  });
}

describe("hiding a listing", () => {
  it("takes it out of every place shoppers find products, and Show brings it back to each", async () => {
    const everywhere = Object.keys(places);
    expect(await whereFound("drill-c")).toEqual(everywhere);

    const hidden = await setHidden("drill-c", "hide", "Counterfeit reported by the brand");
    expect(hidden.status).toBe(303);
    expect(await whereFound("drill-c")).toEqual([]);
    // The other products are where they were.
    expect(await whereFound("drill-d")).toContain("catalogue");

    expect((await setHidden("drill-c", "show")).status).toBe(303);
    expect(await whereFound("drill-c")).toEqual(everywhere);
  });

  it("asks first without JavaScript, and refuses a hide without a reason", async () => {
    const id = String(await productId(database.db, "saw-a"));
    const unconfirmed = await callRoute(listingsAction, {
      request: formPost("/admin/listings", { intent: "hide", productId: id, reason: "spam" }, operator.cookie),
      context: context(),
    });
    expect(unconfirmed.data).toMatchObject({ confirm: { intent: "hide", productId: id, reason: "spam" } });
    const noReason = await setHidden("saw-a", "hide", "  ");
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ errors: { reason: "errors.required" } });
    const [saw] = await database.db.select().from(products).where(eq(products.slug, "saw-a"));
    expect(saw?.listed).toBe(true);
  });

  it("shows the page only to its seller and the operators, with the reason, and the seller's My Products says why", async () => {
    await setHidden("saw-a", "hide", "Listed in the wrong category");
    expect((await productAnswer("saw-a")).status).toBe(404);
    expect((await productAnswer("saw-a", shopper.cookie)).status).toBe(404);
    for (const cookie of [seller.cookie, operator.cookie]) {
      const answer = await productAnswer("saw-a", cookie);
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ hidden: { reason: "Listed in the wrong category" } });
    }
    const mine = await productPageOfOwner(database.db, media, { seller: seller.id }, 1);
    expect(mine.products.find((product) => product.slug === "saw-a")?.hiddenReason).toBe(
      "Listed in the wrong category",
    );
    expect(mine.products.find((product) => product.slug === "drill-b")?.hiddenReason).toBeNull();

    // The seller cannot show it again: the back office is not theirs, and restocking leaves it hidden.
    expect((await setHidden("saw-a", "show", "", seller.cookie)).status).toBe(404);
    await database.db.update(products).set({ stock: 40 }).where(eq(products.slug, "saw-a"));
    expect((await productAnswer("saw-a", shopper.cookie)).status).toBe(404);
    await setHidden("saw-a", "show");
    expect((await productAnswer("saw-a", shopper.cookie)).status).toBe(200);
  });

  it("keeps it in carts and lists, where it cannot be ordered", async () => {
    const mowerId = await productId(database.db, "mower-b");
    const owner = { userId: shopper.id };
    const [before] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, mowerId));
    expect(await addToCart(database.db, owner, mowerId, 1)).toMatchObject({ ok: true });
    expect(await addToList(database.db, shopper.id, "wishlist", mowerId)).toMatchObject({ ok: true });
    await setHidden("mower-b", "hide", "Unsafe blade guard");

    const cart = await pricedCart(database.db, null, owner, USD, UNTAXED);
    expect(cart.lines.map((line) => [line.slug, line.availability])).toEqual([["mower-b", "out-of-order"]]);
    const wishlist = await listProducts(database.db, media, "en", shopper.id, "wishlist");
    expect(wishlist.map((card) => [card.slug, card.availability])).toEqual([["mower-b", "out-of-order"]]);
    expect(await addToCart(database.db, owner, mowerId, 1)).toEqual({ ok: false, error: "cart.errors.notFound" });
    expect(await addToList(database.db, shopper.id, "compare", mowerId)).toEqual({
      ok: false,
      error: "lists.errors.notFound",
    });
    const placed = await placeOrder(database.db, {
      owner,
      userId: shopper.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    expect(placed).toEqual({ ok: false, error: "notInStock", names: ["MOWER B"] });
    // Nothing was taken from its stock.
    const [mower] = await database.db.select().from(products).where(eq(products.id, mowerId));
    expect(mower?.stock).toBe(before?.stock);
    await setHidden("mower-b", "show");
  });

  it("writes an audit row per hide and show, with the reason", async () => {
    await setHidden("drill-e", "hide", "Duplicate listing");
    await setHidden("drill-e", "show", "Seller explained");
    const rows = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(rows.map((row) => [row.action, row.subjectLabel, row.reason, row.operatorEmail])).toEqual([
      ["product.show", "DRILL E", "Seller explained", "boss@example.com"],
      ["product.hide", "DRILL E", "Duplicate listing", "boss@example.com"],
    ]);
    // Showing what is shown changes nothing and says so.
    const again = await setHidden("drill-e", "show");
    expect(again.status).toBe(409);
    expect(await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)).toEqual(rows.slice(0, 1));
  });

  it("mails those waiting for a sold-out product when it can be bought again: in stock and shown", async () => {
    const id = await productId(database.db, "drill-d");
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    await database.db.insert(stockAlerts).values({ productId: id, email: "waiting@example.com", locale: "en" });
    await setHidden("drill-d", "hide", "Checking the seller's papers");
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, id));
    const mailsTo = async () =>
      (await database.db.select().from(mailOutbox)).filter((mail) => mail.recipient === "waiting@example.com");
    expect(await mailsTo()).toHaveLength(0);
    await setHidden("drill-d", "show");
    expect(await mailsTo()).toHaveLength(1);
  });
});

describe("locking a seller's account", () => {
  it("hides every listing it has, and unlocking shows them, but not one an operator hid", async () => {
    await setHidden("drill-b", "hide", "Fake reviews");
    await setLocked(seller, "lock");
    const listed = async () =>
      (await database.db.select().from(products).where(eq(products.ownerId, seller.id)))
        .filter((product) => product.listed)
        .map((product) => product.slug)
        .sort();
    expect(await listed()).toEqual([]);
    expect(await whereFound("drill-c")).toEqual([]);
    const page = await callRoute(listingsLoader, {
      request: pageRequest("/admin/listings?q=drill-c", operator.cookie),
      context: context(),
    });
    expect(page.data).toMatchObject({ listings: [{ slug: "drill-c", ownerLocked: true, hiddenReason: null }] });

    await setLocked(seller, "unlock");
    expect(await listed()).toEqual(["drill-c", "saw-a"]);
    expect(await whereFound("drill-c")).toEqual(Object.keys(places));
  });
});

describe("the back office's list of listings", () => {
  it("finds listings by name or address name and by category, with their seller", async () => {
    const open = async (query: string) => {
      const answer = await callRoute(listingsLoader, {
        request: pageRequest(`/admin/listings${query}`, operator.cookie),
        context: context(),
      });
      return answer.data as { listings: { slug: string; sellerEmail: string | null }[] };
    };
    expect(slugs((await open("")).listings)).toHaveLength(10);
    expect(slugs((await open("?category=garden")).listings).sort()).toEqual(["mower-a", "mower-b"]);
    expect(slugs((await open("?category=tools&q=saw")).listings).sort()).toEqual(["saw-a", "saw-b", "saw-c"]);
    expect((await open("?q=SAW-A")).listings).toEqual([expect.objectContaining({ sellerEmail: "seller@example.com" })]);
    expect((await open("?q=mower-a")).listings).toEqual([expect.objectContaining({ sellerEmail: null })]);
  });
});
