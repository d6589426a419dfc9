import { type CurrentSession, createGuestSession, currentSession } from "../accounts/sessions";
import type { Db } from "../db/client";
import type { CartOwner } from "./cart";

/** Whose cart a session sees: the signed-in user's, the guest session's, or none yet (a new visitor). */
export function cartOwnerOf(session: CurrentSession | null): CartOwner | null {
  if (!session) return null;
  return session.user ? { userId: session.user.id } : { sessionId: session.id };
}

/** The cart owner for a change: a new visitor gets a guest session (and its cookie) first. */
export async function ensureCartOwner(db: Db, request: Request): Promise<{ owner: CartOwner; setCookie?: string }> {
  const owner = cartOwnerOf(await currentSession(db, request));
  if (owner) return { owner };
  const { sessionId, setCookie } = await createGuestSession(db, request);
  return { owner: { sessionId }, setCookie };
}
