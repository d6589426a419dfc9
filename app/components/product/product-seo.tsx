import { PageMeta } from "~/components/ui/page-meta";
import { productSku } from "~/lib/product-sku";
import type { ProductDetail } from "~server/catalog/product-detail";

const SCHEMA_AVAILABILITY: Record<ProductDetail["availability"], string> = {
  "in-stock": "https://schema.org/InStock",
  "sold-out": "https://schema.org/SoldOut",
  "out-of-order": "https://schema.org/OutOfStock",
};

/** The description cut to about 155 characters at a word boundary, for search result snippets. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

function absolute(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

/** schema.org Product with its Offer (price in USD) and, once reviewed, its AggregateRating. */
export function productJsonLd(product: ProductDetail, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: product.images.map((image) => absolute(image.gallery, origin)),
    description: product.description,
    sku: productSku(product.id),
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      availability: SCHEMA_AVAILABILITY[product.availability],
      url,
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}

/** JSON for a script element, "<" escaped so that no text in it can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Title, description, canonical URL, Open Graph tags (hoisted into <head> by React) and the JSON-LD.
 * `canonical` is the product's own address, also for the demo routes that show it.
 */
export function ProductSeo({
  product,
  canonical,
  origin,
}: {
  product: ProductDetail;
  canonical: string;
  origin: string;
}) {
  const description = metaDescription(product.description);
  const image = product.images[0];
  const json = jsonLdText(productJsonLd(product, canonical, origin));
  return (
    <>
      <PageMeta title={product.name} description={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="product" />
      <meta property="og:url" content={canonical} />
      {image ? <meta property="og:image" content={absolute(image.gallery, origin)} /> : null}
      {image ? <meta property="og:image:width" content="700" /> : null}
      {image ? <meta property="og:image:height" content="700" /> : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own data.
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}
