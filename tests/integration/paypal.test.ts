import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as saleAction } from "~/routes/account/sale";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { action as successAction, loader as successLoader } from "~/routes/checkout-success";
import { loader as returnLoader } from "~/routes/paypal-return";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { NO_TAX } from "~domain/tax";
import { createGuestSession } from "~server/accounts/sessions";
import {
  currencies,
  mailOutbox,
  orderParts,
  orderPayments,
  orders,
  paypalCheckouts,
  products,
} from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { PayPalAccount } from "~server/payments/paypal-account";
import { refundPayPalCapture } from "~server/payments/paypal-api";
import { reconcilePayPal } from "~server/payments/paypal-checkout";
import { DEMO_TAX } from "~server/seed/demo-tax";
import { writeSetting } from "~server/settings/store-settings";
import { addToCart } from "~server/shopping/cart";
import { setShipCountry } from "~server/shopping/ship-destination";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { closeTestApps, serveTestApp } from "../support/http-app";
import { captureResource, type PayPalStandIn, startPayPalStandIn } from "../support/paypal-server";
import { standInAccount } from "../support/paypal-test-client";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// PayPal takes the money (issue 35), against a stand-in that answers as PayPal's REST API documents: the buyer is
// sent to PayPal's approval page, comes back, the payment is captured once and recorded; webhooks (repeated, late,
// out of order, forged), a declined card, the reconciling pass, refunds of cancelled parts, a currency PayPal
// does not take.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let paypal: PayPalStandIn;
let account: PayPalAccount;
let store: string;
let sellerA: SignedIn;
let sellerB: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await database.db.insert(currencies).values({
    code: "RUB",
    symbol: "₽",
    rate: "92.500000",
    name: { en: "Rouble", ru: "Рубль", ar: "روبل" },
    position: 3,
  });
  paypal = await startPayPalStandIn();
  account = standInAccount(paypal.url);
  store = await serveTestApp({ db: database.db, media, paypal: account });
  sellerA = await signedInUser(database.db, "paypal-seller-a@example.com");
  sellerB = await signedInUser(database.db, "paypal-seller-b@example.com");
  await database.db.update(products).set({ ownerId: sellerA.id }).where(eq(products.slug, "drill-b"));
  await database.db.update(products).set({ ownerId: sellerB.id }).where(eq(products.slug, "saw-b"));
});

afterAll(async () => {
  closeTestApps();
  await paypal?.close();
  await database?.cleanup();
});

const context = (currency = "USD") =>
  appContext(database.db, media, { paypal: account, prefs: { locale: "en", currency: currency as "USD" } });

/** A guest buys drill-b (seller A) and saw-b (seller B) with PayPal: sent to PayPal's page. */
async function buyWithPayPal(currency = "USD") {
  const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
  const cookie = cookieFrom(setCookie);
  await addToCart(database.db, { sessionId }, await productId(database.db, "drill-b"), 1, "red");
  await addToCart(database.db, { sessionId }, await productId(database.db, "saw-b"), 1);
  const answer = await callRoute(checkoutAction, {
    request: formPost("/shop/checkout", checkoutForm({ paymentMethod: "paypal" }), cookie),
    context: context(currency),
  });
  expect(answer.status).toBe(302);
  const approval = new URL(answer.location ?? "");
  expect(`${approval.origin}${approval.pathname}`).toBe(`${paypal.url}/checkoutnow`);
  const paypalOrderId = approval.searchParams.get("token") ?? "";
  const [checkout] = await database.db
    .select()
    .from(paypalCheckouts)
    .where(eq(paypalCheckouts.paypalOrderId, paypalOrderId));
  const [order] = await database.db.select().from(orders).where(eq(orders.id, checkout!.orderId));
  return { order: order!, paypalOrderId, cookie };
}

/** The buyer comes back to the store from PayPal at `to` (PayPal's redirect): where the store sends them. */
async function comeBack(to: string) {
  const url = new URL(to);
  return callRoute(returnLoader, { request: pageRequest(`${url.pathname}${url.search}`), context: context() });
}

