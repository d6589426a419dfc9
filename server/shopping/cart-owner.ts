import { type CurrentSession, currentSession, sessionForGuest } from "../accounts/sessions";
import type { Db } from "../db/handle";
import type { CartOwner } from "./cart";

/** Whose cart a session sees: the signed-in user's, the guest session's, or none yet (a new visitor). */
export function cartOwnerOf(session: CurrentSession | null): CartOwner | null {
  if (!session) return null;
  return session.user ? { userId: session.user.id } : { sessionId: session.id };
}

/** The cart owner for a change: a new visitor gets a guest session (and its cookie) first. */
export async function ensureCartOwner(db: Db, request: Request): Promise<{ owner: CartOwner; setCookie?: string }> {
  const session = await currentSession(db, request);
  if (session?.user) return { owner: { userId: session.user.id } };
  const { sessionId, setCookie } = await sessionForGuest(db, request, session);
  return { owner: { sessionId }, setCookie };
}
