import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as cartLoader } from "~/routes/cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { convertCents } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { createAddress } from "~server/accounts/addresses";
import { carts, currencies, orderParts, orders, products, users } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { placedOrder } from "~server/orders/history";
import { saleOfSeller } from "~server/orders/sales";
import { writeSetting } from "~server/settings/store-settings";
import type { PricedCart } from "~server/shopping/priced-cart";
import { setShipCountry, shopperCountry } from "~server/shopping/ship-destination";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { fillCart, placeCartOrder } from "../support/coupons";
import { guestWithCart } from "../support/guest-order";
import { mailText } from "../support/mail-text";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// One parcel per seller (issue 36): a cart from three sellers, each parcel priced for where it goes, the same in the
// header, the cart, the checkout, the order, each seller's sale and the mails; a total the buyer did not see is not
// charged; a country the store does not ship to is refused.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let over: SignedIn;
let under: SignedIn;
let free: SignedIn;
const GBP = { code: "GBP", symbol: "£", rate: 0.79 };
const EUROPE = DEFAULT_SHIPPING.zones[1]!;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
  await database.db.insert(currencies).values([
    { code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } },
    { code: "GBP", symbol: "£", rate: "0.790000", name: { en: "Pound", ru: "Фунт", ar: "جنيه" } },
    { code: "EUR", symbol: "€", rate: "0.923700", name: { en: "Euro", ru: "Евро", ar: "يورو" } },
    { code: "RUB", symbol: "₽", rate: "92.500000", name: { en: "Rouble", ru: "Рубль", ar: "روبل" } },
  ]);
  // Three sellers: one whose parcel reaches the threshold ($75.50), one under it ($10), one who ships free ($40).
  over = await signedInUser(database.db, "parcel-over@example.com");
  under = await signedInUser(database.db, "parcel-under@example.com");
  free = await signedInUser(database.db, "parcel-free@example.com");
  await database.db.update(products).set({ ownerId: over.id }).where(eq(products.slug, "drill-d"));
  await database.db.update(products).set({ ownerId: under.id }).where(eq(products.slug, "drill-a"));
  await database.db.update(products).set({ ownerId: free.id }).where(eq(products.slug, "saw-a"));
  await database.db.update(users).set({ shipsFree: true }).where(eq(users.id, free.id));
});

afterAll(async () => {
  await database?.cleanup();
});

const context = (currency = "USD") =>
  appContext(database.db, media, { prefs: { locale: "en", currency: currency as "USD" } });

const MIXED: [string, number][] = [
  ["drill-d", 1],
  ["drill-a", 1],
  ["saw-a", 1],
];

/** A British billing address: the parcels go to the United Kingdom (zone Europe). */
const BRITISH = {
  "billing.country": "GB",
  "billing.address": "10 Downing Street",
  "billing.city": "London",
  "billing.state": "",
  "billing.postcode": "SW1A 2AA",
  "billing.phone": "+44 20 7925 0918",
};

async function cartOf(
  loader: typeof rootLoader | typeof cartLoader | typeof checkoutLoader,
  path: string,
  cookie: string,
) {
  const answer = await callRoute(loader, { request: pageRequest(path, cookie), context: context("GBP") });
  return (answer.data as { cart: PricedCart }).cart;
}

