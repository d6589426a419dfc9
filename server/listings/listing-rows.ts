import { and, eq, inArray } from "drizzle-orm";
import { type ListingInput, translationsOf } from "~domain/listing-input";
import { type AuditAction, recordAudit } from "../admin/audit";
import type { Tx } from "../db/handle";
import { attributeValues, brands, categories, productAttributes, productImages, products } from "../db/schema";
import type { ResolvedChoices } from "./listing-choices";
import type { ListingOwner } from "./listing-owner";

// The rows a listing's create and edit write, besides the product's own (listings.ts).

/** A listing's fields as the form shows them and the export writes them, from `products` joined to its brand and category. */
export const listingColumns = {
  id: products.id,
  locale: products.locale,
  name: products.name,
  description: products.description,
  translations: products.translations,
  priceCents: products.priceCents,
  compareAtCents: products.compareAtCents,
  availability: products.availability,
  stock: products.stock,
  badges: products.badges,
  brand: brands.slug,
  subCategory: categories.slug,
  taxClass: products.taxClass,
};

export function productValues(input: ListingInput, ids: ResolvedChoices) {
  return {
    locale: input.locale,
    name: input.name,
    description: input.description,
    translations: translationsOf(input),
    priceCents: input.price,
    // No old price (0) is stored as none.
    compareAtCents: input.compareAtPrice > 0 ? input.compareAtPrice : null,
    availability: input.availability,
    stock: input.stock,
    badges: input.badges,
    brandId: ids.brandId,
    categoryId: ids.categoryId,
    taxClass: input.taxClass,
  };
}

export async function setColors(tx: Tx, productId: number, colorIds: number[]) {
  const colorValues = tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(eq(attributeValues.attributeSlug, "color"));
  await tx
    .delete(productAttributes)
    .where(and(eq(productAttributes.productId, productId), inArray(productAttributes.valueId, colorValues)));
  if (colorIds.length > 0) {
    await tx.insert(productAttributes).values(colorIds.map((valueId) => ({ productId, valueId })));
  }
}

/** The store's listings are changed by operators only, and each change is in the audit log (decision 026). */
export async function auditStoreListing(
  tx: Tx,
  owner: ListingOwner,
  action: AuditAction,
  product: { id: number; name: string },
) {
  if (!("store" in owner)) return;
  await recordAudit(tx, owner.store, { action, subject: `product:${product.id}`, subjectLabel: product.name });
}

/** The product's pictures, in order, each with the colour it shows (null: none in particular). */
export async function setPictures(tx: Tx, productId: number, pictures: { key: string; color: string | null }[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx
    .insert(productImages)
    .values(pictures.map(({ key, color }, position) => ({ productId, position, mediaKey: key, colorSlug: color })));
}
