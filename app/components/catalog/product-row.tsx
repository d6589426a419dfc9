import { Link } from "react-router";
import { ownText } from "~/components/ui/user-text";
import { productPath } from "~domain/catalog-links";
import { renditionKey } from "~domain/renditions";
import type { ProductCard } from "~server/catalog/product-card";
import { CARD_SOLD_BY_CLASS, SoldBy } from "../sellers/sold-by";
import { Price } from "./price";
import { Stars } from "./stars";

/**
 * A product as one short row: thumbnail, name (linking over the whole row, which must be `relative`), price;
 * the larger size adds the stars and who sells it (home page columns), the small one is for sidebars.
 */
export function ProductRow({ product, size = "md" }: { product: ProductCard; size?: "sm" | "md" }) {
  const small = size === "sm";
  const image = small ? "size-14" : "size-20";
  return (
    <>
      {product.picture ? (
        <img
          src={renditionKey(product.picture, "thumb")}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className={`${image} shrink-0 rounded bg-gray-50 object-contain`}
        />
      ) : (
        <div className={`${image} shrink-0 rounded bg-gray-50`} />
      )}
      <div className={`min-w-0 text-sm ${small ? "" : "space-y-1"}`}>
        <Link
          {...ownText(product.nameLang)}
          to={productPath(product.slug)}
          className={`stretched-link line-clamp-2 ${small ? "leading-snug" : "font-semibold"}`}
        >
          {product.name}
        </Link>
        {small ? null : <Stars rating={product.rating} />}
        {small ? null : (
          <p className="text-xs">
            <SoldBy seller={product.seller} className={CARD_SOLD_BY_CLASS} />
          </p>
        )}
        <div>
          <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} taxClass={product.taxClass} />
        </div>
      </div>
    </>
  );
}
