import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as listingsLoader } from "~/routes/admin/listings";
import { action as myMailAction, loader as myMailLoader } from "~/routes/admin/my-mail";
import { loader as ordersLoader } from "~/routes/admin/orders";
import { loader as ordersCsvLoader } from "~/routes/admin/orders-csv";
import { loader as outboxLoader } from "~/routes/admin/outbox";
import { loader as overviewLoader } from "~/routes/admin/overview";
import { loader as payoutsLoader } from "~/routes/admin/payouts";
import { action as settingsAction } from "~/routes/admin/settings";
import { usdCentsOf } from "~domain/ledger";
import { setOperator } from "~server/accounts/operators";
import {
  auditLog,
  contactMessages,
  conversations,
  mailOutbox,
  operatorMailOptOuts,
  orderPayments,
  orders,
  products,
} from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { changePart } from "~server/orders/order-parts";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import {
  completePart,
  type InsertedOrder,
  insertOrder,
  type OrderSpec,
  payOrder,
  seedLedgerCurrencies,
} from "../support/ledger-orders";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 48, F15: the back office's Overview is the operator's to-do list. Each count is checked against a state built
// here with one thing that counts and one that must not, and against the filtered list its link opens.

const DAY = 86_400_000;
const now = new Date();
const today = now.toISOString().slice(0, 10);

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let customer: SignedIn;
let earner: SignedIn;
let waiter: SignedIn;
let shipper: SignedIn;

type Overview = Awaited<ReturnType<typeof overviewLoader>>;
type OrdersPage = Awaited<ReturnType<typeof ordersLoader>>;

const context = () => appContext(database.db, media, { now: () => now });
const get = (loader: (args: never) => unknown, url: string, cookie?: string) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context() });
const post = (action: (args: never) => unknown, url: string, fields: Record<string, string>, cookie?: string) =>
  callRoute(action, { request: formPost(url, fields, cookie), context: context() });
const overview = async () => (await get(overviewLoader, "/admin", operator.cookie)).data as Overview;
const ordersAt = async (url: string) => (await get(ordersLoader, url, operator.cookie)).data as OrdersPage;

const part = (sellerId: string | null, subtotalCents = 2000) => ({
  sellerId,
  subtotalCents,
  discountCents: 0,
  shippingCents: 0,
});
const usd = (method: OrderSpec["paymentMethod"], sellerId: string | null, subtotalCents = 2000) =>
  insertOrder(database.db, {
    paymentMethod: method,
    currencyCode: "USD",
    currencyRate: "1",
    parts: [part(sellerId, subtotalCents)],
  });

async function placedDaysAgo(order: InsertedOrder, days: number, payBy: Date | null = null) {
  await database.db
    .update(orders)
    .set({ createdAt: new Date(now.getTime() - days * DAY), payBy })
    .where(eq(orders.id, order.id));
}

async function paidDaysAgo(order: InsertedOrder, days: number) {
  await payOrder(database.db, order, today);
  await database.db
    .update(orderPayments)
    .set({ createdAt: new Date(now.getTime() - days * DAY) })
    .where(eq(orderPayments.orderId, order.id));
}

async function movePart(order: InsertedOrder, action: "ship" | "cancel", from: "pending" = "pending") {
  const done = await changePart(database.db, { role: "operator", operator }, order.number, {
    partId: order.partIds[0]!,
    from,
    action,
    carrier: null,
    trackingNumber: null,
    note: action === "cancel" ? "test" : null,
  });
  if (!done.ok) throw new Error(`${action} refused: ${JSON.stringify(done)}`);
}

