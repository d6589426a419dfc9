import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { textOf } from "~domain/form";
import type { OrderDetail } from "~server/orders/history";
import type { RatingFormAnswer } from "~server/ratings/rating-actions";
import type { SellerRating } from "~server/ratings/seller-ratings";
import { RateSellerForm } from "../ratings/rate-seller-form";
import { RatingView } from "../ratings/rating-view";
import { SoldBy } from "../sellers/sold-by";
import { FormAlert } from "../ui/form-alert";

/**
 * The buyer's order page: beside each completed part of another seller (the store's own parts are not rated), the
 * form to rate that seller, or the rating given, with the seller's answer.
 */
export function RateSellers({
  detail,
  ratings,
  refused,
}: {
  detail: OrderDetail;
  ratings: SellerRating[];
  /** A plain post's answer to a rating form: refused (the messages, what was typed), for the part it names. */
  refused: RatingFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const rateable = detail.parts.flatMap(({ seller, ...part }) =>
    part.status === "completed" && seller && seller.id !== user?.id ? [{ ...part, seller }] : [],
  );
  if (rateable.length === 0) return null;
  const failed = refused && !refused.ok ? refused : undefined;
  return (
    <section aria-labelledby="order-ratings" className="card mt-6 space-y-3 p-5">
      <h2 id="order-ratings" className="text-lg font-semibold">
        {t("ratings.title")}
      </h2>
      <p className="text-sm text-gray-600">{t("ratings.intro")}</p>
      <ul className="divide-y divide-gray-100">
        {rateable.map((part) => {
          const { seller } = part;
          const rating = ratings.find((entry) => entry.partId === part.id);
          const refusedHere = failed && textOf(failed.values.partId) === String(part.id) ? failed : undefined;
          return (
            <li key={part.id} id={`rating-${part.id}`} className="space-y-3 py-4 first:pt-0 last:pb-0">
              <p className="text-sm">
                <SoldBy seller={seller} className="text-brand-700 hover:underline" /> ·{" "}
                {detail.lines
                  .filter((line) => line.partId === part.id)
                  .map((line) => line.name)
                  .join(", ")}
              </p>
              {rating ? (
                <>
                  <h3 className="font-semibold">{t("ratings.yours")}</h3>
                  <FormAlert id={`rating-${part.id}-alert`} message={refusedHere?.formError} />
                  <RatingView rating={rating} sellerName={seller.name} />
                </>
              ) : (
                <RateSellerForm partId={part.id} sellerName={seller.name} refused={refusedHere} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
