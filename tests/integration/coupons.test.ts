import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountCouponsAction, loader as accountCouponsLoader } from "~/routes/account/coupons";
import { action as adminCouponsAction, loader as adminCouponsLoader } from "~/routes/admin/coupons";
import { action as cartAction } from "~/routes/cart";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession } from "~server/accounts/sessions";
import { type CouponOwner, setCouponActive } from "~server/coupons/coupons";
import { auditLog, coupons, currencies, products } from "~server/db/schema";
import { GUESS_LIMIT } from "~server/http/guess-limit";
import { createLocalMediaStore } from "~server/media/local-store";
import { displayCurrency } from "~server/prefs/currencies";
import type { CartOwner } from "~server/shopping/cart";
import { applyCoupon, removeCoupon } from "~server/shopping/cart-coupon";
import { pricedCart } from "~server/shopping/priced-cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { couponForm, dayFromToday, fillCart, makeCoupon, placeCartOrder } from "../support/coupons";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Apply Coupon, what a coupon takes off a cart, and the coupons pages. Placing orders with a coupon (the order's
// record, the race for the last uses, cancelling) is in coupon-orders.test.ts.

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let sellerA: SignedIn;
let sellerB: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await database.db.insert(currencies).values([
    { code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } },
    { code: "EUR", symbol: "€", rate: "0.923700", name: { en: "Euro", ru: "Евро", ar: "يورو" } },
  ]);
  sellerA = await signedInUser(database.db, "coupon-seller-a@example.com");
  sellerB = await signedInUser(database.db, "coupon-seller-b@example.com");
  operator = await signedInUser(database.db, "coupon-boss@example.com");
  await setOperator(database.db, operator.email, true);
  // Seller A sells drill-a ($10) and drill-d ($75.50), seller B saw-a ($40); saw-c is the store's own, at $19.99.
  const own = (slug: string, ownerId: string) =>
    database.db.update(products).set({ ownerId }).where(eq(products.slug, slug));
  await own("drill-a", sellerA.id);
  await own("drill-d", sellerA.id);
  await own("saw-a", sellerB.id);
  await database.db.update(products).set({ priceCents: 1999 }).where(eq(products.slug, "saw-c"));
});

afterAll(async () => {
  await database?.cleanup();
});

const store = (): CouponOwner => ({ operator: { id: operator.id, email: operator.email } });
const seller = (user: SignedIn): CouponOwner => ({ sellerId: user.id });

/** A guest's cart holding these products (quantity each), with the guest's cookie. */
async function guestCart(items: [slug: string, quantity: number][]) {
  const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
  const owner: CartOwner = { sessionId };
  await fillCart(database.db, owner, items);
  return { owner, cookie: cookieFrom(setCookie) };
}

async function apply(owner: CartOwner, code: string, currency = "USD", email: string | null = null) {
  return applyCoupon(database.db, owner, code, await displayCurrency(database.db, currency), email);
}

async function priced(owner: CartOwner, currency = "USD") {
  return pricedCart(database.db, null, owner, await displayCurrency(database.db, currency), UNTAXED);
}

/** Places the owner's cart as an order (paid in USD) by this email; its number. */
async function place(owner: CartOwner, email: string, userId: string | null = null) {
  const placed = await placeCartOrder(database.db, owner, email, userId);
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  return placed.number;
}

const refused = (refusal: object) => ({ ok: false, refusal });

