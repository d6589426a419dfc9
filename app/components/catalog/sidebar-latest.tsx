import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { ProductCard } from "~server/catalog/product-card";
import { ProductRow } from "./product-row";

/** The sidebar's latest products: small rows of image, name and price. */
export function SidebarLatest({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="card p-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-bold">
        {t("catalog.latest")}
      </h2>
      <ul className="space-y-3">
        {products.map((product) => (
          <li key={product.id} className="relative flex items-center gap-3">
            <ProductRow product={product} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
