import { data, redirect } from "react-router";
import { type FormFailure, parseForm } from "~domain/form";
import { REVIEW_FETCHER_FIELD } from "~domain/review-fields";
import { getOptionalUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { hit } from "~server/http/rate-limit";
import { reviewedProductId, reviewSchema, writeReview } from "~server/reviews/reviews";
import { readStoreSettings } from "~server/settings/store-settings";
import type { Route } from "./+types/product-review";

/** Per client address: enough for a person, too few for a flood. */
const REVIEW_RATE_LIMIT = { limit: 5, windowSeconds: 600 };

/** Saved (`edited`: the reviewer's review changed rather than a new one), or refused with its messages. */
export type ReviewActionData = { ok: true; edited: boolean } | FormFailure;

// One action for both ways of posting. The form posts through a fetcher (marked by a hidden field the
// script adds), so the answer is data: errors beside the fields with the typed values kept, or success,
// and React Router then revalidates the product page's loaders (its stars and count). Without JavaScript
// the browser's own `required` checks catch empty fields and the action answers with a 303 back to the
// page with `?review=thanks|invalid|limited#reviews`; only that rare server-side failure loses the text.
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const viaFetcher = formData.get(REVIEW_FETCHER_FIELD) === "1";
  const back = (outcome: "thanks" | "updated" | "invalid" | "limited" | "buyersOnly") =>
    redirect(`/shop/products/${encodeURIComponent(params.slug)}?review=${outcome}#reviews`, 303);

  const productId = await reviewedProductId(context.db, params.slug);
  if (productId === null) throw data(null, { status: 404 });

  const parsed = parseForm(reviewSchema, formData);
  if (!parsed.ok) {
    if (!viaFetcher) return back("invalid");
    return data<ReviewActionData>(parsed, 400);
  }
  if (!(await hit(context.db, `review:${context.clientIp}`, REVIEW_RATE_LIMIT, context.now))) {
    if (!viaFetcher) return back("limited");
    return data<ReviewActionData>(
      { ok: false, errors: { form: "reviews.errors.tooMany" }, values: parsed.values },
      429,
    );
  }
  const [user, settings] = await Promise.all([getOptionalUser(context.db, request), readStoreSettings(context.db)]);
  const written = await writeReview(context.db, {
    ...parsed.data,
    productId,
    userId: user?.id ?? null,
    buyersOnly: settings.reviewsFromBuyersOnly,
  });
  if (!written.ok) {
    if (written.error === "notFound") throw data(null, { status: 404 });
    if (!viaFetcher) return back("buyersOnly");
    return data<ReviewActionData>(
      { ok: false, errors: { form: "reviews.errors.buyersOnly" }, values: parsed.values },
      403,
    );
  }
  if (!viaFetcher) return back(written.edited ? "updated" : "thanks");
  return data<ReviewActionData>({ ok: true, edited: written.edited });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/shop/products/${encodeURIComponent(params.slug)}#reviews`);
}
