import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as buyAgainAction, loader as buyAgainLoader } from "~/routes/account/buy-again";
import { loader as cartLoader } from "~/routes/cart";
import { convertCents } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession } from "~server/accounts/sessions";
import { attributeValues, currencies, productAttributes, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { BuyAgainReport } from "~server/orders/buy-again";
import { placeOrder } from "~server/orders/place-order";
import { displayCurrency } from "~server/prefs/currencies";
import { addToCart, type CartOwner } from "~server/shopping/cart";
import { pricedCart } from "~server/shopping/priced-cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// An order in euros: drill-a in red (nothing changes), drill-b in blue (a colour, nothing changes), drill-c (blue, sold
// out afterwards), drill-d (its price goes up), drill-e in green (fewer in stock afterwards), saw-c in green (no
// longer made in green) and saw-a (hidden by the operator).

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let buyer: SignedIn;
let number: string;

const id = (slug: string) => productId(database.db, slug);

async function setProduct(slug: string, values: Partial<typeof products.$inferInsert>) {
  await database.db.update(products).set(values).where(eq(products.slug, slug));
}

/** The owner's cart as it shows in euros today: product, colour, quantity, unit price. */
async function cartOf(owner: CartOwner) {
  const euro = await displayCurrency(database.db, "EUR");
  const cart = await pricedCart(database.db, media, owner, euro, UNTAXED);
  return cart.lines.map((line) => [line.slug, line.color?.slug ?? "", line.quantity, line.unitPrice]);
}

/** Presses Buy again on the order with this browser's cookie. */
function pressBuyAgain(cookie: string | undefined, order = number) {
  return callRoute(buyAgainAction, {
    request: formPost(`/account/orders/${order}/buy-again`, { intent: "again" }, cookie),
    context: appContext(database.db, media),
    params: { orderId: order },
  });
}

/** The cart page's notice, read with the flash the redirect set (and this browser's cookie). */
async function noticeAfter(setCookie: string | null | undefined, cookie: string) {
  const answer = await callRoute(cartLoader, {
    request: pageRequest("/shop/cart", `${cookie}; ${cookieFrom(setCookie)}`),
    context: appContext(database.db, media, { prefs: { locale: "en", currency: "EUR" } }),
  });
  return (answer.data as { boughtAgain: BuyAgainReport | null }).boughtAgain;
}

const euros = (usdCents: number) => convertCents(usdCents, { code: "EUR", symbol: "€", rate: 0.9 });

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await database.db
    .insert(currencies)
    .values({ code: "EUR", symbol: "€", rate: "0.9", name: { en: "Euro", ru: "Евро", ar: "يورو" } });
  buyer = await signedInUser(database.db, "buyer@example.com");
  const owner = { userId: buyer.id };
  for (const [slug, quantity, color] of [
    ["drill-a", 2, "red"],
    ["drill-b", 1, "blue"],
    ["drill-c", 1, ""],
    ["drill-d", 1, ""],
    ["drill-e", 4, "green"],
    ["saw-c", 1, "green"],
    ["saw-a", 1, "green"],
  ] as const) {
    const added = await addToCart(database.db, owner, await id(slug), quantity, color);
    if (!added.ok) throw new Error(`${slug} not added: ${added.error}`);
  }
  const placed = await placeOrder(database.db, {
    owner,
    userId: buyer.id,
    sessionId: null,
    currencyCode: "EUR",
    locale: "en",
    checkout: checkoutInput(),
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  number = placed.number;
  // Since the order: drill-c sells out, drill-d costs $80.00 instead of $75.50, drill-e has 3 left, saw-c is no
  // longer made in green, and the operator hides saw-a.
  await setProduct("drill-c", { stock: 0 });
  await setProduct("drill-d", { priceCents: 8000 });
  await setProduct("drill-e", { stock: 3 });
  await setProduct("saw-a", { hiddenAt: new Date(), hiddenReason: "test" });
  const [green] = await database.db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeSlug, "color"), eq(attributeValues.slug, "green")));
  await database.db
    .delete(productAttributes)
    .where(and(eq(productAttributes.productId, await id("saw-c")), eq(productAttributes.valueId, green!.id)));
});

afterAll(async () => {
  await database?.cleanup();
});