async function paymentRows(orderId: number) {
  return database.db
    .select({
      movement: orderPayments.movement,
      amount: orderPayments.amountCents,
      key: orderPayments.key,
      note: orderPayments.note,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(orderPayments.id);
}

async function statusOf(orderId: number) {
  const [row] = await database.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

describe("paying with PayPal", () => {
  it("tells PayPal what a taxed order's total is made of: goods, shipping and tax, adding up to it", async () => {
    // The demo's rates: prices hold Germany's 19 %, and a French buyer pays France's 20 % (decision 058).
    await writeSetting(database.db, "tax", DEMO_TAX);
    try {
      const { order, paypalOrderId } = await buyWithPayPal();
      expect(order.taxCents).toBeGreaterThan(0);
      const money = (minor: number) => ({ currency_code: "USD", value: (minor / 100).toFixed(2) });
      const shippingTax = await database.db
        .select({ tax: orderParts.shippingTaxCents, shipping: orderParts.shippingCents })
        .from(orderParts)
        .where(eq(orderParts.orderId, order.id));
      const shippingNet = shippingTax.reduce((sum, part) => sum + part.shipping - part.tax, 0);
      expect(paypal.orders.get(paypalOrderId)?.unit.amount).toEqual({
        ...money(order.totalCents),
        breakdown: {
          item_total: money(order.totalCents - order.taxCents - shippingNet),
          shipping: money(shippingNet),
          tax_total: money(order.taxCents),
        },
      });
      // The stand-in refuses, as PayPal does, a breakdown that does not add up: this one was taken (buyWithPayPal).
    } finally {
      await writeSetting(database.db, "tax", NO_TAX);
    }
  });

  it("sends the buyer to PayPal for the order's total, and captures it once when they come back", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal();
    expect(paypal.orders.get(paypalOrderId)?.unit).toMatchObject({
      custom_id: String(order.id),
      invoice_id: order.number,
      amount: { currency_code: "USD", value: (order.totalCents / 100).toFixed(2) },
    });
    const back = paypal.approve(paypalOrderId);
    const landed = await comeBack(back);
    expect(landed).toMatchObject({ status: 303, location: `/shop/checkout/success?order=${order.number}&paypal=paid` });
    // A reload of the return address captures nothing more.
    expect(await comeBack(back)).toMatchObject({
      location: `/shop/checkout/success?order=${order.number}&paypal=paid`,
    });
    const captureId = paypal.orders.get(paypalOrderId)?.captures[0]?.id;
    expect(await paymentRows(order.id)).toEqual([
      { movement: "received", amount: order.totalCents, key: `paypal-capture:${captureId}`, note: null },
    ]);
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "paid" });
    expect(paypal.calls.filter((call) => call.path.endsWith("/capture")).map((call) => call.requestId)).toEqual([
      `capture-${paypalOrderId}`,
    ]);
    // The thank-you page says so, and offers nothing more to pay.
    const page = await callRoute(successLoader, {
      request: pageRequest(`/shop/checkout/success?order=${order.number}&paypal=paid`, cookie),
      context: context(),
    });
    expect(page).toMatchObject({
      data: {
        notice: "paid",
        payment: { payableWithPayPal: false, switchTo: [] },
        detail: { order: { paymentStatus: "paid" } },
      },
    });
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload} ->> 'orderId' = ${String(order.id)}`);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["order-placed", "payment-received"]);
  });

  it("takes PayPal's webhook notices once: a repeat or late capture notice changes nothing, a forged one is refused", async () => {
    const { order, paypalOrderId } = await buyWithPayPal();
    await comeBack(paypal.approve(paypalOrderId));
    const capture = paypal.orders.get(paypalOrderId)!.captures[0]!;
    const hook = `${store}/shop/paypal/webhook`;
    expect(await paypal.notify(hook, "PAYMENT.CAPTURE.COMPLETED", captureResource(capture))).toBe(200);
    expect(await paypal.notify(hook, "PAYMENT.CAPTURE.COMPLETED", captureResource(capture))).toBe(200);
    expect(await paypal.notify(hook, "PAYMENT.CAPTURE.COMPLETED", captureResource(capture), { forged: true })).toBe(
      400,
    );
    const notJson = await fetch(hook, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it("records a capture and a refund PayPal reports out of order, after a buyer who never came back", async () => {
    const { order, paypalOrderId } = await buyWithPayPal();
    paypal.approve(paypalOrderId);
    const capture = paypal.captureBehindTheScenes(paypalOrderId);
    // Refunded from PayPal's dashboard; the refund's notice arrives before the capture's.
    const refund = await refundPayPalCapture(account, capture.id, { cents: 1000, currencyCode: "USD" }, "dashboard-1");
    const hook = `${store}/shop/paypal/webhook`;
    expect(await paypal.notify(hook, "PAYMENT.CAPTURE.REFUNDED", refund)).toBe(200);
    expect(await paypal.notify(hook, "PAYMENT.CAPTURE.COMPLETED", captureResource(capture))).toBe(200);
    expect(await paypal.notify(hook, "PAYMENT.CAPTURE.REFUNDED", refund)).toBe(200);
    expect((await paymentRows(order.id)).map((row) => [row.movement, row.amount, row.key])).toEqual([
      ["received", order.totalCents, `paypal-capture:${capture.id}`],
      ["refunded", 1000, `paypal-refund:${refund.id}`],
    ]);
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "partly-refunded" });
  });

  it("leaves an order with a declined card awaiting payment; Pay with PayPal on its page tries again", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal();
    paypal.declineNextCapture();
    const landed = await comeBack(paypal.approve(paypalOrderId));
    expect(landed.location).toBe(`/shop/checkout/success?order=${order.number}&paypal=declined`);
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "awaiting" });
    const page = await callRoute(successLoader, {
      request: pageRequest(`/shop/checkout/success?order=${order.number}&paypal=declined`, cookie),
      context: context(),
    });
    expect(page).toMatchObject({
      data: { notice: "declined", payment: { notice: "declined", payableWithPayPal: true } },
    });
    // Someone else cannot send it to PayPal.
    const stranger = await createGuestSession(database.db, pageRequest("/"));
    const refused = await callRoute(successAction, {
      request: formPost(
        `/shop/checkout/success?order=${order.number}`,
        { intent: "paypal" },
        cookieFrom(stranger.setCookie),
      ),
      context: context(),
    });
    expect(refused.status).toBe(404);
    const again = await callRoute(successAction, {
      request: formPost(`/shop/checkout/success?order=${order.number}`, { intent: "paypal" }, cookie),
      context: context(),
    });
    expect(again.status).toBe(303);
    const second = new URL(again.location ?? "").searchParams.get("token") ?? "";
    expect(second).not.toBe(paypalOrderId);
    expect((await comeBack(paypal.approve(second))).location).toContain("paypal=paid");
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "paid" });
  });

  it("captures, in the reconciling pass, a payment approved by a buyer who closed the tab", async () => {
    const { order, paypalOrderId } = await buyWithPayPal();
    paypal.approve(paypalOrderId);
    await reconcilePayPal(database.db, account, console);
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "awaiting" });
    // Five minutes on, it is taken.
    await database.db
      .update(paypalCheckouts)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(paypalCheckouts.paypalOrderId, paypalOrderId));
    await reconcilePayPal(database.db, account, console);
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "paid" });
  });

  it("says the buyer left PayPal without paying, and the order awaits payment", async () => {
    const { order, paypalOrderId } = await buyWithPayPal();
    const cancelUrl = `http://localhost/shop/checkout/paypal?order=${order.number}&outcome=cancel&token=${paypalOrderId}`;
    expect((await comeBack(cancelUrl)).location).toBe(`/shop/checkout/success?order=${order.number}&paypal=cancelled`);
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "awaiting" });
    const forged = await comeBack(
      `http://localhost/shop/checkout/paypal?order=1&outcome=return&token=${paypalOrderId}`,
    );
    expect(forged.status).toBe(404);
  });
});

