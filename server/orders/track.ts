import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { type Clock, hit } from "../http/rate-limit";
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

/** Lookups per client address per minute: plenty for a person, too few to try order numbers. */
export const TRACK_LIMIT_PER_MINUTE = 10;

export type TrackResult = { status: "found"; order: OrderDetail } | { status: "notFound" | "tooMany" };

/**
 * An order is shown only to whoever knows both its number and the email it was placed with; a miss says
 * nothing about which of the two was wrong. Each client address has TRACK_LIMIT_PER_MINUTE tries.
 */
export async function trackOrder(
  db: Db,
  media: MediaStore,
  clientIp: string,
  input: z.infer<typeof trackOrderSchema>,
  now?: Clock,
): Promise<TrackResult> {
  if (!(await hit(db, `track-order:${clientIp}`, { limit: TRACK_LIMIT_PER_MINUTE, windowSeconds: 60 }, now))) {
    return { status: "tooMany" };
  }
  const where = and(
    eq(orders.number, input.orderId.replace(/^#/, "")),
    eq(sql`lower(${orders.email})`, input.email.toLowerCase()),
  ) as SQL;
  const found = await findOrder(db, media, where);
  return found ? { status: "found", order: detailOf(found) } : { status: "notFound" };
}
