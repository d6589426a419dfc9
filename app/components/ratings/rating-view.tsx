import { useTranslation } from "~/i18n/translation";
import { RATING_SCORES, type RatingScore } from "~domain/seller-rating";
import type { SellerRating } from "~server/ratings/seller-ratings";
import { PostDate } from "../blog/post-card";
import { Stars } from "../catalog/stars";
import { isolate, ownText } from "../ui/user-text";

/** The three scores of a rating, each with its stars and "4 out of 5" (or an average: "4.3 out of 5"). */
export function RatingScores({ scores }: { scores: Record<RatingScore, number> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      {RATING_SCORES.map((score) => (
        <div key={score}>
          <dt className="text-gray-600">{t(`ratings.score.${score}`)}</dt>
          <dd className="flex flex-wrap items-center gap-x-2">
            <Stars rating={scores[score]} />
            <span>{t("ratings.outOfFive", { score: scores[score] })}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One rating as the buyer, the seller and the seller's page show it: by whom (on the seller's page) and when, the
 * scores, the buyer's text and the seller's answer, each text in its own direction.
 */
export function RatingView({
  rating,
  by,
  sellerName,
}: {
  rating: SellerRating;
  /** The buyer's first name, said on the seller's page; undefined where the reader is the buyer or the seller. */
  by?: string | null;
  sellerName: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">
        {by === undefined ? null : <>{by ? <bdi>{by}</bdi> : t("ratings.formerBuyer")} · </>}
        <PostDate iso={rating.createdAt} />
      </p>
      <RatingScores scores={rating} />
      {rating.body ? (
        <p {...ownText()} className="whitespace-pre-line break-words">
          {rating.body}
        </p>
      ) : null}
      {rating.answer && rating.answeredAt ? (
        <div className="border-s-4 border-brand-400 bg-gray-50 py-2 ps-3 pe-2 text-sm">
          <p className="font-semibold">
            {t("ratings.answerBy", { name: isolate(sellerName) })} · <PostDate iso={rating.answeredAt} />
          </p>
          <p {...ownText()} className="mt-1 whitespace-pre-line break-words">
            {rating.answer}
          </p>
        </div>
      ) : null}
    </div>
  );
}
