import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { emailField } from "~domain/form-fields";
import type { Db } from "../db/handle";
import { users } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { freeShopSlug, SLUG_CONSTRAINT } from "../sellers/shops";
import { hashPassword, verifyPassword } from "./passwords";
import { clearFailedSignIns, isLockedOut, recordFailedSignIn } from "./sign-in-guard";

const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const displayNameField = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .max(60, "account.errors.userNameTooLong");

export const newPasswordField = z
  .string({ error: "errors.required" })
  .min(1, "errors.required")
  .min(PASSWORD_MIN, "account.errors.passwordTooShort")
  .max(PASSWORD_MAX, "account.errors.passwordTooLong");

/** The password and its confirmation must match; reported on the confirmation field. */
export const passwordsMatch = (input: { password: string; confirm: string }) => input.password === input.confirm;
export const passwordsMatchParams = {
  path: ["confirm"],
  message: "account.errors.passwordsMismatch",
  // Also report a mismatch while other fields are still wrong, so every problem shows at once.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirm?: unknown };
    return typeof value.password === "string" && typeof value.confirm === "string" && value.confirm !== "";
  },
};

export const confirmField = z.string({ error: "errors.required" }).min(1, "errors.required");

export const registerSchema = z
  .object({ userName: displayNameField, email: emailField, password: newPasswordField, confirm: confirmField })
  .refine(passwordsMatch, passwordsMatchParams);

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "errors.required" })
    .min(1, "errors.required")
    .max(PASSWORD_MAX, "account.errors.passwordTooLong"),
  // An HTML checkbox sends "on" when ticked and nothing otherwise.
  remember: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type AccountUser = { id: string; email: string; displayName: string };

export type RegisterResult = { ok: true; user: AccountUser } | { ok: false; errors: { email: string } };
export type SignInResult =
  | { ok: true; user: AccountUser }
  /** `locked`: too many wrong passwords lately; `suspended`: the store's operator locked the account. */
  | { ok: false; reason: "failed" | "locked" | "suspended" };

const EMAIL_TAKEN = "account.errors.emailTaken";
const accountColumns = { id: users.id, email: users.email, displayName: users.displayName };

function byEmail(email: string) {
  return eq(sql`lower(${users.email})`, email.toLowerCase());
}

/**
 * Creates the account, with its shop page's slug made from its name; an email already registered (in any letter
 * case) is a field error, not an exception.
 */
export async function registerUser(db: Db, input: RegisterInput): Promise<RegisterResult> {
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(input.email)).limit(1);
  if (existing) return { ok: false, errors: { email: EMAIL_TAKEN } };
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    const shopSlug = await freeShopSlug(db, input.userName);
    try {
      const [user] = await db
        .insert(users)
        .values({ email: input.email.toLowerCase(), displayName: input.userName, passwordHash, shopSlug })
        .returning(accountColumns);
      if (!user) throw new Error("Inserting a user returned no row");
      return { ok: true, user };
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error, "users_email_lower_idx")) return { ok: false, errors: { email: EMAIL_TAKEN } };
      // Two sign-ups with one name at the same moment: the next try finds the next free slug.
      if (!isUniqueViolation(error, SLUG_CONSTRAINT) || attempt >= 2) throw error;
    }
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * The account for this email and password, or null. An unknown email still costs one hash
 * verification, so response times do not tell which addresses have an account.
 */
export async function verifyLogin(
  db: Db,
  input: Pick<LoginInput, "email" | "password">,
): Promise<(AccountUser & { locked: boolean }) | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash, lockedAt: users.lockedAt })
    .from(users)
    .where(byEmail(input.email))
    .limit(1);
  if (!row) {
    dummyHash ??= hashPassword("no account has this password");
    await verifyPassword(await dummyHash, input.password);
    return null;
  }
  const { passwordHash, lockedAt, ...user } = row;
  return (await verifyPassword(passwordHash, input.password)) ? { ...user, locked: lockedAt !== null } : null;
}

/**
 * Signs in with the account lockout: while an email is locked its password is not even checked; a
 * wrong password counts a failure, a right one clears the count. An account the store locked never signs in.
 */
export async function signIn(db: Db, input: Pick<LoginInput, "email" | "password">): Promise<SignInResult> {
  if (await isLockedOut(db, input.email)) return { ok: false, reason: "locked" };
  const user = await verifyLogin(db, input);
  if (!user) {
    await recordFailedSignIn(db, input.email);
    return { ok: false, reason: "failed" };
  }
  await clearFailedSignIns(db, input.email);
  // Said only to whoever knows the password: nobody else learns that the account exists.
  if (user.locked) return { ok: false, reason: "suspended" };
  const { locked: _locked, ...account } = user;
  return { ok: true, user: account };
}