describe("Apply Coupon", () => {
  it("refuses a code no coupon has, and answers the same for a coupon its owner switched off", async () => {
    const { owner } = await guestCart([["drill-a", 1]]);
    expect(await apply(owner, "NO-SUCH-CODE")).toEqual(refused({ reason: "unknown" }));
    const id = await makeCoupon(database.db, store(), { code: "SWITCHED-OFF" });
    await setCouponActive(database.db, store(), id, false);
    expect(await apply(owner, "SWITCHED-OFF")).toEqual(refused({ reason: "unknown" }));
    expect((await priced(owner)).coupon).toBeNull();
  });

  it("refuses a coupon before its first day and after its last, naming the day", async () => {
    const { owner } = await guestCart([["drill-a", 1]]);
    await makeCoupon(database.db, store(), {
      code: "FROM-TOMORROW",
      startsOn: dayFromToday(1),
      endsOn: dayFromToday(30),
    });
    await makeCoupon(database.db, store(), {
      code: "UNTIL-YESTERDAY",
      startsOn: dayFromToday(-30),
      endsOn: dayFromToday(-1),
    });
    expect(await apply(owner, "FROM-TOMORROW")).toEqual(refused({ reason: "notStarted", startsOn: dayFromToday(1) }));
    expect(await apply(owner, "UNTIL-YESTERDAY")).toEqual(refused({ reason: "expired", endsOn: dayFromToday(-1) }));
  });

  it("refuses a coupon used as many times as it allows", async () => {
    await makeCoupon(database.db, store(), { code: "ONCE-ONLY", maxUses: "1" });
    const first = await guestCart([["drill-a", 1]]);
    expect(await apply(first.owner, "ONCE-ONLY")).toEqual({ ok: true, code: "ONCE-ONLY" });
    await place(first.owner, "first-of-once@example.com");
    const second = await guestCart([["drill-a", 1]]);
    expect(await apply(second.owner, "ONCE-ONLY")).toEqual(refused({ reason: "usedUp" }));
  });

  it("refuses a signed-in customer who used their share of a coupon, while others may still use it", async () => {
    await makeCoupon(database.db, store(), { code: "ONE-EACH", maxUsesPerCustomer: "1" });
    const customer = await signedInUser(database.db, "one-each@example.com");
    const owner: CartOwner = { userId: customer.id };
    await fillCart(database.db, owner, [["drill-a", 1]]);
    expect(await apply(owner, "ONE-EACH", "USD", customer.email)).toEqual({ ok: true, code: "ONE-EACH" });
    await place(owner, customer.email, customer.id);
    await fillCart(database.db, owner, [["drill-a", 1]]);
    expect(await apply(owner, "one-each", "USD", customer.email)).toEqual(refused({ reason: "usedUpByYou" }));
    const other = await guestCart([["drill-a", 1]]);
    expect(await apply(other.owner, "ONE-EACH")).toEqual({ ok: true, code: "ONE-EACH" });
  });

  it("says how much more of the seller's products a minimum needs (other sellers' products do not count)", async () => {
    await makeCoupon(database.db, seller(sellerA), { code: "A-FROM-50", minSubtotal: "50" });
    // $10 of seller A's, $40 of seller B's: $40 of A's products are missing.
    const { owner } = await guestCart([
      ["drill-a", 1],
      ["saw-a", 1],
    ]);
    expect(await apply(owner, "A-FROM-50")).toEqual(refused({ reason: "minimum", missing: 4000 }));
    await fillCart(database.db, owner, [["drill-a", 4]]);
    expect(await apply(owner, "A-FROM-50")).toEqual({ ok: true, code: "A-FROM-50" });
  });

  it("refuses a seller's coupon on a cart without any of that seller's products", async () => {
    await makeCoupon(database.db, seller(sellerB), { code: "ONLY-B" });
    const { owner } = await guestCart([["drill-a", 1]]);
    expect(await apply(owner, "ONLY-B")).toEqual(refused({ reason: "noSellerProducts" }));
  });

  it("takes one coupon per cart: the same code again is already applied, another must wait for Remove", async () => {
    await makeCoupon(database.db, store(), { code: "FIRST-ON" });
    await makeCoupon(database.db, store(), { code: "SECOND-ON" });
    const { owner } = await guestCart([["drill-a", 1]]);
    expect(await apply(owner, "FIRST-ON")).toEqual({ ok: true, code: "FIRST-ON" });
    expect(await apply(owner, "first-on")).toEqual(refused({ reason: "alreadyApplied" }));
    expect(await apply(owner, "SECOND-ON")).toEqual(refused({ reason: "oneCoupon", code: "FIRST-ON" }));
    await removeCoupon(database.db, owner);
    expect(await apply(owner, "SECOND-ON")).toEqual({ ok: true, code: "SECOND-ON" });
  });

  it("replaces a coupon that takes nothing off now with a code that applies", async () => {
    const firstId = await makeCoupon(database.db, store(), { code: "FADED-ON" });
    await makeCoupon(database.db, store(), { code: "FRESH-ON" });
    const { owner } = await guestCart([["drill-a", 1]]);
    expect(await apply(owner, "FADED-ON")).toEqual({ ok: true, code: "FADED-ON" });
    await setCouponActive(database.db, store(), firstId, false);
    expect((await priced(owner)).coupon).toEqual({
      code: "FADED-ON",
      refusal: { reason: "unknown" },
      fundedBy: "store",
    });
    expect(await apply(owner, "FADED-ON")).toEqual(refused({ reason: "alreadyApplied" }));
    expect(await apply(owner, "NO-SUCH-CODE")).toEqual(refused({ reason: "unknown" }));
    expect((await priced(owner)).coupon?.code).toBe("FADED-ON");
    expect(await apply(owner, "FRESH-ON")).toEqual({ ok: true, code: "FRESH-ON" });
    expect((await priced(owner)).cost.discount).toEqual({ code: "FRESH-ON", amount: 200 });
  });

  it("refuses any code on an empty cart", async () => {
    await makeCoupon(database.db, store(), { code: "FOR-NOTHING" });
    const { owner } = await guestCart([]);
    expect(await apply(owner, "FOR-NOTHING")).toEqual(refused({ reason: "emptyCart" }));
  });

  it("takes a code in any case, and the cart shows it as written", async () => {
    await makeCoupon(database.db, store(), { code: "SPRING-20" });
    const { owner } = await guestCart([["drill-a", 1]]);
    expect(await apply(owner, "  spring-20 ")).toEqual({ ok: true, code: "SPRING-20" });
    expect((await priced(owner)).coupon).toEqual({ code: "SPRING-20", refusal: null, fundedBy: "store" });
  });

  it("is answered on the cart page with the code, or the reason and what was typed; Remove takes it off", async () => {
    await makeCoupon(database.db, store(), { code: "CART-PAGE" });
    const { owner, cookie } = await guestCart([["drill-a", 1]]);
    const post = (fields: Record<string, string>) =>
      callRoute(cartAction, {
        request: formPost("/shop/cart", { ...fields, _fetcher: "1" }, cookie),
        context: appContext(database.db, media),
      });
    expect(await post({ intent: "coupon", coupon: "nope-nope" })).toEqual({
      status: 409,
      data: { intent: "coupon", ok: false, refusal: { reason: "unknown" }, coupon: "nope-nope" },
    });
    expect(await post({ intent: "coupon", coupon: "cart-page" })).toEqual({
      status: 200,
      data: { intent: "coupon", ok: true, code: "CART-PAGE" },
    });
    expect((await priced(owner)).cost.discount).toEqual({ code: "CART-PAGE", amount: 200 });
    expect(await post({ intent: "removeCoupon" })).toEqual({ status: 200, data: { intent: "removeCoupon", ok: true } });
    expect((await priced(owner)).coupon).toBeNull();
  });
});

