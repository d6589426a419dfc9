import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { mergeGuestCart } from "../shopping/cart";
import { completePendingListAddition } from "../shopping/pending-list-addition";
import { setUserLocale } from "./profile";
import { createUserSession, currentSession } from "./sessions";

/**
 * What happens whenever a visitor becomes a signed-in user, however they do it (sign-in, sign-up, an
 * account made at checkout): the guest session's cart joins theirs, the list addition it was waiting for is
 * made, a new session replaces the guest one, and the language they use becomes their mail's language. Returns
 * its Set-Cookie header and where to go next: `redirectTo`, or the list with the reason when the waiting addition
 * could not be made.
 */
export async function startUserSession(
  db: Db,
  request: Request,
  userId: string,
  options: { remember: boolean; redirectTo: string; locale?: Locale },
): Promise<{ setCookie: string; next: string }> {
  const guest = await currentSession(db, request);
  let problem: string | null = null;
  if (guest && !guest.user) {
    await mergeGuestCart(db, guest.id, userId);
    problem = await completePendingListAddition(db, guest.id, userId);
  }
  if (options.locale) await setUserLocale(db, userId, options.locale);
  const setCookie = await createUserSession(db, request, userId, options.remember);
  return { setCookie, next: problem ?? options.redirectTo };
}
