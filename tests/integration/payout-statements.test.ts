import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as earningsLoader } from "~/routes/account/earnings";
import { loader as statementLoader } from "~/routes/account/earnings-statement-csv";
import { action as payoutAction } from "~/routes/admin/payout";
import { loader as payoutsLoader } from "~/routes/admin/payouts";
import { loader as batchLoader } from "~/routes/admin/payouts-batch-csv";
import { loader as balancesLoader } from "~/routes/admin/payouts-csv";
import { loader as allStatementsLoader } from "~/routes/admin/payouts-statement-csv";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { auditLog, users } from "~server/db/schema";
import { sellerBalance } from "~server/ledger/balances";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { centsOf, csvRecords } from "../support/csv";
import {
  completePart,
  type InsertedOrder,
  insertOrder,
  payOrder,
  seedLedgerCurrencies,
} from "../support/ledger-orders";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 47: what a seller's movements read once payouts cover them, the statement of movements (a seller's own, the
// operator's of all), and the operator's bank batch, through their routes.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let seller: SignedIn;
let second: SignedIn;
let undetailed: SignedIn;
let other: SignedIn;
/** The seller's sales: $100 and $50 available, $30 pending; the second seller's $20 available. */
let first: InsertedOrder;
let next: InsertedOrder;
let pending: InsertedOrder;
let secondsOrder: InsertedOrder;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const today = day(0);
const context = () => appContext(database.db, media);
const load = (loader: Parameters<typeof callRoute>[0], url: string, cookie: string) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context() });

/** An order of one seller's part in euros at 0.92 (`usd` dollars), paid `paidDaysAgo` days ago. */
async function sale(sellerId: string, usd: number, paidDaysAgo: number) {
  const order = await insertOrder(database.db, {
    paymentMethod: "bank",
    currencyCode: "EUR",
    currencyRate: "0.920000",
    parts: [{ sellerId, subtotalCents: usd * 92, discountCents: 0, shippingCents: 0 }],
  });
  await payOrder(database.db, order, day(paidDaysAgo));
  return order;
}

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await seedLedgerCurrencies(database.db);
  operator = await signedInUser(database.db, "statements-boss@example.com");
  await setOperator(database.db, operator.email, true);
  seller = await signedInUser(database.db, "statements-seller@example.com");
  second = await signedInUser(database.db, "statements-second@example.com");
  undetailed = await signedInUser(database.db, "statements-undetailed@example.com");
  other = await signedInUser(database.db, "statements-other@example.com");
  await database.db
    .update(users)
    .set({ shopName: "Ada's Tools", payoutDetails: { holder: "Ada Seller", account: "DE89370400440532013000" } })
    .where(eq(users.id, seller.id));
  // A second seller whose name and holder a spreadsheet would run as formulas.
  await database.db
    .update(users)
    .set({
      shopName: '=HYPERLINK("http://evil.example")',
      payoutDetails: { holder: "@SUM(A1:A9)", account: "GB82WEST12345698765432", bic: "WESTGB2L" },
    })
    .where(eq(users.id, second.id));

  first = await sale(seller.id, 100, 40);
  next = await sale(seller.id, 50, 30);
  pending = await sale(seller.id, 30, 10);
  secondsOrder = await sale(second.id, 20, 25);
  const undetailedOrder = await sale(undetailed.id, 10, 25);
  await completePart(database.db, operator, first, first.partIds[0]!, 25);
  await completePart(database.db, operator, next, next.partIds[0]!, 20);
  await completePart(database.db, operator, secondsOrder, secondsOrder.partIds[0]!, 20);
  await completePart(database.db, operator, undetailedOrder, undetailedOrder.partIds[0]!, 20);

  // The operator pays the seller $120 of their $150 available, confirmed, five days ago.
  const paid = await callRoute(payoutAction, {
    request: formPost(
      `/admin/payouts/${seller.id}`,
      { amount: "120", occurredOn: day(5), reference: "SEPA-120", key: randomUUID(), [CONFIRMED_FIELD]: "1" },
      operator.cookie,
    ),
    context: context(),
    params: { sellerId: seller.id },
  });
  if (paid.status !== 303) throw new Error(`payout refused: ${JSON.stringify(paid)}`);
});

afterAll(async () => {
  await database?.cleanup();
});

type Row = {
  kind: string;
  orderNumber: string | null;
  reference: string | null;
  paidOut: { whole: boolean; cents: number } | null;
  available: boolean;
};

