import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as orderLoader } from "~/routes/account/order";
import { loader as ordersLoader } from "~/routes/account/orders";
import { loader as cartLoader } from "~/routes/cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as successLoader } from "~/routes/checkout-success";
import { action as trackAction } from "~/routes/track-order";
import { USD } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { createAddress } from "~server/accounts/addresses";
import { getOptionalUser } from "~server/accounts/sessions";
import { currencies, orderLines, orders, products } from "~server/db/schema";
import { GUESS_LIMIT } from "~server/http/guess-limit";
import { createLocalMediaStore } from "~server/media/local-store";
import { ORDERS_PAGE_SIZE } from "~server/orders/history";
import { placeOrder } from "~server/orders/place-order";
import { DEMO_CHEQUE_DETAILS } from "~server/seed/demo-settings";
import { addToCart } from "~server/shopping/cart";
import { type PricedCart, pricedCart } from "~server/shopping/priced-cart";
import { setShipCountry } from "~server/shopping/ship-destination";
import { signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture } from "../support/catalog-fixture";
import { checkoutForm, checkoutInput } from "../support/checkout";
import { stoppedClock } from "../support/clock";
import { guestWithCart } from "../support/guest-order";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
  await database.db.insert(currencies).values([
    { code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } },
    { code: "EUR", symbol: "€", rate: "0.923700", name: { en: "Euro", ru: "Евро", ar: "يورو" } },
  ]);
});

afterAll(async () => {
  await database?.cleanup();
});

const context = (currency = "USD") =>
  appContext(database.db, media, { prefs: { locale: "en", currency: currency as "USD" } });

async function orderRow(number: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
  const lines = order
    ? await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)
    : [];
  return { order, lines };
}

const numberFrom = (location: string | null | undefined) => /order=(\d+)/.exec(location ?? "")?.[1] ?? "";

describe("the checkout page", () => {
  it("sends an empty cart back to the cart page", async () => {
    const answer = await callRoute(checkoutLoader, { request: pageRequest("/shop/checkout"), context: context() });
    expect(answer).toMatchObject({ status: 302, location: "/shop/cart" });
  });

  it("fills the billing details from a signed-in user's default address", async () => {
    const user = await signedInUser(database.db, "prefill@example.com");
    await addToCart(database.db, { userId: user.id }, await productId(database.db, "drill-a"), 1);
    await createAddress(database.db, user.id, {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: "+1 555 0100",
      country: "US",
      state: "VA",
      city: "Arlington",
      postcode: "22201",
      address: "1 Navy Way",
      isDefault: true,
    });
    const page = await callRoute(checkoutLoader, {
      request: pageRequest("/shop/checkout", user.cookie),
      context: context(),
    });
    expect(page.data).toMatchObject({
      signedIn: true,
      prefill: { "billing.firstName": "Grace", "billing.country": "US", "billing.email": "grace@example.com" },
    });
  });

  it("reports every invalid field at once, keeps what was typed but not the password, and saves nothing", async () => {
    const guest = await guestWithCart(database.db, [["drill-b", 1]]);
    const form = checkoutForm({
      "billing.firstName": "",
      "billing.email": "not-an-email",
      "billing.country": "ZZ",
      terms: "",
      createAccount: "on",
      accountPassword: "short",
      shipToDifferent: "on",
      "shipping.city": "Lyon",
    });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", form, guest.cookie),
      context: context(),
    });
    expect(answer.status).toBe(400);
    const failure = answer.data as { errors: Record<string, string>; values: Record<string, string> };
    expect(failure.errors).toMatchObject({
      "billing.firstName": "errors.required",
      "billing.email": "errors.emailInvalid",
      "billing.country": "addresses.errors.countryInvalid",
      "shipping.firstName": "errors.required",
      terms: "checkout.errors.terms",
      accountPassword: "account.errors.passwordTooShort",
    });
    expect(failure.errors["shipping.city"]).toBeUndefined();
    expect(failure.values).toMatchObject({ "billing.email": "not-an-email", "shipping.city": "Lyon" });
    expect(failure.values.accountPassword).toBeUndefined();
    expect(await database.db.select().from(orders).where(eq(orders.email, "not-an-email"))).toEqual([]);
    expect((await pricedCart(database.db, media, guest.owner, USD, UNTAXED)).lines).toHaveLength(1);
  });
  it("takes any country of ISO 3166, and refuses a postcode that is not of the chosen country beside the field", async () => {
    const guest = await guestWithCart(database.db, [["drill-a", 1]]);
    const wrong = await callRoute(checkoutAction, {
      request: formPost(
        "/shop/checkout",
        checkoutForm({ "billing.country": "DE", "billing.postcode": "abc", "billing.city": "Berlin" }),
        guest.cookie,
      ),
      context: context(),
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: {
        errors: { "billing.postcode": "addresses.errors.postcodeFormat" },
        values: { "billing.postcode": "abc" },
      },
    });
    const british = await callRoute(checkoutAction, {
      request: formPost(
        "/shop/checkout",
        checkoutForm({
          "billing.country": "GB",
          "billing.postcode": "SW1A 1AA",
          "billing.city": "London",
          "billing.email": "londoner@example.com",
          paymentMethod: "cash",
        }),
        guest.cookie,
      ),
      context: context(),
    });
    expect(british.status).toBe(302);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, "londoner@example.com"));
    expect(order?.billingAddress).toMatchObject({ country: "GB", postcode: "SW1A 1AA" });
  });

  it("says on top of the form when its key is missing or malformed (an old page, a forged post)", async () => {
    const guest = await guestWithCart(database.db, [["drill-a", 1]]);
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm({ idempotencyKey: "not-a-key" }), guest.cookie),
      context: context(),
    });
    expect(answer).toMatchObject({ status: 400, data: { formError: "checkout.errors.stale" } });
  });
});

