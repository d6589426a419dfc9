import { useTranslation } from "~/i18n/translation";
import type { ProductCard } from "~server/catalog/product-card";

/** "In stock" in green, "Sold out" or "Out of order" in red. */
export function AvailabilityText({
  availability,
  className = "",
}: {
  availability: ProductCard["availability"];
  className?: string;
}) {
  const { t } = useTranslation();
  const color = availability === "in-stock" ? "text-green-700" : "text-red-700";
  return <span className={`font-semibold ${color} ${className}`}>{t(`availability.${availability}`)}</span>;
}
