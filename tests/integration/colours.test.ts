import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as cartAction } from "~/routes/cart";
import { cartLineKey } from "~domain/cart-line-key";
import { USD } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { createGuestSession } from "~server/accounts/sessions";
import { attributeValues, mailOutbox, products, users } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { orderOfUser } from "~server/orders/history";
import { placeOrder } from "~server/orders/place-order";
import { saleOfSeller } from "~server/orders/sales";
import { addToCart, type CartOwner, mergeGuestCart, removeFromCart, setCartQuantities } from "~server/shopping/cart";
import { pricedCart } from "~server/shopping/priced-cart";
import { signedInUser } from "../support/accounts";
import { type LocalMedia, openCatalogDatabase } from "../support/catalog-database";
import { productId } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import type { TestDatabase } from "../support/test-database";

// The fixture's colours: drill-b comes in red and blue, saw-c in blue and green, drill-c in blue only, drill-d in none.

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: LocalMedia;

beforeAll(async () => {
  ({ database, media } = await openCatalogDatabase());
  // Blue has a name in each language, as the store's colours do: the order keeps them all.
  await database.db
    .update(attributeValues)
    .set({ name: { en: "Blue", ru: "Синий", ar: "أزرق" } })
    .where(and(eq(attributeValues.attributeSlug, "color"), eq(attributeValues.slug, "blue")));
});

afterAll(async () => {
  await database?.cleanup();
});

async function guest(): Promise<{ sessionId: string; cookie: string }> {
  const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
  return { sessionId, cookie: cookieFrom(setCookie) };
}

/** The owner's cart lines as the cart shows them: product, colour ('' for none), quantity. */
async function lines(owner: CartOwner) {
  const cart = await pricedCart(database.db, media, owner, USD, UNTAXED);
  return cart.lines.map((line) => [line.slug, line.color?.slug ?? "", line.quantity]);
}

const id = (slug: string) => productId(database.db, slug);

describe("a product in several colours", () => {
  it("is not added without one of its colours", async () => {
    const owner = await guest();
    const drill = await id("drill-b");
    const refused = { ok: false, error: "cart.errors.chooseColor", slug: "drill-b" };
    expect(await addToCart(database.db, owner, drill, 1)).toEqual(refused);
    expect(await addToCart(database.db, owner, drill, 1, "green")).toEqual(refused);
    // Nor is a product in one colour, or none, added in another.
    expect(await addToCart(database.db, owner, await id("drill-c"), 1, "red")).toMatchObject({ ok: false });
    expect(await addToCart(database.db, owner, await id("drill-d"), 1, "red")).toMatchObject({ ok: false });
    expect(await lines(owner)).toEqual([]);
  });

  it("is a line per colour, each with its own quantity; the same colour again adds to its line", async () => {
    const owner = await guest();
    const drill = await id("drill-b");
    expect(await addToCart(database.db, owner, drill, 2, "red")).toEqual({
      ok: true,
      name: "DRILL B",
      added: 2,
      stock: 50,
    });
    await addToCart(database.db, owner, drill, 1, "blue");
    await addToCart(database.db, owner, drill, 3, "red");
    expect(await lines(owner)).toEqual([
      ["drill-b", "red", 5],
      ["drill-b", "blue", 1],
    ]);
    const cart = await pricedCart(database.db, media, owner, USD, UNTAXED);
    expect(cart.lines[1]?.color).toEqual({
      slug: "blue",
      name: { en: "Blue", ru: "Синий", ar: "أزرق" },
      hex: "#0000ff",
    });
  });

  it("never has more in the cart, all colours together, than its stock", async () => {
    const owner = await guest();
    const saw = await id("saw-c");
    await database.db.update(products).set({ stock: 5 }).where(eq(products.id, saw));
    expect(await addToCart(database.db, owner, saw, 3, "blue")).toMatchObject({ ok: true, added: 3 });
    expect(await addToCart(database.db, owner, saw, 4, "green")).toMatchObject({ ok: true, added: 2 });
    expect(await addToCart(database.db, owner, saw, 1, "green")).toEqual({
      ok: false,
      error: "cart.errors.allInCart",
      name: "SAW C",
      stock: 5,
    });
    // An update that would take the lines together past the stock changes nothing and names the line.
    expect(await setCartQuantities(database.db, owner, [{ productId: saw, color: "blue", quantity: 4 }])).toEqual({
      ok: false,
      problems: [{ productId: saw, color: "blue", name: "SAW C", stock: 5, asked: 4 }],
    });
    expect(await lines(owner)).toEqual([
      ["saw-c", "blue", 3],
      ["saw-c", "green", 2],
    ]);
    expect(
      await setCartQuantities(database.db, owner, [
        { productId: saw, color: "blue", quantity: 1 },
        { productId: saw, color: "green", quantity: 4 },
      ]),
    ).toEqual({ ok: true });
    expect(await lines(owner)).toEqual([
      ["saw-c", "blue", 1],
      ["saw-c", "green", 4],
    ]);
    await database.db.update(products).set({ stock: 50 }).where(eq(products.id, saw));
  });

  it("has each line updated and removed on its own", async () => {
    const owner = await guest();
    const drill = await id("drill-b");
    await addToCart(database.db, owner, drill, 1, "red");
    await addToCart(database.db, owner, drill, 1, "blue");
    expect(await setCartQuantities(database.db, owner, [{ productId: drill, color: "blue", quantity: 4 }])).toEqual({
      ok: true,
    });
    expect(await lines(owner)).toEqual([
      ["drill-b", "red", 1],
      ["drill-b", "blue", 4],
    ]);
    expect(await removeFromCart(database.db, owner, drill, "")).toBe(false);
    expect(await removeFromCart(database.db, owner, drill, "red")).toBe(true);
    expect(await lines(owner)).toEqual([["drill-b", "blue", 4]]);
  });
});

