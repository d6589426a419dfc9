import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as addressAction } from "~/routes/account/address";
import { action as cartAction } from "~/routes/cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { type AddressInput, addressesOfUser, createAddress } from "~server/accounts/addresses";
import { createGuestSession, getOptionalUser } from "~server/accounts/sessions";
import { currencies, orders } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { writeSetting } from "~server/settings/store-settings";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
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
  await database.db
    .insert(currencies)
    .values([{ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } }]);
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);

const graceHome: AddressInput = {
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
};

const graceOffice: AddressInput = {
  ...graceHome,
  country: "GB",
  state: "",
  city: "London",
  postcode: "SW1A 1AA",
  address: "10 Downing Street",
  isDefault: false,
};

/** A signed-in buyer with something in the cart. */
async function buyerWithCart(email: string): Promise<SignedIn> {
  const buyer = await signedInUser(database.db, email);
  await addToCart(database.db, { userId: buyer.id }, await productId(database.db, "drill-a"), 1);
  return buyer;
}

type CheckoutPage = {
  prefill: Record<string, string>;
  savedAddresses: { id: number; firstName: string }[];
  chosenAddresses: { billing: number | null; shipping: number | null };
  shipsTo: string[] | null;
  cart: { cost: { total: number }; destination: { country: string } };
};

async function checkoutPage(path: string, cookie: string): Promise<CheckoutPage> {
  const page = await callRoute(checkoutLoader, { request: pageRequest(path, cookie), context: context() });
  expect(page.status).toBe(200);
  return page.data as CheckoutPage;
}

const placeOrder = (form: Record<string, string>, cookie: string) =>
  callRoute(checkoutAction, { request: formPost("/shop/checkout", form, cookie), context: context() });

describe("a signed-in buyer's saved addresses at checkout", () => {
  it("are offered to their owner only, the default one filled in", async () => {
    const grace = await buyerWithCart("grace-book@example.com");
    const home = await createAddress(database.db, grace.id, graceHome);
    await createAddress(database.db, grace.id, graceOffice);
    const alan = await buyerWithCart("alan-book@example.com");
    await createAddress(database.db, alan.id, { ...graceHome, firstName: "Alan", lastName: "Turing" });

    const page = await checkoutPage("/shop/checkout", grace.cookie);
    expect(page.savedAddresses.map((address) => address.firstName)).toEqual(["Grace", "Grace"]);
    expect(page.chosenAddresses).toEqual({ billing: home.ok && home.id, shipping: null });
    expect(page.prefill).toMatchObject({ "billing.address": "1 Navy Way", "billing.state": "VA" });
    expect(page.prefill.shipToDifferent).toBeUndefined();

    const alansPage = await checkoutPage("/shop/checkout", alan.cookie);
    expect(alansPage.savedAddresses.map((address) => address.firstName)).toEqual(["Alan"]);
  });

  it("fill the billing or the shipping details when one is chosen (?address=, ?shipAddress=), never another's", async () => {
    const grace = await buyerWithCart("grace-choose@example.com");
    const home = await createAddress(database.db, grace.id, graceHome);
    const office = await createAddress(database.db, grace.id, graceOffice);
    const alan = await signedInUser(database.db, "alan-choose@example.com");
    const alans = await createAddress(database.db, alan.id, { ...graceHome, firstName: "Alan", city: "Wilmslow" });
    if (!home.ok || !office.ok || !alans.ok) throw new Error("addresses not created");

    const chosen = await checkoutPage(`/shop/checkout?address=${office.id}`, grace.cookie);
    expect(chosen.prefill).toMatchObject({ "billing.address": "10 Downing Street", "billing.country": "GB" });
    expect(chosen.chosenAddresses.billing).toBe(office.id);

    const shipped = await checkoutPage(`/shop/checkout?shipAddress=${office.id}`, grace.cookie);
    expect(shipped.prefill).toMatchObject({
      "billing.address": "1 Navy Way",
      shipToDifferent: "on",
      "shipping.address": "10 Downing Street",
      "shipping.city": "London",
    });
    expect(shipped.prefill["shipping.email"]).toBeUndefined();

    // Another buyer's address, or no address at all: the buyer's own default, and nothing of the other's.
    for (const query of [`?address=${alans.id}&shipAddress=${alans.id}`, "?address=abc", "?address=-1"]) {
      const page = await checkoutPage(`/shop/checkout${query}`, grace.cookie);
      expect(page.chosenAddresses).toEqual({ billing: home.id, shipping: null });
      expect(JSON.stringify(page)).not.toContain("Wilmslow");
    }
  });

  it("start a guest's checkout from the country the cart is priced for, with no addresses", async () => {
    const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
    await addToCart(database.db, { sessionId }, await productId(database.db, "drill-a"), 1);
    const cookie = cookieFrom(setCookie);
    const before = await checkoutPage("/shop/checkout", cookie);
    expect(before.savedAddresses).toEqual([]);
    expect(before.prefill["billing.country"]).toBeUndefined();
    // Calculate Shipping (or the checkout's script) says where the parcel goes.
    await callRoute(cartAction, {
      request: formPost("/shop/cart", { intent: "shipTo", country: "DE", _fetcher: "1" }, cookie),
      context: context(),
    });
    const after = await checkoutPage("/shop/checkout", cookie);
    expect(after.prefill["billing.country"]).toBe("DE");
    expect(after.cart.destination.country).toBe("DE");
  });
});