describe("leaving PayPal without paying (issue 47)", () => {
  /** The order's page as the buyer's browser gets it, rendered by the built store. */
  async function pageText(path: string, cookie: string) {
    const response = await fetch(`${store}${path}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  }

  async function expectNotCompleted(number: string, notice: string, cookie: string) {
    const text = await pageText(`/shop/checkout/success?order=${number}&paypal=${notice}`, cookie);
    expect(text).toContain("Payment not completed — you have not been charged");
    expect(text).not.toContain("Thank you");
    expect(text).toContain("Pay with PayPal");
    expect(text).toContain("Or pay another way");
    return text;
  }

  it("brings a buyer who cancelled at PayPal to a payable order that says nothing was charged", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal();
    const cancelUrl = `http://localhost/shop/checkout/paypal?order=${order.number}&outcome=cancel&token=${paypalOrderId}`;
    const { location } = await comeBack(cancelUrl);
    expect(location).toBe(`/shop/checkout/success?order=${order.number}&paypal=cancelled`);
    expect(await expectNotCompleted(order.number, "cancelled", cookie)).toContain("You left PayPal without paying.");
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "awaiting" });
    // The buyer's confirmation says the order awaits payment; it never said it was paid.
    const [placed] = await database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-placed"), sql`${mailOutbox.payload} ->> 'orderId' = ${String(order.id)}`));
    expect(placed?.kind).toBe("order-placed");
  });

  it("brings a buyer whose card was declined to the same payable order", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal();
    paypal.declineNextCapture();
    expect((await comeBack(paypal.approve(paypalOrderId))).location).toBe(
      `/shop/checkout/success?order=${order.number}&paypal=declined`,
    );
    expect(await expectNotCompleted(order.number, "declined", cookie)).toContain("PayPal could not take the payment");
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "awaiting" });
  });

  it("lets an early visit to the return address change nothing: the buyer's real return is still captured", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal();
    const early = `http://localhost/shop/checkout/paypal?order=${order.number}&outcome=return&token=${paypalOrderId}`;
    expect((await comeBack(early)).location).toBe(`/shop/checkout/success?order=${order.number}&paypal=notApproved`);
    expect(await expectNotCompleted(order.number, "notApproved", cookie)).toContain(
      "The payment at PayPal was not finished.",
    );
    const [open] = await database.db
      .select({ status: paypalCheckouts.status })
      .from(paypalCheckouts)
      .where(eq(paypalCheckouts.paypalOrderId, paypalOrderId));
    expect(open?.status).toBe("created");
    // A reload before approving changes nothing either; then the buyer approves and comes back.
    await comeBack(early);
    expect((await comeBack(paypal.approve(paypalOrderId))).location).toBe(
      `/shop/checkout/success?order=${order.number}&paypal=paid`,
    );
    expect(await statusOf(order.id)).toEqual({ status: "pending", paymentStatus: "paid" });
    const text = await pageText(`/shop/checkout/success?order=${order.number}&paypal=paid`, cookie);
    expect(text).toContain("Thank you. Your order is paid.");
  });

  it("switches an unpaid PayPal order to bank transfer, shows where to send it, and takes no late PayPal payment", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal();
    await comeBack(`http://localhost/shop/checkout/paypal?order=${order.number}&outcome=cancel&token=${paypalOrderId}`);
    const page = await callRoute(successLoader, {
      request: pageRequest(`/shop/checkout/success?order=${order.number}&paypal=cancelled`, cookie),
      context: context(),
    });
    expect(page).toMatchObject({ data: { payment: { switchTo: ["bank", "check"] } } });
    const switchTo = (method: string, from = cookie) =>
      callRoute(successAction, {
        request: formPost(`/shop/checkout/success?order=${order.number}`, { intent: "switch", method }, from),
        context: context(),
      });
    // Only the order's buyer may; cash on delivery is not a way to pay in advance.
    const stranger = await createGuestSession(database.db, pageRequest("/"));
    expect((await switchTo("bank", cookieFrom(stranger.setCookie))).status).toBe(404);
    expect(await switchTo("cash")).toMatchObject({ status: 409, data: { switchProblem: "orders.errors.notOffered" } });
    expect(await switchTo("bank")).toMatchObject({ status: 200, data: { switched: "bank" } });

    const [switched] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(switched).toMatchObject({ paymentMethod: "bank", paymentStatus: "awaiting", payBy: order.payBy });
    expect(switched?.payTo).toMatchObject({ bank: { account: expect.any(String) } });
    const text = await pageText(`/shop/checkout/success?order=${order.number}`, cookie);
    expect(text).toContain("Your order has been received: it awaits payment");
    expect(text).toContain("How to pay");
    expect(text).not.toContain("Thank you");
    const [mail] = await database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, "payment-switched"), sql`${mailOutbox.payload} ->> 'orderId' = ${String(order.id)}`),
      );
    expect(mail?.kind).toBe("payment-switched");

    // PayPal's page, still open in another tab, is approved late: the store takes nothing for an order now by bank.
    expect((await comeBack(paypal.approve(paypalOrderId))).location).toBe(
      `/shop/checkout/success?order=${order.number}&paypal=declined`,
    );
    expect(await paymentRows(order.id)).toEqual([]);
    // Once anything is received, the way to pay stays.
    await database.db.insert(orderPayments).values({
      orderId: order.id,
      movement: "received",
      method: "bank",
      amountCents: 100,
      currencyCode: "USD",
      occurredOn: "2026-11-28",
      key: `part-${order.id}`,
    });
    expect(await switchTo("check")).toMatchObject({
      status: 409,
      data: { switchProblem: "orders.errors.notSwitchable" },
    });
  });

  it("keeps a PayPal order awaiting payment until its day to pay by, like a bank transfer", async () => {
    const { order } = await buyWithPayPal();
    expect(order.payBy).not.toBeNull();
    expect(order.payTo).toBeNull();
  });
});