describe("a product in one colour or none", () => {
  it("asks nothing: one colour is its line's, none is no colour", async () => {
    const owner = await guest();
    expect(await addToCart(database.db, owner, await id("drill-c"), 1)).toMatchObject({ ok: true });
    expect(await addToCart(database.db, owner, await id("drill-d"), 1)).toMatchObject({ ok: true });
    // Its own colour, sent by a page that showed it, is the same line.
    await addToCart(database.db, owner, await id("drill-c"), 2, "blue");
    expect(await lines(owner)).toEqual([
      ["drill-c", "blue", 3],
      ["drill-d", "", 1],
    ]);
  });
});

describe("the cart's forms", () => {
  const context = () => appContext(database.db, media);

  it("send a plain add without a colour back to the product's page, which says why; a fetcher is told", async () => {
    const { cookie } = await guest();
    const drill = String(await id("drill-b"));
    const fields = { intent: "add", productId: drill, quantity: "1", redirectTo: "/shop/catalog" };
    const plain = await callRoute(cartAction, { request: formPost("/shop/cart", fields, cookie), context: context() });
    expect(plain).toMatchObject({ status: 303, location: "/shop/products/drill-b?problem=chooseColor" });
    const fetched = await callRoute(cartAction, {
      request: formPost("/shop/cart", { ...fields, _fetcher: "1" }, cookie),
      context: context(),
    });
    expect(fetched).toMatchObject({
      status: 409,
      data: { intent: "add", ok: false, error: "cart.errors.chooseColor" },
    });
    const added = await callRoute(cartAction, {
      request: formPost("/shop/cart", { ...fields, color: "blue" }, cookie),
      context: context(),
    });
    expect(added).toMatchObject({ status: 303, location: "/shop/catalog" });
  });

  it("update each line by its key and remove a line by its product and colour", async () => {
    const owner = await guest();
    const drill = await id("drill-b");
    const plain = await id("drill-d");
    await addToCart(database.db, owner, drill, 1, "red");
    await addToCart(database.db, owner, drill, 1, "blue");
    await addToCart(database.db, owner, plain, 1);
    const post = (fields: Record<string, string>) =>
      callRoute(cartAction, { request: formPost("/shop/cart", fields, owner.cookie), context: context() });

    const updated = await post({
      intent: "update",
      [`quantity-${cartLineKey(drill, "red")}`]: "2",
      [`quantity-${cartLineKey(drill, "blue")}`]: "3",
      [`quantity-${cartLineKey(plain, null)}`]: "4",
    });
    expect(updated).toMatchObject({ status: 303 });
    expect(await lines(owner)).toEqual([
      ["drill-b", "red", 2],
      ["drill-b", "blue", 3],
      ["drill-d", "", 4],
    ]);

    // Refused: what was typed comes back by each line's key.
    await database.db.update(products).set({ stock: 4 }).where(eq(products.id, drill));
    const refused = await post({
      intent: "update",
      [`quantity-${cartLineKey(drill, "red")}`]: "2",
      [`quantity-${cartLineKey(drill, "blue")}`]: "3",
    });
    expect(refused).toMatchObject({
      status: 409,
      data: { intent: "update", ok: false, typed: { [`${drill}-red`]: 2, [`${drill}-blue`]: 3 } },
    });
    await database.db.update(products).set({ stock: 50 }).where(eq(products.id, drill));

    expect(await post({ intent: "remove", productId: String(drill), color: "blue" })).toMatchObject({ status: 303 });
    expect(await post({ intent: "remove", productId: String(plain), color: "" })).toMatchObject({ status: 303 });
    expect(await lines(owner)).toEqual([["drill-b", "red", 2]]);
  });
});

