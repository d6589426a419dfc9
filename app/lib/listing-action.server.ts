import { data, redirect } from "react-router";
import { getOptionalUser, requireOperator, requireUser } from "~server/accounts/sessions";
import type { AppContext } from "~server/app-context";
import type { Db } from "~server/db/handle";
import type { ListingOwner } from "~server/listings/listing-owner";
import { saveListingSubmission } from "~server/listings/listing-submission";
import { productIdField } from "~server/shopping/cart-input";

type Args = { request: Request; params: { productId?: string }; context: AppContext };

/**
 * Where listings are made and changed, with one form (decision 046): a seller's account area for their own, the back
 * office for the store's. Each says whose listings a request may touch and where a saved one goes back to.
 */
export type ListingDesk = {
  /** The page's owner: a guest is sent to log in (account), anyone but an operator gets 404 (back office). */
  owner: (db: Db, request: Request) => Promise<ListingOwner>;
  /** The same for the script's upload, whose answer is JSON: a Response for who may not. */
  uploadOwner: (db: Db, request: Request) => Promise<ListingOwner | Response>;
  /** The list of the owner's listings, which a saved one goes back to. */
  listPath: string;
};

export const SELLER_DESK: ListingDesk = {
  owner: async (db, request) => ({ seller: (await requireUser(db, request)).id }),
  uploadOwner: async (db, request) => {
    const user = await getOptionalUser(db, request);
    return user ? { seller: user.id } : Response.json({ ok: false, signedOut: true }, { status: 401 });
  },
  listPath: "/account/myProducts",
};

/** The store's own products: operators only, as every address of the back office (404 to anyone else). */
export const STORE_DESK: ListingDesk = {
  owner: async (db, request) => ({ store: await requireOperator(db, request) }),
  uploadOwner: async (db, request) => ({ store: await requireOperator(db, request) }),
  listPath: "/admin/products",
};

/** The product id in an edit URL (none when creating); anything else is a page that does not exist. */
export function listingIdParam(param: string): number;
export function listingIdParam(param: string | undefined): number | undefined;
export function listingIdParam(param: string | undefined): number | undefined {
  if (param === undefined) return undefined;
  const id = productIdField.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

/**
 * The create and edit pages' action, for a browser without JavaScript: a saved listing goes to the desk's list with
 * a message; a refused one comes back with what was typed. Who may is checked before the body is read.
 */
export async function listingPageAction({ request, params, context }: Args, desk: ListingDesk = SELLER_DESK) {
  const owner = await desk.owner(context.db, request);
  const productId = listingIdParam(params.productId);
  const result = await saveListingSubmission(context.db, context.media, owner, request, productId);
  if (result.ok) {
    const saved = productId === undefined ? "created" : "updated";
    return redirect(`${desk.listPath}?saved=${saved}&product=${result.id}`, 303);
  }
  // Someone else's listing is answered like a missing one.
  if ("notFound" in result) throw data(null, { status: 404 });
  return data(result, result.status);
}

/**
 * The same save for the form's upload with a progress bar (a script's request): always JSON, with
 * the status telling what happened, never a redirect the request would follow silently.
 */
export async function listingUploadAction(
  { request, params, context }: Args,
  desk: ListingDesk = SELLER_DESK,
): Promise<Response> {
  const owner = await desk.uploadOwner(context.db, request);
  if (owner instanceof Response) return owner;
  const productId = listingIdParam(params.productId);
  const result = await saveListingSubmission(context.db, context.media, owner, request, productId);
  if (result.ok) return Response.json(result);
  if ("notFound" in result) return Response.json(result, { status: 404 });
  return Response.json(result, { status: result.status });
}
