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

export type ProductCardLayout = "grid" | "grid-with-features" | "list";

function ProductFeatures({ features }: { features: Card["features"] }) {
  if (features.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-gray-600">
      {features.map((feature) => (
        <li key={feature.name}>
          {feature.name}: <span className="font-medium text-gray-800">{feature.value}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProductCard({
  product,
  layout = "grid",
  eager = false,
}: {
  product: Card;
  layout?: ProductCardLayout;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const list = layout === "list";
  return (
    <article
      className={`card group relative flex h-full overflow-hidden p-3 transition-shadow hover:shadow-lg ${
        list ? "flex-col gap-4 sm:flex-row sm:items-start" : "flex-col"
      }`}
    >
      <div className="absolute start-3 top-3 z-10">
        <ProductBadges badges={product.badges} />
      </div>
      <div className={`aspect-square shrink-0 overflow-hidden rounded bg-gray-50 ${list ? "sm:w-48" : ""}`}>
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
      <div className={`flex flex-1 flex-col gap-1.5 ${list ? "" : "mt-3"}`}>
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
        {layout !== "grid" ? <ProductFeatures features={product.features} /> : null}
      </div>
      <div className={list ? "shrink-0 sm:w-44 sm:text-end" : "mt-auto pt-2"}>
        <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
        {product.availability !== "in-stock" ? (
          <p className="mt-1 text-xs font-semibold text-red-700">{t(`availability.${product.availability}`)}</p>
        ) : null}
      </div>
    </article>
  );
}