describe("a cart from three sellers", () => {
  it("is priced the same, parcel by parcel, in the header, the cart, the checkout, the order, the sales and the mails", async () => {
    const guest = await guestWithCart(database.db, MIXED);
    await setShipCountry(database.db, guest.owner, "GB");
    const header = await cartOf(rootLoader, "/", guest.cookie);
    expect(await cartOf(cartLoader, "/shop/cart", guest.cookie)).toEqual(header);
    expect((await cartOf(checkoutLoader, "/shop/checkout", guest.cookie)).cost).toMatchObject(header.cost);

    const rate = convertCents(EUROPE.rateCents, GBP);
    expect(header.destination).toMatchObject({ country: "GB", known: true, shipped: true });
    expect(
      header.parcels.map((parcel) => [
        parcel.seller?.id,
        parcel.lines.map((line) => line.slug),
        parcel.shipping,
        parcel.free,
      ]),
    ).toEqual([
      [over.id, ["drill-d"], 0, "threshold"],
      [under.id, ["drill-a"], rate, null],
      [free.id, ["saw-a"], 0, "seller"],
    ]);
    // "Add £31.60 more for free shipping": the threshold ($50 → £39.50) less the parcel's £7.90.
    expect(header.parcels[1]?.missingForFree).toBe(convertCents(5000, GBP) - convertCents(1000, GBP));
    expect(header.cost.shipping).toBe(rate);
    expect(header.cost.total).toBe(header.cost.subtotal + rate);

    const form = checkoutForm({ ...BRITISH, quotedTotal: String(header.cost.total), idempotencyKey: randomUUID() });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", form, guest.cookie),
      context: context("GBP"),
    });
    expect(answer.status).toBe(302);
    const number = /order=(\d+)/.exec(answer.location ?? "")?.[1] ?? "";
    const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({
      currencyCode: "GBP",
      subtotalCents: header.cost.subtotal,
      shippingCents: rate,
      totalCents: header.cost.total,
    });
    const parts = await database.db
      .select({ sellerId: orderParts.sellerId, shippingCents: orderParts.shippingCents })
      .from(orderParts)
      .where(eq(orderParts.orderId, order!.id))
      .orderBy(asc(orderParts.id));
    expect(parts).toEqual([
      { sellerId: over.id, shippingCents: 0 },
      { sellerId: under.id, shippingCents: rate },
      { sellerId: free.id, shippingCents: 0 },
    ]);

    // Each seller sees their parcel's shipping; the seller under the threshold is paid to ship it.
    expect((await saleOfSeller(database.db, media, under.id, number, "en"))?.part.shippingCents).toBe(rate);
    expect((await saleOfSeller(database.db, media, free.id, number, "en"))?.part.shippingCents).toBe(0);
    const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    const underMail = await mailText(database.db, "new-sale", under.email, number);
    expect(underMail).toContain("Shipping for this parcel");
    expect(underMail).toContain(money(rate));
    expect(underMail).toContain(money(convertCents(1000, GBP) + rate));
    expect(await mailText(database.db, "order-placed", "ada@example.com", number)).toContain(money(header.cost.total));
    // The order's page shows each parcel with its seller and shipping.
    const sessionId = "sessionId" in guest.owner ? guest.owner.sessionId : null;
    const placed = await placedOrder(database.db, media, number, { userId: null, sessionId, locale: "en" });
    expect(placed.order?.parts.map((part) => [part.seller?.name, part.shippingCents])).toEqual([
      ["parcel-over", 0],
      ["parcel-under", rate],
      ["parcel-free", 0],
    ]);
  });

  it("refuses a total the buyer did not see (another country's shipping), then shows the new one", async () => {
    const guest = await guestWithCart(database.db, [["drill-a", 1]]);
    // Nothing said where it goes: priced for the store's own country (United States, $4.99).
    const before = await cartOf(cartLoader, "/shop/cart", guest.cookie);
    expect(before.destination).toMatchObject({ country: "US", known: false });
    const form = checkoutForm({ ...BRITISH, quotedTotal: String(before.cost.total), idempotencyKey: randomUUID() });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", form, guest.cookie),
      context: context("GBP"),
    });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      formError: "checkout.errors.totalChanged",
      values: { "billing.city": "London" },
    });
    // Nothing was ordered; the cart now goes to the United Kingdom, and its page says what that costs.
    expect(await database.db.select().from(orders).where(eq(orders.email, "ada@example.com"))).toHaveLength(1);
    const after = await cartOf(checkoutLoader, "/shop/checkout", guest.cookie);
    expect(after.destination).toMatchObject({ country: "GB", known: true });
    expect(after.cost.shipping).toBe(convertCents(EUROPE.rateCents, GBP));
  });

  it("refuses, on the server, a country the store does not ship to", async () => {
    await writeSetting(database.db, "shipping", { ...DEFAULT_SHIPPING, shipsTo: ["US", "GB"] });
    try {
      const guest = await guestWithCart(database.db, [["drill-a", 1]]);
      // Calculate Shipping offers only those, and says so.
      const cartPage = await callRoute(cartLoader, {
        request: pageRequest("/shop/cart", guest.cookie),
        context: context(),
      });
      expect(cartPage.data).toMatchObject({ shipsEverywhere: false });
      const offered = (cartPage.data as { shipCountries: { code: string }[] }).shipCountries.map(
        (country) => country.code,
      );
      expect(offered.sort()).toEqual(["GB", "US"]);
      const answer = await callRoute(checkoutAction, {
        request: formPost("/shop/checkout", checkoutForm({ idempotencyKey: randomUUID() }), guest.cookie),
        context: context(),
      });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ errors: { "billing.country": "checkout.errors.notShipped" } });
      const sessionId = "sessionId" in guest.owner ? guest.owner.sessionId : "";
      expect(await database.db.select().from(orders).where(eq(orders.sessionId, sessionId))).toEqual([]);
      // The cart is kept, to send elsewhere.
      const [cart] = await database.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId));
      expect(cart).toBeDefined();
    } finally {
      await writeSetting(database.db, "shipping", null);
    }
  });
});