describe("placing an order", () => {
  it("writes the order with today's prices in the chosen currency, snapshots, and empties the cart", async () => {
    const guest = await guestWithCart(database.db, [
      ["drill-b", 2],
      ["saw-a", 1],
    ]);
    const form = checkoutForm({
      "billing.email": "Snapshot@Example.com",
      shipToDifferent: "on",
      "shipping.firstName": "Charles",
      "shipping.lastName": "Babbage",
      "shipping.country": "DE",
      "shipping.address": "Unter den Linden 1",
      "shipping.city": "Berlin",
      "shipping.state": "Berlin",
      "shipping.postcode": "10117",
      paymentMethod: "check",
      notes: "Leave it at the door",
      // What a tampering browser might add: none of it is read.
      priceCents: "1",
      total: "1",
      "lines.0.price": "0.01",
    });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", form, guest.cookie),
      context: context("EUR"),
    });
    expect(answer.status).toBe(302);
    const { order, lines } = await orderRow(numberFrom(answer.location));
    const eur = (usdCents: number) => Math.round(usdCents * 0.9237);
    expect(lines.map((line) => [line.slug, line.quantity, line.priceCents, line.totalCents])).toEqual([
      ["drill-b", 2, eur(2500), eur(2500) * 2],
      ["saw-a", 1, eur(4000), eur(4000)],
    ]);
    expect(order).toMatchObject({
      status: "pending",
      paymentMethod: "check",
      // Where the cheque goes, as the store's settings said when the order was placed.
      payTo: { cheque: DEMO_CHEQUE_DETAILS },
      currencyCode: "EUR",
      email: "snapshot@example.com",
      subtotalCents: eur(2500) * 2 + eur(4000),
      // One seller's parcel of 83.13 €, over the 46.19 € (50 $) of free shipping.
      shippingCents: 0,
      taxCents: 0,
      totalCents: eur(2500) * 2 + eur(4000),
      notes: "Leave it at the door",
      userId: null,
      billingAddress: { firstName: "Ada", city: "Paris", country: "FR" },
      shippingAddress: { firstName: "Charles", city: "Berlin", country: "DE", email: "snapshot@example.com" },
    });
    expect((await pricedCart(database.db, media, guest.owner, USD, UNTAXED)).lines).toEqual([]);

    // The lines keep what was bought when the product changes or goes.
    await database.db.update(products).set({ name: "RENAMED", priceCents: 1 }).where(eq(products.slug, "saw-a"));
    expect((await orderRow(order!.number)).lines[1]).toMatchObject({ name: "SAW A", priceCents: eur(4000) });
    await database.db.update(products).set({ name: "SAW A", priceCents: 4000 }).where(eq(products.slug, "saw-a"));
  });

  it("shows one set of totals in the header, the cart page, the checkout and the stored order", async () => {
    // A parcel of 20 $, under the free-shipping threshold.
    const guest = await guestWithCart(database.db, [["drill-a", 2]]);
    const euros = context("EUR");
    const costOf = async (loader: typeof rootLoader | typeof cartLoader | typeof checkoutLoader, path: string) => {
      const answer = await callRoute(loader, { request: pageRequest(path, guest.cookie), context: euros });
      return (answer.data as { cart: PricedCart }).cart.cost;
    };
    // The buyer says where the parcel goes (Calculate Shipping): France, in the zone Europe.
    await setShipCountry(database.db, guest.owner, "FR");
    const header = await costOf(rootLoader, "/");
    expect(await costOf(cartLoader, "/shop/cart")).toEqual(header);
    expect(await costOf(checkoutLoader, "/shop/checkout")).toEqual(header);
    // The rate is written in one place, and every view shows it converted the same way.
    expect(header.shipping).toBe(Math.round((DEFAULT_SHIPPING.zones[1]?.rateCents ?? 0) * 0.9237));

    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm({ idempotencyKey: randomUUID() }), guest.cookie),
      context: euros,
    });
    const { order } = await orderRow(numberFrom(answer.location));
    expect(order).toMatchObject({
      currencyCode: "EUR",
      subtotalCents: header.subtotal,
      shippingCents: header.shipping,
      taxCents: header.tax,
      totalCents: header.total,
    });
  });

  it("shows the thank-you page to the session that placed it, and to no one else", async () => {
    const guest = await guestWithCart(database.db, [["drill-c", 1]]);
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm(), guest.cookie),
      context: context(),
    });
    const url = answer.location ?? "";
    const own = await callRoute(successLoader, { request: pageRequest(url, guest.cookie), context: context() });
    expect(own.data).toMatchObject({ detail: { order: { number: numberFrom(url), status: "pending" } } });
    const stranger = await signedInUser(database.db, "stranger@example.com");
    for (const cookie of [undefined, stranger.cookie]) {
      const other = await callRoute(successLoader, { request: pageRequest(url, cookie), context: context() });
      expect(other.status).toBe(404);
    }
  });

  it("refuses the whole order when a product is no longer in stock, keeping the cart", async () => {
    const guest = await guestWithCart(database.db, [
      ["mower-a", 1],
      ["mower-b", 1],
    ]);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.slug, "mower-a"));
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm({ "billing.email": "soldout@example.com" }), guest.cookie),
      context: context(),
    });
    await database.db.update(products).set({ stock: 50 }).where(eq(products.slug, "mower-a"));
    expect(answer).toMatchObject({
      status: 409,
      data: { formError: "checkout.errors.notInStock", names: ["MOWER A"] },
    });
    expect(await database.db.select().from(orders).where(eq(orders.email, "soldout@example.com"))).toEqual([]);
    expect((await pricedCart(database.db, media, guest.owner, USD, UNTAXED)).lines).toHaveLength(2);
  });

  it("creates one order from 50 simultaneous submissions with one key, and refuses the key with other details", async () => {
    const guest = await guestWithCart(database.db, [
      ["drill-d", 3],
      ["saw-c", 2],
    ]);
    const input = checkoutInput({ billing: { ...checkoutInput().billing, email: "fifty@example.com" } });
    const request = {
      owner: guest.owner,
      userId: null,
      sessionId: guest.sessionId,
      currencyCode: "USD",
      locale: "en" as const,
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(database.db, { ...request, checkout: input })),
    );
    const numbers = new Set(results.map((result) => (result.ok ? result.number : result.error)));
    expect(numbers.size).toBe(1);
    expect(results.filter((result) => result.ok && !result.replayed)).toHaveLength(1);
    const placed = await database.db.select().from(orders).where(eq(orders.email, "fifty@example.com"));
    expect(placed).toHaveLength(1);
    expect((await orderRow(placed[0]!.number)).lines.map((line) => line.quantity)).toEqual([3, 2]);

    const changed = { ...input, paymentMethod: "cash" as const };
    expect(await placeOrder(database.db, { ...request, checkout: changed })).toEqual({
      ok: false,
      error: "keyReused",
    });
    // A second order needs a new key (a new form) and a cart with something in it.
    expect(await placeOrder(database.db, { ...request, checkout: checkoutInput() })).toEqual({
      ok: false,
      error: "emptyCart",
    });
  });

  it("places one order when two forms (two tabs, two keys) are sent at once for one cart", async () => {
    const guest = await guestWithCart(database.db, [["drill-a", 1]]);
    const request = {
      owner: guest.owner,
      userId: null,
      sessionId: guest.sessionId,
      currencyCode: "USD",
      locale: "en" as const,
    };
    const billing = { ...checkoutInput().billing, email: "two-tabs@example.com" };
    // Open the pool's connections first (on PostgreSQL), so the ten really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(database.db, { ...request, checkout: checkoutInput({ billing }) })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array(9).fill({ ok: false, error: "emptyCart" }));
    expect(await database.db.select().from(orders).where(eq(orders.email, "two-tabs@example.com"))).toHaveLength(1);
  });

  it("creates the account a guest asked for, signs them in and files the order under it", async () => {
    const guest = await guestWithCart(database.db, [["drill-e", 1]]);
    const form = checkoutForm({
      "billing.email": "new-buyer@example.com",
      createAccount: "on",
      accountPassword: "long enough!",
    });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", form, guest.cookie),
      context: context(),
    });
    expect(answer.status).toBe(302);
    const cookie = cookieFrom(answer.setCookie);
    const user = await getOptionalUser(database.db, pageRequest("/", cookie));
    expect(user).toMatchObject({ email: "new-buyer@example.com", displayName: "Ada Lovelace" });
    const { order } = await orderRow(numberFrom(answer.location));
    expect(order?.userId).toBe(user?.id);
    const history = await callRoute(ordersLoader, {
      request: pageRequest("/account/orders", cookie),
      context: context(),
    });
    expect(history.data).toMatchObject({ orders: [{ number: order?.number }] });

    // The same email again, as another guest: refused beside the field, nothing placed.
    const again = await guestWithCart(database.db, [["drill-e", 1]]);
    const taken = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", { ...form, idempotencyKey: crypto.randomUUID() }, again.cookie),
      context: context(),
    });
    expect(taken).toMatchObject({ status: 400, data: { errors: { "billing.email": "checkout.errors.emailTaken" } } });
  });
});

