import { ProductCard } from "~/components/catalog/product-card";
import { Carousel } from "~/components/ui/carousel";
import type { ProductCard as Card } from "~server/catalog/product-card";

/** Product cards in a carousel, their pictures loaded lazily: no carousel of products is above the fold. */
export function ProductCarousel({
  label,
  labelledBy,
  products,
  slideClassName,
  serverSlides,
}: {
  label?: string;
  labelledBy?: string;
  products: Card[];
  slideClassName: string;
  serverSlides?: number;
}) {
  return (
    <Carousel label={label} labelledBy={labelledBy} slideClassName={slideClassName} serverSlides={serverSlides}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Carousel>
  );
}