describe("refunds through PayPal", () => {
  it("sends back a cancelled part's cost, then the rest when the whole order is cancelled", async () => {
    const { order, paypalOrderId } = await buyWithPayPal();
    await comeBack(paypal.approve(paypalOrderId));
    const parts = await database.db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
    const cancel = (seller: SignedIn) =>
      callRoute(saleAction, {
        request: formPost(
          `/account/sales/${order.number}`,
          {
            partId: String(parts.find((part) => part.sellerId === seller.id)?.id),
            action: "cancel",
            from: "pending",
            note: "Broken",
            [CONFIRMED_FIELD]: "1",
          },
          seller.cookie,
        ),
        context: context(),
        params: { orderNumber: order.number },
      });
    expect((await cancel(sellerA)).status).toBe(303);
    // Seller A's part: its drill and its parcel's shipping.
    const partA = parts.find((part) => part.sellerId === sellerA.id);
    const drill = 2500 + (partA?.shippingCents ?? 0);
    expect(partA?.shippingCents).toBeGreaterThan(0);
    expect((await paymentRows(order.id)).map((row) => [row.movement, row.amount])).toEqual([
      ["received", order.totalCents],
      ["refunded", drill],
    ]);
    expect(await statusOf(order.id)).toMatchObject({ paymentStatus: "partly-refunded" });
    expect((await cancel(sellerB)).status).toBe(303);
    expect((await paymentRows(order.id)).map((row) => [row.movement, row.amount])).toEqual([
      ["received", order.totalCents],
      ["refunded", drill],
      ["refunded", order.totalCents - drill],
    ]);
    expect(await statusOf(order.id)).toEqual({ status: "cancelled", paymentStatus: "refunded" });
    const capture = paypal.orders.get(paypalOrderId)!.captures[0]!;
    expect(capture.status).toBe("REFUNDED");
    const refundMails = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, "payment-refunded"), sql`${mailOutbox.payload} ->> 'orderId' = ${String(order.id)}`),
      );
    expect(refundMails).toHaveLength(2);
    // The reconciling pass finds nothing more to send back.
    await reconcilePayPal(database.db, account, console);
    expect(await paymentRows(order.id)).toHaveLength(3);
  });
});

