import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { productPath } from "~/lib/catalog-links";
import type { ProductCard } from "~server/catalog/product-card";
import { Price } from "./price";

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
            <div className="size-14 shrink-0 overflow-hidden rounded bg-gray-50">
              {product.image ? (
                <img
                  src={product.image.thumb}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              ) : null}
            </div>
            <div className="min-w-0 text-sm">
              <Link
                to={productPath(product.slug)}
                className="line-clamp-2 leading-snug after:absolute after:inset-0 hover:text-brand-700"
              >
                {product.name}
              </Link>
              <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
