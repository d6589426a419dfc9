import { Stars } from "~/components/catalog/stars";
import { useTranslation } from "~/i18n/translation";
import { ownText, UserText } from "../ui/user-text";

export type ReviewItem = { id: number; name: string; text: string; stars: number; createdAt: Date | string };

/** A product's reviews, newest first as given; the text is rendered as text, never as HTML. */
export function ReviewsList({ reviews }: { reviews: ReviewItem[] }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p className="text-gray-700">{t("reviews.empty")}</p>;
  // UTC on both sides, so the server's and the browser's dates agree when the page hydrates.
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
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
                  {date.format(createdAt)}
                </time>
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
