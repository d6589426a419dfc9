import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { USD } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { createGuestSession, currentSession, getOptionalUser } from "~server/accounts/sessions";
import { startUserSession } from "~server/accounts/start-user-session";
import { carts, currencies, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import {
  addToCart,
  type CartOwner,
  MAX_LINE_QUANTITY,
  mergeGuestCart,
  removeFromCart,
  setCartQuantities,
} from "~server/shopping/cart";
import { pricedCart } from "~server/shopping/priced-cart";
import { signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture } from "../support/catalog-fixture";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

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

const lines = async (owner: CartOwner) =>
  (await pricedCart(database.db, media, owner, USD, UNTAXED)).lines.map((line) => [
    line.slug,
    line.quantity,
    line.unitCents,
  ]);

async function guest(): Promise<CartOwner> {
  const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
  return { sessionId };
}

describe("the cart", () => {
  it("adds the chosen quantity, to the existing line when the product is there", async () => {
    const owner = await guest();
    const drill = await productId(database.db, "drill-a");
    expect(await addToCart(database.db, owner, drill, 2)).toEqual({ ok: true, name: "DRILL A", added: 2, stock: 50 });
    await addToCart(database.db, owner, drill, 3);
    await addToCart(database.db, owner, await productId(database.db, "saw-a"), 1);
    expect(await lines(owner)).toEqual([
      ["drill-a", 5, 1000],
      ["saw-a", 1, 4000],
    ]);
  });

  it("counts all of five adds sent at once, in one line", async () => {
    const owner = await guest();
    const saw = await productId(database.db, "saw-b");
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => addToCart(database.db, owner, saw, n)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await lines(owner)).toEqual([["saw-b", 15, 6000]]);
    expect(
      await database.db
        .select()
        .from(carts)
        .where(eq(carts.sessionId, "sessionId" in owner ? owner.sessionId : "")),
    ).toHaveLength(1);
  });

  it("refuses a product that is not in stock, or does not exist", async () => {
    const owner = await guest();
    const mower = await productId(database.db, "mower-a");
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, mower));
    expect(await addToCart(database.db, owner, mower, 1)).toEqual({ ok: false, error: "cart.errors.notInStock" });
    expect(await addToCart(database.db, owner, 987_654, 1)).toEqual({ ok: false, error: "cart.errors.notFound" });
    expect(await lines(owner)).toEqual([]);
    await database.db.update(products).set({ stock: 50 }).where(eq(products.id, mower));
  });

  it("shows today's price from the database, not the price when the product was added", async () => {
    const owner = await guest();
    const drill = await productId(database.db, "drill-c");
    await addToCart(database.db, owner, drill, 1);
    await database.db.update(products).set({ priceCents: 4_499 }).where(eq(products.id, drill));
    expect(await lines(owner)).toEqual([["drill-c", 1, 4_499]]);
  });

  it("caps a line at 999 pieces", async () => {
    const owner = await guest();
    const saw = await productId(database.db, "saw-c");
    await database.db.update(products).set({ stock: 5000 }).where(eq(products.id, saw));
    await addToCart(database.db, owner, saw, 990, "blue");
    await addToCart(database.db, owner, saw, 20, "blue");
    expect((await lines(owner))[0]?.[1]).toBe(MAX_LINE_QUANTITY);
    await database.db.update(products).set({ stock: 50 }).where(eq(products.id, saw));
  });

  it("never holds more than the stock: adding past it adds what is left and says so, then adds nothing", async () => {
    const owner = await guest();
    const saw = await productId(database.db, "saw-c");
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, saw));
    expect(await addToCart(database.db, owner, saw, 2, "blue")).toEqual({
      ok: true,
      name: "SAW C",
      added: 2,
      stock: 3,
    });
    expect(await addToCart(database.db, owner, saw, 5, "blue")).toEqual({
      ok: true,
      name: "SAW C",
      added: 1,
      stock: 3,
    });
    expect(await addToCart(database.db, owner, saw, 1, "blue")).toEqual({
      ok: false,
      error: "cart.errors.allInCart",
      name: "SAW C",
      stock: 3,
    });
    expect((await lines(owner))[0]?.[1]).toBe(3);
    await database.db.update(products).set({ stock: 50 }).where(eq(products.id, saw));
  });

  it("refuses an update asking more than the stock, changing nothing, and names the line", async () => {
    const owner = await guest();
    const [a, b] = [await productId(database.db, "drill-c"), await productId(database.db, "drill-d")];
    await addToCart(database.db, owner, a, 1);
    await addToCart(database.db, owner, b, 1);
    await database.db.update(products).set({ stock: 2 }).where(eq(products.id, b));
    expect(
      await setCartQuantities(database.db, owner, [
        { productId: a, color: "blue", quantity: 4 },
        { productId: b, color: "", quantity: 3 },
      ]),
    ).toEqual({ ok: false, problems: [{ productId: b, color: "", name: "DRILL D", stock: 2, asked: 3 }] });
    expect((await lines(owner)).map(([, quantity]) => quantity)).toEqual([1, 1]);
    expect(await setCartQuantities(database.db, owner, [{ productId: b, color: "", quantity: 2 }])).toEqual({
      ok: true,
    });
    expect((await lines(owner)).map(([, quantity]) => quantity)).toEqual([1, 2]);
    await database.db.update(products).set({ stock: 50 }).where(eq(products.id, b));
  });

  it("sets quantities and removes lines", async () => {
    const owner = await guest();
    const [a, b] = [await productId(database.db, "drill-a"), await productId(database.db, "drill-b")];
    await addToCart(database.db, owner, a, 1);
    await addToCart(database.db, owner, b, 1, "red");
    await setCartQuantities(database.db, owner, [
      { productId: a, color: "red", quantity: 4 },
      { productId: b, color: "red", quantity: 0 },
    ]);
    expect(await lines(owner)).toEqual([
      ["drill-a", 4, 1000],
      ["drill-b", 1, 2500],
    ]);
    expect(await removeFromCart(database.db, owner, a, "red")).toBe(true);
    expect(await removeFromCart(database.db, owner, a, "red")).toBe(false);
    expect(await lines(owner)).toEqual([["drill-b", 1, 2500]]);
  });

  it("adds up in euros from converted unit prices", async () => {
    const owner = await guest();
    await addToCart(database.db, owner, await productId(database.db, "drill-d"), 3);
    await database.db
      .insert(currencies)
      .values({ code: "EUR", symbol: "€", rate: "0.923700", name: { en: "Euro", ru: "Евро", ar: "يورو" } })
      .onConflictDoNothing();
    const [eur] = await database.db.select().from(currencies).where(eq(currencies.code, "EUR"));
    const currency = { code: "EUR", symbol: "€", rate: Number(eur?.rate) };
    expect(currency.rate).toBeGreaterThan(0);
    const cart = await pricedCart(database.db, media, owner, currency, UNTAXED);
    const unit = Math.round(7_550 * currency.rate);
    expect(cart.lines.map((line) => line.lineTotal)).toEqual([unit * 3]);
    // Three drills come to more than $50: the parcel ships free.
    expect(cart.cost.total).toBe(unit * 3);
  });
});

