import { inArray } from "drizzle-orm";
import { type Locale, localeOr } from "~domain/locales";
import type { Db, Tx } from "../db/handle";
import { users } from "../db/schema";

export type Recipient = { email: string; locale: Locale };

/** Where and in which language to write to these accounts (read in the caller's transaction), by account id. */
export async function accountRecipients(tx: Tx | Db, userIds: (string | null)[]): Promise<Map<string, Recipient>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { email: row.email, locale: localeOr(row.locale) }]));
}
