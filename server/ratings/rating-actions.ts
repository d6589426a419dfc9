import { data, redirect } from "react-router";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { type FieldErrors, type FormValues, parseForm } from "~domain/form";
import { answerRatingSchema, rateSellerSchema } from "~domain/seller-rating-input";
import type { Db } from "../db/handle";
import { withFlash } from "../http/flash";
import { answerRating, rateSeller } from "./seller-ratings";

/**
 * What the rating forms answer a fetcher, or a plain post refused: done, or the messages beside the fields (or one for
 * the whole form) with what was typed. `rating` tells it from the page's other forms' answers.
 */
export type RatingFormAnswer =
  | { rating: true; ok: true }
  | { rating: true; ok: false; errors: FieldErrors; formError?: string; values: FormValues };

/** Whether a posted form is the order page's rating form (rather than its cancel or payment forms). */
export const isRatingForm = (form: FormData) => form.get("intent") === "rate";

/** Whether a posted form is the sale page's answer to its rating (rather than a move of the part). */
export const isRatingAnswerForm = (form: FormData) => form.get("intent") === "answerRating";

const refused = (values: FormValues, formError: string, status: number) =>
  data<RatingFormAnswer>({ rating: true, ok: false, errors: {}, formError, values }, status);

/**
 * The buyer's rating of a seller, from their order's page. A fetcher is answered with data; a plain post with a
 * redirect to the page and a flash, or (refused) the page again with the messages and what was typed. Someone else's
 * order, or a part not in it, is the not-found page.
 */
export async function rateSellerAction(db: Db, request: Request, form: FormData, buyerId: string, orderNumber: string) {
  const parsed = parseForm(rateSellerSchema, form);
  if (!parsed.ok) return data<RatingFormAnswer>({ rating: true, ...parsed }, 400);
  const result = await rateSeller(db, buyerId, orderNumber, parsed.data);
  if (!result.ok && result.error === "notFound") throw data(null, { status: 404 });
  if (!result.ok) return refused(parsed.values, `ratings.errors.${result.error}`, 409);
  if (form.get(FETCHER_FIELD) === "1") return data<RatingFormAnswer>({ rating: true, ok: true });
  return redirect(`/account/orders/${encodeURIComponent(orderNumber)}#rating-${parsed.data.partId}`, {
    status: 303,
    headers: withFlash(request, { key: "ratings.thanks" }),
  });
}

/** The seller's one public answer to the rating of their sale, from the sale's page; answered as `rateSellerAction`. */
export async function answerRatingAction(
  db: Db,
  request: Request,
  form: FormData,
  sellerId: string,
  orderNumber: string,
) {
  const parsed = parseForm(answerRatingSchema, form);
  if (!parsed.ok) return data<RatingFormAnswer>({ rating: true, ...parsed }, 400);
  const result = await answerRating(db, sellerId, orderNumber, parsed.data.answer);
  if (!result.ok && result.error === "notFound") throw data(null, { status: 404 });
  if (!result.ok) return refused(parsed.values, "ratings.errors.alreadyAnswered", 409);
  if (form.get(FETCHER_FIELD) === "1") return data<RatingFormAnswer>({ rating: true, ok: true });
  return redirect(`/account/sales/${encodeURIComponent(orderNumber)}#rating`, {
    status: 303,
    headers: withFlash(request, { key: "ratings.answered" }),
  });
}
