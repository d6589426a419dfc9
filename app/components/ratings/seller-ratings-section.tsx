import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import { RATING_MONTHS } from "~domain/seller-rating";
import type { SellerPage } from "~server/sellers/seller-page";
import { RatingScores, RatingView } from "./rating-view";

/**
 * A seller's page: what buyers said of them after their completed sales. The averages of each score over the last
 * months and how many ratings they count, then the latest ratings, each with its buyer's first name, its date and the
 * seller's answer.
 */
export function SellerRatingsSection({ ratings, sellerName }: { ratings: SellerPage["ratings"]; sellerName: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const latestId = useId();
  const { summary, latest } = ratings;
  return (
    <section className="card mt-8 space-y-4 p-5" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-bold">
        {t("ratings.sellerTitle")}
      </h2>
      {summary.count > 0 ? (
        <>
          <p className="text-sm text-gray-600">
            {t("ratings.summaryCount", { count: summary.count, months: RATING_MONTHS })}
          </p>
          <RatingScores scores={summary} />
        </>
      ) : (
        <p className="text-sm text-gray-600">{t("ratings.noneRecent", { months: RATING_MONTHS })}</p>
      )}
      {latest.length > 0 ? (
        <>
          <h3 id={latestId} className="pt-2 text-lg font-semibold">
            {t("ratings.latest")}
          </h3>
          <ul aria-labelledby={latestId} className="divide-y divide-gray-100">
            {latest.map((rating) => (
              <li key={rating.id} className="py-4 first:pt-0 last:pb-0">
                <RatingView rating={rating} by={rating.buyerName} sellerName={sellerName} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