describe("a guest's cart at sign-in", () => {
  it("keeps its colours: the same colour adds to the account's line, another is a line of its own", async () => {
    const user = await signedInUser(database.db, "colours-merge@example.com");
    const drill = await id("drill-b");
    await addToCart(database.db, { userId: user.id }, drill, 1, "red");
    const { sessionId } = await guest();
    await addToCart(database.db, { sessionId }, drill, 2, "red");
    await addToCart(database.db, { sessionId }, drill, 1, "blue");
    await mergeGuestCart(database.db, sessionId, user.id);
    expect(await lines({ userId: user.id })).toEqual([
      ["drill-b", "red", 3],
      ["drill-b", "blue", 1],
    ]);
  });
});

describe("a placed order", () => {
  it("keeps each line's colour, named in every language: the buyer's order, the seller's sale and the mails show it", async () => {
    const seller = await signedInUser(database.db, "colours-seller@example.com");
    const buyer = await signedInUser(database.db, "colours-buyer@example.com");
    await database.db.update(users).set({ locale: "ar" }).where(eq(users.id, seller.id));
    const drill = await id("drill-b");
    await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.id, drill));
    const owner = { userId: buyer.id };
    await addToCart(database.db, owner, drill, 1, "red");
    await addToCart(database.db, owner, drill, 2, "blue");
    await addToCart(database.db, owner, await id("drill-d"), 1);
    await database.db.delete(mailOutbox);
    const placed = await placeOrder(database.db, {
      owner,
      userId: buyer.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "ru",
      checkout: checkoutInput(),
    });
    if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
    const blue = { slug: "blue", name: { en: "Blue", ru: "Синий", ar: "أزرق" }, hex: "#0000ff" };

    const order = await orderOfUser(database.db, media, buyer.id, placed.number, "en");
    expect(order?.lines.map((line) => [line.slug, line.color?.slug ?? null, line.quantity])).toEqual([
      ["drill-b", "red", 1],
      ["drill-b", "blue", 2],
      ["drill-d", null, 1],
    ]);
    expect(order?.lines[1]?.color).toEqual(blue);

    const sale = await saleOfSeller(database.db, media, seller.id, placed.number, "en");
    expect(sale?.lines.map((line) => [line.slug, line.color?.slug ?? null, line.quantity])).toEqual([
      ["drill-b", "red", 1],
      ["drill-b", "blue", 2],
    ]);

    // A colour renamed later: the order keeps the name it was bought under.
    await database.db
      .update(attributeValues)
      .set({ name: { en: "Navy", ru: "Тёмно-синий", ar: "كحلي" } })
      .where(and(eq(attributeValues.attributeSlug, "color"), eq(attributeValues.slug, "blue")));
    expect((await orderOfUser(database.db, media, buyer.id, placed.number, "en"))?.lines[1]?.color).toEqual(blue);

    // The buyer's confirmation (in Russian) and the seller's news of the sale (in Arabic) name the colour.
    const queued = await database.db.select().from(mailOutbox);
    const mail = async (kind: string) => {
      const row = queued.find((candidate) => candidate.kind === kind);
      if (!row) throw new Error(`no ${kind} mail`);
      const composed = await composeMail(database.db, row, TEST_MAIL_SETTINGS);
      if ("gone" in composed) throw new Error(composed.gone);
      return composed;
    };
    const confirmation = await mail("order-placed");
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain("Цвет: Синий");
      expect(part).toContain("Цвет: red");
    }
    const news = await mail("new-sale");
    for (const part of [news.text, news.html]) expect(part).toContain("اللون: أزرق");
    expect(news.html).toContain("background-color:#0000ff");

    await database.db
      .update(attributeValues)
      .set({ name: blue.name })
      .where(and(eq(attributeValues.attributeSlug, "color"), eq(attributeValues.slug, "blue")));
  });
});