describe("a guest's cart at sign-in", () => {
  it("joins the user's cart: the same product's quantities are added, and the guest cart is gone", async () => {
    const user = await signedInUser(database.db, "shopper@example.com");
    const [a, b] = [await productId(database.db, "saw-a"), await productId(database.db, "mower-b")];
    await addToCart(database.db, { userId: user.id }, a, 1);
    const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
    await addToCart(database.db, { sessionId }, a, 2);
    await addToCart(database.db, { sessionId }, b, 1);

    await startUserSession(database.db, pageRequest("/account/login", setCookie?.split(";")[0]), user.id, {
      remember: false,
      redirectTo: "/",
    });
    expect(await lines({ userId: user.id })).toEqual([
      ["saw-a", 3, 4000],
      ["mower-b", 1, 25_000],
    ]);
    expect(await lines({ sessionId })).toEqual([]);
    expect(await database.db.select().from(carts).where(eq(carts.sessionId, sessionId))).toEqual([]);
  });

  it("is kept when the guest signs up through the login page, and the guest session ends", async () => {
    const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
    const guestCookie = setCookie?.split(";")[0] ?? "";
    await addToCart(database.db, { sessionId }, await productId(database.db, "drill-b"), 2, "red");
    const fields = {
      intent: "register",
      userName: "New",
      email: "new-shopper@example.com",
      password: "long enough!",
      confirm: "long enough!",
    };
    const answer = await callRoute(loginAction, {
      request: formPost("/account/login", fields, guestCookie),
      context: appContext(database.db, media),
    });
    expect(answer.status).toBe(302);
    const user = await getOptionalUser(database.db, pageRequest("/", cookieFrom(answer.setCookie)));
    expect(await lines({ userId: user?.id ?? "" })).toEqual([["drill-b", 2, 2500]]);
    expect(await currentSession(database.db, pageRequest("/", guestCookie))).toBeNull();
  });

  it("does nothing when the guest had no cart", async () => {
    const user = await signedInUser(database.db, "empty-guest@example.com");
    const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
    await mergeGuestCart(database.db, sessionId, user.id);
    expect(await lines({ userId: user.id })).toEqual([]);
  });
});

describe("another shopper", () => {
  it("cannot see, change or empty someone else's cart", async () => {
    const ann = await signedInUser(database.db, "ann-cart@example.com");
    const bob = await signedInUser(database.db, "bob-cart@example.com");
    const drill = await productId(database.db, "drill-e");
    await addToCart(database.db, { userId: ann.id }, drill, 2, "green");
    expect(await lines({ userId: bob.id })).toEqual([]);
    await setCartQuantities(database.db, { userId: bob.id }, [{ productId: drill, color: "green", quantity: 9 }]);
    expect(await removeFromCart(database.db, { userId: bob.id }, drill, "green")).toBe(false);
    expect(await lines({ userId: ann.id })).toEqual([["drill-e", 2, 10_000]]);
  });
});
