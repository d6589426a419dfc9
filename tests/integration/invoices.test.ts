import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as buyerDocument } from "~/routes/account/order-document";
import { loader as saleInvoice } from "~/routes/account/sale-invoice";
import { loader as invoicesZip } from "~/routes/admin/invoices-zip";
import { loader as adminDocument } from "~/routes/admin/order-document";
import { action as guestDocument } from "~/routes/track-order-document";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession } from "~server/accounts/sessions";
import { documentCounters, invoices, mailOutbox, orderLines, orderParts, orders, products } from "~server/db/schema";
import { documentPdf, orderInvoiceFile, storePendingDocuments } from "~server/invoices/documents";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { type PaymentReceived, recordPaymentReceived, recordRefund } from "~server/payments/payments";
import { DEMO_IDENTITY } from "~server/seed/demo-tax";
import { writeSetting } from "~server/settings/store-settings";
import type { CartOwner } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { fillCart, placeCartOrder } from "../support/coupons";
import { completePart, insertOrder } from "../support/ledger-orders";
import { pdfText } from "../support/pdf-text";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Invoices and credit notes (issue 51, part 4; decision 059): numbered in the payment's or the refund's transaction,
// without gaps, and drawn as PDFs whose text holds what they say.

let database: TestDatabase;
let operator: SignedIn;
let media: ReturnType<typeof createLocalMediaStore>;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "invoices-boss@example.com");
  await setOperator(database.db, operator.email, true);
  await writeSetting(database.db, "identity", DEMO_IDENTITY);
  await database.db.update(products).set({ stock: 100_000 });
});

afterAll(async () => {
  await database?.cleanup();
});

async function anOrder(locale = "en", vat: string | null = null) {
  const { sessionId } = await createGuestSession(database.db, new Request("http://localhost/"));
  const owner: CartOwner = { sessionId };
  await fillCart(database.db, owner, [
    ["drill-b", 1],
    ["saw-b", 2],
  ]);
  const placed = await placeCartOrder(database.db, owner, "invoice-buyer@example.com");
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  await database.db
    .update(orders)
    .set({ locale, buyerVatNumber: vat, buyerCompany: vat ? "Atelier Martin SARL" : null, reverseCharge: vat !== null })
    .where(eq(orders.number, placed.number));
  const [order] = await database.db.select().from(orders).where(eq(orders.number, placed.number));
  if (!order) throw new Error("no order");
  return order;
}

const payment = (orderId: number, amountCents: number, key = randomUUID()): PaymentReceived => ({
  orderId,
  amountCents,
  occurredOn: new Date().toISOString().slice(0, 10),
  reference: "BANK-1",
  note: null,
  recordedBy: operator.id,
  key,
});

async function documentsOf(orderId: number) {
  await database.settled?.();
  return database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

describe("an invoice when an order becomes paid", () => {
  it("is issued with the payment that pays the order in full, once, and not for a part payment", async () => {
    const order = await anOrder();
    await recordPaymentReceived(database.db, payment(order.id, 100));
    expect(await documentsOf(order.id)).toEqual([]);
    const key = randomUUID();
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents - 100, key));
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents - 100, key));
    const docs = await documentsOf(order.id);
    expect(docs.map((doc) => doc.kind)).toEqual(["invoice"]);
    expect(docs[0]?.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(docs[0]?.mediaKey).toBeNull();
  });

  it("is issued for cash on delivery when the last part completes", async () => {
    const order = await insertOrder(database.db, {
      paymentMethod: "cash",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [{ sellerId: null, subtotalCents: 4000, discountCents: 0, shippingCents: 500 }],
    });
    expect(await documentsOf(order.id)).toEqual([]);
    await completePart(database.db, operator, order, order.partIds[0] ?? 0);
    expect((await documentsOf(order.id)).map((doc) => doc.kind)).toEqual(["invoice"]);
  });

  it("gives 50 orders paid at once 50 consecutive numbers, no gap and no repeat", async () => {
    const placed = [];
    for (let index = 0; index < 50; index++)
      placed.push(
        await insertOrder(database.db, {
          paymentMethod: "bank",
          currencyCode: "USD",
          currencyRate: "1",
          parts: [{ sellerId: null, subtotalCents: 1000 + index, discountCents: 0, shippingCents: 0 }],
        }),
      );
    const [before] = await database.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.series, "invoice"), eq(documentCounters.year, year)));
    await Promise.all(placed.map((order) => recordPaymentReceived(database.db, payment(order.id, order.totalCents))));
    await database.settled?.();
    const rows = await database.db
      .select({ seq: invoices.seq, number: invoices.number })
      .from(invoices)
      .where(
        sql`${invoices.orderId} in (${sql.join(
          placed.map((order) => sql`${order.id}`),
          sql`, `,
        )})`,
      );
    const seqs = rows.map((row) => row.seq).sort((a, b) => a - b);
    const first = Number(before?.last ?? 0) + 1;
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
    expect(new Set(rows.map((row) => row.number)).size).toBe(50);
  });
});