describe("a seller's movements once paid out", () => {
  it("reads Paid out for the sales the payouts cover, oldest first, and the next one partly paid out", async () => {
    const page = await load(earningsLoader, "/account/earnings", seller.cookie);
    const rows = (page.data as { rows: Row[] }).rows;
    const saleOf = (order: InsertedOrder) => rows.find((row) => row.orderNumber === order.number);
    // $120 paid: the $100 sale completed first in full, $20 of the $50 one; the pending $30 not at all.
    expect(saleOf(first)).toMatchObject({ kind: "sale", paidOut: { whole: true, cents: 10_000 } });
    expect(saleOf(next)).toMatchObject({ kind: "sale", paidOut: { whole: false, cents: 2_000 }, available: true });
    expect(saleOf(pending)).toMatchObject({ kind: "sale", paidOut: null, available: false });
    // The payout's bank reference in its own column, and no order.
    expect(rows.find((row) => row.kind === "payout")).toMatchObject({ orderNumber: null, reference: "SEPA-120" });
    expect(page.data).toMatchObject({ balance: { availableCents: 3_000, pendingCents: 3_000 } });
  });
});

describe("the statement of movements", () => {
  it("runs from the opening balance through every movement of the period to the closing balance, which is the seller's balance", async () => {
    const from = day(35);
    const file = await load(statementLoader, `/account/earnings/statement.csv?from=${from}&to=${today}`, seller.cookie);
    expect(file).toMatchObject({ status: 200, contentType: "text/csv; charset=utf-8" });
    const records = csvRecords(file.body ?? "");
    expect(Object.keys(records[0] ?? {})).toEqual([
      "day",
      "kind",
      "order",
      "part",
      "reference",
      "amount_usd",
      "amount",
      "currency",
    ]);
    const opening = records[0]!;
    const closing = records.at(-1)!;
    const movements = records.slice(1, -1);
    // The $100 sale was paid before the period: it is the opening balance.
    expect(opening).toMatchObject({ day: from, kind: "opening_balance", amount_usd: "100.00" });
    expect(movements.map((row) => [row.day, row.kind, row.order, row.reference, row.amount_usd, row.amount])).toEqual([
      [day(30), "sale", next.number, "", "50.00", "46.00"],
      [day(10), "sale", pending.number, "", "30.00", "27.60"],
      [day(5), "payout", "", "SEPA-120", "-120.00", "-120.00"],
    ]);
    expect(movements.map((row) => row.currency)).toEqual(["EUR", "EUR", "USD"]);
    expect(movements[0]?.part).toBe(String(next.partIds[0]));
    const summed = movements.reduce(
      (sum, row) => sum + centsOf(row.amount_usd ?? ""),
      centsOf(opening.amount_usd ?? ""),
    );
    expect(closing).toMatchObject({ day: today, kind: "closing_balance" });
    expect(centsOf(closing.amount_usd ?? "")).toBe(summed);
    const balance = await sellerBalance(database.db, seller.id, 14, new Date());
    expect(summed).toBe(balance.availableCents + balance.pendingCents);
    expect(file.body).not.toContain(secondsOrder.number);
  });

  it("gives each account only its own rows: a second seller, the operator, and nobody's by asking", async () => {
    for (const who of [second, operator, other]) {
      const file = await load(
        statementLoader,
        `/account/earnings/statement.csv?from=2000-01-01&to=${today}&sellerId=${seller.id}`,
        who.cookie,
      );
      expect(file.status).toBe(200);
      for (const number of [first.number, next.number, pending.number]) expect(file.body).not.toContain(number);
      expect(file.body).not.toContain("SEPA-120");
      // An account that never sold has a statement with nothing in it.
      if (who !== second) {
        expect(csvRecords(file.body ?? "").map((row) => [row.kind, row.amount_usd])).toEqual([
          ["opening_balance", "0.00"],
          ["closing_balance", "0.00"],
        ]);
      }
    }
    const own = csvRecords(
      (await load(statementLoader, `/account/earnings/statement.csv?from=2000-01-01&to=${today}`, second.cookie))
        .body ?? "",
    );
    expect(own.map((row) => [row.kind, row.order, row.amount_usd])).toEqual([
      ["opening_balance", "", "0.00"],
      ["sale", secondsOrder.number, "20.00"],
      ["closing_balance", "", "20.00"],
    ]);
  });

  it("sends a guest to sign in", async () => {
    const file = await load(statementLoader, `/account/earnings/statement.csv?from=2000-01-01&to=${today}`, "");
    expect(file.status).toBe(302);
    expect(file.location).toMatch(/^\/account\/login\?redirectTo=/);
  });

  it("sends a period that is not one back to Earnings, where each message stands beside its field with what was typed", async () => {
    const bad = await load(statementLoader, "/account/earnings/statement.csv?from=2026-02-30&to=", seller.cookie);
    expect(bad).toMatchObject({ status: 302, location: "/account/earnings?from=2026-02-30&to=#statement" });
    const page = await load(earningsLoader, "/account/earnings?from=2026-02-30&to=", seller.cookie);
    expect(page.data).toMatchObject({
      statement: {
        values: { from: "2026-02-30", to: "" },
        errors: { from: "statement.errors.day", to: "errors.required" },
      },
    });
    const backwards = await load(
      allStatementsLoader,
      "/admin/payouts/statement.csv?from=2026-11-02&to=2026-11-01",
      operator.cookie,
    );
    expect(backwards).toMatchObject({
      status: 302,
      location: "/admin/payouts?from=2026-11-02&to=2026-11-01#statement",
    });
    const payouts = await load(payoutsLoader, "/admin/payouts?from=2026-11-02&to=2026-11-01", operator.cookie);
    expect(payouts.data).toMatchObject({ statement: { errors: { to: "statement.errors.order" } } });
    // Without a period asked, the form offers the month so far.
    const fresh = await load(earningsLoader, "/account/earnings", seller.cookie);
    expect(fresh.data).toMatchObject({
      statement: { values: { from: `${today.slice(0, 8)}01`, to: today }, errors: {} },
    });
  });

  it("gives the operator every seller's statement, each line with the seller's id and name, audited", async () => {
    const file = await load(
      allStatementsLoader,
      `/admin/payouts/statement.csv?from=2000-01-01&to=${today}`,
      operator.cookie,
    );
    expect(file).toMatchObject({ status: 200, contentType: "text/csv; charset=utf-8" });
    const records = csvRecords(file.body ?? "");
    const ofSeller = records.filter((row) => row.seller_id === seller.id);
    expect(ofSeller.every((row) => row.seller === "Ada's Tools")).toBe(true);
    expect(ofSeller.map((row) => row.kind)).toEqual([
      "opening_balance",
      "sale",
      "sale",
      "sale",
      "payout",
      "closing_balance",
    ]);
    expect(ofSeller.at(-1)?.amount_usd).toBe("60.00");
    const ofSecond = records.filter((row) => row.seller_id === second.id);
    expect(ofSecond.at(-1)).toMatchObject({ kind: "closing_balance", amount_usd: "20.00" });
    // A name a spreadsheet would run is kept as text.
    expect(ofSecond[0]?.seller).toBe(`'=HYPERLINK("http://evil.example")`);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "payout.statement"));
    expect(audited).toMatchObject([{ operatorEmail: operator.email, subject: "payouts:all" }]);
  });

  it("is not found for anyone but an operator", async () => {
    for (const cookie of [seller.cookie, other.cookie, ""]) {
      expect(
        (await load(allStatementsLoader, `/admin/payouts/statement.csv?from=2000-01-01&to=${today}`, cookie)).status,
      ).toBe(404);
    }
  });
});

