import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

export function Stars({ rating, size = "size-3.5" }: { rating: number; size?: string }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={t("product.ratingLabel", { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= full ? "fill-brand-500 text-brand-500" : "fill-gray-200 text-gray-200"}`}
        />
      ))}
    </span>
  );
}