describe("saving the address at checkout", () => {
  const fields = (overrides: Record<string, string> = {}) =>
    checkoutForm({
      "billing.country": "GB",
      "billing.city": "London",
      "billing.state": "",
      "billing.postcode": "SW1A 1AA",
      "billing.address": "221B Baker Street",
      ...overrides,
    });

  it("keeps the first order's address as the default, once, however it is retyped", async () => {
    const buyer = await buyerWithCart("first-order@example.com");
    expect((await placeOrder(fields({ saveAddress: "on" }), buyer.cookie)).status).toBe(302);
    const saved = await addressesOfUser(database.db, buyer.id);
    expect(saved).toEqual([
      expect.objectContaining({
        isDefault: true,
        firstName: "Ada",
        address: "221B Baker Street",
        country: "GB",
        state: "",
        email: "ada@example.com",
        phone: "+33 1 23 45 67 89",
      }),
    ]);

    await addToCart(database.db, { userId: buyer.id }, await productId(database.db, "drill-a"), 1);
    const again = fields({ saveAddress: "on", "billing.address": " 221b  baker street ", "billing.firstName": "ada" });
    expect((await placeOrder(again, buyer.cookie)).status).toBe(302);
    expect(await addressesOfUser(database.db, buyer.id)).toHaveLength(1);
  });

  it("keeps the address the parcel goes to, not the billing one, and as a second address not the default", async () => {
    const buyer = await buyerWithCart("ship-elsewhere@example.com");
    await createAddress(database.db, buyer.id, graceHome);
    const form = fields({
      saveAddress: "on",
      shipToDifferent: "on",
      "shipping.firstName": "Charles",
      "shipping.lastName": "Babbage",
      "shipping.country": "DE",
      "shipping.address": "Unter den Linden 1",
      "shipping.city": "Berlin",
      "shipping.postcode": "10117",
    });
    expect((await placeOrder(form, buyer.cookie)).status).toBe(302);
    const saved = await addressesOfUser(database.db, buyer.id);
    expect(saved.map((address) => [address.firstName, address.country, address.isDefault])).toEqual([
      ["Grace", "US", true],
      ["Charles", "DE", false],
    ]);
    // The shipping details ask no email or phone: the saved address has the billing ones.
    expect(saved[1]).toMatchObject({ email: "ada@example.com", phone: "+33 1 23 45 67 89", state: "" });
  });

  it("saves nothing when the box is unticked", async () => {
    const buyer = await buyerWithCart("unticked@example.com");
    expect((await placeOrder(fields(), buyer.cookie)).status).toBe(302);
    expect(await addressesOfUser(database.db, buyer.id)).toEqual([]);
  });

  it("saves a guest's address in the account they create at checkout, and nothing for a guest without one", async () => {
    const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
    await addToCart(database.db, { sessionId }, await productId(database.db, "drill-a"), 1);
    const form = fields({
      "billing.email": "new-with-address@example.com",
      createAccount: "on",
      accountPassword: "long enough!",
      saveAddress: "on",
    });
    const answer = await placeOrder(form, cookieFrom(setCookie));
    expect(answer.status).toBe(302);
    const user = await getOptionalUser(database.db, pageRequest("/", cookieFrom(answer.setCookie)));
    expect(await addressesOfUser(database.db, user!.id)).toEqual([
      expect.objectContaining({ isDefault: true, address: "221B Baker Street", email: "new-with-address@example.com" }),
    ]);

    const other = await createGuestSession(database.db, pageRequest("/"));
    await addToCart(database.db, { sessionId: other.sessionId }, await productId(database.db, "drill-a"), 1);
    const guestForm = fields({ "billing.email": "plain-guest@example.com", saveAddress: "on" });
    expect((await placeOrder(guestForm, cookieFrom(other.setCookie))).status).toBe(302);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, "plain-guest@example.com"));
    expect(order?.userId).toBeNull();
  });
});

