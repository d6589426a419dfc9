import { lazy, Suspense, useId } from "react";
import { CarouselSkeleton } from "~/components/home/skeletons";
import { SLIDE_WIDTHS } from "~/components/home/slide-widths";
import { useTranslation } from "~/i18n/translation";
import { usePageHydrated } from "~/lib/use-hydrated";
import type { ProductCard } from "~server/catalog/product-card";

// The carousel's code (Embla, the product cards) is fetched once the page has hydrated, not before it.
const ProductCarousel = lazy(() =>
  import("~/components/home/product-carousel").then((module) => ({ default: module.ProductCarousel })),
);

/**
 * Other products of the same sub-category, below the fold: the HTML holds a placeholder of the same size, and
 * the carousel renders in the browser once the page has hydrated (decision 020). None: nothing at all.
 */
export function RelatedProducts({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hydrated = usePageHydrated();
  if (products.length === 0) return null;
  const placeholder = (
    <div className="mt-10">
      <div className="mb-4 h-7 w-48 rounded bg-gray-100" aria-hidden="true" />
      <CarouselSkeleton slideClassName={SLIDE_WIDTHS.products4} count={4} />
    </div>
  );
  if (!hydrated) return placeholder;
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
