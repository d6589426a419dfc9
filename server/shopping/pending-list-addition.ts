import { eq } from "drizzle-orm";
import type { Db } from "../db/handle";
import { sessions } from "../db/schema";
import { addToList, type ListKind } from "./lists";

/**
 * A guest who adds to a list is sent to sign in first; the addition waits on their guest session, so it
 * is made whichever way they sign in (the login page, the header's form, an account made at checkout).
 * Nothing is changed by a GET.
 */
export async function rememberListAddition(
  db: Db,
  sessionId: string,
  list: ListKind,
  productId: number,
): Promise<void> {
  await db.update(sessions).set({ pendingListAddition: { list, productId } }).where(eq(sessions.id, sessionId));
}

/** Where a guest is sent to sign in for a list: back to that list afterwards. */
export function signInToListPath(list: ListKind): string {
  return `/account/login?redirectTo=${encodeURIComponent(`/shop/${list}`)}`;
}

/**
 * At sign-in, before the guest session is replaced: makes the addition it was waiting for. Returns the
 * list's address with the reason when the product could not be added, null otherwise.
 */
export async function completePendingListAddition(db: Db, sessionId: string, userId: string): Promise<string | null> {
  const [session] = await db
    .select({ pending: sessions.pendingListAddition })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const pending = session?.pending;
  if (!pending) return null;
  await db.update(sessions).set({ pendingListAddition: null }).where(eq(sessions.id, sessionId));
  const result = await addToList(db, userId, pending.list, pending.productId);
  return result.ok ? null : `/shop/${pending.list}?problem=${result.error.slice("lists.errors.".length)}`;
}