describe("the total the checkout shows", () => {
  it("is the one placed: a total quoted for another country is refused, and the page comes back priced for it", async () => {
    const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
    await addToCart(database.db, { sessionId }, await productId(database.db, "drill-a"), 1);
    const cookie = cookieFrom(setCookie);
    const before = await checkoutPage("/shop/checkout", cookie);
    expect(before.cart.destination.country).toBe("US");
    const form = checkoutForm({ "billing.email": "quoted@example.com", quotedTotal: String(before.cart.cost.total) });
    expect(await placeOrder(form, cookie)).toMatchObject({
      status: 409,
      data: { formError: "checkout.errors.totalChanged", values: { "billing.country": "FR" } },
    });
    const after = await checkoutPage("/shop/checkout", cookie);
    expect(after.cart.destination.country).toBe("FR");
    expect(after.prefill["billing.country"]).toBe("FR");
    expect(after.cart.cost.total).not.toBe(before.cart.cost.total);
    const again = { ...form, idempotencyKey: crypto.randomUUID(), quotedTotal: String(after.cart.cost.total) };
    expect((await placeOrder(again, cookie)).status).toBe(302);
  });
});

describe("the countries the store ships to", () => {
  it("are the shipping select's when the operator lists them, and a country not listed is refused beside its field", async () => {
    await writeSetting(database.db, "shipping", { ...DEFAULT_SHIPPING, shipsTo: ["GB", "FR", "DE"] });
    try {
      const buyer = await buyerWithCart("restricted@example.com");
      expect((await checkoutPage("/shop/checkout", buyer.cookie)).shipsTo).toEqual(["GB", "FR", "DE"]);

      // Posted anyway (an old page, a forged post): refused beside the field that named it, nothing placed.
      const shippedToUs = checkoutForm({
        "billing.email": "restricted@example.com",
        shipToDifferent: "on",
        "shipping.firstName": "Grace",
        "shipping.lastName": "Hopper",
        "shipping.country": "US",
        "shipping.address": "1 Navy Way",
        "shipping.city": "Arlington",
        "shipping.state": "VA",
        "shipping.postcode": "22201",
      });
      expect(await placeOrder(shippedToUs, buyer.cookie)).toMatchObject({
        status: 400,
        data: { errors: { "shipping.country": "checkout.errors.notShipped" }, values: { "shipping.country": "US" } },
      });
      const billedInUs = checkoutForm({
        "billing.email": "restricted@example.com",
        "billing.country": "US",
        "billing.state": "VA",
        "billing.city": "Arlington",
        "billing.postcode": "22201",
      });
      expect(await placeOrder(billedInUs, buyer.cookie)).toMatchObject({
        status: 400,
        data: { errors: { "billing.country": "checkout.errors.notShipped" } },
      });
      expect(await database.db.select().from(orders).where(eq(orders.email, "restricted@example.com"))).toEqual([]);

      // Billed anywhere, shipped where the store ships: placed.
      const shippedToFrance = {
        ...billedInUs,
        shipToDifferent: "on",
        "shipping.firstName": "Ada",
        "shipping.lastName": "Lovelace",
        "shipping.country": "FR",
        "shipping.address": "1 Rue de Rivoli",
        "shipping.city": "Paris",
        "shipping.postcode": "75001",
      };
      expect((await placeOrder(shippedToFrance, buyer.cookie)).status).toBe(302);
    } finally {
      await writeSetting(database.db, "shipping", null);
    }
  });

  it("are every country while the store ships everywhere", async () => {
    const buyer = await buyerWithCart("everywhere@example.com");
    expect((await checkoutPage("/shop/checkout", buyer.cookie)).shipsTo).toBeNull();
  });
});

