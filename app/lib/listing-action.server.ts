import { data, redirect } from "react-router";
import { getOptionalUser, requireUser } from "~server/accounts/sessions";
import type { AppContext } from "~server/app-context";
import { saveListingSubmission } from "~server/listings/listing-submission";
import { productIdField } from "~server/shopping/cart-input";

type Args = { request: Request; params: { productId?: string }; context: AppContext };

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
 * The create and edit pages' action, for a browser without JavaScript: a saved listing goes to My
 * Products with a message; a refused one comes back with what was typed.
 */
export async function listingPageAction({ request, params, context }: Args) {
  const user = await requireUser(context.db, request);
  const productId = listingIdParam(params.productId);
  const result = await saveListingSubmission(context.db, context.media, user.id, request, productId);
  if (result.ok) {
    const saved = productId === undefined ? "created" : "updated";
    return redirect(`/account/myProducts?saved=${saved}&product=${result.id}`, 303);
  }
  // Someone else's listing is answered like a missing one.
  if ("notFound" in result) throw data(null, { status: 404 });
  return data(result, result.status);
}

/**
 * The same save for the form's upload with a progress bar (a script's request): always JSON, with
 * the status telling what happened, never a redirect the request would follow silently.
 */
export async function listingUploadAction({ request, params, context }: Args): Promise<Response> {
  const user = await getOptionalUser(context.db, request);
  if (!user) return Response.json({ ok: false, signedOut: true }, { status: 401 });
  const productId = listingIdParam(params.productId);
  const result = await saveListingSubmission(context.db, context.media, user.id, request, productId);
  if (result.ok) return Response.json(result);
  if ("notFound" in result) return Response.json(result, { status: 404 });
  return Response.json(result, { status: result.status });
}
