import { Link } from "react-router";
import { productPath } from "~/lib/catalog-links";
import type { ProductCard } from "~server/catalog/product-card";
import { Price } from "../catalog/price";
import { Stars } from "../catalog/stars";

/** A compact vertical list: Top Rated, Special Offers, Bestsellers. */
export function ProductColumn({ id, title, products }: { id: string; title: string; products: ProductCard[] }) {
  return (
    <div>
      <h2 id={id} className="mb-3 border-b border-gray-200 pb-2 text-lg font-bold">
        {title}
      </h2>
      <ul className="space-y-3">
        {products.map((product) => (
          <li key={product.id} className="card relative flex items-center gap-3 p-2">
            {product.image ? (
              <img
                src={product.image.thumb}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-20 shrink-0 rounded bg-gray-50 object-contain"
              />
            ) : null}
            <div className="min-w-0 space-y-1 text-sm">
              <Link to={productPath(product.slug)} className="line-clamp-2 font-semibold after:absolute after:inset-0">
                {product.name}
              </Link>
              <Stars rating={product.rating} />
              <div>
                <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