describe("guessing codes", () => {
  /** A clock stopped a minute into a 10-minute window of its own (each call another, in the past), and the next. */
  let windows = 0;
  function guessClock() {
    windows += 1;
    const windowMs = GUESS_LIMIT.windowSeconds * 1000;
    const start = Math.floor(Date.now() / windowMs) * windowMs - (10 + windows) * windowMs;
    return { now: () => new Date(start + 60_000), next: () => new Date(start + windowMs + 1000) };
  }

  const post = (cookie: string, coupon: string, clientIp: string, now: () => Date) =>
    callRoute(cartAction, {
      request: formPost("/shop/cart", { intent: "coupon", coupon, _fetcher: "1" }, cookie),
      context: appContext(database.db, media, { clientIp, now }),
    });

  it("after 10 codes that name no coupon, even the right one waits (429, how many minutes); after the wait it works", async () => {
    await makeCoupon(database.db, store(), { code: "RIGHT-ONE" });
    const { cookie } = await guestCart([["drill-a", 1]]);
    const clock = guessClock();
    for (let n = 0; n < GUESS_LIMIT.limit; n++) {
      expect(await post(cookie, `WRONG-${n}`, "203.0.113.50", clock.now)).toMatchObject({
        status: 409,
        data: { refusal: { reason: "unknown" } },
      });
    }
    expect(await post(cookie, "RIGHT-ONE", "203.0.113.50", clock.now)).toEqual({
      status: 429,
      data: {
        intent: "coupon",
        ok: false,
        refusal: { reason: "tooManyTries", minutes: 9, retryAfterSeconds: 540 },
        coupon: "RIGHT-ONE",
      },
    });
    expect(await post(cookie, "RIGHT-ONE", "203.0.113.50", clock.next)).toMatchObject({
      status: 200,
      data: { ok: true, code: "RIGHT-ONE" },
    });
  });

  it("counts a cart's wrong codes whatever address they come from, and another cart's apart", async () => {
    await makeCoupon(database.db, store(), { code: "RIGHT-TWO" });
    const { cookie } = await guestCart([["drill-a", 1]]);
    const other = await guestCart([["drill-a", 1]]);
    const clock = guessClock();
    for (let n = 0; n < GUESS_LIMIT.limit; n++) await post(cookie, `WRONG-${n}`, `198.51.100.${n + 1}`, clock.now);
    expect(await post(cookie, "RIGHT-TWO", "198.51.100.200", clock.now)).toMatchObject({
      status: 429,
      data: { refusal: { reason: "tooManyTries" } },
    });
    expect(await post(other.cookie, "RIGHT-TWO", "198.51.100.201", clock.now)).toMatchObject({ status: 200 });
  });

  it("does not count refusals of a real coupon (expired, minimum) or a right code as guesses", async () => {
    await makeCoupon(database.db, store(), { code: "RIGHT-THREE" });
    await makeCoupon(database.db, store(), { code: "OLD-ONE", endsOn: dayFromToday(-1), startsOn: dayFromToday(-30) });
    const { cookie, owner } = await guestCart([["drill-a", 1]]);
    const clock = guessClock();
    for (let n = 0; n < GUESS_LIMIT.limit + 2; n++) {
      expect(await post(cookie, "OLD-ONE", "203.0.113.60", clock.now)).toMatchObject({
        status: 409,
        data: { refusal: { reason: "expired" } },
      });
    }
    expect(await post(cookie, "RIGHT-THREE", "203.0.113.60", clock.now)).toMatchObject({ status: 200 });
    await removeCoupon(database.db, owner);
  });
});