describe("order history", () => {
  it("pages a user's orders by ten, newest first, and hides them from everyone else", async () => {
    const ann = await signedInUser(database.db, "ann-orders@example.com");
    const bob = await signedInUser(database.db, "bob-orders@example.com");
    const numbers: string[] = [];
    for (let n = 0; n < ORDERS_PAGE_SIZE + 2; n++) {
      await addToCart(database.db, { userId: ann.id }, await productId(database.db, "saw-b"), 1);
      const result = await placeOrder(database.db, {
        owner: { userId: ann.id },
        userId: ann.id,
        sessionId: null,
        currencyCode: "USD",
        locale: "en",
        checkout: checkoutInput(),
      });
      if (result.ok) numbers.push(result.number);
    }
    const page = (n: number) =>
      callRoute(ordersLoader, { request: pageRequest(`/account/orders?page=${n}`, ann.cookie), context: context() });
    const first = (await page(1)).data as { orders: { number: string }[]; totalPages: number };
    const second = (await page(2)).data as { orders: { number: string }[] };
    expect(first.totalPages).toBe(2);
    expect([...first.orders, ...second.orders].map((order) => order.number)).toEqual([...numbers].reverse());

    const own = await callRoute(orderLoader, {
      request: pageRequest(`/account/orders/${numbers[0]}`, ann.cookie),
      params: { orderId: numbers[0]! },
      context: context(),
    });
    expect(own.data).toMatchObject({ detail: { order: { number: numbers[0], totalCents: 6000 } } });
    const theirs = await callRoute(orderLoader, {
      request: pageRequest(`/account/orders/${numbers[0]}`, bob.cookie),
      params: { orderId: numbers[0]! },
      context: context(),
    });
    expect(theirs.status).toBe(404);
    expect(
      (await callRoute(ordersLoader, { request: pageRequest("/account/orders", bob.cookie), context: context() })).data,
    ).toMatchObject({ orders: [] });
  });
});

