import { z } from "zod";
import { emailField, requiredText } from "~domain/form-fields";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { contactMessages } from "../db/schema";
import { type Clock, hit } from "../http/rate-limit";

/** How many messages one client address may send a minute (the form is open to anyone). */
const CONTACT_LIMIT_PER_MINUTE = 5;

export const contactSchema = z.object({
  name: requiredText(80),
  email: emailField,
  subject: requiredText(150),
  message: requiredText(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Keeps a visitor's message for the staff; false when this address sent too many just now. */
export async function saveContactMessage(
  db: Db,
  input: ContactInput,
  locale: Locale,
  clientIp: string,
  now?: Clock,
): Promise<boolean> {
  if (!(await hit(db, `contact:${clientIp}`, { limit: CONTACT_LIMIT_PER_MINUTE, windowSeconds: 60 }, now))) {
    return false;
  }
  await db.insert(contactMessages).values({ ...input, locale });
  return true;
}
