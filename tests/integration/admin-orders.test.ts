import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as ordersLoader } from "~/routes/admin/orders";
import { loader as ordersCsvLoader } from "~/routes/admin/orders-csv";
import { setOperator } from "~server/accounts/operators";
import { auditLog, orders } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { recordPaymentReceived, recordRefund } from "~server/payments/payments";
import { settleUnpaidOrders } from "~server/payments/unpaid-orders";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { csvRecords } from "../support/csv";
import { type InsertedOrder, insertOrder, type OrderSpec, seedLedgerCurrencies } from "../support/ledger-orders";
import { appContext, callRoute, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 48, F16: the back office's orders by how they are paid. Each filter, each kind of search and the CSV file
// return exactly the orders built for them, and a value that is not one of ours shows everything, never a 500.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;

type OrdersPage = Awaited<ReturnType<typeof ordersLoader>>;

const context = () => appContext(database.db, media);
async function listed(query: string): Promise<OrdersPage> {
  const answer = await callRoute(ordersLoader, {
    request: pageRequest(`/admin/orders${query}`, operator.cookie),
    context: context(),
  });
  expect(answer.status, query).toBe(200);
  return answer.data as OrdersPage;
}
const numbers = async (query: string) => (await listed(query)).orders.map((order) => order.number).sort();
const sorted = (...list: InsertedOrder[]) => list.map((order) => order.number).sort();

const today = new Date().toISOString().slice(0, 10);
const o: Record<string, InsertedOrder> = {};

async function anOrder(
  method: OrderSpec["paymentMethod"],
  subtotalCents: number,
  email: string,
  currencyCode = "USD",
  currencyRate = "1",
) {
  const order = await insertOrder(database.db, {
    paymentMethod: method,
    currencyCode,
    currencyRate,
    parts: [{ sellerId: null, subtotalCents, discountCents: 0, shippingCents: 0 }],
  });
  await database.db.update(orders).set({ email }).where(eq(orders.id, order.id));
  return order;
}

async function pay(order: InsertedOrder, amountCents: number, reference: string | null) {
  const recorded = await recordPaymentReceived(database.db, {
    orderId: order.id,
    amountCents,
    occurredOn: today,
    reference,
    note: null,
    recordedBy: null,
    key: randomUUID(),
  });
  if (!recorded.ok) throw new Error(JSON.stringify(recorded));
}

async function placedOn(order: InsertedOrder, day: string) {
  await database.db
    .update(orders)
    .set({ createdAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(orders.id, order.id));
}

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await seedLedgerCurrencies(database.db);
  operator = await signedInUser(database.db, "orders-boss@example.com");
  await setOperator(database.db, operator.email, true);

  // Awaiting a transfer of 123.45 (its exact total), part paid by a transfer of 50.00.
  o.awaiting = await anOrder("bank", 12345, "anna.awaits@example.com");
  await pay(o.awaiting, 5000, "SEPA Anna 1");
  // Paid by bank with the reference a statement shows.
  o.paid = await anOrder("bank", 9900, "bob.paid@example.com", "EUR", "0.920000");
  await pay(o.paid, 9900, "SEPA-778 Bob");
  // PayPal, paid; then partly refunded.
  o.paypal = await anOrder("paypal", 4000, "carl@example.com");
  await pay(o.paypal, 4000, "PAYPAL-CAPTURE-1");
  await recordRefund(database.db, {
    orderId: o.paypal.id,
    amountCents: 1000,
    occurredOn: today,
    reference: "PAYPAL-REFUND-1",
    note: null,
    recordedBy: null,
    key: randomUUID(),
  });
  // Cash on delivery, not collected yet.
  o.cash = await anOrder("cash", 3000, "dora@example.com");
  // A cheque never paid and expired by the unpaid-orders pass.
  o.expired = await anOrder("check", 2500, "eve@example.com");
  await database.db
    .update(orders)
    .set({ payBy: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, o.expired.id));
  await settleUnpaidOrders(database.db, new Date());
  // A formula in a reference: a spreadsheet must read it as text.
  o.formula = await anOrder("bank", 777, "frank@example.com");
  await pay(o.formula, 777, '=HYPERLINK("http://evil.example","x")');
  // Dates: the paid one on 1 March, the PayPal one on 15 March, the cash one on 31 March.
  await placedOn(o.paid, "2026-03-01");
  await placedOn(o.paypal, "2026-03-15");
  await placedOn(o.cash, "2026-03-31");
}, 120_000);

afterAll(async () => {
  await database?.cleanup();
});