/** The orders every count below is about, by what they stand for. */
const built: Record<string, InsertedOrder> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await seedLedgerCurrencies(database.db);
  operator = await signedInUser(database.db, "overview-boss@example.com");
  customer = await signedInUser(database.db, "overview-shopper@example.com");
  earner = await signedInUser(database.db, "overview-earner@example.com");
  waiter = await signedInUser(database.db, "overview-waiter@example.com");
  shipper = await signedInUser(database.db, "overview-shipper@example.com");
  await setOperator(database.db, operator.email, true);

  // Awaiting payment: a bank transfer placed five days ago, due in two (counted), a cheque placed ten days ago with a
  // seller's parcel (counted); cash on delivery (not: the seller collects it), a bank order cancelled unpaid (not).
  built.awaiting = await usd("bank", null);
  await placedDaysAgo(built.awaiting, 5, new Date(now.getTime() + 2 * DAY));
  built.awaitingSeller = await usd("check", shipper.id);
  await placedDaysAgo(built.awaitingSeller, 10, new Date(now.getTime() - DAY));
  built.cancelledUnpaid = await usd("bank", null);
  await movePart(built.cancelledUnpaid, "cancel");
  // The store's own parcels: cash on delivery (counted: it ships at once), paid by bank (counted), paid and shipped
  // (not); the awaiting bank order above is not, as it may not ship yet.
  built.storeCash = await usd("cash", null);
  built.storePaid = await usd("bank", null);
  await payOrder(database.db, built.storePaid, today);
  built.storeShipped = await usd("bank", null);
  await payOrder(database.db, built.storeShipped, today);
  await movePart(built.storeShipped, "ship");
  // Sellers' parcels (late after 3 days, the default): paid five days ago (counted), cash placed five days ago
  // (counted), paid today (not), paid five days ago and shipped (not).
  built.latePaid = await usd("bank", shipper.id);
  await paidDaysAgo(built.latePaid, 5);
  built.lateCash = await usd("cash", shipper.id);
  await placedDaysAgo(built.lateCash, 5);
  built.freshPaid = await usd("bank", shipper.id);
  await payOrder(database.db, built.freshPaid, today);
  built.lateShipped = await usd("bank", shipper.id);
  await paidDaysAgo(built.lateShipped, 5);
  await movePart(built.lateShipped, "ship");
  // Payouts: one seller's sale completed 20 days ago (available: counted), another's yesterday (pending: not).
  built.earned = await insertOrder(database.db, {
    paymentMethod: "bank",
    currencyCode: "EUR",
    currencyRate: "0.920000",
    parts: [part(earner.id, 4600)],
  });
  await payOrder(database.db, built.earned, today);
  await completePart(database.db, operator, built.earned, built.earned.partIds[0]!, 20);
  built.waiting = await usd("bank", waiter.id);
  await payOrder(database.db, built.waiting, today);
  await completePart(database.db, operator, built.waiting, built.waiting.partIds[0]!, 1);
  // An order of 40 days ago: no chart shows it.
  built.old = await usd("bank", null);
  await payOrder(database.db, built.old, today);
  await movePart(built.old, "ship");
  await placedDaysAgo(built.old, 40);

  // Reported conversations: one reported (counted), one dismissed (not), one never reported (not).
  const about = { buyerId: customer.id, sellerId: shipper.id };
  await database.db.insert(conversations).values([
    { ...about, subject: "Reported", reportedAt: now, reportedBy: customer.id, reportReason: "Rude" },
    { ...about, subject: "Quiet" },
  ]);
  // The store's own products low in stock: 2 left (counted), sold out (counted); plenty (not), a seller's with 1 (not),
  // a hidden one with 1 (not).
  const stock = (slug: string, set: Partial<typeof products.$inferInsert>) =>
    database.db.update(products).set(set).where(eq(products.slug, slug));
  await stock("drill-a", { stock: 2 });
  await stock("drill-b", { stock: 0 });
  await stock("saw-a", { stock: 1, ownerId: shipper.id });
  await stock("mower-a", { stock: 1, hiddenAt: now, hiddenReason: "Recall" });
  // Mail: one failed (counted), one pending for an hour (counted), one written just now (not), one sent (not).
  const mail = (set: Partial<typeof mailOutbox.$inferInsert>) => ({
    kind: "back-in-stock",
    recipient: "alert@example.com",
    locale: "en",
    payload: { productId: 1 },
    ...set,
  });
  await database.db
    .insert(mailOutbox)
    .values([
      mail({ status: "failed", attempts: 10, lastError: "550 mailbox unavailable" }),
      mail({ createdAt: new Date(now.getTime() - 60 * 60_000), attempts: 3, lastError: "timeout" }),
      mail({ createdAt: new Date(now.getTime() - 5 * 60 * 60_000), status: "sent", sentAt: now }),
    ]);
  // Unread contact messages: one new (counted), one opened (not).
  const message = { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello", locale: "en" };
  await database.db.insert(contactMessages).values([message, { ...message, openedAt: now }]);
}, 120_000);

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

