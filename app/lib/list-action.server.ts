import { data, redirect } from "react-router";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { parseForm } from "~domain/form";
import { safeRedirectPath } from "~domain/safe-redirect";
import { currentSession, sessionForGuest } from "~server/accounts/sessions";
import type { AppContext } from "~server/app-context";
import { type FlashMessage, withFlash } from "~server/http/flash";
import { readForm } from "~server/http/form-data";
import { listActionSchema } from "~server/shopping/list-input";
import { addToList, clearList, LIST_LIMITS, type ListKind, removeFromList } from "~server/shopping/lists";
import { rememberListAddition, signInToListPath } from "~server/shopping/pending-list-addition";

// The confirmations a plain post comes back with (the list buttons' toasts say the same).
const ADDED = {
  wishlist: { added: "lists.addedToWishlist", alreadyThere: "lists.alreadyInWishlist" },
  compare: { added: "lists.addedToCompare", alreadyThere: "lists.alreadyInCompare" },
} as const;
const REMOVED = { wishlist: "lists.removedFromWishlist", compare: "lists.removedFromCompare" } as const;

export type ListActionData =
  | { intent: "add"; ok: true; name: string; alreadyThere: boolean }
  | { intent: "add"; ok: false; error: string; limit: number }
  | { intent: "remove" | "clear"; ok: true };

/**
 * The action of /shop/wishlist and /shop/compare. A fetcher (marked by FETCHER_FIELD) is answered with
 * data; a plain browser post is sent back (303). Guests are sent to sign in, and an addition is made
 * once they have.
 */
export async function listAction(list: ListKind, { request, context }: { request: Request; context: AppContext }) {
  const form = await readForm(request);
  const parsed = parseForm(listActionSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
  const input = parsed.data;
  const { db } = context;
  const session = await currentSession(db, request);
  const user = session?.user;
  if (!user) {
    if (input.intent !== "add") return redirect("/account/login", 303);
    // The addition waits on the guest's session (a new visitor gets one) until they sign in.
    const { sessionId, setCookie } = await sessionForGuest(db, request, session ?? null);
    await rememberListAddition(db, sessionId, list, input.productId);
    const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
    return redirect(signInToListPath(list), { status: 303, headers });
  }
  const viaFetcher = form.get(FETCHER_FIELD) === "1";
  const back = safeRedirectPath(form.get("redirectTo"), `/shop/${list}`);

  if (input.intent === "add") {
    const result = await addToList(db, user.id, list, input.productId);
    if (!viaFetcher) {
      // Back to the page, which says what a script's toast would have said.
      const said: FlashMessage = result.ok
        ? { key: ADDED[list][result.alreadyThere ? "alreadyThere" : "added"], name: result.name }
        : { key: result.error, limit: LIST_LIMITS[list] };
      return redirect(back, { status: 303, headers: withFlash(request, said) });
    }
    const answer: ListActionData = result.ok
      ? { intent: "add", ok: true, name: result.name, alreadyThere: result.alreadyThere }
      : { intent: "add", ok: false, error: result.error, limit: LIST_LIMITS[list] };
    return data(answer, { status: result.ok ? 200 : 409 });
  }

  if (input.intent === "remove") await removeFromList(db, user.id, list, input.productId);
  else await clearList(db, user.id, list);
  if (!viaFetcher) {
    const said: FlashMessage = { key: input.intent === "clear" ? "lists.cleared" : REMOVED[list] };
    return redirect(back, { status: 303, headers: withFlash(request, said) });
  }
  return data<ListActionData>({ intent: input.intent, ok: true });
}

/** A list page's `?problem=` (a failed addition made without JavaScript or at sign-in), as a message. */
export function listProblem(list: ListKind, request: Request): { key: string; limit: number } | null {
  const problem = new URL(request.url).searchParams.get("problem");
  return problem === "notFound" || problem === "wishlistFull" || problem === "compareFull"
    ? { key: `lists.errors.${problem}`, limit: LIST_LIMITS[list] }
    : null;
}