describe("the orders' payment column and filters", () => {
  it("say each order's payment as the list means it: awaiting only what the store waits for", async () => {
    const page = await listed("");
    const stateOf = Object.fromEntries(page.orders.map((order) => [order.number, order.paymentState]));
    expect(stateOf).toEqual({
      [o.awaiting!.number]: "awaiting",
      [o.paid!.number]: "paid",
      [o.paypal!.number]: "partly-refunded",
      [o.cash!.number]: "on-delivery",
      [o.expired!.number]: "expired",
      [o.formula!.number]: "paid",
    });
    expect(page.total).toBe(6);
  });

  it("filter by payment status, by way to pay and both", async () => {
    expect(await numbers("?payment=awaiting")).toEqual(sorted(o.awaiting!));
    expect(await numbers("?payment=paid")).toEqual(sorted(o.paid!, o.formula!));
    expect(await numbers("?payment=partly-refunded")).toEqual(sorted(o.paypal!));
    expect(await numbers("?payment=on-delivery")).toEqual(sorted(o.cash!));
    expect(await numbers("?payment=expired")).toEqual(sorted(o.expired!));
    expect(await numbers("?payment=refunded")).toEqual([]);
    expect(await numbers("?method=bank")).toEqual(sorted(o.awaiting!, o.paid!, o.formula!));
    expect(await numbers("?method=check")).toEqual(sorted(o.expired!));
    expect(await numbers("?method=bank&payment=paid")).toEqual(sorted(o.paid!, o.formula!));
  });

  it("filter by the days placed, both included (UTC)", async () => {
    expect(await numbers("?from=2026-03-01&to=2026-03-15")).toEqual(sorted(o.paid!, o.paypal!));
    expect(await numbers("?from=2026-03-15&to=2026-03-31")).toEqual(sorted(o.paypal!, o.cash!));
    expect(await numbers("?to=2026-03-01")).toEqual(sorted(o.paid!));
    expect(await numbers("?from=2026-04-01&method=cash")).toEqual([]);
  });

  it("show every order for a value that is not ours, and say what is wrong with a day, never failing", async () => {
    const all = sorted(...Object.values(o));
    for (const query of [
      "?payment=bogus",
      "?method=__proto__",
      "?status=constructor",
      "?parcel=%00x",
      "?sort=sideways&page=-3",
      "?payment=awaiting&payment=paid&method[]=bank",
    ]) {
      const page = await listed(query);
      if (query.startsWith("?payment=awaiting")) continue;
      expect(page.orders.map((order) => order.number).sort(), query).toEqual(all);
    }
    const badDay = await listed("?from=2026-02-30&to=2026-03-15");
    expect(badDay.problems).toEqual({ from: "admin.orders.errors.day" });
    expect(badDay.typed.from).toBe("2026-02-30");
    expect(badDay.orders.map((order) => order.number).sort()).toEqual(sorted(o.paid!, o.paypal!));
    const backwards = await listed("?from=2026-03-31&to=2026-03-01");
    expect(backwards.problems).toEqual({ to: "admin.orders.errors.period" });
    expect(backwards.orders.map((order) => order.number).sort()).toEqual(all);
  });

  it("put the oldest first when asked", async () => {
    const oldest = await listed("?sort=oldest");
    expect(oldest.orders[0]?.number).toBe(o.paid!.number);
    expect(oldest.orders[1]?.number).toBe(o.paypal!.number);
  });
});

describe("the orders' search", () => {
  it("finds an order by its number", async () => {
    expect(await numbers(`?q=${o.cash!.number}`)).toEqual(sorted(o.cash!));
  });

  it("finds orders by part of the buyer's email, whatever its case", async () => {
    expect(await numbers("?q=ANNA.AW")).toEqual(sorted(o.awaiting!));
  });

  it("finds an order by part of a payment's reference, as a bank statement shows it", async () => {
    expect(await numbers("?q=sepa-778")).toEqual(sorted(o.paid!));
    expect(await numbers("?q=PAYPAL-REFUND")).toEqual(sorted(o.paypal!));
    // A LIKE wildcard typed is looked for as itself.
    expect(await numbers("?q=SEPA%25Bob")).toEqual([]);
  });

  it("finds an order by an exact amount: its total, or one of its payments", async () => {
    expect(await numbers("?q=123.45")).toEqual(sorted(o.awaiting!));
    expect(await numbers("?q=123,45")).toEqual(sorted(o.awaiting!));
    // The part payment of 50.00, and no order whose total merely starts so.
    expect(await numbers("?q=50")).toEqual(sorted(o.awaiting!));
    expect(await numbers("?q=99.00")).toEqual(sorted(o.paid!));
    expect(await numbers("?q=123.4")).toEqual([]);
    // An amount no integer column holds is no amount: nothing, and no error.
    expect(await numbers("?q=9999999999.99")).toEqual([]);
  });
});

describe("the orders' CSV file", () => {
  it("holds exactly the orders of the filtered list, formula-safe, private, and is audited", async () => {
    const answer = await callRoute(ordersCsvLoader, {
      request: pageRequest("/admin/orders.csv?method=bank&sort=oldest", operator.cookie),
      context: context(),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers?.get("cache-control")).toBe("private, no-store");
    expect(answer.headers?.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    const records = csvRecords(answer.body ?? "");
    expect(records.map((record) => record.order)).toEqual([o.paid!.number, o.awaiting!.number, o.formula!.number]);
    expect(records[0]).toMatchObject({
      email: "bob.paid@example.com",
      payment: "paid",
      method: "bank",
      currency: "EUR",
      total: "99.00",
      received: "99.00",
      refunded: "0.00",
      references: "SEPA-778 Bob",
    });
    expect(records[1]).toMatchObject({ payment: "awaiting", total: "123.45", received: "50.00" });
    expect(records[2]?.references).toBe('\'=HYPERLINK("http://evil.example","x")');
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "order.export"));
    expect(audit).toMatchObject({ operatorEmail: operator.email, subjectLabel: "3 orders: method=bank" });
  });

  it("follows the search too", async () => {
    const answer = await callRoute(ordersCsvLoader, {
      request: pageRequest("/admin/orders.csv?q=123.45", operator.cookie),
      context: context(),
    });
    expect(csvRecords(answer.body ?? "").map((record) => record.order)).toEqual([o.awaiting!.number]);
  });
});