describe("the free-shipping threshold of a parcel", () => {
  for (const [code, rate] of [
    ["USD", 1],
    ["EUR", 0.9237],
    ["GBP", 0.79],
    ["RUB", 92.5],
  ] as const) {
    it(`ships free at $50 and above, not a cent below, counted in ${code}`, async () => {
      const currency = { code, symbol: code, rate };
      const shippingAt = async (priceCents: number) => {
        await database.db.update(products).set({ priceCents }).where(eq(products.slug, "drill-c"));
        const guest = await guestWithCart(database.db, [["drill-c", 1]]);
        const answer = await callRoute(cartLoader, {
          request: pageRequest("/shop/cart", guest.cookie),
          context: context(code),
        });
        return (answer.data as { cart: PricedCart }).cart.parcels[0];
      };
      expect(await shippingAt(5000)).toMatchObject({ shipping: 0, free: "threshold" });
      expect(await shippingAt(5001)).toMatchObject({ shipping: 0, free: "threshold" });
      const below = await shippingAt(4999);
      expect(below).toMatchObject({ shipping: convertCents(499, currency), free: null });
      expect(below?.missingForFree).toBe(convertCents(5000, currency) - convertCents(4999, currency));
    });
  }
});

describe("where a signed-in buyer's parcels go before they say", () => {
  it("is their last order's country, else their default address's, else the store's own", async () => {
    const buyer = await signedInUser(database.db, "parcel-where@example.com");
    const owner = { userId: buyer.id };
    expect(await shopperCountry(database.db, owner)).toBeNull();
    await createAddress(database.db, buyer.id, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "parcel-where@example.com",
      phone: "+49 30 123456",
      country: "DE",
      state: "",
      city: "Berlin",
      postcode: "10117",
      address: "Unter den Linden 1",
      isDefault: true,
    });
    expect(await shopperCountry(database.db, owner)).toBe("DE");
    await fillCart(database.db, owner, [["drill-a", 1]]);
    const placed = await placeCartOrder(database.db, owner, "parcel-where@example.com", buyer.id);
    expect(placed.ok).toBe(true);
    // The order kept France on the cart; without it, the last order still says France.
    await database.db.update(carts).set({ shipCountry: null }).where(eq(carts.userId, buyer.id));
    expect(await shopperCountry(database.db, owner)).toBe("FR");
  });
});
