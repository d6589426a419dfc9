import { jsonLdText } from "~/components/product/product-seo";
import { absoluteUrl, PageMeta } from "~/components/ui/page-meta";
import type { SellerPage } from "~server/sellers/seller-page";

type Seller = Pick<SellerPage, "seller" | "rating">;

/** schema.org Organization for a seller's page: name, picture, description, country and, once reviewed, the rating. */
export function sellerJsonLd({ seller, rating }: Seller, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: seller.name,
    url,
    ...(seller.avatarUrl ? { logo: absoluteUrl(seller.avatarUrl, origin) } : {}),
    ...(seller.description ? { description: seller.description } : {}),
    ...(seller.country ? { address: { "@type": "PostalAddress", addressCountry: seller.country } } : {}),
    ...(rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            bestRating: 5,
            worstRating: 1,
            reviewCount: rating.count,
          },
        }
      : {}),
  };
}

/** Title, description, canonical address, Open Graph tags and the JSON-LD of a seller's page. */
export function SellerSeo({
  page,
  description,
  canonical,
  origin,
}: {
  page: Seller;
  description: string;
  canonical: string;
  origin: string;
}) {
  const { seller } = page;
  return (
    <>
      <PageMeta
        title={seller.name}
        description={seller.description ?? description}
        canonical={canonical}
        image={seller.avatarUrl ? { url: absoluteUrl(seller.avatarUrl, origin), width: 256, height: 256 } : undefined}
      />
      <link rel="canonical" href={canonical} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own data.
        dangerouslySetInnerHTML={{ __html: jsonLdText(sellerJsonLd(page, canonical, origin)) }}
      />
    </>
  );
}
