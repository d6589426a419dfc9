import { Link } from "react-router";
import { ownText, UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { renditionKey, renditionSrcSet } from "~domain/renditions";
import type { ProductCard as Card } from "~server/catalog/product-card";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { CARD_SOLD_BY_CLASS, SoldBy } from "../sellers/sold-by";
import { AvailabilityText } from "./availability-text";
import { Price } from "./price";
import { ListButton } from "./product-actions";
import { ProductBadges } from "./product-badges";
import { QuickViewButton } from "./quick-view-button";
import { Stars } from "./stars";

export type ProductCardLayout = "grid" | "grid-with-features" | "list";

// The slot the image fills, per layout: about a third of the content width on wide screens (3 to 5
// columns), half the screen in the two phone columns; in the list, a fixed column (12rem, 6rem on phones).
const imageSizes: Record<ProductCardLayout, string> = {
  grid: "(min-width: 1200px) 300px, (min-width: 640px) 33vw, 50vw",
  "grid-with-features": "(min-width: 1200px) 300px, (min-width: 640px) 33vw, 50vw",
  list: "(min-width: 640px) 192px, 96px",
};

function ProductFeatures({ features }: { features: Card["features"] }) {
  const { t } = useTranslation();
  if (features.length === 0) return null;
  return (
    <dl aria-label={t("product.features")} className="mt-1 space-y-0.5 text-xs text-gray-600">
      {features.map((feature) => (
        <div key={feature.name} className="flex flex-wrap gap-x-1">
          <dt>{feature.name}:</dt>
          <dd className="font-medium text-gray-800">{feature.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CardIconButtons({ product }: { product: Card }) {
  return (
    <>
      <QuickViewButton slug={product.slug} name={product.name} />
      <ListButton list="wishlist" product={product} />
      <ListButton list="compare" product={product} />
    </>
  );
}

/**
 * A product in a grid, a grid with its featured attributes, or a list row (image at the start, price and
 * buttons at the end; stacked on phones). The whole card links to the product through the name's link,
 * stretched over the card; the buttons sit above that overlay.
 */
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
      className={`card product-card group ${
        list ? "flex-row flex-wrap gap-x-4 gap-y-3 sm:flex-nowrap sm:items-stretch" : "flex-col"
      }`}
    >
      <div className={list ? "relative w-24 shrink-0 sm:w-48" : "relative shrink-0"}>
        <div className="product-card-media">
          {product.picture ? (
            <img
              src={renditionKey(product.picture, "card")}
              srcSet={renditionSrcSet(product.picture, ["thumb", "card", "gallery"])}
              sizes={imageSizes[layout]}
              alt=""
              width={400}
              height={400}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : undefined}
              decoding="async"
              className="product-card-image"
            />
          ) : null}
        </div>
        <div className="product-card-badges">
          <ProductBadges badges={product.badges} />
        </div>
        {list ? null : (
          <div className="product-card-actions">
            <CardIconButtons product={product} />
          </div>
        )}
      </div>
      <div className={list ? "product-card-body" : "product-card-body mt-3"}>
        <p className="text-xs text-gray-500">
          <UserText>{product.brand}</UserText>
        </p>
        <h3 {...ownText(product.nameLang)} className={`product-card-title ${list ? "sm:text-base" : "line-clamp-2"}`}>
          <Link to={productPath(product.slug)} className="stretched-link">
            {product.name}
          </Link>
        </h3>
        <div className="product-card-rating">
          <Stars rating={product.rating} />
          <span>{t("product.reviewCount", { count: product.reviewCount })}</span>
        </div>
        <p className="text-xs">
          <SoldBy seller={product.seller} className={CARD_SOLD_BY_CLASS} />
        </p>
        {layout !== "grid" ? <ProductFeatures features={product.features} /> : null}
      </div>
      <div
        className={
          list
            ? "flex w-full shrink-0 flex-col gap-2 sm:w-44 sm:items-end sm:border-s sm:border-gray-100 sm:ps-4 sm:text-end"
            : "mt-auto flex flex-col gap-2 pt-2"
        }
      >
        <div>
          <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} taxClass={product.taxClass} />
          <p className="mt-0.5 text-xs">
            <AvailabilityText availability={product.availability} />
          </p>
        </div>
        {list ? (
          // The row's end: Add to cart, then the icon buttons (beside it on phones, under it on wider screens).
          <div className="flex items-center gap-1.5 sm:flex-wrap sm:justify-end">
            <div className="flex-1 sm:w-full sm:flex-none">
              <AddToCartForm product={product} variant="compact" />
            </div>
            <CardIconButtons product={product} />
          </div>
        ) : (
          <AddToCartForm product={product} variant="compact" />
        )}
      </div>
    </article>
  );
}