describe("a credit note for every refund", () => {
  it("is numbered in its own series, corrects the invoice, and splits the refund into net and tax exactly", async () => {
    const order = await anOrder();
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const refund = { ...payment(order.id, 700), reference: null };
    await recordRefund(database.db, refund);
    await recordRefund(database.db, refund);
    const docs = await documentsOf(order.id);
    expect(docs.map((doc) => doc.kind)).toEqual(["invoice", "credit_note"]);
    const [invoice, credit] = docs;
    expect(credit?.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const content = credit?.content as {
      credit: { correctsInvoice: string; amountCents: number; netCents: number; taxCents: number };
    };
    expect(content.credit.correctsInvoice).toBe(invoice?.number);
    expect(content.credit.amountCents).toBe(700);
    expect(content.credit.netCents + content.credit.taxCents).toBe(700);
  });
});

describe("the PDF", () => {
  it("holds the numbers, the VAT numbers and the totals, and is stored once with its hash", async () => {
    const order = await anOrder("en", "FR40303265045");
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    // The background pass stores every document issued and not stored yet, ten at a time.
    while ((await storePendingDocuments(database.db, media)) > 0);
    const [doc] = await documentsOf(order.id);
    if (!doc) throw new Error("no invoice");
    expect(doc.mediaKey).toBe(`invoices/${doc.year}/${doc.number}.pdf`);
    const bytes = await documentPdf(database.db, media, doc);
    expect(bytes.length).toBe(doc.size);
    const text = await pdfText(bytes);
    expect(text).toContain(doc.number);
    expect(text).toContain(order.number);
    expect(text).toContain("FR40303265045");
    expect(text).toContain(DEMO_IDENTITY.taxNumber);
    expect(text).toContain("Article 196, Council Directive 2006/112/EC");
    // The lines' amounts and the total, as the order's rows have them.
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const gross = (line: (typeof lines)[number]) =>
      line.netCents === 0 && line.taxCents === 0 ? line.totalCents - line.discountCents : line.netCents + line.taxCents;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    for (const line of lines) expect(text).toContain(dollars(gross(line)));
    expect(text).toContain(dollars(order.totalCents));
  });

  it("is the same bytes when drawn again from the snapshot", async () => {
    const [doc] = await database.db.select().from(invoices).where(sql`${invoices.mediaKey} is not null`).limit(1);
    if (!doc) throw new Error("no stored invoice");
    const stored = await documentPdf(database.db, media, doc);
    const again = await documentPdf(
      database.db,
      createLocalMediaStore(path.join(database.dataDir, "other-media")),
      doc,
    );
    expect(again.equals(stored)).toBe(true);
  });

  it("gives an Arabic invoice's text in logical order", async () => {
    const order = await anOrder("ar");
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const [doc] = await documentsOf(order.id);
    if (!doc) throw new Error("no invoice");
    const text = await pdfText(await documentPdf(database.db, media, doc));
    expect(text).toContain("فاتورة");
    expect(text).toContain("المبلغ المستحق");
    expect(text).toContain(doc.number);
    // The buyer's Latin address lines in their own order, on the Arabic page.
    expect(text).toContain("1 Rue de Rivoli");
    expect(text).toContain("75001 Paris");
  });

  it("is in Russian for a Russian buyer", async () => {
    const order = await anOrder("ru");
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const [doc] = await documentsOf(order.id);
    if (!doc) throw new Error("no invoice");
    const text = await pdfText(await documentPdf(database.db, media, doc));
    expect(text).toContain("Счёт-фактура");
    expect(text).toContain("К оплате");
  });
});

describe("who may download", () => {
  it("gives each their own document and answers everyone else as missing", async () => {
    const buyer = await signedInUser(database.db, "invoice-owner@example.com");
    const other = await signedInUser(database.db, "invoice-other@example.com");
    const seller = await signedInUser(database.db, "invoice-seller@example.com");
    const stranger = await signedInUser(database.db, "invoice-stranger-seller@example.com");
    await fillCart(database.db, { userId: buyer.id }, [
      ["drill-b", 1],
      ["saw-b", 1],
    ]);
    const placed = await placeCartOrder(database.db, { userId: buyer.id }, buyer.email, buyer.id);
    if (!placed.ok) throw new Error("order refused");
    const [order] = await database.db.select().from(orders).where(eq(orders.number, placed.number));
    if (!order) throw new Error("no order");
    // The first parcel becomes the seller's, as if they had listed its products.
    const [part] = await database.db.select().from(orderParts).where(eq(orderParts.orderId, order.id)).limit(1);
    await database.db
      .update(orderParts)
      .set({ sellerId: seller.id })
      .where(eq(orderParts.id, part?.id ?? 0));
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const [doc] = await documentsOf(order.id);
    if (!doc) throw new Error("no invoice");
    const context = appContext(database.db, media);
    const buyerUrl = `/account/orders/${order.number}/documents/${doc.number}`;
    const asBuyer = (cookie: string) =>
      callRoute(buyerDocument, {
        request: pageRequest(buyerUrl, cookie),
        context,
        params: { orderId: order.number, number: doc.number },
      });
    const mine = await asBuyer(buyer.cookie);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toBe("application/pdf");
    expect(mine.headers?.get("Content-Disposition")).toBe(`attachment; filename="${doc.number}.pdf"`);
    expect(mine.headers?.get("Cache-Control")).toBe("private, no-store");
    expect((await asBuyer(other.cookie)).status).toBe(404);
    // A guest: signed out, sent to sign in; with the order's number and email on track order, the document.
    expect((await asBuyer("")).status).toBe(302);
    const guestPost = (email: string) =>
      callRoute(guestDocument, {
        request: formPost("/shop/track-order/document", { orderId: order.number, email, document: doc.number }),
        context,
      });
    expect((await guestPost(buyer.email)).status).toBe(200);
    expect((await guestPost("someone-else@example.com")).status).toBe(404);
    // The seller: an extract of their parcel's lines only; another seller: nothing.
    const asSeller = (cookie: string) =>
      callRoute(saleInvoice, {
        request: pageRequest(`/account/sales/${order.number}/invoice`, cookie),
        context,
        params: { orderNumber: order.number },
      });
    const extract = await asSeller(seller.cookie);
    expect(extract.status).toBe(200);
    expect((await asSeller(stranger.cookie)).status).toBe(404);
    expect((await asSeller(buyer.cookie)).status).toBe(404);
    // The operator: any order's, and not a non-operator.
    const asOperator = (cookie: string) =>
      callRoute(adminDocument, {
        request: pageRequest(`/admin/orders/${order.number}/documents/${doc.number}`, cookie),
        context,
        params: { orderNumber: order.number, number: doc.number },
      });
    expect((await asOperator(operator.cookie)).status).toBe(200);
    expect([302, 403, 404]).toContain((await asOperator(buyer.cookie)).status);
    const zip = await callRoute(invoicesZip, {
      request: pageRequest(`/admin/invoices.zip?month=${doc.issuedAt.toISOString().slice(0, 7)}`, operator.cookie),
      context,
    });
    expect(zip.status).toBe(200);
    expect(zip.contentType).toBe("application/zip");
    expect([302, 403, 404]).toContain(
      (
        await callRoute(invoicesZip, {
          request: pageRequest("/admin/invoices.zip?month=2026-01", buyer.cookie),
          context,
        })
      ).status,
    );
  });

  it("attaches the invoice to the mail saying the order is paid", async () => {
    const order = await anOrder();
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, "payment-received"), sql`${mailOutbox.payload}->>'orderId' = ${String(order.id)}`),
      );
    if (!row) throw new Error("no paid mail");
    const [doc] = await documentsOf(order.id);
    const mail = await composeMail(database.db, row, {
      publicUrl: "http://localhost",
      from: "shop@example.com",
      invoiceOf: (orderId) => orderInvoiceFile(database.db, media, orderId),
    });
    if ("gone" in mail) throw new Error(mail.gone);
    expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`${doc?.number}.pdf`, "application/pdf"],
    ]);
  });
});
