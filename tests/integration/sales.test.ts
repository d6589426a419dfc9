import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction, loader as orderLoader } from "~/routes/account/order";
import { action as saleAction, loader as saleLoader } from "~/routes/account/sale";
import { loader as salesLoader } from "~/routes/account/sales";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { USD } from "~domain/money";
import { orderParts, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { cancelOrderAsBuyer } from "~server/orders/order-parts";
import { placeOrder } from "~server/orders/place-order";
import type { PartReceipt } from "~server/orders/seller-receipts";
import { sellerSummary } from "~server/orders/seller-summary";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { payInFull } from "../support/payments";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let sellerA: SignedIn;
let sellerB: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  sellerA = await signedInUser(database.db, "sales-a@example.com");
  sellerB = await signedInUser(database.db, "sales-b@example.com");
  buyer = await signedInUser(database.db, "sales-buyer@example.com");
  await database.db.update(products).set({ ownerId: sellerA.id }).where(eq(products.slug, "drill-b"));
  await database.db.update(products).set({ ownerId: sellerB.id }).where(eq(products.slug, "saw-b"));
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);

async function order(options: { paid?: boolean } = {}) {
  const owner = { userId: buyer.id };
  await addToCart(database.db, owner, await productId(database.db, "drill-b"), 2, "red");
  await addToCart(database.db, owner, await productId(database.db, "saw-b"), 1);
  const placed = await placeOrder(database.db, {
    owner,
    userId: buyer.id,
    sessionId: null,
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput({ notes: "Leave it at the back door" }),
  });
  if (!placed.ok) throw new Error("order refused");
  // Paid by bank transfer, as the back office records it: its parts may ship.
  if (options.paid !== false) await payInFull(database.db, placed.number);
  return placed.number;
}

const salePage = (number: string, who: SignedIn) =>
  callRoute(saleLoader, {
    request: pageRequest(`/account/sales/${number}`, who.cookie),
    context: context(),
    params: { orderNumber: number },
  });

/** A move posted as the page's dialog sends it: confirmed. */
const post = (number: string, who: SignedIn, fields: Record<string, string>, confirmed = true) =>
  callRoute(saleAction, {
    request: formPost(
      `/account/sales/${number}`,
      confirmed ? { ...fields, [CONFIRMED_FIELD]: "1" } : fields,
      who.cookie,
    ),
    context: context(),
    params: { orderNumber: number },
  });

type SaleData = {
  part: { id: number; status: string; trackingNumber: string | null };
  lines: { slug: string }[];
  sale: { buyer: { email: string }; notes: string | null };
  receipt: PartReceipt;
};