describe("the bank batch", () => {
  it("lists every seller the store can pay now with their full account and a reference, each cell safe, the download audited", async () => {
    const file = await load(batchLoader, "/admin/payouts/batch.csv", operator.cookie);
    expect(file).toMatchObject({ status: 200, contentType: "text/csv; charset=utf-8" });
    const body = file.body ?? "";
    const records = csvRecords(body);
    expect(records).toEqual([
      {
        seller_id: seller.id,
        seller: "Ada's Tools",
        email: "statements-seller@example.com",
        amount_usd: "30.00",
        holder: "Ada Seller",
        account: "DE89370400440532013000",
        bic: "",
        reference: expect.stringMatching(/^TS-\d{8}-[0-9A-F]{8}$/),
      },
      {
        seller_id: second.id,
        seller: `'=HYPERLINK("http://evil.example")`,
        email: "statements-second@example.com",
        amount_usd: "20.00",
        holder: "'@SUM(A1:A9)",
        account: "GB82WEST12345698765432",
        bic: "WESTGB2L",
        reference: expect.stringMatching(/^TS-/),
      },
    ]);
    // The seller with money available but no account to pay it to is left out.
    expect(body).not.toContain(undetailed.id);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "payout.batch"));
    expect(audited).toMatchObject([{ subject: "payouts:batch", subjectLabel: "2 sellers: 50.00 USD" }]);
  });

  it("is a download kept by no cache on the way", async () => {
    const { headers } = await load(batchLoader, "/admin/payouts/batch.csv", operator.cookie);
    expect(headers?.get("Cache-Control")).toBe("private, no-store");
    expect(headers?.get("Content-Disposition")).toMatch(/^attachment; filename="payout-batch-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it("is not found for anyone but an operator, and the balances file keeps the account masked", async () => {
    for (const cookie of [seller.cookie, other.cookie, ""]) {
      expect((await load(batchLoader, "/admin/payouts/batch.csv", cookie)).status).toBe(404);
    }
    const balances = await load(balancesLoader, "/admin/payouts.csv", operator.cookie);
    expect(balances.body).toContain("•••• 3000");
    expect(balances.body).not.toContain("DE89370400440532013000");
  });
});
