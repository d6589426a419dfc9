import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/handle";
import { users } from "../db/schema";
import { hashPassword, verifyPassword } from "./passwords";
import { isLockedOut, recordFailedSignIn } from "./sign-in-guard";
import { confirmField, newPasswordField, PASSWORD_MAX, passwordsMatch, passwordsMatchParams } from "./users";

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "errors.required" })
      .min(1, "errors.required")
      .max(PASSWORD_MAX, "account.errors.passwordTooLong"),
    password: newPasswordField,
    confirm: confirmField,
  })
  .refine(passwordsMatch, passwordsMatchParams);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export type PasswordChangeResult = { ok: true } | { ok: false; errors: { currentPassword: string } };

/**
 * Sets a new password once the current one is proven. A wrong current password counts towards the
 * account lockout, so a borrowed session cannot be used to guess it.
 */
export async function changePassword(
  db: Db,
  userId: string,
  input: PasswordChangeInput,
): Promise<PasswordChangeResult> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  if (await isLockedOut(db, user.email)) {
    return { ok: false, errors: { currentPassword: "account.errors.tooManyAttempts" } };
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordFailedSignIn(db, user.email);
    return { ok: false, errors: { currentPassword: "account.errors.currentPasswordWrong" } };
  }
  const passwordHash = await hashPassword(input.password);
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { ok: true };
}
