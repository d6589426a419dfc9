import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { isDocumentNumber } from "~domain/invoice";
import type { Db } from "../db/handle";
import { orderParts, orders } from "../db/schema";
import { countWrongGuess, tooManyGuesses } from "../http/guess-limit";
import type { Clock } from "../http/rate-limit";
import type { MediaStore } from "../media/store";
import {
  type DocumentEntry,
  type DocumentFile,
  documentsOfOrder,
  orderDocumentFile,
  sellerExtractFile,
} from "./documents";

// Who may download which document (decision 059): the buyer of the order (signed in, or a guest who knows its number
// and email, as track order asks), the seller of one of its parcels (an extract: their lines alone), the operator.
// Anything else is answered as missing.

async function orderIdWhere(db: Db, where: SQL): Promise<number | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(where);
  return row?.id;
}

/** The documents of a signed-in buyer's order, for its page. */
export async function buyerDocuments(db: Db, userId: string, orderNumber: string): Promise<DocumentEntry[]> {
  const orderId = await orderIdWhere(db, and(eq(orders.userId, userId), eq(orders.number, orderNumber)) as SQL);
  return orderId === undefined ? [] : documentsOfOrder(db, orderId);
}

export async function buyerDocumentFile(
  db: Db,
  media: MediaStore,
  userId: string,
  orderNumber: string,
  number: string,
): Promise<DocumentFile | undefined> {
  if (!isDocumentNumber(number)) return undefined;
  const orderId = await orderIdWhere(db, and(eq(orders.userId, userId), eq(orders.number, orderNumber)) as SQL);
  return orderId === undefined ? undefined : orderDocumentFile(db, media, orderId, number);
}

/** The operator's: any order's documents. */
export async function orderDocumentsByNumber(db: Db, orderNumber: string): Promise<DocumentEntry[]> {
  const orderId = await orderIdWhere(db, eq(orders.number, orderNumber));
  return orderId === undefined ? [] : documentsOfOrder(db, orderId);
}

export async function operatorDocumentFile(
  db: Db,
  media: MediaStore,
  orderNumber: string,
  number: string,
): Promise<DocumentFile | undefined> {
  if (!isDocumentNumber(number)) return undefined;
  const orderId = await orderIdWhere(db, eq(orders.number, orderNumber));
  return orderId === undefined ? undefined : orderDocumentFile(db, media, orderId, number);
}

/** A seller's extract of the invoice of an order holding one of their parcels; undefined for anyone else. */
export async function sellerDocumentFile(
  db: Db,
  sellerId: string,
  orderNumber: string,
): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderParts, eq(orderParts.orderId, orders.id))
    .where(and(eq(orders.number, orderNumber), eq(orderParts.sellerId, sellerId)))
    .limit(1);
  return row ? sellerExtractFile(db, row.orderId, sellerId) : undefined;
}

/** Whether the seller's sale has an invoice to extract from (its page shows the link). */
export async function sellerHasInvoice(db: Db, sellerId: string, orderNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderParts, eq(orderParts.orderId, orders.id))
    .where(
      and(
        eq(orders.number, orderNumber),
        eq(orderParts.sellerId, sellerId),
        sql`exists (select 1 from invoices where invoices.order_id = ${orders.id} and invoices.kind = 'invoice')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A guest's download form: the order's number and email, as track order asks, and the document's number. */
export const guestDocumentSchema = z.object({
  orderId: z.string().trim().min(1, "errors.required").max(40, "errors.tooLong"),
  email: z.string().trim().min(1, "errors.required").max(254, "errors.emailInvalid"),
  document: z.string().trim().refine(isDocumentNumber, "errors.required"),
});

/** The guest's document, when the number and email match an order (a miss counts as a guess, as track order's). */
export async function guestDocumentFile(
  db: Db,
  media: MediaStore,
  clientIp: string,
  input: z.infer<typeof guestDocumentSchema>,
  now?: Clock,
): Promise<DocumentFile | undefined> {
  const keys = [`track-order:${clientIp}`];
  if (await tooManyGuesses(db, keys, now)) return undefined;
  const orderId = await orderIdWhere(
    db,
    and(
      eq(orders.number, input.orderId.replace(/^#/, "")),
      eq(sql`lower(${orders.email})`, input.email.toLowerCase()),
    ) as SQL,
  );
  if (orderId === undefined) {
    await countWrongGuess(db, keys, now);
    return undefined;
  }
  return orderDocumentFile(db, media, orderId, input.document);
}
