import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { newsletterSubscriptions } from "../db/schema";
import { type Clock, hit } from "../http/rate-limit";
import { enqueueMail } from "../mail/outbox";

// The newsletter's list, double opt-in (decision 057): an address typed into the form is `pending` and gets a mail
// with a link; following it confirms the address, and only confirmed addresses get campaigns. The form's answer is
// the same whatever the address's state, so it tells nobody who is on the list.

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "errors.emailInvalid" }).max(254)),
});

/** Confirmation mails one address may be sent in an hour (someone typing a stranger's address again and again). */
const PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };
/** How long a confirmation link works. */
export const CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** A confirmation link's token: 32 random bytes, base64url (43 characters). */
export const confirmTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Asks for `email` to be on the list: unless it is confirmed already, a confirmation link is made (only its hash is
 * kept) and its mail written in the same transaction. An address that unsubscribed comes back only through the link.
 */
export async function subscribe(
  db: Db,
  input: z.infer<typeof newsletterSchema>,
  locale: Locale,
  now?: Clock,
): Promise<void> {
  const email = input.email;
  if (!(await hit(db, `newsletter-confirm:${email}`, PER_EMAIL, now))) return;
  const token = randomBytes(32).toString("base64url");
  const link = { confirmTokenHash: hashOf(token), confirmSentAt: sql`now()`, locale };
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email))
      .for("update");
    if (existing?.status === "confirmed") return;
    if (existing) {
      await tx.update(newsletterSubscriptions).set(link).where(eq(newsletterSubscriptions.id, existing.id));
    } else {
      const made = await tx
        .insert(newsletterSubscriptions)
        .values({ email, ...link })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      // The same address sent at the same moment by another request: that one writes the mail.
      if (made.length === 0) return;
    }
    await enqueueMail(tx, [{ kind: "newsletter-confirm", to: email, locale, payload: { token } }]);
  });
}

/** The subscription of this confirmation link while it works (made in the last week, not used since). */
function usableLink(token: string) {
  return and(
    eq(newsletterSubscriptions.confirmTokenHash, hashOf(token)),
    gt(newsletterSubscriptions.confirmSentAt, sql`now() - make_interval(secs => ${CONFIRM_VALID_MS / 1000})`),
  );
}

/** The address a confirmation link would confirm, or null when the link does not work. */
export async function confirmLinkAddress(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(usableLink(token));
  return row?.email ?? null;
}

/** Confirms the address of a working link (which is used up); false when the link does not work. */
export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: sql`now()`, unsubscribedAt: null, confirmTokenHash: null })
    .where(usableLink(token))
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length > 0;
}

/** Takes the subscription off the list (a pending link with it); false when there is no such subscription. */
export async function unsubscribe(db: Db, subscriptionId: number): Promise<boolean> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.id, subscriptionId), ne(newsletterSubscriptions.status, "unsubscribed")));
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId));
  return row !== undefined;
}

/** The address of a subscription (for the unsubscribe page to say which), or null. */
export async function subscriptionAddress(db: Db, subscriptionId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId));
  return row?.email ?? null;
}