describe("what a coupon takes off", () => {
  it("takes 20 % of a $19.99 line as $4.00, and in euros rounds to the cent as well", async () => {
    await makeCoupon(database.db, store(), { code: "TWENTY" });
    const { owner } = await guestCart([["saw-c", 1]]);
    await apply(owner, "TWENTY");
    expect((await priced(owner)).cost).toMatchObject({
      subtotal: 1999,
      discount: { code: "TWENTY", amount: 400 },
      shipping: 499,
      tax: 0,
      total: 2098,
    });
    // 19.99 $ is 18.46 €, 20 % of it 3.692 €: 3.69 € off; the parcel's $4.99 shipping 4.61 €.
    expect((await priced(owner, "EUR")).cost).toMatchObject({
      subtotal: 1846,
      discount: { code: "TWENTY", amount: 369 },
      shipping: 461,
      tax: 0,
      total: 1938,
    });
  });

  it("takes an amount off in the cart's currency: $5 off is 4.62 € off", async () => {
    await makeCoupon(database.db, store(), { code: "FIVE-OFF", kind: "amount", percentOff: "", amountOff: "5" });
    const { owner } = await guestCart([["saw-c", 3]]);
    expect(await apply(owner, "FIVE-OFF", "EUR")).toEqual({ ok: true, code: "FIVE-OFF" });
    // The parcel's items come to more than $50 (before the coupon): it ships free.
    expect((await priced(owner)).cost).toMatchObject({ subtotal: 5997, discount: { amount: 500 }, total: 5497 });
    expect((await priced(owner, "EUR")).cost).toMatchObject({ subtotal: 5538, discount: { amount: 462 }, total: 5076 });
  });

  it("never takes more than the lines it applies to cost, however large the amount", async () => {
    await makeCoupon(database.db, seller(sellerA), {
      code: "A-HUGE",
      kind: "amount",
      percentOff: "",
      amountOff: "500",
    });
    const { owner } = await guestCart([
      ["drill-a", 2],
      ["saw-a", 1],
    ]);
    await apply(owner, "A-HUGE");
    const cart = await priced(owner);
    // Seller A's $20 are free; seller B's $40 and both parcels' shipping ($4.99 each) are paid in full.
    expect(cart.cost).toMatchObject({
      subtotal: 6000,
      discount: { code: "A-HUGE", amount: 2000 },
      shipping: 998,
      tax: 0,
      total: 4998,
    });
    expect(cart.lines.map((line) => [line.slug, line.discounted])).toEqual([
      ["drill-a", true],
      ["saw-a", false],
    ]);
  });

  it("discounts only its seller's lines, or the whole cart for a store coupon, and never the shipping", async () => {
    await makeCoupon(database.db, seller(sellerA), { code: "A-TWENTY" });
    await makeCoupon(database.db, store(), { code: "ALL-TWENTY" });
    const { owner } = await guestCart([
      ["drill-d", 1],
      ["saw-a", 1],
      ["saw-c", 1],
    ]);
    const totalAddsUp = (cost: Awaited<ReturnType<typeof priced>>["cost"]) =>
      expect(cost.total).toBe(cost.subtotal - (cost.discount?.amount ?? 0) + cost.shipping + cost.tax);

    await apply(owner, "A-TWENTY");
    const ofA = await priced(owner);
    expect(ofA.lines.map((line) => [line.slug, line.discounted])).toEqual([
      ["drill-d", true],
      ["saw-a", false],
      ["saw-c", false],
    ]);
    // 20 % of seller A's $75.50 only; A's parcel ships free ($50 or more), the two others pay $4.99 each.
    expect(ofA.cost).toMatchObject({ subtotal: 13549, discount: { amount: 1510 }, shipping: 998 });
    totalAddsUp(ofA.cost);

    await removeCoupon(database.db, owner);
    await apply(owner, "ALL-TWENTY");
    const ofStore = await priced(owner);
    expect(ofStore.lines.every((line) => line.discounted)).toBe(true);
    // 20 % of $135.49 is $27.098: $27.10 off the products, the shipping as it was.
    expect(ofStore.cost).toMatchObject({ subtotal: 13549, discount: { amount: 2710 }, shipping: 998 });
    totalAddsUp(ofStore.cost);
  });

  it("counts a USD minimum in the cart's currency, and says what is missing in it", async () => {
    await makeCoupon(database.db, seller(sellerA), { code: "A-FROM-100", minSubtotal: "100" });
    // $75.50 of seller A's: $24.50 short in dollars; in euros 69.74 € of the 92.37 € minimum.
    const { owner } = await guestCart([["drill-d", 1]]);
    expect(await apply(owner, "A-FROM-100")).toEqual(refused({ reason: "minimum", missing: 2450 }));
    expect(await apply(owner, "A-FROM-100", "EUR")).toEqual(refused({ reason: "minimum", missing: 2263 }));
    // Three drill-a at 9.24 €: 97.46 €, over the minimum.
    await fillCart(database.db, owner, [["drill-a", 3]]);
    expect(await apply(owner, "A-FROM-100", "EUR")).toEqual({ ok: true, code: "A-FROM-100" });
    expect((await priced(owner, "EUR")).cost).toMatchObject({ subtotal: 9746, discount: { amount: 1949 } });
  });
});

