import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FieldErrors } from "~domain/form";
import { type ListingInput, translationsOf } from "~domain/listing-input";
import { readTranslations } from "~domain/listing-texts";
import { productSlug } from "../catalog/product-slug";
import type { Db, Tx } from "../db/handle";
import { attributeValues, brands, categories, productAttributes, productImages, products } from "../db/schema";
import { renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";
import { listingChoices, type ResolvedChoices, resolveChoices } from "./listing-choices";
import { type ListingImage, removeListingImage, storeListingImage } from "./listing-images";

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

export type CreateListingResult = { ok: true; id: number; slug: string } | { ok: false; errors: FieldErrors };

/**
 * Lists a product for sale by `ownerId`: rating 0 and no reviews, a unique slug made from its name, the
 * pictures stored first and then, in one transaction, the product, its pictures and its colours. It is in
 * its category, the facets and the search at once (the database's triggers keep those).
 */
export async function createListing(
  db: Db,
  media: MediaStore,
  ownerId: string,
  input: ListingInput,
  images: ListingImage[],
): Promise<CreateListingResult> {
  if (images.length === 0) return { ok: false, errors: { images: "images.errors.noImage" } };
  const resolved = resolveChoices(await listingChoices(db), input);
  if (!resolved.ok) return resolved;
  const keys: string[] = [];
  try {
    for (const image of images) keys.push(await storeListingImage(media, image));
    return await db.transaction(async (tx) => {
      const base = productSlug(input.name);
      let created: { id: number; slug: string } | undefined;
      for (let attempt = 0; !created && attempt < 6; attempt++) {
        const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
        [created] = await tx
          .insert(products)
          .values({ ...productValues(input, resolved.ids), slug, ownerId })
          .onConflictDoNothing({ target: products.slug })
          .returning({ id: products.id, slug: products.slug });
      }
      if (!created) throw new Error("No free slug for the listing");
      const productId = created.id;
      await tx.insert(productImages).values(keys.map((mediaKey, position) => ({ productId, position, mediaKey })));
      await setColors(tx, productId, resolved.ids.colorIds);
      return { ok: true as const, ...created };
    });
  } catch (error) {
    // Nothing was saved: the pictures stored for it go too.
    await Promise.all(keys.map((key) => removeListingImage(media, key)));
    throw error;
  }
}

/** A listing as its edit form shows it — only for its owner (anyone else's reads as missing). */
export async function listingOfOwner(db: Db, media: MediaStore, ownerId: string, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
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
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.ownerId, ownerId)))
    .limit(1);
  if (!row) return null;
  const [images, colors] = await Promise.all([
    db
      .select({ key: productImages.mediaKey })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ slug: attributeValues.slug })
      .from(productAttributes)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
      .where(and(eq(productAttributes.productId, productId), eq(attributeValues.attributeSlug, "color")))
      .orderBy(asc(attributeValues.position)),
  ]);
  return {
    ...row,
    translations: readTranslations(row.translations),
    colors: colors.map((color) => color.slug),
    images: images.map(({ key }) => ({ key, thumb: media.url(renditionKey(key, "thumb")) })),
  };
}

/**
 * Changes the owner's listing: its fields, colours and pictures (those kept, in the order given, then the
 * new ones). False when the product is not the owner's. The slug stays, so links keep working.
 */
export async function updateListing(
  db: Db,
  media: MediaStore,
  ownerId: string,
  productId: number,
  input: ListingInput,
  newImages: ListingImage[],
): Promise<
  { ok: true; id: number; slug: string } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true }
> {
  const current = await listingOfOwner(db, media, ownerId, productId);
  if (!current) return { ok: false, notFound: true };
  const currentKeys = new Set(current.images.map((image) => image.key));
  const kept = [...new Set(input.keepImages)].filter((key) => currentKeys.has(key));
  if (kept.length + newImages.length === 0) return { ok: false, errors: { images: "images.errors.noImage" } };
  const resolved = resolveChoices(await listingChoices(db), input);
  if (!resolved.ok) return resolved;
  const added: string[] = [];
  try {
    for (const image of newImages) added.push(await storeListingImage(media, image));
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(products)
        .set(productValues(input, resolved.ids))
        .where(and(eq(products.id, productId), eq(products.ownerId, ownerId)))
        .returning({ id: products.id });
      if (updated.length === 0) throw new ListingGoneError();
      await tx.delete(productImages).where(eq(productImages.productId, productId));
      await tx
        .insert(productImages)
        .values([...kept, ...added].map((mediaKey, position) => ({ productId, position, mediaKey })));
      await setColors(tx, productId, resolved.ids.colorIds);
    });
  } catch (error) {
    await Promise.all(added.map((key) => removeListingImage(media, key)));
    if (error instanceof ListingGoneError) return { ok: false, notFound: true };
    throw error;
  }
  const removed = [...currentKeys].filter((key) => !kept.includes(key));
  await Promise.all(removed.map((key) => removeListingImage(media, key)));
  return { ok: true, id: productId, slug: current.slug };
}

class ListingGoneError extends Error {}

/**
 * Takes the owner's listing off sale: carts, wish lists and compare lists drop it (their rows cascade),
 * past orders keep their own copy of it. Returns its name, or null when it is not the owner's.
 */
export async function deleteListing(
  db: Db,
  media: MediaStore,
  ownerId: string,
  productId: number,
): Promise<{ name: string } | null> {
  const images = await db
    .select({ key: productImages.mediaKey })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(products.id, productId), eq(products.ownerId, ownerId)));
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.ownerId, ownerId)))
    .returning({ name: products.name });
  if (!deleted[0]) return null;
  await Promise.all(images.map(({ key }) => removeListingImage(media, key)));
  return deleted[0];
}
