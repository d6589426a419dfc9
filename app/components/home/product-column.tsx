import { Link } from "react-router";
import { productPath } from "~/lib/catalog-links";
import type { ProductCard } from "~server/catalog/product-card";
import { Price } from "../catalog/price";
import { Stars } from "../catalog/stars";
import { Deferred } from "./deferred";

const rowClass = "card relative flex items-center gap-3 p-2";

function Rows({ products }: { products: ProductCard[] }) {
  return (
    <ul className="space-y-3">
      {products.map((product) => (
        <li key={product.id} className={rowClass}>
          {product.image ? (
            <img
              src={product.image.thumb}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-20 shrink-0 rounded bg-gray-50 object-contain"
            />
          ) : (
            <div className="size-20 shrink-0 rounded bg-gray-50" />
          )}
          <div className="min-w-0 space-y-1 text-sm">
            <Link
              to={productPath(product.slug)}
              className="line-clamp-2 font-semibold after:absolute after:inset-0 hover:text-brand-700"
            >
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
  );
}

function RowsSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="animate-pulse space-y-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <li key={index} className={rowClass}>
          <div className="size-20 shrink-0 rounded bg-gray-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-5/6 rounded bg-gray-100" />
            <div className="h-3 w-1/2 rounded bg-gray-100" />
            <div className="h-4 w-1/3 rounded bg-gray-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A compact vertical list: Top Rated, Special Offers, Bestsellers; streamed in below the fold. */
export function ProductColumn({
  id,
  title,
  products,
  count,
}: {
  id: string;
  title: string;
  products: Promise<ProductCard[]>;
  /** How many rows to hold a place for while the list loads. */
  count: number;
}) {
  return (
    // Not a landmark: the Bestsellers column would share its name with the Bestsellers block.
    <div>
      <h2 id={id} className="mb-3 border-b border-gray-200 pb-2 text-lg font-bold">
        {title}
      </h2>
      <Deferred resolve={products} fallback={<RowsSkeleton count={count} />}>
        {(list) => <Rows products={list} />}
      </Deferred>
    </div>
  );
}
