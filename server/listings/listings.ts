import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { FieldErrors } from "~domain/form";
import type { ListingInput } from "~domain/listing-input";
import { readTranslations } from "~domain/listing-texts";
import { pictureColors } from "~domain/picture-colours";
import { renditionKey } from "~domain/renditions";
import { productSlug } from "../catalog/product-slug";
import type { Db } from "../db/handle";
import { attributeValues, brands, categories, productAttributes, productImages, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { listingChoices, resolveChoices } from "./listing-choices";
import { type ListingImage, removeDroppedListingImages, removeListingImage, storeListingImage } from "./listing-images";
import { type ListingOwner, ownedBy, ownerIdOf } from "./listing-owner";
import { auditStoreListing, listingColumns, productValues, setColors, setPictures } from "./listing-rows";

export type CreateListingResult = { ok: true; id: number; slug: string } | { ok: false; errors: FieldErrors };

/**
 * Lists a product for sale by `owner` (a seller, or the store): rating 0 and no reviews, a unique slug made from its
 * name, the pictures stored first and then, in one transaction, the product, its pictures (each with its colour) and
 * its colours. It is in its category, the facets and the search at once (the database's triggers keep those).
 */
export async function createListing(
  db: Db,
  media: MediaStore,
  owner: ListingOwner,
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
          .values({ ...productValues(input, resolved.ids), slug, ownerId: ownerIdOf(owner) })
          .onConflictDoNothing({ target: products.slug })
          .returning({ id: products.id, slug: products.slug });
      }
      if (!created) throw new Error("No free slug for the listing");
      const colors = pictureColors(input, 0, keys.length);
      await setPictures(
        tx,
        created.id,
        keys.map((key, place) => ({ key, color: colors[place] ?? null })),
      );
      await setColors(tx, created.id, resolved.ids.colorIds);
      await auditStoreListing(tx, owner, "product.create", { id: created.id, name: input.name });
      return { ok: true as const, ...created };
    });
  } catch (error) {
    // Nothing was saved: the pictures stored for it go too.
    await Promise.all(keys.map((key) => removeListingImage(media, key)));
    throw error;
  }
}

/** A listing as its edit form shows it — only for its owner (anyone else's reads as missing). */
export async function listingOfOwner(db: Db, media: MediaStore, owner: ListingOwner, productId: number) {
  const [row] = await db
    .select({ ...listingColumns, slug: products.slug })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), ownedBy(owner)))
    .limit(1);
  if (!row) return null;
  const [images, colors] = await Promise.all([
    db
      .select({ key: productImages.mediaKey, color: productImages.colorSlug })
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
    images: images.map(({ key, color }) => ({ key, color, thumb: media.url(renditionKey(key, "thumb")) })),
  };
}

/**
 * Changes the owner's listing: its fields, colours and pictures (those kept, in the order given, then the new ones,
 * each with the colour the form ties it to). Not found when the product is not the owner's. The slug stays, so links
 * keep working.
 */
export async function updateListing(
  db: Db,
  media: MediaStore,
  owner: ListingOwner,
  productId: number,
  input: ListingInput,
  newImages: ListingImage[],
): Promise<
  { ok: true; id: number; slug: string } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true }
> {
  const current = await listingOfOwner(db, media, owner, productId);
  if (!current) return { ok: false, notFound: true };
  const currentKeys = new Set(current.images.map((image) => image.key));
  // The form's colours are by place: the kept pictures' as posted, then the new ones'.
  const colors = pictureColors(input, input.keepImages.length, newImages.length);
  const kept: { key: string; color: string | null }[] = [];
  input.keepImages.forEach((key, place) => {
    if (currentKeys.has(key) && !kept.some((picture) => picture.key === key)) {
      kept.push({ key, color: colors[place] ?? null });
    }
  });
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
        .where(and(eq(products.id, productId), ownedBy(owner)))
        .returning({ id: products.id });
      if (updated.length === 0) throw new ListingGoneError();
      const fresh = added.map((key, index) => ({ key, color: colors[input.keepImages.length + index] ?? null }));
      await setPictures(tx, productId, [...kept, ...fresh]);
      await setColors(tx, productId, resolved.ids.colorIds);
      await auditStoreListing(tx, owner, "product.update", { id: productId, name: input.name });
    });
  } catch (error) {
    await Promise.all(added.map((key) => removeListingImage(media, key)));
    if (error instanceof ListingGoneError) return { ok: false, notFound: true };
    throw error;
  }
  const removed = [...currentKeys].filter((key) => !kept.some((picture) => picture.key === key));
  await removeDroppedListingImages(db, media, removed);
  return { ok: true, id: productId, slug: current.slug };
}

class ListingGoneError extends Error {}

/**
 * Takes the owner's listing off sale for good: carts, wish lists, compare lists, reviews and stock alerts drop it
 * (their rows cascade); placed orders keep their own copy of each line (name, price, colour, picture key, with the
 * product's id set to null) and the pictures they show. Returns its name, or null when it is not the owner's.
 */
export async function deleteListing(
  db: Db,
  media: MediaStore,
  owner: ListingOwner,
  productId: number,
): Promise<{ name: string } | null> {
  const deleted = await db.transaction(async (tx) => {
    const images = await tx
      .select({ key: productImages.mediaKey })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const [product] = await tx
      .delete(products)
      .where(and(eq(products.id, productId), ownedBy(owner)))
      .returning({ name: products.name });
    if (!product) return null;
    await auditStoreListing(tx, owner, "product.delete", { id: productId, name: product.name });
    return { name: product.name, keys: images.map((image) => image.key) };
  });
  if (!deleted) return null;
  await removeDroppedListingImages(db, media, deleted.keys);
  return { name: deleted.name };
}
