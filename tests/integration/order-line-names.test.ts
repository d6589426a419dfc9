import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as orderLoader } from "~/routes/account/order";
import { loader as saleLoader } from "~/routes/account/sale";
import { loader as adminOrderLoader } from "~/routes/admin/order";
import type { Locale } from "~domain/locales";
import { invoices, mailOutbox, orderLines, orders, products } from "~server/db/schema";
import { invoiceRows } from "~server/invoices/issue";
import { composeMail } from "~server/mail/compose";
import { linesOf } from "~server/mail/mail-data";
import { createLocalMediaStore } from "~server/media/local-store";
import { buyAgainReport } from "~server/orders/buy-again";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { type Cast, signedInCast } from "../support/accounts";
import { firstColor, productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { payInFull } from "../support/payments";
import { appContext, callRoute, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 53, F20: an order line keeps its product's name in every language it had, and each reader sees their own.

const ENGLISH = "Audit Cordless Drill 18V";
const RUSSIAN = "Аудиторская дрель A";
// A product with no Russian name: a Russian reader sees it as written.
const UNTRANSLATED = "DRILL C";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let cast: Cast;
let number: string;
let orderId: number;

type Lines = { lines: { name: string }[] };
const namesIn = (data: unknown) => (data as Lines).lines.map((line) => line.name);

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  cast = await signedInCast(database.db);
  const { db } = database;
  const drill = await productId(db, "drill-a");
  await db
    .update(products)
    .set({ name: ENGLISH, locale: "en", translations: { ru: { name: RUSSIAN } }, ownerId: cast.seller.id })
    .where(eq(products.id, drill));
  const owner = { userId: cast.buyer.id };
  await addToCart(db, owner, drill, 1, await firstColor(db, drill));
  const other = await productId(db, "drill-c");
  await addToCart(db, owner, other, 1, await firstColor(db, other));
  const base = checkoutInput();
  const placed = await placeOrder(db, {
    owner,
    userId: cast.buyer.id,
    sessionId: null,
    currencyCode: "USD",
    locale: "ru",
    checkout: { ...base, billing: { ...base.billing, email: cast.buyer.email } },
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  number = placed.number;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  orderId = order!.id;
  // The listing changes after the order: the order keeps the names it had then.
  await db
    .update(products)
    .set({ translations: { ru: { name: "Переименованная дрель" } } })
    .where(eq(products.id, drill));
});

afterAll(async () => {
  await database?.cleanup();
});

function context(locale: Locale) {
  return appContext(database.db, media, { prefs: { locale, currency: "USD" } });
}

describe("a Russian buyer's order", () => {
  it("keeps each line's name in every language its product had when it was placed", async () => {
    const lines = await database.db
      .select({ name: orderLines.name, names: orderLines.names })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    expect(lines).toEqual([
      { name: ENGLISH, names: { en: ENGLISH, ru: RUSSIAN } },
      { name: UNTRANSLATED, names: { en: UNTRANSLATED } },
    ]);
  });

  it("shows the Russian name on the buyer's order page in Russian, and the English one in English", async () => {
    const request = () => pageRequest(`http://localhost/account/orders/${number}`, cast.buyer.cookie);
    const russian = await callRoute(orderLoader, {
      request: request(),
      context: context("ru"),
      params: { orderId: number },
    });
    expect(russian.status).toBe(200);
    expect(namesIn((russian.data as { detail: Lines }).detail)).toEqual([RUSSIAN, UNTRANSLATED]);
    const english = await callRoute(orderLoader, {
      request: request(),
      context: context("en"),
      params: { orderId: number },
    });
    expect(namesIn((english.data as { detail: Lines }).detail)).toEqual([ENGLISH, UNTRANSLATED]);
  });

  it("shows the seller's sale and the back office's order in their reader's language", async () => {
    const sale = (locale: Locale) =>
      callRoute(saleLoader, {
        request: pageRequest(`http://localhost/account/sales/${number}`, cast.seller.cookie),
        context: context(locale),
        params: { orderNumber: number },
      });
    expect(namesIn((await sale("en")).data)).toEqual([ENGLISH]);
    expect(namesIn((await sale("ru")).data)).toEqual([RUSSIAN]);
    const admin = await callRoute(adminOrderLoader, {
      request: pageRequest(`http://localhost/admin/orders/${number}`, cast.operator.cookie),
      context: context("en"),
      params: { orderNumber: number },
    });
    expect(namesIn(admin.data)).toEqual([ENGLISH, UNTRANSLATED]);
  });

  it("mails the buyer the Russian name and the seller the English one", async () => {
    const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const placed = rows.find((row) => row.kind === "order-placed");
    const sale = rows.find((row) => row.kind === "new-sale");
    expect(placed?.locale).toBe("ru");
    expect(sale?.locale).toBe("en");
    const toBuyer = await composeMail(database.db, placed!, TEST_MAIL_SETTINGS);
    const toSeller = await composeMail(database.db, sale!, TEST_MAIL_SETTINGS);
    if ("gone" in toBuyer || "gone" in toSeller) throw new Error("a mail is gone");
    expect(toBuyer.text).toContain(RUSSIAN);
    expect(toBuyer.text).not.toContain(ENGLISH);
    expect(toSeller.text).toContain(ENGLISH);
    expect(toSeller.text).not.toContain(RUSSIAN);
    const picture = (key: string) => key;
    expect((await linesOf(database.db, { orderId }, picture, "ar")).map((line) => line.name)).toEqual([
      ENGLISH,
      UNTRANSLATED,
    ]);
  });

  it("names the lines in the buyer's language in Buy again's report and on the invoice issued when paid", async () => {
    // Dearer since: Buy again's report names the line that changed.
    await database.db
      .update(products)
      .set({ priceCents: 1500 })
      .where(eq(products.id, await productId(database.db, "drill-a")));
    const report = await buyAgainReport(database.db, cast.buyer.id, number, "ru");
    expect(report?.repriced.map((line) => line.name)).toEqual([RUSSIAN]);
    const rows = await invoiceRows(database.db, orderId);
    expect(rows?.lines.map((line) => line.name)).toEqual([RUSSIAN, UNTRANSLATED]);
    await payInFull(database.db, number);
    const [invoice] = await database.db
      .select({ content: invoices.content })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
    expect(JSON.stringify(invoice?.content)).toContain(RUSSIAN);
  });
});

describe("migration 0043 on lines placed before it", () => {
  it("gives each line its product's names of today, and a line whose product is gone only its name", async () => {
    const { db } = database;
    const [first, second] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    await db.update(orderLines).set({ names: {} }).where(eq(orderLines.orderId, orderId));
    await db.update(orderLines).set({ productId: null }).where(eq(orderLines.id, second!.id));
    const file = await readFile(path.join("server/db/migrations/0043_order_line_names.sql"), "utf8");
    const backfill = file.split("--> statement-breakpoint")[1];
    await db.execute(sql.raw(backfill!));
    const lines = await db
      .select({ id: orderLines.id, names: orderLines.names })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    expect(lines).toEqual([
      { id: first!.id, names: { en: ENGLISH, ru: "Переименованная дрель" } },
      { id: second!.id, names: {} },
    ]);
  });
});
