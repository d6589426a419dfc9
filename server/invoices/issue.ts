import { and, asc, eq, sql } from "drizzle-orm";
import {
  creditNoteOf,
  type DocumentKind,
  documentNumber,
  type InvoiceDocument,
  type InvoiceRows,
  invoiceOf,
  seriesOf,
} from "~domain/invoice";
import { localeOr } from "~domain/locales";
import { linesNamedIn } from "~domain/order-line-names";
import type { Db, Tx } from "../db/handle";
import {
  currencies,
  documentCounters,
  invoices,
  orderLines,
  orderParts,
  orderPayments,
  orders,
  users,
} from "../db/schema";
import { storeSettingsIn } from "../settings/store-settings";

/**
 * The next number of a series for a year, in the caller's transaction (decision 059): the counter's row is written
 * by an upsert that holds its lock until the transaction ends, so issues at once take numbers one after another,
 * and a transaction rolled back gives its number back: the numbers have no gap and no repeat.
 */
export async function takeNumber(tx: Tx, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series: seriesOf(kind), year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error("The document counter returned no row");
  return row.last;
}

/**
 * What an invoice of the order is made of, as the rows stand in this transaction: its lines named in the buyer's
 * language (decision 068). An invoice once issued keeps the names it was issued with (its stored content).
 */
export async function invoiceRows(tx: Tx | Db, orderId: number): Promise<InvoiceRows | null> {
  const [order] = await tx
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      locale: orders.locale,
      currencyCode: orders.currencyCode,
      currencySymbol: currencies.symbol,
      pricesIncludeTax: orders.pricesIncludeTax,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      discountCents: orders.discountCents,
      couponCode: orders.couponCode,
      billingAddress: orders.billingAddress,
      buyerCompany: orders.buyerCompany,
      buyerVatNumber: orders.buyerVatNumber,
      reverseCharge: orders.reverseCharge,
    })
    .from(orders)
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const parts = await tx
    .select({
      id: orderParts.id,
      sellerId: orderParts.sellerId,
      sellerName: sql<string | null>`coalesce(${users.shopName}, ${users.displayName})`,
      status: orderParts.status,
      shippingCents: orderParts.shippingCents,
      shippingTaxCents: orderParts.shippingTaxCents,
      shippingTaxRate: orderParts.shippingTaxRate,
    })
    .from(orderParts)
    .leftJoin(users, eq(users.id, orderParts.sellerId))
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.id));
  const lines = await tx
    .select({
      partId: orderLines.partId,
      name: orderLines.name,
      names: orderLines.names,
      priceCents: orderLines.priceCents,
      quantity: orderLines.quantity,
      totalCents: orderLines.totalCents,
      discountCents: orderLines.discountCents,
      taxRate: orderLines.taxRate,
      netCents: orderLines.netCents,
      taxCents: orderLines.taxCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const payments = await tx
    .select({
      movement: orderPayments.movement,
      method: orderPayments.method,
      amountCents: orderPayments.amountCents,
      occurredOn: orderPayments.occurredOn,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.id));
  const { identity } = await storeSettingsIn(tx);
  return { order, identity, parts, lines: linesNamedIn(lines, localeOr(order.locale)), payments };
}

export type IssuedDocument = { id: number; number: string };

async function insertDocument(
  tx: Tx,
  row: { kind: DocumentKind; orderId: number; paymentId: number | null; locale: string; issuedAt: Date },
  content: (number: string) => InvoiceDocument,
): Promise<IssuedDocument> {
  const year = row.issuedAt.getUTCFullYear();
  const seq = await takeNumber(tx, row.kind, year);
  const number = documentNumber(row.kind, year, seq);
  const [inserted] = await tx
    .insert(invoices)
    .values({ ...row, number, year, seq, content: content(number) })
    .returning({ id: invoices.id, number: invoices.number });
  if (!inserted) throw new Error("The document was not inserted");
  return inserted;
}

/**
 * Issues the order's invoice in the caller's transaction, the one in which it became paid (decision 059): its
 * number, and its content as the rows stand. An order has one invoice: a second call returns the first.
 */
export async function issueInvoiceIn(tx: Tx, orderId: number, issuedAt = new Date()): Promise<IssuedDocument | null> {
  const [existing] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
  if (existing) return existing;
  const rows = await invoiceRows(tx, orderId);
  if (!rows) return null;
  return insertDocument(
    tx,
    { kind: "invoice", orderId, paymentId: null, locale: rows.order.locale, issuedAt },
    (number) => invoiceOf(rows, { number, issuedAt }),
  );
}

/**
 * Issues a credit note for a refund (an `order_payments` row), in the refund's transaction: it corrects the order's
 * invoice (its snapshot's lines and rates), or, for an order refunded before it was ever paid in full, the order as
 * its rows stand. One per refund.
 */
export async function issueCreditNoteIn(
  tx: Tx,
  refund: { orderId: number; paymentId: number; amountCents: number },
  issuedAt = new Date(),
): Promise<IssuedDocument | null> {
  const [existing] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.paymentId, refund.paymentId));
  if (existing) return existing;
  const [invoice] = await tx
    .select({ number: invoices.number, content: invoices.content })
    .from(invoices)
    .where(and(eq(invoices.orderId, refund.orderId), eq(invoices.kind, "invoice")));
  const rows = await invoiceRows(tx, refund.orderId);
  if (!rows) return null;
  const base = invoice ? (invoice.content as InvoiceDocument) : invoiceOf(rows, { number: "", issuedAt });
  const row = {
    kind: "credit_note" as const,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    locale: rows.order.locale,
    issuedAt,
  };
  return insertDocument(tx, row, (number) =>
    creditNoteOf(base, { number, issuedAt, amountCents: refund.amountCents, correctsInvoice: invoice?.number ?? null }),
  );
}
