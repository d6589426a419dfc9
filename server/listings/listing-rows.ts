import { and, eq, inArray } from "drizzle-orm";
import type { FieldErrors } from "~domain/form";
import { type ListingInput, translationsOf } from "~domain/listing-input";
import { type AuditAction, recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { attributeValues, brands, categories, categoryBrands, productAttributes, productImages } from "../db/schema";
import type { ListingOwner } from "./listing-owner";

// The rows a listing's create and edit write, besides the product's own (listings.ts).

export type Resolved = { categoryId: number; brandId: number; colorIds: number[] };

/**
 * The ids behind the form's slugs. The sub-category must be a leaf of the tree, the brand one that
 * sub-category carries, and every colour a known one; anything else is a field error.
 */
export async function resolveChoices(
  db: Db | Tx,
  input: ListingInput,
): Promise<{ ok: true; ids: Resolved } | { ok: false; errors: FieldErrors }> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, input.subCategory))
    .limit(1);
  const [child] = category
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, category.id)).limit(1)
    : [];
  const errors: FieldErrors = {};
  if (!category || child) errors.subCategory = "listings.errors.subCategory";
  const [brand] = category
    ? await db
        .select({ id: brands.id })
        .from(brands)
        .innerJoin(categoryBrands, eq(categoryBrands.brandId, brands.id))
        .where(and(eq(brands.slug, input.brand), eq(categoryBrands.categoryId, category.id)))
        .limit(1)
    : [];
  if (!brand) errors.brand = "listings.errors.brand";
  const colors =
    input.colors.length > 0
      ? await db
          .select({ id: attributeValues.id })
          .from(attributeValues)
          .where(and(eq(attributeValues.attributeSlug, "color"), inArray(attributeValues.slug, input.colors)))
      : [];
  if (colors.length !== new Set(input.colors).size) errors.colors = "listings.errors.colors";
  if (!category || !brand || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, ids: { categoryId: category.id, brandId: brand.id, colorIds: colors.map((color) => color.id) } };
}

export function productValues(input: ListingInput, ids: Resolved) {
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
