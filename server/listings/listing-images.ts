import { randomUUID } from "node:crypto";
import { PRODUCT_IMAGE_SIZES, type ProductImageSize, renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";
import {
  ImageDecodeError,
  readUploadedImage,
  squareWebpRenditions,
  type UploadedImageError,
} from "../media/uploaded-image";

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
    const upload = await readUploadedImage(file);
    if (!upload.ok) return upload;
    try {
      images.push(await squareWebpRenditions(upload.data, PRODUCT_IMAGE_SIZES));
    } catch (error) {
      if (error instanceof ImageDecodeError) return { ok: false, error: "images.errors.invalidType" };
      throw error;
    }
  }
  return { ok: true, images };
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
