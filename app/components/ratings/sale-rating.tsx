import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { useHydrated } from "~/lib/use-hydrated";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { textOf } from "~domain/form";
import { RATING_ANSWER_MAX } from "~domain/seller-rating";
import type { RatingFormAnswer } from "~server/ratings/rating-actions";
import type { SellerRating } from "~server/ratings/seller-ratings";
import { FormAlert } from "../ui/form-alert";
import { TextAreaField } from "../ui/text-area-field";
import { RatingView } from "./rating-view";

/**
 * The seller's sale page: the buyer's rating of this sale, and until the seller has answered it, the form for their
 * one public answer (a plain post before the scripts, a fetcher after them, as the buyer's rating form).
 */
export function SaleRating({
  rating,
  sellerName,
  refused,
}: {
  rating: SellerRating;
  sellerName: string;
  /** A plain post's refusal of the answer: the messages, what was typed. */
  refused: RatingFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RatingFormAnswer>();
  const hydrated = useHydrated();
  const answer = fetcher.state === "idle" && fetcher.data ? fetcher.data : refused;
  const failed = answer && !answer.ok ? answer : undefined;
  const formRef = useFormOutcome(fetcher.data);
  // Said as soon as the answer comes, while the page's data is read again (which then shows the rating instead).
  const done = fetcher.data?.ok === true;
  useEffect(() => {
    if (done) toast.success(t("ratings.answered"));
  }, [done, t]);
  return (
    <section id="rating" aria-labelledby="sale-rating" className="card space-y-4 p-5">
      <h2 id="sale-rating" className="text-lg font-bold">
        {t("ratings.saleTitle")}
      </h2>
      <RatingView rating={rating} sellerName={sellerName} />
      {rating.answer ? (
        <FormAlert id="sale-rating-alert" message={failed?.formError} />
      ) : (
        <fetcher.Form method="post" ref={formRef} className="space-y-3">
          <input type="hidden" name="intent" value="answerRating" />
          {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
          <TextAreaField
            name="answer"
            rows={3}
            required
            maxLength={RATING_ANSWER_MAX}
            label={t("ratings.answer")}
            hint={t("ratings.answerHint")}
            defaultValue={textOf(failed?.values.answer)}
            error={failed?.errors.answer}
          />
          <FormAlert id="sale-rating-alert" message={failed?.formError} />
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {t("ratings.answerSubmit")}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