describe("Buy again", () => {
  it("puts the lines still for sale into the cart in their colours at today's prices, and says what changed", async () => {
    // A line already in the cart is added to, as Add to cart adds to it.
    await addToCart(database.db, { userId: buyer.id }, await id("drill-a"), 1, "red");
    const pressed = await pressBuyAgain(buyer.cookie);
    expect(pressed.status).toBe(303);
    expect(pressed.location).toBe("/shop/cart");
    expect(await cartOf({ userId: buyer.id })).toEqual([
      ["drill-a", "red", 3, euros(1000)],
      ["drill-b", "blue", 1, euros(2500)],
      ["drill-d", "", 1, euros(8000)],
      ["drill-e", "green", 3, euros(10000)],
    ]);

    const report = await noticeAfter(pressed.setCookie, buyer.cookie);
    expect(report).toMatchObject({ number, currency: { code: "EUR", symbol: "€" } });
    expect(report?.unavailable.map((line) => [line.name, line.color?.slug ?? "", line.reason])).toEqual([
      ["DRILL C", "blue", "soldOut"],
      ["SAW C", "green", "colorGone"],
      ["SAW A", "green", "gone"],
    ]);
    // Then and today in minor units of euros: €67.95 against €72.00.
    expect(report?.repriced.map((line) => [line.name, line.was, line.now])).toEqual([["DRILL D", 6795, 7200]]);
    expect(report?.capped.map((line) => [line.name, line.color?.slug, line.ordered, line.stock])).toEqual([
      ["DRILL E", "green", 4, 3],
    ]);
  });

  it("adds the lines again when pressed again, as Add to cart would, never past the stock and without failing", async () => {
    const before = await cartOf({ userId: buyer.id });
    const again = await pressBuyAgain(buyer.cookie);
    expect(again.status).toBe(303);
    const quantities = Object.fromEntries((await cartOf({ userId: buyer.id })).map((line) => [line[0], line[2]]));
    expect(before.map((line) => line[2])).toEqual([3, 1, 1, 3]);
    // drill-e's cart line already holds all 3 in stock.
    expect(quantities).toEqual({ "drill-a": 5, "drill-b": 2, "drill-d": 2, "drill-e": 3 });
  });

  it("is the order's buyer's alone: another user, a guest and the operator change no cart and learn nothing", async () => {
    const buyerCart = await cartOf({ userId: buyer.id });
    const other = await signedInUser(database.db, "other@example.com");
    const operator = await signedInUser(database.db, "operator@example.com");
    await setOperator(database.db, operator.email, true);
    const guest = await createGuestSession(database.db, pageRequest("/"));

    for (const user of [other, operator]) {
      const refused = await pressBuyAgain(user.cookie);
      expect(refused.status).toBe(404);
      expect(await cartOf({ userId: user.id })).toEqual([]);
    }
    // A number no order has is answered the same way.
    expect((await pressBuyAgain(other.cookie, "000000000")).status).toBe(404);
    // A guest is asked to sign in first; their cart stays empty.
    for (const cookie of [undefined, cookieFrom(guest.setCookie)]) {
      const refused = await pressBuyAgain(cookie);
      expect(refused.status).toBe(302);
      expect(refused.location).toMatch(/^\/account\/login\?/);
    }
    expect(await cartOf({ sessionId: guest.sessionId })).toEqual([]);
    expect(await cartOf({ userId: buyer.id })).toEqual(buyerCart);

    // A flash naming the buyer's order tells another user's cart page nothing about it.
    const flash = (await pressBuyAgain(buyer.cookie)).setCookie;
    expect(await noticeAfter(flash, other.cookie)).toBeNull();
  });

  it("answers a read of its address with the order's page, and a form without its field with 400", async () => {
    const read = await callRoute(buyAgainLoader, {
      request: pageRequest(`/account/orders/${number}/buy-again`, buyer.cookie),
      context: appContext(database.db, media),
      params: { orderId: number },
    });
    expect(read.location).toBe(`/account/orders/${number}`);
    const bad = await callRoute(buyAgainAction, {
      request: formPost(`/account/orders/${number}/buy-again`, { intent: "nonsense" }, buyer.cookie),
      context: appContext(database.db, media),
      params: { orderId: number },
    });
    expect(bad.status).toBe(400);
  });
});
