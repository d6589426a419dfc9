import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { productPath } from "~/lib/catalog-links";
import type { ProductCard as Card } from "~server/catalog/product-card";
import { Price } from "./price";
import { Stars } from "./stars";

const badgeColors: Record<string, string> = {
  new: "bg-blue-600 text-white",
  hot: "bg-red-600 text-white",
  sale: "bg-brand-500 text-ink-900",
  used: "bg-gray-700 text-white",
};

export function ProductBadges({ badges }: { badges: string[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <li key={badge} className={`rounded px-1.5 py-0.5 text-[11px] font-bold uppercase ${badgeColors[badge] ?? ""}`}>
          {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden p-3 transition-shadow hover:shadow-lg">
      <div className="absolute start-3 top-3 z-10">
        <ProductBadges badges={product.badges} />
      </div>
      <div className="aspect-square overflow-hidden rounded bg-gray-50">
        {product.image ? (
          <img
            src={product.image.card}
            alt=""
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-contain transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1.5">
        <p className="text-xs text-gray-500">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link to={productPath(product.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-1.5 text-xs text-gray-500">
          <Stars rating={product.rating} />
          <span>{t("product.reviewCount", { count: product.reviewCount })}</span>
        </div>
        <div className="mt-auto pt-2">
          <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
          {product.availability !== "in-stock" ? (
            <p className="mt-1 text-xs font-semibold text-red-700">{t(`availability.${product.availability}`)}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
