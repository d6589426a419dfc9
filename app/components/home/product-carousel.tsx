import { ProductCard } from "~/components/catalog/product-card";
import { Carousel } from "~/components/ui/carousel";
import type { ProductCard as Card } from "~server/catalog/product-card";

/** Product cards in a carousel; `eager` first images load at once (above the fold), the rest lazily. */
export function ProductCarousel({
  label,
  labelledBy,
  products,
  slideClassName,
  eager = 0,
  serverSlides,
}: {
  label?: string;
  labelledBy?: string;
  products: Card[];
  slideClassName: string;
  eager?: number;
  serverSlides?: number;
}) {
  return (
    <Carousel label={label} labelledBy={labelledBy} slideClassName={slideClassName} serverSlides={serverSlides}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eager} />
      ))}
    </Carousel>
  );
}
