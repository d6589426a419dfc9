import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { action as cartAction } from "~/routes/cart";
import { action as checkoutAction } from "~/routes/checkout";
import { action as compareAction, loader as compareLoader } from "~/routes/compare";
import { action as wishlistAction, loader as wishlistLoader } from "~/routes/wishlist";
import { registerSchema, registerUser } from "~server/accounts/users";
import { attributes, attributeValues, currencies, productAttributes, products, users } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { compareTable } from "~server/shopping/compare-table";
import {
  addToList,
  clearList,
  LIST_LIMITS,
  type ListKind,
  listProductIds,
  listProducts,
  removeFromList,
} from "~server/shopping/lists";
import { signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
});

afterAll(async () => {
  await database?.cleanup();
});

const slugs = async (userId: string, list: ListKind) =>
  (await listProducts(database.db, media, "en", userId, list)).map((product) => product.slug);
const ids = (...names: string[]) => Promise.all(names.map((slug) => productId(database.db, slug)));

describe("the wish list and the compare list", () => {
  it("hold each product once, in the order it was added, with today's price", async () => {
    const user = await signedInUser(database.db, "lists-once@example.com");
    const [drill, saw] = await ids("drill-b", "saw-a");
    expect(await addToList(database.db, user.id, "wishlist", drill!)).toEqual({
      ok: true,
      name: "DRILL B",
      alreadyThere: false,
    });
    await addToList(database.db, user.id, "wishlist", saw!);
    expect(await addToList(database.db, user.id, "wishlist", drill!)).toEqual({
      ok: true,
      name: "DRILL B",
      alreadyThere: true,
    });
    expect(await slugs(user.id, "wishlist")).toEqual(["drill-b", "saw-a"]);
    expect(await slugs(user.id, "compare")).toEqual([]);

    await database.db.update(products).set({ priceCents: 2199 }).where(eq(products.id, drill!));
    const [card] = await listProducts(database.db, media, "en", user.id, "wishlist");
    expect(card).toMatchObject({ slug: "drill-b", priceCents: 2199, compareAtCents: 3000, brand: "ACME" });
    await database.db.update(products).set({ priceCents: 2500 }).where(eq(products.id, drill!));

    await addToList(database.db, user.id, "compare", saw!);
    expect(await listProductIds(database.db, user.id)).toEqual({ wishlist: [drill, saw], compare: [saw] });
  });

  it("counts one product added by five requests at once, once", async () => {
    const user = await signedInUser(database.db, "lists-race@example.com");
    const [drill] = await ids("drill-c");
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => addToList(database.db, user.id, "wishlist", drill!)));
    expect(results.filter((result) => result.ok && !result.alreadyThere)).toHaveLength(1);
    expect(await slugs(user.id, "wishlist")).toEqual(["drill-c"]);
  });

  it("compares at most four products, even when more are added at once", async () => {
    const user = await signedInUser(database.db, "lists-full@example.com");
    const six = await ids("drill-a", "drill-b", "drill-c", "drill-d", "drill-e", "saw-a");
    const results = await Promise.all(six.map((id) => addToList(database.db, user.id, "compare", id)));
    expect(results.filter((result) => result.ok)).toHaveLength(LIST_LIMITS.compare);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: "lists.errors.compareFull" },
      { ok: false, error: "lists.errors.compareFull" },
    ]);
    expect(await slugs(user.id, "compare")).toHaveLength(4);
    // A product already compared is still answered as there, not refused.
    const [present] = (await listProductIds(database.db, user.id)).compare;
    expect(await addToList(database.db, user.id, "compare", present!)).toMatchObject({ ok: true, alreadyThere: true });
  });

  it("refuses a product that does not exist", async () => {
    const user = await signedInUser(database.db, "lists-missing@example.com");
    expect(await addToList(database.db, user.id, "wishlist", 987_654)).toEqual({
      ok: false,
      error: "lists.errors.notFound",
    });
    expect(await slugs(user.id, "wishlist")).toEqual([]);
  });

  it("removes one product, or clears the list, and drops a product taken off sale", async () => {
    const user = await signedInUser(database.db, "lists-remove@example.com");
    const [a, b, c] = await ids("saw-b", "saw-c", "mower-a");
    for (const id of [a, b, c]) await addToList(database.db, user.id, "compare", id!);
    await addToList(database.db, user.id, "wishlist", a!);
    expect(await removeFromList(database.db, user.id, "compare", b!)).toBe(true);
    expect(await removeFromList(database.db, user.id, "compare", b!)).toBe(false);
    expect(await slugs(user.id, "compare")).toEqual(["saw-b", "mower-a"]);
    await clearList(database.db, user.id, "compare");
    expect(await slugs(user.id, "compare")).toEqual([]);
    expect(await slugs(user.id, "wishlist")).toEqual(["saw-b"]);

    const [like] = await database.db
      .select({ brandId: products.brandId, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, a!));
    const [temporary] = await database.db
      .insert(products)
      .values({ slug: "temporary", name: "Temporary", description: "-", priceCents: 100, ...like! })
      .returning({ id: products.id });
    await addToList(database.db, user.id, "wishlist", temporary!.id);
    await database.db.delete(products).where(eq(products.id, temporary!.id));
    expect(await slugs(user.id, "wishlist")).toEqual(["saw-b"]);
  });
});

