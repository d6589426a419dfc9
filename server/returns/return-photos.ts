import { randomUUID } from "node:crypto";
import { PRODUCT_IMAGE_SIZES, type ProductImageSize, renditionKey } from "~domain/renditions";
import { MAX_RETURN_PHOTOS } from "~domain/returns";
import { formLimits } from "../http/form-limits";
import { type ListingImage, prepareListingImage, storeRenditions } from "../listings/listing-images";
import type { MediaStore } from "../media/store";
import { UPLOAD_LIMITS, type UploadedImageError } from "../media/uploaded-image";

// The photos a buyer sends with a return request (issue 49): up to three, each checked by decoding it and kept as the
// product pictures' renditions under `returns/<uuid>`, so the seller and the operator see what the buyer saw.

/** A return request's form: its text fields and up to three photos of the product pictures' limit each. */
export const RETURN_FORM_LIMITS = formLimits(MAX_RETURN_PHOTOS, UPLOAD_LIMITS.bytes);

export type ReturnPhotosError = "returns.errors.tooManyPhotos" | UploadedImageError;

/** The photos chosen (an empty file input sends nothing to check), each decoded and turned into renditions. */
export async function readReturnPhotos(
  form: FormData,
): Promise<{ ok: true; images: ListingImage[] } | { ok: false; error: ReturnPhotosError }> {
  const picked = form.getAll("photos").filter((file): file is File => file instanceof Blob && file.size > 0);
  if (picked.length > MAX_RETURN_PHOTOS) return { ok: false, error: "returns.errors.tooManyPhotos" };
  const images: ListingImage[] = [];
  for (const file of picked) {
    const image = await prepareListingImage(file);
    if (!image.ok) return { ok: false, error: image.error };
    images.push(image.image);
  }
  return { ok: true, images };
}

/** Stores the photos; their keys. */
export async function storeReturnPhotos(media: MediaStore, images: ListingImage[]): Promise<string[]> {
  const keys: string[] = [];
  for (const image of images) {
    const key = `returns/${randomUUID()}`;
    await storeRenditions(media, key, image);
    keys.push(key);
  }
  return keys;
}

/** Removes photos stored for a request that was then refused, or repeated. */
export async function removeReturnPhotos(media: MediaStore, keys: readonly string[]): Promise<void> {
  const sizes = Object.keys(PRODUCT_IMAGE_SIZES) as ProductImageSize[];
  await Promise.all(keys.flatMap((key) => sizes.map((size) => media.remove(renditionKey(key, size)))));
}

/** Where a page shows each photo: its thumbnail and its large rendition. */
export function returnPhotoUrls(media: Pick<MediaStore, "url">, keys: readonly string[]) {
  return keys.map((key) => ({
    thumb: media.url(renditionKey(key, "card")),
    large: media.url(renditionKey(key, "large")),
  }));
}