describe("the Overview's to-do list", () => {
  it("counts what waits, each thing once, and none of what must not be counted", async () => {
    const { todo } = await overview();
    expect({
      awaiting: todo.awaiting,
      storeParcels: todo.storeParcels,
      lateParcels: todo.lateParcels,
      reported: todo.reported,
      payoutSellers: todo.payouts.sellers,
      lowStock: todo.lowStock,
      mail: todo.mail,
      unread: todo.unread,
    }).toEqual({
      awaiting: 2,
      storeParcels: 2,
      lateParcels: 2,
      reported: 1,
      payoutSellers: 1,
      lowStock: 2,
      mail: { failed: 1, stuck: 1 },
      unread: 1,
    });
    // The earner's sale is 4600 euro cents at 0.92 euro a dollar: $50.00, exactly, with no commission.
    expect(todo.payouts.availableCents).toBe(usdCentsOf(4600, "0.920000"));
    expect(todo.payouts.availableCents).toBe(5000);
  });

  it("lists the oldest orders awaiting payment first, with their age and the day they are due", async () => {
    const { todo } = await overview();
    expect(todo.oldest.map((order) => [order.number, order.ageDays])).toEqual([
      [built.awaitingSeller!.number, 10],
      [built.awaiting!.number, 5],
    ]);
    expect(todo.oldest[1]?.payBy?.slice(0, 10)).toBe(new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10));
  });

  it("links each count to a list of orders that holds exactly what it counted", async () => {
    const numbers = (page: OrdersPage) => page.orders.map((order) => order.number).sort();
    const awaiting = await ordersAt("/admin/orders?payment=awaiting&sort=oldest");
    expect(awaiting.orders.map((order) => order.number)).toEqual([
      built.awaitingSeller!.number,
      built.awaiting!.number,
    ]);
    expect(numbers(await ordersAt("/admin/orders?parcel=store-to-ship"))).toEqual(
      [built.storeCash!.number, built.storePaid!.number].sort(),
    );
    expect(numbers(await ordersAt("/admin/orders?parcel=seller-late"))).toEqual(
      [built.latePaid!.number, built.lateCash!.number].sort(),
    );
    const lowStock = (await get(listingsLoader, "/admin/listings?stock=low", operator.cookie)).data as {
      listings: { slug: string; stock: number }[];
    };
    expect(lowStock.listings.map((listing) => listing.slug).sort()).toEqual(["drill-a", "drill-b"]);
    const payouts = (await get(payoutsLoader, "/admin/payouts", operator.cookie)).data as {
      sellers: { sellerId: string; availableCents: number }[];
    };
    expect(payouts.sellers.filter((seller) => seller.availableCents > 0).map((seller) => seller.sellerId)).toEqual([
      earner.id,
    ]);
    const outbox = (await get(outboxLoader, "/admin/outbox", operator.cookie)).data as {
      mails: { status: string; lastError: string | null }[];
    };
    expect(outbox.mails.map((mail) => [mail.status, mail.lastError])).toEqual([
      ["failed", "550 mailbox unavailable"],
      ["stuck", "timeout"],
    ]);
  });

  it("calls a seller's parcel late only after the days the operator set, a change audited and checked", async () => {
    const refused = await post(settingsAction, "/admin/settings", { intent: "shipDays", days: "0" }, operator.cookie);
    expect(refused).toMatchObject({
      status: 400,
      data: { form: "shipDays", errors: { days: "settings.errors.shipDays" } },
    });
    const saved = await post(settingsAction, "/admin/settings", { intent: "shipDays", days: "6" }, operator.cookie);
    expect(saved.status).toBe(303);
    expect((await overview()).todo.lateParcels).toBe(0);
    expect((await ordersAt("/admin/orders?parcel=seller-late")).orders).toEqual([]);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.subject, "setting:shipDays"));
    expect(audit).toMatchObject({ action: "setting.change", operatorEmail: operator.email });
    await post(settingsAction, "/admin/settings", { intent: "shipDays", days: "3" }, operator.cookie);
    expect((await overview()).todo.lateParcels).toBe(2);
  });

  it("drops a count when its thing is done: the store's parcel shipped", async () => {
    await movePart(built.storePaid!, "ship");
    expect((await overview()).todo.storeParcels).toBe(1);
  });
});

