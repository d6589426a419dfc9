import { lazy, Suspense, useId } from "react";
import { CarouselSkeleton } from "~/components/home/skeletons";
import { SLIDE_WIDTHS } from "~/components/home/slide-widths";
import { useTranslation } from "~/i18n/translation";
import { useNearViewport } from "~/lib/use-hydrated";
import type { ProductCard } from "~server/catalog/product-card";

// The carousel's code (Embla, the product cards) is fetched when the visitor scrolls near it, not with the page.
const ProductCarousel = lazy(() =>
  import("~/components/home/product-carousel").then((module) => ({ default: module.ProductCarousel })),
);

/**
 * Other products of the same sub-category, below the fold: the HTML holds a placeholder of the same size, and
 * the carousel renders in the browser when it comes near the viewport (decisions 020 and 071). None: nothing at
 * all.
 */
export function RelatedProducts({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [nearRef, near] = useNearViewport();
  if (products.length === 0) return null;
  const placeholder = (
    <div className="mt-10" ref={nearRef}>
      <div className="mb-4 h-7 w-48 rounded bg-gray-100" aria-hidden="true" />
      <CarouselSkeleton slideClassName={SLIDE_WIDTHS.products4} count={4} />
    </div>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {/* The carousel itself is the region named by the heading. */}
      <div className="mt-10">
        <h2 id={headingId} className="mb-4 border-b border-gray-200 pb-2 text-xl font-bold md:text-2xl">
          {t("product.related")}
        </h2>
        <ProductCarousel labelledBy={headingId} products={products} slideClassName={SLIDE_WIDTHS.products4} />
      </div>
    </Suspense>
  );
}
