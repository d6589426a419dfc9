import { describe, expect, test } from "vitest";
import { priceTaxFor } from "~domain/price-tax";
import type { TaxSettings } from "~domain/tax";
import type { ProductDetail } from "~server/catalog/product-detail";
import { metaDescription } from "../ui/page-meta";
import { jsonLdText, productJsonLd } from "./product-seo";

const product: ProductDetail = {
  id: 1,
  slug: "drill-1",
  name: "Drill </script><script>alert(1)</script>",
  nameLang: "en",
  brand: "Brandix",
  brandSlug: "brandix",
  priceCents: 14999,
  compareAtCents: null,
  taxClass: "standard",
  availability: "sold-out",
  stock: 0,
  badges: [],
  rating: 4.5,
  reviewCount: 0,
  picture: null,
  features: [],
  asksColor: false,
  seller: null,
  description: "A drill.",
  descriptionLang: "en",
  categoryId: 1,
  category: null,
  images: [{ picture: "/media/a", color: null, place: 0 }],
  colors: [],
  specification: [],
};

describe("metaDescription", () => {
  test("keeps a short text whole and cuts a long one at a word, near 155 characters", () => {
    expect(metaDescription("  Short   text. ")).toBe("Short text.");
    const long = metaDescription("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/word…$/);
  });
});

// Germany home, prices include VAT; France charges 20 %.
const settings: TaxSettings = {
  mode: "inclusive",
  homeCountry: "DE",
  shippingTaxed: true,
  viesCheck: false,
  rates: [
    { country: "DE", region: null, standard: 190_000, reduced: 70_000 },
    { country: "FR", region: null, standard: 200_000, reduced: 55_000 },
  ],
};
const tax = priceTaxFor(settings, null);

describe("productJsonLd", () => {
  test("offers the price shown for the shopper's destination, and says whether it includes VAT", () => {
    const france = productJsonLd(
      product,
      "https://s.example/p",
      "https://s.example",
      priceTaxFor(settings, { country: "FR", region: null }),
    );
    // 149.99 × 1.20 / 1.19 = 151.25
    expect(france.offers).toMatchObject({
      price: "151.25",
      priceSpecification: { price: "151.25", priceCurrency: "USD", valueAddedTaxIncluded: true },
    });
    const exclusive = productJsonLd(
      product,
      "https://s.example/p",
      "https://s.example",
      priceTaxFor({ ...settings, mode: "exclusive" }, null),
    );
    expect(exclusive.offers).toMatchObject({ price: "149.99", priceSpecification: { valueAddedTaxIncluded: false } });
  });

  test("offers the price in USD as a decimal string, with the schema.org availability and absolute images", () => {
    const json = productJsonLd(product, "https://store.example/shop/products/drill-1", "https://store.example", tax);
    expect(json.offers).toMatchObject({
      price: "149.99",
      priceCurrency: "USD",
      availability: "https://schema.org/SoldOut",
    });
    expect(json.image).toEqual(["https://store.example/media/a-gallery.webp"]);
    expect(json).not.toHaveProperty("aggregateRating");
  });

  test("names who sells it: a seller with their page, or the store itself", () => {
    const store = productJsonLd(product, "https://s.example/p", "https://s.example", tax);
    expect(store.offers.seller).toEqual({ "@type": "Organization", name: "Tool Store", url: "https://s.example/" });
    const seller = { name: "Мастерская Ивана", slug: "мастерская-ивана" };
    const json = productJsonLd({ ...product, seller }, "https://s.example/p", "https://s.example", tax);
    expect(json.offers.seller).toEqual({
      "@type": "Organization",
      name: "Мастерская Ивана",
      url: `https://s.example/shop/sellers/${encodeURIComponent("мастерская-ивана")}`,
    });
  });

  test("has an aggregate rating once the product has reviews", () => {
    const json = productJsonLd({ ...product, reviewCount: 3 }, "https://s.example/p", "https://s.example", tax);
    expect(json).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 3 } });
  });
});

describe("jsonLdText", () => {
  test("no text can close the script element", () => {
    const text = jsonLdText(productJsonLd(product, "https://s.example/p", "https://s.example", tax));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe(product.name);
  });
});