describe("the state or region of an address", () => {
  it("is required at checkout for the United States, Canada or Australia, beside its field", async () => {
    const buyer = await buyerWithCart("states@example.com");
    const american = checkoutForm({
      "billing.country": "US",
      "billing.state": "",
      "billing.city": "Arlington",
      "billing.postcode": "22201",
      "billing.firstName": "",
    });
    const answer = await placeOrder(american, buyer.cookie);
    expect(answer).toMatchObject({
      status: 400,
      data: { errors: { "billing.state": "addresses.errors.stateRequired", "billing.firstName": "errors.required" } },
    });
    const shipping = {
      shipToDifferent: "on",
      "shipping.firstName": "Ada",
      "shipping.lastName": "Lovelace",
      "shipping.address": "1 Main Street",
      "shipping.state": "  ",
    };
    const canadian = checkoutForm({
      ...shipping,
      "shipping.country": "CA",
      "shipping.city": "Montreal",
      "shipping.postcode": "H3Z 2Y7",
    });
    expect(await placeOrder(canadian, buyer.cookie)).toMatchObject({
      status: 400,
      data: { errors: { "shipping.state": "addresses.errors.stateRequired" } },
    });
    const australian = checkoutForm({
      ...shipping,
      "shipping.country": "AU",
      "shipping.city": "Sydney",
      "shipping.postcode": "2060",
    });
    expect(await placeOrder(australian, buyer.cookie)).toMatchObject({
      status: 400,
      data: { errors: { "shipping.state": "addresses.errors.stateRequired" } },
    });
  });

  it("may be left empty at checkout for the United Kingdom or Germany, and is kept empty", async () => {
    const buyer = await buyerWithCart("no-states@example.com");
    const form = checkoutForm({
      "billing.email": "no-states@example.com",
      "billing.country": "GB",
      "billing.state": "",
      "billing.city": "London",
      "billing.postcode": "SW1A 1AA",
      shipToDifferent: "on",
      "shipping.firstName": "Charles",
      "shipping.lastName": "Babbage",
      "shipping.country": "DE",
      "shipping.address": "Unter den Linden 1",
      "shipping.city": "Berlin",
      "shipping.postcode": "10117",
    });
    expect((await placeOrder(form, buyer.cookie)).status).toBe(302);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, "no-states@example.com"));
    expect(order?.billingAddress).toMatchObject({ country: "GB", state: "" });
    expect(order?.shippingAddress).toMatchObject({ country: "DE", state: "" });
  });

  it("is required in the address book for the United States, not for Germany", async () => {
    const owner = await signedInUser(database.db, "book-states@example.com");
    const post = (fields: Record<string, string>) =>
      callRoute(addressAction, {
        request: formPost("/account/addresses/new", fields, owner.cookie),
        context: context(),
        params: { addressId: "new" },
      });
    const address = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
      address: "1 Main Street",
      state: "",
    };
    expect(await post({ ...address, country: "US", city: "Arlington", postcode: "22201" })).toMatchObject({
      status: 400,
      data: { errors: { state: "addresses.errors.stateRequired" } },
    });
    expect((await post({ ...address, country: "DE", city: "Berlin", postcode: "10117" })).status).toBe(302);
    expect(await addressesOfUser(database.db, owner.id)).toEqual([
      expect.objectContaining({ country: "DE", state: "" }),
    ]);
  });
});
