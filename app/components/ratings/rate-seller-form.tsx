import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { useHydrated } from "~/lib/use-hydrated";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { textOf } from "~domain/form";
import { RATING_SCORES, RATING_TEXT_MAX } from "~domain/seller-rating";
import type { RatingFormAnswer } from "~server/ratings/rating-actions";
import { FieldError } from "../ui/field-parts";
import { FormAlert } from "../ui/form-alert";
import { TextAreaField } from "../ui/text-area-field";
import { isolate } from "../ui/user-text";

const SCORES = [1, 2, 3, 4, 5];

/**
 * The buyer's rating of the seller of one completed part: three scores from 1 to 5 and an optional text. Before the
 * scripts a plain post (back with a flash, or the page again with the messages); after them a fetcher (a toast, and
 * the page's data again, which shows the rating in place of the form). `refused` is a plain post's refusal, if it
 * was this part's.
 */
export function RateSellerForm({
  partId,
  sellerName,
  refused,
}: {
  partId: number;
  sellerName: string;
  refused: Extract<RatingFormAnswer, { ok: false }> | undefined;
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
    if (done) toast.success(t("ratings.thanks"));
  }, [done, t]);
  const id = `rate-${partId}`;
  return (
    <fetcher.Form method="post" ref={formRef} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t("ratings.rateNamed", { name: isolate(sellerName) })}
      </h3>
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="partId" value={partId} />
      {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {RATING_SCORES.map((score) => {
          const error = failed?.errors[score];
          const typed = textOf(failed?.values[score]);
          return (
            <fieldset
              key={score}
              aria-describedby={error ? `${id}-${score}-error` : undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{t(`ratings.score.${score}`)}</legend>
              <div className="flex flex-wrap gap-x-3 gap-y-1">
                {SCORES.map((value) => (
                  <label key={value} className="inline-flex items-center gap-1 text-sm">
                    <input type="radio" name={score} value={value} defaultChecked={typed === String(value)} />
                    <span aria-hidden="true">{value}</span>
                    <span className="sr-only">{t("ratings.outOfFive", { score: value })}</span>
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-${score}-error`} error={error} />
            </fieldset>
          );
        })}
      </div>
      <TextAreaField
        name="body"
        rows={3}
        maxLength={RATING_TEXT_MAX}
        label={t("ratings.text")}
        hint={t("ratings.textHint")}
        defaultValue={textOf(failed?.values.body)}
        error={failed?.errors.body}
      />
      <FormAlert id={`${id}-alert`} message={failed?.formError} />
      <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
        {t("ratings.submit")}
      </button>
    </fetcher.Form>
  );
}
