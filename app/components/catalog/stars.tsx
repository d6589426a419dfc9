import { useTranslation } from "~/i18n/translation";

const sizes = { sm: "text-sm", md: "text-base", lg: "text-xl" };

/**
 * A 1–5 star rating drawn with two rows of text stars, the filled one clipped to the rating: a card list
 * of 48 products would otherwise carry 240 inline SVGs.
 */
export function Stars({ rating, size = "sm" }: { rating: number; size?: keyof typeof sizes }) {
  const { t } = useTranslation();
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={t("product.ratingLabel", { rating })} className={`stars ${sizes[size]}`}>
      <span aria-hidden="true">★★★★★</span>
      <span aria-hidden="true" className="stars-filled" style={{ width: `${filled * 20}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
