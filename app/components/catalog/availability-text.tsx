import { useTranslation } from "~/i18n/translation";
import type { ProductCard } from "~server/catalog/product-card";

/** Stock at or under this shows as "Only n left". */
const FEW_LEFT = 3;

/**
 * "In stock" in green, "Sold out" or "Out of order" in red. Given the stock (the product page, quick view), a
 * product in stock says how many: "12 in stock", or "Only 2 left" in amber at 3 or fewer.
 */
export function AvailabilityText({
  availability,
  stock,
  className = "",
}: {
  availability: ProductCard["availability"];
  stock?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (availability === "in-stock" && stock !== undefined && stock > 0) {
    const few = stock <= FEW_LEFT;
    return (
      <span className={`font-semibold ${few ? "text-amber-700" : "text-green-700"} ${className}`}>
        {t(few ? "product.onlyLeft" : "product.inStockCount", { count: stock })}
      </span>
    );
  }
  const color = availability === "in-stock" ? "text-green-700" : "text-red-700";
  return <span className={`font-semibold ${color} ${className}`}>{t(`availability.${availability}`)}</span>;
}
