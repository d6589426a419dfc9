import { createHash } from "node:crypto";
import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import { extractFor, type InvoiceDocument } from "~domain/invoice";
import type { Db } from "../db/handle";
import { invoices } from "../db/schema";
import type { MediaStore } from "../media/store";
import { renderDocumentPdf } from "./pdf";

/** A document as its pages list it. */
export type DocumentEntry = { id: number; kind: "invoice" | "credit_note"; number: string; issuedAt: Date };

/** Where a document's PDF is stored: `invoices/<year>/<number>.pdf`. */
export function documentKey(row: { year: number; number: string }): string {
  return `invoices/${row.year}/${row.number}.pdf`;
}

/** A PDF to send: its bytes and the file name a download gets. */
export type DocumentFile = { bytes: Buffer; filename: string };

type DocumentRow = typeof invoices.$inferSelect;

/**
 * Draws a document not stored yet and stores it (media store, `invoices/<year>/<number>.pdf`) with its SHA-256 and
 * size. Drawing is the same bytes every time (the snapshot and the time), so two processes storing it at
 * once store the same file.
 */
export async function storeDocument(db: Db, media: MediaStore, row: DocumentRow): Promise<Buffer> {
  const bytes = await renderDocumentPdf(row.content as InvoiceDocument, row.issuedAt);
  const key = documentKey(row);
  await media.put(key, bytes, "application/pdf");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await db.update(invoices).set({ mediaKey: key, sha256, size: bytes.length }).where(eq(invoices.id, row.id));
  return bytes;
}

/**
 * One pass of the background job: stores up to `limit` documents issued but not stored yet (a crash between the
 * payment's commit and the drawing loses nothing). Returns how many it stored.
 */
export async function storePendingDocuments(db: Db, media: MediaStore, limit = 10): Promise<number> {
  const rows = await db.select().from(invoices).where(isNull(invoices.mediaKey)).orderBy(asc(invoices.id)).limit(limit);
  for (const row of rows) await storeDocument(db, media, row);
  return rows.length;
}

/** A document's PDF: the stored file, or, not stored yet (or lost), drawn from its snapshot and stored now. */
export async function documentPdf(db: Db, media: MediaStore, row: DocumentRow): Promise<Buffer> {
  if (row.mediaKey) {
    const stored = await media.get(row.mediaKey);
    if (stored) {
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    }
  }
  return storeDocument(db, media, row);
}

/** The order's documents, oldest first (its invoice, then its credit notes). */
export async function documentsOfOrder(db: Db, orderId: number): Promise<DocumentEntry[]> {
  return db
    .select({ id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
}

/** The order's document by its number, as a file; undefined when the order has none by that number. */
export async function orderDocumentFile(
  db: Db,
  media: MediaStore,
  orderId: number,
  number: string,
): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.number, number)));
  if (!row) return undefined;
  return { bytes: await documentPdf(db, media, row), filename: `${row.number}.pdf` };
}

/** A seller's extract of the order's invoice: their parcel's lines only, drawn from the snapshot. */
export async function sellerExtractFile(db: Db, orderId: number, sellerId: string): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
  if (!row) return undefined;
  const extract = extractFor(row.content as InvoiceDocument, sellerId);
  if (!extract) return undefined;
  return { bytes: await renderDocumentPdf(extract, row.issuedAt), filename: `${row.number}-extract.pdf` };
}

/** The documents issued in a month (`YYYY-MM`, UTC), in number order, for the accountant's ZIP. */
export async function documentsOfMonth(db: Db, month: string): Promise<DocumentRow[]> {
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.kind), asc(invoices.year), asc(invoices.seq));
}

/** The HTTP answer of a document: a PDF to save, never kept by a cache. */
export function pdfResponse(file: DocumentFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(file.bytes.length),
    },
  });
}

/** The order's invoice as a file (the paid mail's attachment); undefined before it is issued. */
export async function orderInvoiceFile(db: Db, media: MediaStore, orderId: number): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
  if (!row) return undefined;
  return { bytes: await documentPdf(db, media, row), filename: `${row.number}.pdf` };
}
