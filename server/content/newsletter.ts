import { z } from "zod";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { newsletterSubscriptions } from "../db/schema";

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "errors.emailInvalid" }).max(254)),
});

/** Subscribing twice with the same address is answered the same way and stores one row. */
export async function subscribe(db: Db, input: z.infer<typeof newsletterSchema>, locale: Locale): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email: input.email, locale }).onConflictDoNothing();
}
