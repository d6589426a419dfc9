import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";
import { countWrongGuess, type TooManyGuesses, tooManyGuesses } from "../http/guess-limit";
import type { Clock } from "../http/rate-limit";
import { orderDocumentsByNumber } from "../invoices/access";
import type { DocumentEntry } from "../invoices/documents";
import type { MediaStore } from "../media/store";
import { detailOf, findOrder, type OrderDetail } from "./history";

export const trackOrderSchema = z.object({
  orderId: z.string().trim().min(1, "errors.required").max(40, "errors.tooLong"),
  email: z
    .string()
    .trim()
    .min(1, "errors.required")
    .pipe(z.email({ error: "errors.emailInvalid" }).max(254, "errors.emailInvalid")),
});

export type TrackResult =
  | { status: "found"; order: OrderDetail; documents: DocumentEntry[] }
  | { status: "notFound" }
  | ({ status: "tooMany" } & TooManyGuesses);

/**
 * An order is shown only to whoever knows both its number and the email it was placed with; a miss says
 * nothing about which of the two was wrong. A miss counts as a guess against the client's address (GUESS_LIMIT).
 */
export async function trackOrder(
  db: Db,
  media: MediaStore,
  clientIp: string,
  input: z.infer<typeof trackOrderSchema>,
  /** The visitor's language: the lines are named in it. */
  locale: Locale,
  now?: Clock,
): Promise<TrackResult> {
  const keys = [`track-order:${clientIp}`];
  const waiting = await tooManyGuesses(db, keys, now);
  if (waiting) return { status: "tooMany", ...waiting };
  const where = and(
    eq(orders.number, input.orderId.replace(/^#/, "")),
    eq(sql`lower(${orders.email})`, input.email.toLowerCase()),
  ) as SQL;
  const found = await findOrder(db, media, where, locale);
  if (found)
    return { status: "found", order: detailOf(found), documents: await orderDocumentsByNumber(db, found.order.number) };
  await countWrongGuess(db, keys, now);
  return { status: "notFound" };
}
