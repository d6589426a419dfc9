import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { productBySlug } from "./product-detail";

/** What the quick view modal shows: the product page's summary, without description tabs or category. */
export type QuickViewProduct = NonNullable<Awaited<ReturnType<typeof quickViewBySlug>>>;

export async function quickViewBySlug(db: Db, media: MediaStore, slug: string, locale: Locale) {
  const product = await productBySlug(db, media, slug, locale);
  if (!product) return null;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    nameLang: product.nameLang,
    brand: product.brand,
    description: product.description,
    descriptionLang: product.descriptionLang,
    priceCents: product.priceCents,
    compareAtCents: product.compareAtCents,
    taxClass: product.taxClass,
    availability: product.availability,
    stock: product.stock,
    badges: product.badges,
    rating: product.rating,
    reviewCount: product.reviewCount,
    images: product.images,
    colors: product.colors,
    seller: product.seller,
  };
}
