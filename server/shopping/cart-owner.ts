import { createGuestSession, currentSessionId, getOptionalUser } from "../accounts/sessions";
import type { Db } from "../db/client";
import { type CartOwner, mergeGuestCart } from "./cart";

/**
 * Whose cart this request sees: the signed-in user's, the guest session's, or none yet (a new visitor).
 * Pass the user when already known (null for a guest) to spare a query.
 */
export async function cartOwnerOf(db: Db, request: Request, known?: { id: string } | null): Promise<CartOwner | null> {
  const user = known === undefined ? await getOptionalUser(db, request) : known;
  if (user) return { userId: user.id };
  const sessionId = await currentSessionId(db, request);
  return sessionId ? { sessionId } : null;
}

/** The cart owner for a change: a new visitor gets a guest session (and its cookie) first. */
export async function ensureCartOwner(db: Db, request: Request): Promise<{ owner: CartOwner; setCookie?: string }> {
  const owner = await cartOwnerOf(db, request);
  if (owner) return { owner };
  const { sessionId, setCookie } = await createGuestSession(db, request);
  return { owner: { sessionId }, setCookie };
}

/** At sign-in or sign-up, before the guest session is replaced: its cart becomes the user's. */
export async function keepGuestCart(db: Db, request: Request, userId: string): Promise<void> {
  const sessionId = await currentSessionId(db, request);
  if (sessionId) await mergeGuestCart(db, sessionId, userId);
}