describe("tracking an order", () => {
  it("shows the order for its number and email, one neutral answer otherwise, and limits the tries", async () => {
    const guest = await guestWithCart(database.db, [["drill-a", 2]]);
    const placed = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm({ "billing.email": "track@example.com" }), guest.cookie),
      context: context(),
    });
    const number = numberFrom(placed.location);
    // Every try in one window of the limit.
    const ip = { clientIp: "198.51.100.7", now: stoppedClock() };
    const track = (orderId: string, email: string) =>
      callRoute(trackAction, {
        request: formPost("/shop/track-order", { orderId, email }),
        context: appContext(database.db, media, ip),
      });
    expect(await track(number, "TRACK@example.com")).toMatchObject({
      status: 200,
      data: { result: { status: "found", order: { order: { number, status: "pending" }, lines: [{ quantity: 2 }] } } },
    });
    const wrongEmail = await track(number, "someone@example.com");
    const wrongNumber = await track("123456789", "track@example.com");
    // The same answer whichever part was wrong.
    const answer = (tracked: typeof wrongEmail) => [tracked.status, (tracked.data as { result: unknown }).result];
    expect(answer(wrongEmail)).toEqual(answer(wrongNumber));
    expect(wrongEmail).toMatchObject({ status: 404, data: { result: { status: "notFound" } } });
    // A right answer is not a guess; the wrong ones are counted, and past the limit even the right one waits.
    expect(await track(number, "track@example.com")).toMatchObject({ status: 200 });
    for (let n = 2; n < GUESS_LIMIT.limit; n++) await track("123456789", "track@example.com");
    const refused = await track(number, "track@example.com");
    expect(refused).toMatchObject({
      status: 429,
      data: { result: { status: "tooMany", minutes: expect.any(Number) } },
    });
    const { minutes } = (refused.data as { result: { minutes: number } }).result;
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
  });
});
