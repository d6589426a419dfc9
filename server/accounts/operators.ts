import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { operatorEmails, users } from "../db/schema";

/**
 * Makes OPERATOR_EMAILS the list the database goes by (read at each start, by the one process that prepares the
 * database): accounts with those addresses become operators now, and the trigger of migration 0014 makes any
 * account made later with one of them an operator at once. An address taken off the list keeps its role until it
 * is revoked (`npm run operator -- revoke`).
 */
export async function syncOperatorEmails(db: Db, emails: string[]): Promise<void> {
  const list = [...new Set(emails.map((email) => email.toLowerCase()))];
  await db.transaction(async (tx) => {
    await tx.delete(operatorEmails);
    if (list.length === 0) return;
    await tx.insert(operatorEmails).values(list.map((email) => ({ email })));
    await tx
      .update(users)
      .set({ role: "operator" })
      .where(sql`lower(${users.email}) in (select email from ${operatorEmails})`);
  });
}

export type RoleChange = { ok: true; email: string; changed: boolean } | { ok: false; error: "noAccount" };

/** Gives or takes the operator role of the account with this email (any letter case). */
export async function setOperator(db: Db, email: string, operator: boolean): Promise<RoleChange> {
  const role = operator ? "operator" : "customer";
  const [account] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!account) return { ok: false, error: "noAccount" };
  if (account.role === role) return { ok: true, email: account.email, changed: false };
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, account.id));
  return { ok: true, email: account.email, changed: true };
}

/** The emails of every operator, for `npm run operator -- list`. */
export async function operatorList(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, "operator"));
  return rows.map((row) => row.email).sort();
}
