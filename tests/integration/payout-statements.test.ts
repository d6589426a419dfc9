import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as earningsLoader } from "~/routes/account/earnings";
import { action as payoutAction } from "~/routes/admin/payout";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { users } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import {
  completePart,
  type InsertedOrder,
  insertOrder,
  payOrder,
  seedLedgerCurrencies,
} from "../support/ledger-orders";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 47: what a seller's movements read once payouts cover them, through their routes.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let seller: SignedIn;
let second: SignedIn;
let undetailed: SignedIn;
/** The seller's sales: $100 and $50 available, $30 pending; the second seller's $20 available. */
let first: InsertedOrder;
let next: InsertedOrder;
let pending: InsertedOrder;
let secondsOrder: InsertedOrder;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
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
