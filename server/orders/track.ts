import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { orders } from "../db/schema";

export const trackOrderSchema = z.object({
  orderId: z.string().trim().min(1, "errors.required").max(40),
  email: z
    .string()
    .trim()
    .min(1, "errors.required")
    .pipe(z.email({ error: "errors.emailInvalid" }).max(254)),
});

/** An order is shown only to whoever knows both its number and the email it was placed with. */
export async function findOrderForTracking(db: Db, input: z.infer<typeof trackOrderSchema>) {
  const [order] = await db
    .select({
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(and(eq(orders.number, input.orderId), eq(sql`lower(${orders.email})`, input.email.toLowerCase())))
    .limit(1);
  return order ?? null;
}