describe("a currency PayPal does not take", () => {
  it("is charged in US dollars at the order's rate, says so, and counts as the order's total once paid", async () => {
    const { order, paypalOrderId, cookie } = await buyWithPayPal("RUB");
    expect(order.currencyCode).toBe("RUB");
    const dollars = Math.round(order.totalCents / 92.5);
    expect(paypal.orders.get(paypalOrderId)?.unit.amount).toEqual({
      currency_code: "USD",
      value: (dollars / 100).toFixed(2),
    });
    const page = await callRoute(successLoader, {
      request: pageRequest(`/shop/checkout/success?order=${order.number}`, cookie),
      context: context("RUB"),
    });
    expect(page).toMatchObject({
      data: { payment: { payableWithPayPal: true, chargedInDollars: `$${(dollars / 100).toFixed(2)}` } },
    });
    // The checkout says it before the buyer leaves for PayPal.
    const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
    await addToCart(database.db, { sessionId }, await productId(database.db, "drill-b"), 1, "red");
    await addToCart(database.db, { sessionId }, await productId(database.db, "saw-b"), 1);
    // Going where the order went (France), it costs the same.
    await setShipCountry(database.db, { sessionId }, "FR");
    const checkout = await callRoute(checkoutLoader, {
      request: pageRequest("/shop/checkout", cookieFrom(setCookie)),
      context: context("RUB"),
    });
    expect(checkout).toMatchObject({ data: { payment: { paypalInDollars: `$${(dollars / 100).toFixed(2)}` } } });
    await comeBack(paypal.approve(paypalOrderId));
    expect(await paymentRows(order.id)).toMatchObject([
      { movement: "received", amount: order.totalCents, note: `PayPal: USD ${(dollars / 100).toFixed(2)}` },
    ]);
    expect(await statusOf(order.id)).toMatchObject({ paymentStatus: "paid" });
  });
});