describe("the Overview's charts", () => {
  it("count the last 30 days' orders not cancelled, and their worth in dollars converted exactly", async () => {
    const { charts } = await overview();
    // Every order built (13) but the one cancelled unpaid and the one of 40 days ago.
    expect(Object.keys(built)).toHaveLength(13);
    expect(charts.totalOrders).toBe(11);
    expect(charts.orders.bars).toHaveLength(30);
    const todayBar = charts.orders.bars.at(-1);
    expect(todayBar?.day).toBe(today);
    // Ten days ago: only the cheque placed then.
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY).toISOString().slice(0, 10);
    const revenueThen = charts.revenue.bars.find((bar) => bar.day === tenDaysAgo);
    expect(revenueThen?.valueText).toBe("$20.00");
    expect(charts.orders.bars.find((bar) => bar.day === tenDaysAgo)?.valueText).toBe("1");
    // Today's worth: the dollar orders placed today (seven at $20) and the euro order, converted once, exactly.
    const dollarsToday = 7 * 2000 + usdCentsOf(4600, "0.920000");
    expect(charts.revenue.bars.at(-1)?.valueText).toBe(`$${(dollarsToday / 100).toFixed(2)}`);
    // How they were paid: cash twice (the store's and the late seller's), a cheque once, the rest by bank.
    const shares = Object.fromEntries(charts.methods.map((method) => [method.method, method.orders]));
    expect(shares).toEqual({ bank: 8, check: 1, cash: 2, paypal: 0 });
    expect(charts.methods.find((method) => method.method === "cash")?.shareText).toBe("18%");
  });

  it("draws time from the right in Arabic: the newest day's bar stands at the left", async () => {
    const ltr = (await overview()).charts.orders;
    const arabic = (await callRoute(overviewLoader, {
      request: pageRequest("/admin", operator.cookie),
      context: appContext(database.db, media, { now: () => now, prefs: { locale: "ar", currency: "USD" } }),
    })) as { data: Overview };
    const rtl = arabic.data.charts.orders;
    expect(ltr.bars.at(-1)!.x).toBeGreaterThan(ltr.bars[0]!.x);
    expect(rtl.bars.at(-1)!.x).toBeLessThan(rtl.bars[0]!.x);
    expect(rtl.axisX).toBeGreaterThan(ltr.axisX);
    expect(rtl.bars.at(-1)!.label).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("who may see it", () => {
  it("answers 404 to a customer and a guest at every new back-office address and action, and changes nothing", async () => {
    for (const cookie of [customer.cookie, undefined]) {
      const answers = [
        await get(overviewLoader, "/admin", cookie),
        await get(ordersLoader, "/admin/orders?payment=awaiting", cookie),
        await get(ordersCsvLoader, "/admin/orders.csv", cookie),
        await get(outboxLoader, "/admin/outbox", cookie),
        await get(myMailLoader, "/admin/my-mail", cookie),
        await post(myMailAction, "/admin/my-mail", { wanted: "parcel-ready" }, cookie),
        await post(settingsAction, "/admin/settings", { intent: "shipDays", days: "9" }, cookie),
      ];
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
    }
    expect(await database.db.select().from(operatorMailOptOuts)).toEqual([]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "order.export"))).toEqual([]);
    expect((await overview()).todo.shipDays).toBe(3);
  });

  it("is never kept by a cache: the Overview and the CSV file go out private", async () => {
    const cache = testPageCache(database, { maxBytes: 4 << 20 });
    const site = await serveTestApp({ db: database.db, media, pageCache: cache });
    for (const visit of [1, 2]) {
      const page = await fetch(`${site}/admin`, { headers: { cookie: operator.cookie } });
      await cache.settled();
      expect(page.status, `visit ${visit}`).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("x-page-cache")).toBeNull();
      expect(await page.text()).toContain("<svg");
    }
    const csv = await fetch(`${site}/admin/orders.csv?payment=awaiting`, { headers: { cookie: operator.cookie } });
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const guest = await fetch(`${site}/admin`);
    expect(guest.status).toBe(404);
  });
});