describe("the compare table", () => {
  it("has a row for every attribute any compared product has, with each product's values", async () => {
    const user = await signedInUser(database.db, "compare-table@example.com");
    await database.db
      .insert(attributes)
      .values({ slug: "voltage", name: { en: "Voltage", ru: "Напряжение", ar: "الجهد" } });
    const [volts] = await database.db
      .insert(attributeValues)
      .values({ attributeSlug: "voltage", slug: "18v", name: { en: "18 V", ru: "18 В", ar: "18 فولت" } })
      .returning({ id: attributeValues.id });
    const [withColours, noColours, oneColour] = await ids("drill-b", "drill-d", "drill-c");
    await database.db.insert(productAttributes).values({ productId: noColours!, valueId: volts!.id });
    for (const id of [withColours, noColours, oneColour]) await addToList(database.db, user.id, "compare", id!);

    const table = await compareTable(database.db, media, user.id, "ru");
    expect(table.products.map((product) => product.slug)).toEqual(["drill-b", "drill-d", "drill-c"]);
    expect(table.rows).toEqual([
      { attribute: "color", name: "Colour", values: ["red, blue", null, "blue"] },
      { attribute: "voltage", name: "Напряжение", values: [null, "18 В", null] },
    ]);
    // Each product's colours, with their swatches, for the colour row.
    expect(table.colors).toEqual([
      [
        { slug: "red", name: "red", hex: "#ff0000" },
        { slug: "blue", name: "blue", hex: "#0000ff" },
      ],
      [],
      [{ slug: "blue", name: "blue", hex: "#0000ff" }],
    ]);
    expect(await compareTable(database.db, media, (await signedInUser(database.db, "x@example.com")).id, "en")).toEqual(
      { products: [], rows: [], colors: [] },
    );
  });
});

