import { describe, expect, test } from "vitest";
import { jsonLdText } from "../product/product-seo";
import { sellerJsonLd } from "./seller-seo";

const seller = {
  name: "Ann's </script> Tools",
  slug: "ann-s-script-tools",
  avatarUrl: "/media/avatars/a-large.webp",
  country: "FR",
  memberSince: "2026-01-02T03:04:05.000Z",
  description: "Hand tools, restored.",
};
const url = "https://s.example/shop/sellers/ann-s-script-tools";

describe("sellerJsonLd", () => {
  test("is an Organization with its address, picture, description and country", () => {
    const json = sellerJsonLd({ seller, rating: { average: 0, count: 0 } }, url, "https://s.example");
    expect(json).toMatchObject({
      "@type": "Organization",
      name: seller.name,
      url,
      logo: "https://s.example/media/avatars/a-large.webp",
      description: "Hand tools, restored.",
      address: { "@type": "PostalAddress", addressCountry: "FR" },
    });
    expect(json).not.toHaveProperty("aggregateRating");
  });

  test("has an aggregate rating once the seller's products have reviews", () => {
    const json = sellerJsonLd({ seller, rating: { average: 4.3, count: 7 } }, url, "https://s.example");
    expect(json).toMatchObject({ aggregateRating: { ratingValue: 4.3, reviewCount: 7, bestRating: 5 } });
  });

  test("leaves out what the seller did not give, and no text can close the script element", () => {
    const bare = { ...seller, avatarUrl: null, country: null, description: null };
    const json = sellerJsonLd({ seller: bare, rating: { average: 0, count: 0 } }, url, "https://s.example");
    expect(Object.keys(json).sort()).toEqual(["@context", "@type", "name", "url"]);
    expect(jsonLdText(json)).not.toContain("<");
  });
});