describe("a seller's sales", () => {
  it("list only the orders holding the seller's products, with only their part, filtered by status", async () => {
    const number = await order();
    const list = await callRoute(salesLoader, {
      request: pageRequest("/account/sales", sellerA.cookie),
      context: context(),
    });
    // Seller A's two drills ($50), shipping free from $50, no commission: what they receive.
    expect(list.data).toMatchObject({
      sales: [{ number, lineCount: 1, receiveCents: 5000, status: "pending", paymentStatus: "paid", toShip: true }],
    });
    const shipped = await callRoute(salesLoader, {
      request: pageRequest("/account/sales?status=shipped", sellerA.cookie),
      context: context(),
    });
    expect(shipped.data).toMatchObject({ sales: [], status: "shipped" });
    const none = await callRoute(salesLoader, {
      request: pageRequest("/account/sales", buyer.cookie),
      context: context(),
    });
    expect(none.data).toMatchObject({ sales: [] });
  });

  it("say which sales are paid and may ship, and filter them: paid to ship, or awaiting payment", async () => {
    const paid = await order();
    const unpaid = await order({ paid: false });
    const listed = async (query: string) => {
      const page = await callRoute(salesLoader, {
        request: pageRequest(`/account/sales${query}`, sellerA.cookie),
        context: context(),
      });
      return (page.data as { sales: { number: string; paymentStatus: string; toShip: boolean }[] }).sales;
    };
    const all = await listed("");
    expect(all.find((sale) => sale.number === unpaid)).toMatchObject({ paymentStatus: "awaiting", toShip: false });
    expect(all.find((sale) => sale.number === paid)).toMatchObject({ paymentStatus: "paid", toShip: true });
    const toShip = (await listed("?payment=to-ship")).map((sale) => sale.number);
    expect(toShip).toContain(paid);
    expect(toShip).not.toContain(unpaid);
    const awaiting = (await listed("?payment=awaiting")).map((sale) => sale.number);
    expect(awaiting).toEqual([unpaid]);
    // An unknown filter shows every sale rather than failing the page.
    expect((await listed("?payment=__proto__")).length).toBe(all.length);
    // What the seller receives is on the sale page too, with the commission at today's rate until it is paid.
    const { receipt } = (await salePage(unpaid, sellerA)).data as SaleData;
    expect(receipt).toMatchObject({ itemsCents: 5000, shippingCents: 0, commissionCents: 0, receiveCents: 5000 });
    expect(receipt.projected).toBe(true);
  });

  it("show each seller only their lines, with the buyer's contact and the notes; anyone else gets 404", async () => {
    const number = await order();
    const a = (await salePage(number, sellerA)).data as SaleData;
    expect(a.lines.map((line) => line.slug)).toEqual(["drill-b"]);
    expect(a.sale.buyer.email).toBe("ada@example.com");
    expect(a.sale.notes).toBe("Leave it at the back door");
    const b = (await salePage(number, sellerB)).data as SaleData;
    expect(b.lines.map((line) => line.slug)).toEqual(["saw-b"]);
    expect(await salePage(number, buyer)).toMatchObject({ status: 404 });
    expect(await salePage("000000000", sellerA)).toMatchObject({ status: 404 });
  });

  it("ship a part with its tracking number; a stale form is refused with what the part is now", async () => {
    const number = await order();
    const { part } = (await salePage(number, sellerA)).data as SaleData;
    const fields = { partId: String(part.id), action: "ship", from: "pending", carrier: "DHL", trackingNumber: "JD42" };
    expect(await post(number, sellerA, fields)).toMatchObject({
      status: 303,
      location: `/account/sales/${number}?done=ship`,
    });
    expect(((await salePage(number, sellerA)).data as SaleData).part).toMatchObject({
      status: "shipped",
      trackingNumber: "JD42",
    });
    expect(await post(number, sellerA, fields)).toMatchObject({
      status: 409,
      data: { formError: "sales.errors.changed", status: "shipped" },
    });
  });

  it("posted without JavaScript, ask once more with the same fields and change nothing until confirmed", async () => {
    const number = await order();
    const { part } = (await salePage(number, sellerA)).data as SaleData;
    const fields = { partId: String(part.id), action: "ship", from: "pending", trackingNumber: "NOJS-1" };
    expect(await post(number, sellerA, fields, false)).toMatchObject({
      status: 200,
      data: { confirm: { action: "ship", trackingNumber: "NOJS-1", partId: String(part.id) } },
    });
    expect(((await salePage(number, sellerA)).data as SaleData).part.status).toBe("pending");
    expect(await post(number, sellerA, fields)).toMatchObject({ status: 303 });
    expect(((await salePage(number, sellerA)).data as SaleData).part).toMatchObject({
      status: "shipped",
      trackingNumber: "NOJS-1",
    });
  });

  it("refuse a cancel without a reason beside the field, keeping what was typed; another seller gets 404", async () => {
    const number = await order();
    const { part } = (await salePage(number, sellerA)).data as SaleData;
    expect(
      await post(number, sellerA, { partId: String(part.id), action: "cancel", from: "pending", note: "" }),
    ).toMatchObject({
      status: 400,
      data: { errors: { note: "sales.errors.reasonRequired" }, values: { action: "cancel" } },
    });
    expect(
      await post(number, sellerB, { partId: String(part.id), action: "cancel", from: "pending", note: "Mine now" }),
    ).toMatchObject({ status: 404 });
    const [row] = await database.db
      .select({ status: orderParts.status })
      .from(orderParts)
      .where(eq(orderParts.id, part.id));
    expect(row?.status).toBe("pending");
  });
});

