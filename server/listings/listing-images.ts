import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { PRODUCT_IMAGE_SIZES, type ProductImageSize, renditionKey } from "~domain/renditions";
import type { Db } from "../db/handle";
import { productImages } from "../db/schema";
import type { MediaStore } from "../media/store";
import { pictureRenditions, type UploadedImageError } from "../media/uploaded-image";
import { pictureKeysInOrders } from "../orders/kept-pictures";

/** How many pictures one listing may have. */
export const MAX_LISTING_IMAGES = 10;

export type ListingImage = Record<ProductImageSize, Buffer>;
export type ListingImagesError = UploadedImageError | "listings.errors.tooManyImages";

/** The files picked in the form (empty parts ignored), each checked by decoding it and turned into renditions. */
export async function prepareListingImages(
  files: FormDataEntryValue[],
): Promise<{ ok: true; images: ListingImage[] } | { ok: false; error: ListingImagesError }> {
  const picked = files.filter((file): file is File => file instanceof Blob && file.size > 0);
  if (picked.length > MAX_LISTING_IMAGES) return { ok: false, error: "listings.errors.tooManyImages" };
  const images: ListingImage[] = [];
  for (const file of picked) {
    const image = await prepareListingImage(file);
    if (!image.ok) return image;
    images.push(image.image);
  }
  return { ok: true, images };
}

/** One picture, checked by decoding it (a form's file, or a file of an import's zip) and turned into renditions. */
export async function prepareListingImage(
  file: File,
): Promise<{ ok: true; image: ListingImage } | { ok: false; error: UploadedImageError }> {
  const picture = await pictureRenditions(file, PRODUCT_IMAGE_SIZES);
  return picture.ok ? { ok: true, image: picture.renditions } : picture;
}

/** Stores one picture's renditions under a name the server makes; returns its key (`products/<uuid>`). */
export async function storeListingImage(media: MediaStore, image: ListingImage): Promise<string> {
  const key = `products/${randomUUID()}`;
  await storeRenditions(media, key, image);
  return key;
}

/** Stores a picture's renditions under `key` (an import's pictures are named by their content). */
export async function storeRenditions(media: MediaStore, key: string, image: ListingImage): Promise<void> {
  for (const [size, webp] of Object.entries(image) as [ProductImageSize, Buffer][]) {
    await media.put(renditionKey(key, size), webp, "image/webp");
  }
}

export async function removeListingImage(media: MediaStore, key: string): Promise<void> {
  await Promise.all(
    (Object.keys(PRODUCT_IMAGE_SIZES) as ProductImageSize[]).map((size) => media.remove(renditionKey(key, size))),
  );
}

/**
 * A key `storeListingImage` made (one upload, one listing), or an import's (`products/i-<hash>`, named by the
 * picture's content, so shared by every product imported with the same file). The demo's pictures
 * (`products/<slug>/<n>`) are the seed's.
 */
const UPLOADED_KEY = /^products\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|i-[0-9a-f]{40})$/;

/**
 * Deletes the files of pictures a listing no longer has (an edit or an import dropped them, or the listing went),
 * except those a product still shows (an imported picture may be another product's too) and those a placed order
 * shows: an order line keeps its picture's key, and the order's page, its sale page and mails show it for good. The seed's demo pictures are left too: products made from them by `npm run seed:large` share them, and
 * the seed draws any that are missing at the next start.
 */
export async function removeDroppedListingImages(db: Db, media: MediaStore, keys: string[]): Promise<void> {
  const uploaded = keys.filter((key) => UPLOADED_KEY.test(key));
  if (uploaded.length === 0) return;
  const [inOrders, inProducts] = await Promise.all([
    pictureKeysInOrders(db, uploaded),
    db
      .selectDistinct({ key: productImages.mediaKey })
      .from(productImages)
      .where(inArray(productImages.mediaKey, uploaded)),
  ]);
  const shown = new Set([...inOrders, ...inProducts.map((row) => row.key)]);
  await Promise.all(uploaded.filter((key) => !shown.has(key)).map((key) => removeListingImage(media, key)));
}
