import { Stars } from "~/components/catalog/stars";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { writtenDate } from "~domain/written-dates";
import { ownText, UserText } from "../ui/user-text";

export type ReviewItem = {
  id: number;
  name: string;
  text: string;
  stars: number;
  verified: boolean;
  createdAt: Date | string;
};

/**
 * All reviews or only verified purchases: plain links (`?reviews=all|verified`, which also open the Reviews tab), so
 * the filter works before scripts; the one shown is marked current.
 */
export function ReviewsFilter({ filter, verifiedCount }: { filter: "verified" | null; verifiedCount: number }) {
  const { t } = useTranslation();
  const link = "rounded-full border px-3 py-1 text-sm";
  const current = "border-brand-600 bg-brand-50 font-semibold text-ink-900";
  const other = "border-gray-300 text-gray-700 hover:border-gray-400 hover:text-ink-900";
  return (
    <nav aria-label={t("reviews.filterLabel")} className="flex flex-wrap gap-2">
      <a
        href="?reviews=all#reviews"
        aria-current={filter === null ? "page" : undefined}
        className={`${link} ${filter === null ? current : other}`}
      >
        {t("reviews.filterAll")}
      </a>
      <a
        href="?reviews=verified#reviews"
        aria-current={filter === "verified" ? "page" : undefined}
        className={`${link} ${filter === "verified" ? current : other}`}
      >
        {t("reviews.filterVerified", { count: verifiedCount })}
      </a>
    </nav>
  );
}

/** A product's reviews, newest first as given; the text is rendered as text, never as HTML. */
export function ReviewsList({ reviews, filtered = false }: { reviews: ReviewItem[]; filtered?: boolean }) {
  const { t } = useTranslation();
  if (reviews.length === 0) {
    return <p className="text-gray-700">{t(filtered ? "reviews.emptyVerified" : "reviews.empty")}</p>;
  }
  return (
    <ol aria-label={t("reviews.listLabel")} className="divide-y divide-gray-100">
      {reviews.map((review) => {
        const createdAt = new Date(review.createdAt);
        return (
          <li key={review.id} className="flex gap-4 py-4 first:pt-0">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gray-200 text-lg font-semibold text-gray-700 uppercase"
            >
              {Array.from(review.name.trim())[0] ?? "?"}
            </span>
            <article className="min-w-0 flex-1">
              <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-semibold">
                  <UserText>{review.name}</UserText>
                </h3>
                <Stars rating={review.stars} />
                <time dateTime={createdAt.toISOString()} className="text-sm text-gray-600">
                  {writtenDate(t, createdAt)}
                </time>
                {review.verified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                    <Icon name="check" className="size-3.5" />
                    {t("reviews.verified")}
                  </span>
                ) : null}
              </header>
              <p {...ownText()} className="mt-2 whitespace-pre-line break-words text-gray-700">
                {review.text}
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