describe("the list pages", () => {
  const context = () => appContext(database.db, media);

  /** A guest's add to a list: sent to sign in, the addition waiting on the guest session the post gave them. */
  async function guestAdds(list: ListKind, id: number) {
    const post = await callRoute(list === "wishlist" ? wishlistAction : compareAction, {
      request: formPost(`/shop/${list}`, { intent: "add", productId: String(id), _fetcher: "1" }),
      context: context(),
    });
    expect(post.status).toBe(303);
    expect(post.location).toBe(`/account/login?redirectTo=${encodeURIComponent(`/shop/${list}`)}`);
    return cookieFrom(post.setCookie);
  }

  it("send a guest to sign in, and add the product once they have", async () => {
    const [drill] = await ids("drill-e");
    const guestCookie = await guestAdds("wishlist", drill!);
    const page = await callRoute(wishlistLoader, { request: pageRequest("/shop/wishlist"), context: context() });
    expect(page.location).toBe(`/account/login?redirectTo=${encodeURIComponent("/shop/wishlist")}`);

    const email = "lists-guest@example.com";
    await registerUser(
      database.db,
      registerSchema.parse({ userName: "Guest", email, password: "long enough!", confirm: "long enough!" }),
    );
    const login = await callRoute(loginAction, {
      request: formPost(
        "/account/login",
        { intent: "login", email, password: "long enough!", redirectTo: "/shop/wishlist" },
        guestCookie,
      ),
      context: context(),
    });
    expect(login.status).toBe(302);
    expect(login.location).toBe("/shop/wishlist");
    const user = await listOwner(email);
    expect(await slugs(user, "wishlist")).toEqual(["drill-e"]);
  });

  it("add at sign-up too, and say why when the product could not be added", async () => {
    const guestCookie = await guestAdds("compare", 987654);
    const register = await callRoute(loginAction, {
      request: formPost(
        "/account/login",
        {
          intent: "register",
          userName: "Late",
          email: "lists-signup@example.com",
          password: "long enough!",
          confirm: "long enough!",
          redirectTo: "/shop/compare",
        },
        guestCookie,
      ),
      context: context(),
    });
    expect(register.location).toBe("/shop/compare?problem=notFound");
    const page = await callRoute(compareLoader, {
      request: pageRequest("/shop/compare?problem=notFound", cookieFrom(register.setCookie)),
      context: context(),
    });
    expect(page.data).toMatchObject({ table: { products: [] }, problem: { key: "lists.errors.notFound" } });
  });

  it("add when the guest makes an account at checkout instead, with their cart becoming the order", async () => {
    const [drill, saw] = await ids("drill-c", "saw-b");
    await database.db
      .insert(currencies)
      .values({ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } });
    const guestCookie = await guestAdds("wishlist", drill!);
    const cart = await callRoute(cartAction, {
      request: formPost(
        "/shop/cart",
        { intent: "add", productId: String(saw), quantity: "1", _fetcher: "1" },
        guestCookie,
      ),
      context: context(),
    });
    expect(cart.status).toBe(200);
    const email = "lists-checkout@example.com";
    const checkout = await callRoute(checkoutAction, {
      request: formPost(
        "/shop/checkout",
        checkoutForm({ "billing.email": email, createAccount: "on", accountPassword: "long enough!" }),
        guestCookie,
      ),
      context: context(),
    });
    expect(checkout.status).toBe(302);
    expect(checkout.location).toMatch(/^\/shop\/checkout\/success\?order=\d{9}$/);
    const user = await listOwner(email);
    expect(await slugs(user, "wishlist")).toEqual(["drill-c"]);
  });

  it("answer a fetcher with the product's name, and a plain post with a redirect back", async () => {
    const user = await signedInUser(database.db, "lists-pages@example.com");
    const [saw, mower] = await ids("saw-c", "mower-b");
    const viaFetcher = await callRoute(compareAction, {
      request: formPost("/shop/compare", { intent: "add", productId: String(saw), _fetcher: "1" }, user.cookie),
      context: context(),
    });
    expect(viaFetcher).toMatchObject({
      status: 200,
      data: { intent: "add", ok: true, name: "SAW C", alreadyThere: false },
    });
    const plain = await callRoute(compareAction, {
      request: formPost(
        "/shop/compare",
        { intent: "add", productId: String(mower), redirectTo: "/shop/catalog?page=2" },
        user.cookie,
      ),
      context: context(),
    });
    expect(plain).toMatchObject({ status: 303, location: "/shop/catalog?page=2" });
    const page = await callRoute(compareLoader, {
      request: pageRequest("/shop/compare", user.cookie),
      context: context(),
    });
    expect(page.data).toMatchObject({ table: { products: [{ slug: "saw-c" }, { slug: "mower-b" }] }, problem: null });

    const refused = await callRoute(wishlistAction, {
      request: formPost("/shop/wishlist", { intent: "add", productId: "987654", _fetcher: "1" }, user.cookie),
      context: context(),
    });
    expect(refused).toMatchObject({ status: 409, data: { ok: false, error: "lists.errors.notFound" } });
    const bad = await callRoute(wishlistAction, {
      request: formPost("/shop/wishlist", { intent: "add", productId: "twelve" }, user.cookie),
      context: context(),
    });
    expect(bad.status).toBe(400);
  });

  it("never show or change another user's lists", async () => {
    const ann = await signedInUser(database.db, "ann-lists@example.com");
    const bob = await signedInUser(database.db, "bob-lists@example.com");
    const [drill, saw] = await ids("drill-a", "saw-a");
    await addToList(database.db, ann.id, "wishlist", drill!);
    await addToList(database.db, ann.id, "compare", saw!);

    const bobsWishlist = await callRoute(wishlistLoader, {
      request: pageRequest("/shop/wishlist", bob.cookie),
      context: context(),
    });
    expect(bobsWishlist.data).toMatchObject({ products: [] });
    for (const [action, fields] of [
      [wishlistAction, { intent: "remove", productId: String(drill) }],
      [compareAction, { intent: "remove", productId: String(saw) }],
      [compareAction, { intent: "clear" }],
      // A user id in the form is not a field the action reads.
      [compareAction, { intent: "clear", userId: ann.id }],
    ] as const) {
      const url = action === wishlistAction ? "/shop/wishlist" : "/shop/compare";
      await callRoute(action, { request: formPost(url, fields, bob.cookie), context: context() });
    }
    expect(await slugs(ann.id, "wishlist")).toEqual(["drill-a"]);
    expect(await slugs(ann.id, "compare")).toEqual(["saw-a"]);
  });
});

async function listOwner(email: string): Promise<string> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? "";
}
