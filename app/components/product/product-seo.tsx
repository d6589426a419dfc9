import { absoluteUrl, PageMeta } from "~/components/ui/page-meta";
import { productSku } from "~/lib/product-sku";
import { SITE } from "~/lib/site";
import { USD } from "~domain/money";
import { type PriceTax, priceTaxNote, shownCents, taxIncludedInOffer } from "~domain/price-tax";
import { renditionKey } from "~domain/renditions";
import { sellerPath } from "~domain/seller-links";
import type { ProductDetail } from "~server/catalog/product-detail";

const SCHEMA_AVAILABILITY: Record<ProductDetail["availability"], string> = {
  "in-stock": "https://schema.org/InStock",
  "sold-out": "https://schema.org/SoldOut",
  "out-of-order": "https://schema.org/OutOfStock",
};

/**
 * schema.org Product with its Offer (the price shown, in USD, whether it includes VAT, and who sells it) and, once
 * reviewed, its AggregateRating. `tax`: what the page's prices are shown with (decision 058).
 */
export function productJsonLd(product: ProductDetail, url: string, origin: string, tax: PriceTax) {
  const price = (shownCents(product.priceCents, USD, tax, product.taxClass) / 100).toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: product.images.map((image) => absoluteUrl(renditionKey(image.picture, "gallery"), origin)),
    description: product.description,
    sku: productSku(product.id),
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: "USD",
        valueAddedTaxIncluded: taxIncludedInOffer(priceTaxNote(tax, product.taxClass)),
      },
      availability: SCHEMA_AVAILABILITY[product.availability],
      url,
      seller: product.seller
        ? {
            "@type": "Organization",
            name: product.seller.name,
            ...(product.seller.slug ? { url: absoluteUrl(sellerPath(product.seller.slug), origin) } : {}),
          }
        : { "@type": "Organization", name: SITE.name, url: absoluteUrl("/", origin) },
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
  tax,
}: {
  product: ProductDetail;
  canonical: string;
  origin: string;
  tax: PriceTax;
}) {
  const image = product.images[0];
  const json = jsonLdText(productJsonLd(product, canonical, origin, tax));
  return (
    <>
      <PageMeta
        title={product.name}
        description={product.description}
        type="product"
        canonical={canonical}
        image={
          image
            ? { url: absoluteUrl(renditionKey(image.picture, "gallery"), origin), width: 700, height: 700 }
            : undefined
        }
      />
      <link rel="canonical" href={canonical} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own data.
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}
