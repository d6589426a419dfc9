import type { Db } from "../db/client";
import { productIdField } from "./cart-input";
import { addToList, type ListKind } from "./lists";

/**
 * A guest who adds to a list is sent to sign in first; the addition waits in the address they will come
 * back to (`/shop/wishlist?add=12`), and the sign-in post performs it. Nothing is changed by a GET.
 */
export function signInToAddPath(list: ListKind, productId: number): string {
  return `/account/login?redirectTo=${encodeURIComponent(`/shop/${list}?add=${productId}`)}`;
}

const listPaths: Record<string, ListKind> = { "/shop/wishlist": "wishlist", "/shop/compare": "compare" };

/**
 * At sign-in or sign-up: performs the addition a redirect such as `/shop/compare?add=12` carries, and
 * returns where to go next (the list itself, with the reason when the product could not be added).
 * Any other redirect is returned unchanged.
 */
export async function completePendingListAddition(db: Db, userId: string, redirectTo: string): Promise<string> {
  const url = new URL(redirectTo, "http://localhost");
  const list = listPaths[url.pathname];
  const productId = productIdField.safeParse(url.searchParams.get("add"));
  if (!list || !url.searchParams.has("add")) return redirectTo;
  if (!productId.success) return url.pathname;
  const result = await addToList(db, userId, list, productId.data);
  return result.ok ? url.pathname : `${url.pathname}?problem=${result.error.slice("lists.errors.".length)}`;
}
