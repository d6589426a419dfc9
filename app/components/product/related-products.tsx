import { lazy, useId } from "react";
import { Deferred } from "~/components/home/deferred";
import { CarouselSkeleton } from "~/components/home/skeletons";
import { SLIDE_WIDTHS } from "~/components/home/slide-widths";
import { useTranslation } from "~/i18n/translation";
import type { ProductCard } from "~server/catalog/product-card";

// The carousel's code (Embla, the product cards) is fetched once the page has hydrated, not before it.
const ProductCarousel = lazy(() =>
  import("~/components/home/product-carousel").then((module) => ({ default: module.ProductCarousel })),
);

/** Other products of the same sub-category, streamed in after the page: the first byte does not wait. */
export function RelatedProducts({ products }: { products: Promise<ProductCard[]> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Deferred
      resolve={products}
      fallback={
        <div className="mt-10">
          <div className="mb-4 h-7 w-48 rounded bg-gray-100" aria-hidden="true" />
          <CarouselSkeleton slideClassName={SLIDE_WIDTHS.products4} count={4} />
        </div>
      }
    >
      {(items) =>
        items.length > 0 ? (
          // The carousel itself is the region named by the heading.
          <div className="mt-10">
            <h2 id={headingId} className="mb-4 border-b border-gray-200 pb-2 text-xl font-bold md:text-2xl">
              {t("product.related")}
            </h2>
            <ProductCarousel labelledBy={headingId} products={items} slideClassName={SLIDE_WIDTHS.products4} />
          </div>
        ) : null
      }
    </Deferred>
  );
}
