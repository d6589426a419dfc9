import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { emailField } from "~domain/form-fields";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { passwordResetTokens, sessions, users } from "../db/schema";
import { type Clock, hit } from "../http/rate-limit";
import { enqueueMail } from "../mail/outbox";
import { hashPassword } from "./passwords";
import { clearFailedSignIns } from "./sign-in-guard";
import { confirmField, newPasswordField, passwordsMatch, passwordsMatchParams } from "./users";

/** Reset requests a client address may make in 15 minutes, and links one email may be sent in an hour. */
const PER_ADDRESS = { limit: 5, windowSeconds: 15 * 60 };
const PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };
export const LINK_VALID_MS = 60 * 60 * 1000;

export const forgotPasswordSchema = z.object({ email: emailField });

/** A reset link's token: 32 random bytes, base64url (43 characters). */
const tokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "reset.invalid");

export const resetPasswordSchema = z
  .object({ token: tokenField, password: newPasswordField, confirm: confirmField })
  .refine(passwordsMatch, passwordsMatchParams);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link of this token, while it can be used: made, not used yet, within its hour. */
function usableLink(token: string) {
  return and(
    eq(passwordResetTokens.tokenHash, hashOf(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
}

export function isResetToken(value: string | null): value is string {
  return value !== null && tokenField.safeParse(value).success;
}

/**
 * "Forgotten password": when an account has this email, a reset link is made (only its hash is kept) and its mail
 * written in the same transaction. The answer is the same whether the account exists or not, and whether this
 * email's hourly limit is spent (the mail is then simply not sent again); only a client address asking too often is
 * told to wait, which says nothing about any account.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  options: { clientIp: string; locale: Locale; now?: Clock },
): Promise<{ ok: true } | { ok: false; error: "tooManyAttempts" }> {
  if (!(await hit(db, `reset-address:${options.clientIp}`, PER_ADDRESS, options.now))) {
    return { ok: false, error: "tooManyAttempts" };
  }
  const address = email.toLowerCase();
  if (!(await hit(db, `reset-email:${address}`, PER_EMAIL, options.now))) return { ok: true };
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    // An account the store locked gets no link (and the answer is the same).
    .where(and(eq(sql`lower(${users.email})`, address), isNull(users.lockedAt)));
  if (!user) return { ok: true };
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + LINK_VALID_MS),
    });
    await enqueueMail(tx, [{ kind: "password-reset", to: user.email, locale: options.locale, payload: { token } }]);
  });
  return { ok: true };
}

/** Whether a reset link can still be used (for the page to offer the form, or to ask for a new link). */
export async function resetLinkIsValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usableLink(token));
  return row !== undefined;
}

/**
 * Sets the new password with a valid link, once: the link (and any other of the account's) is used up, every
 * session of the account ends, and its sign-in lockout is cleared. Returns the account to sign this browser in.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
): Promise<{ ok: true; userId: string } | { ok: false; error: "invalidLink" }> {
  const passwordHash = await hashPassword(input.password);
  const reset = await db.transaction(async (tx) => {
    // Used in the same statement that checks it: two posts of one link cannot both pass.
    const [link] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableLink(input.token))
      .returning({ userId: passwordResetTokens.userId });
    if (!link) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), isNull(users.lockedAt)))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, link.userId));
    return user;
  });
  if (!reset) return { ok: false, error: "invalidLink" };
  await clearFailedSignIns(db, reset.email);
  return { ok: true, userId: reset.id };
}