describe("the buyer's order page", () => {
  const orderPage = (number: string, who: SignedIn) =>
    callRoute(orderLoader, {
      request: pageRequest(`/account/orders/${number}`, who.cookie),
      context: context(),
      params: { orderId: number },
    });
  const cancel = (number: string, who: SignedIn, confirmed = true) =>
    callRoute(orderAction, {
      request: formPost(
        `/account/orders/${number}`,
        confirmed ? { intent: "cancel", [CONFIRMED_FIELD]: "1" } : { intent: "cancel" },
        who.cookie,
      ),
      context: context(),
      params: { orderId: number },
    });
  type Detail = {
    detail: {
      order: { status: string };
      parts: { status: string; carrier: string | null; trackingNumber: string | null }[];
      history: { to: string; note: string | null }[];
    };
  };

  it("shows each part's status, carrier and tracking number, and the timeline", async () => {
    const number = await order();
    const { part } = (await salePage(number, sellerA)).data as SaleData;
    await post(number, sellerA, {
      partId: String(part.id),
      action: "ship",
      from: "pending",
      carrier: "UPS",
      trackingNumber: "1Z999",
    });
    const { detail } = (await orderPage(number, buyer)).data as Detail;
    expect(detail.order.status).toBe("pending");
    expect(detail.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: "shipped", carrier: "UPS", trackingNumber: "1Z999" }),
        expect.objectContaining({ status: "pending", carrier: null }),
      ]),
    );
    expect(detail.history.map((entry) => entry.to)).toEqual(["pending", "pending", "shipped"]);
  });

  it("cancels the whole order for its buyer while every part is pending; anyone else gets 404", async () => {
    const number = await order();
    expect(await cancel(number, sellerA)).toMatchObject({ status: 404 });
    // Without JavaScript the buyer is asked once more first.
    expect(await cancel(number, buyer, false)).toMatchObject({
      status: 200,
      data: { confirm: true, cancelled: false },
    });
    expect(((await orderPage(number, buyer)).data as Detail).detail.order.status).toBe("pending");
    expect(await cancel(number, buyer)).toMatchObject({ status: 200, data: { cancelled: true } });
    expect(((await orderPage(number, buyer)).data as Detail).detail.order.status).toBe("cancelled");
    expect(await cancel(number, buyer)).toMatchObject({ status: 409, data: { outcome: "orders.errors.notPending" } });
  });
});

describe("the seller's dashboard", () => {
  it("counts the parts to ship, this month's units and revenue (cancelled ones left out), and the products running low", async () => {
    const seller = await signedInUser(database.db, "dashboard-seller@example.com");
    await database.db.update(products).set({ ownerId: seller.id, stock: 10 }).where(eq(products.slug, "saw-c"));
    const buy = async (quantity: number) => {
      await addToCart(database.db, { userId: buyer.id }, await productId(database.db, "saw-c"), quantity, "blue");
      const placed = await placeOrder(database.db, {
        owner: { userId: buyer.id },
        userId: buyer.id,
        sessionId: null,
        currencyCode: "USD",
        locale: "en",
        checkout: checkoutInput(),
      });
      if (!placed.ok) throw new Error("order refused");
      return placed.number;
    };
    await buy(2);
    const cancelled = await buy(1);
    await cancelOrderAsBuyer(database.db, cancelled, { userId: buyer.id, sessionId: null });
    await buy(5);
    expect(await sellerSummary(database.db, seller.id, USD)).toEqual({
      toShip: 2,
      unitsThisMonth: 7,
      revenueThisMonth: 3500,
      lowStock: [{ id: await productId(database.db, "saw-c"), name: "SAW C", stock: 3 }],
    });
    // Next month, nothing sold yet.
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    expect(await sellerSummary(database.db, seller.id, USD, nextMonth)).toMatchObject({
      unitsThisMonth: 0,
      revenueThisMonth: 0,
    });
    expect(
      await sellerSummary(database.db, (await signedInUser(database.db, "just-buys@example.com")).id, USD),
    ).toBeNull();
  });
});
