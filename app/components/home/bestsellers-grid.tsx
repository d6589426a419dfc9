import type { ReactNode } from "react";
import { ProductCard } from "~/components/catalog/product-card";
import type { ProductCard as Card } from "~server/catalog/product-card";
import { CardSkeleton } from "./skeletons";

type Large = "first" | "last";

/** The first cell is the large one: full width on phones, two by two on wide screens, at the start or the end. */
function cellClass(index: number, large: Large): string {
  if (index === 0) {
    const place = large === "first" ? "desk:col-start-1" : "desk:col-start-4";
    return `col-span-2 min-[768px]:col-span-1 desk:col-span-2 desk:row-span-2 desk:row-start-1 ${place}`;
  }
  // Three columns between 768 and 991 px: six cards fill two rows, so the seventh waits for a wider screen.
  return index === 6 ? "min-[768px]:max-desk:hidden" : "";
}

type Cell = { key: string | number; node: ReactNode };

function Grid({ cells, large, hidden }: { cells: Cell[]; large: Large; hidden?: boolean }) {
  return (
    <ul aria-hidden={hidden} className="grid grid-cols-2 gap-4 min-[768px]:grid-cols-3 desk:grid-cols-5">
      {cells.map((cell, index) => (
        <li key={cell.key} className={cellClass(index, large)}>
          {cell.node}
        </li>
      ))}
    </ul>
  );
}

/** Bestsellers: one large card and six small ones. */
export function BestsellersGrid({ products, large }: { products: Card[]; large: Large }) {
  return (
    <Grid
      large={large}
      cells={products.map((product) => ({ key: product.id, node: <ProductCard product={product} /> }))}
    />
  );
}

export function BestsellersSkeleton({ large, count }: { large: Large; count: number }) {
  return (
    <div className="animate-pulse">
      <Grid
        hidden
        large={large}
        cells={Array.from({ length: count }, (_, index) => ({ key: index, node: <CardSkeleton /> }))}
      />
    </div>
  );
}
