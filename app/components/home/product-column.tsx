import type { ProductCard } from "~server/catalog/product-card";
import { ProductRow } from "../catalog/product-row";
import { Deferred } from "./deferred";

const rowClass = "card relative flex items-center gap-3 p-2";

function Rows({ products }: { products: ProductCard[] }) {
  return (
    <ul className="space-y-3">
      {products.map((product) => (
        <li key={product.id} className={rowClass}>
          <ProductRow product={product} />
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