describe("the coupons pages", () => {
  const context = () => appContext(database.db, media);
  const get = (loader: (args: never) => unknown, url: string, cookie?: string) =>
    callRoute(loader, { request: pageRequest(url, cookie), context: context() });
  const post = (action: (args: never) => unknown, url: string, fields: Record<string, string>, cookie?: string) =>
    callRoute(action, { request: formPost(url, fields, cookie), context: context() });

  async function couponOf(code: string) {
    const [row] = await database.db.select().from(coupons).where(eq(coupons.code, code));
    return row;
  }

  it("let a seller make a coupon, which their list then shows", async () => {
    const made = await post(
      accountCouponsAction,
      "/account/coupons",
      couponForm({ code: "my-own-10", percentOff: "10" }),
      sellerA.cookie,
    );
    expect(made).toMatchObject({ status: 303, location: "/account/coupons?created=MY-OWN-10" });
    const page = await get(accountCouponsLoader, "/account/coupons?created=MY-OWN-10", sellerA.cookie);
    expect(page.data).toMatchObject({ created: "MY-OWN-10" });
    const { coupons: list } = page.data as { coupons: { code: string; sellerId: string | null; percentOff: number }[] };
    expect(list[0]).toMatchObject({ code: "MY-OWN-10", sellerId: sellerA.id, percentOff: 10 });
  });

  it("refuse a code someone else has, in any case, beside the field and with what was typed", async () => {
    await makeCoupon(database.db, seller(sellerB), { code: "TAKEN-CODE" });
    const answer = await post(
      accountCouponsAction,
      "/account/coupons",
      couponForm({ code: "taken-code", percentOff: "15" }),
      sellerA.cookie,
    );
    expect(answer).toMatchObject({
      status: 409,
      data: {
        ok: false,
        errors: { code: "coupons.errors.codeTaken" },
        values: { code: "taken-code", percentOff: "15" },
      },
    });
    expect(await couponOf("TAKEN-CODE")).toMatchObject({ sellerId: sellerB.id, percentOff: 20 });
  });

  it("refuse fields out of bounds, each with its message, and make nothing", async () => {
    const fields = couponForm({ code: "ab", percentOff: "95", startsOn: dayFromToday(5), endsOn: dayFromToday(4) });
    const answer = await post(accountCouponsAction, "/account/coupons", fields, sellerA.cookie);
    expect(answer).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: {
          code: "coupons.errors.code",
          percentOff: "coupons.errors.percent",
          endsOn: "coupons.errors.endsBeforeStart",
        },
        values: { code: "ab", percentOff: "95" },
      },
    });
    const noAmount = couponForm({ code: "NO-AMOUNT", kind: "amount", percentOff: "", amountOff: "0" });
    expect(await post(accountCouponsAction, "/account/coupons", noAmount, sellerA.cookie)).toMatchObject({
      status: 400,
      data: { errors: { amountOff: "coupons.errors.amount" } },
    });
    const noSuchDay = couponForm({ code: "NO-SUCH-DAY", startsOn: "2031-02-30", endsOn: "2031-03-31" });
    expect(await post(accountCouponsAction, "/account/coupons", noSuchDay, sellerA.cookie)).toMatchObject({
      status: 400,
      data: { errors: { startsOn: "coupons.errors.date" } },
    });
    const yearZero = couponForm({ code: "YEAR-ZERO", startsOn: "0000-01-01" });
    expect(await post(accountCouponsAction, "/account/coupons", yearZero, sellerA.cookie)).toMatchObject({
      status: 400,
      data: { errors: { startsOn: "coupons.errors.date" } },
    });
    expect(await couponOf("AB")).toBeUndefined();
    expect(await couponOf("NO-AMOUNT")).toBeUndefined();
    expect(await couponOf("NO-SUCH-DAY")).toBeUndefined();
    expect(await couponOf("YEAR-ZERO")).toBeUndefined();
  });

  it("let a seller switch their own coupon off and on, and answer 404 for someone else's", async () => {
    const id = await makeCoupon(database.db, seller(sellerA), { code: "A-SWITCH" });
    const turn = (intent: string, cookie: string) =>
      post(accountCouponsAction, "/account/coupons", { intent, couponId: String(id) }, cookie);
    expect(await turn("deactivate", sellerA.cookie)).toMatchObject({
      status: 303,
      location: "/account/coupons?done=deactivate",
    });
    expect(await couponOf("A-SWITCH")).toMatchObject({ active: false });
    expect(await turn("activate", sellerB.cookie)).toMatchObject({ status: 404 });
    expect(await couponOf("A-SWITCH")).toMatchObject({ active: false });
    expect(await turn("activate", sellerA.cookie)).toMatchObject({
      status: 303,
      location: "/account/coupons?done=activate",
    });
    expect(await turn("deactivate", sellerB.cookie)).toMatchObject({ status: 404 });
    expect(await couponOf("A-SWITCH")).toMatchObject({ active: true });
  });

  it("send a guest to sign in", async () => {
    const login = "/account/login?redirectTo=%2Faccount%2Fcoupons";
    expect(await get(accountCouponsLoader, "/account/coupons")).toMatchObject({ status: 302, location: login });
    const guestPost = await post(accountCouponsAction, "/account/coupons", couponForm({ code: "BY-GUEST" }));
    expect(guestPost).toMatchObject({ status: 302, location: login });
    expect(await couponOf("BY-GUEST")).toBeUndefined();
  });

  it("in the back office answer 404 to a customer and a guest, and make nothing", async () => {
    for (const cookie of [sellerA.cookie, undefined]) {
      expect(await get(adminCouponsLoader, "/admin/coupons", cookie)).toMatchObject({ status: 404 });
      const made = await post(adminCouponsAction, "/admin/coupons", couponForm({ code: "NOT-THE-BOSS" }), cookie);
      expect(made).toMatchObject({ status: 404 });
    }
    expect(await couponOf("NOT-THE-BOSS")).toBeUndefined();
  });

  it("in the back office let an operator make and switch off a store coupon, each in the audit log", async () => {
    const made = await post(adminCouponsAction, "/admin/coupons", couponForm({ code: "store-wide" }), operator.cookie);
    expect(made).toMatchObject({ status: 303, location: "/admin/coupons?created=STORE-WIDE" });
    const coupon = await couponOf("STORE-WIDE");
    expect(coupon).toMatchObject({ sellerId: null, active: true });
    const off = await post(
      adminCouponsAction,
      "/admin/coupons",
      { intent: "deactivate", couponId: String(coupon?.id) },
      operator.cookie,
    );
    expect(off).toMatchObject({ status: 303, location: "/admin/coupons?done=deactivate" });
    const entries = await database.db
      .select({ action: auditLog.action, subjectLabel: auditLog.subjectLabel, operatorEmail: auditLog.operatorEmail })
      .from(auditLog)
      .where(eq(auditLog.subject, `coupon:${coupon?.id}`))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: "coupon.create", subjectLabel: "STORE-WIDE", operatorEmail: operator.email },
      { action: "coupon.deactivate", subjectLabel: "STORE-WIDE", operatorEmail: operator.email },
    ]);
    const page = await get(adminCouponsLoader, "/admin/coupons", operator.cookie);
    const { coupons: list } = page.data as { coupons: { code: string }[] };
    expect(list.map((row) => row.code)).toContain("STORE-WIDE");
    // A seller's coupon is not the store's: the back office cannot switch it.
    const other = {
      intent: "deactivate",
      couponId: String(await makeCoupon(database.db, seller(sellerB), { code: "B-OWN" })),
    };
    expect(await post(adminCouponsAction, "/admin/coupons", other, operator.cookie)).toMatchObject({ status: 404 });
  });
});
