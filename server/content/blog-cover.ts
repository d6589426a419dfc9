import { randomUUID } from "node:crypto";
import { type ProductImageSize, renditionKey } from "~domain/renditions";
import { formLimits } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import { pickedPicture, UPLOAD_LIMITS, type UploadedImageError } from "../media/uploaded-image";

/** The post form: its texts in three languages and one cover picture. */
export const POST_FORM_LIMITS = formLimits(1, UPLOAD_LIMITS.bytes);

/** A cover is kept in the sizes the blog shows: the sidebar's, the cards' and the post's own. */
const COVER_SIZES = { thumb: 96, card: 400, gallery: 700 } as const satisfies Partial<Record<ProductImageSize, number>>;
export type CoverRenditions = Record<keyof typeof COVER_SIZES, Buffer>;

/** A picked file as cover renditions; no file picked (an empty file part) is `null`, not an error. */
export async function prepareCover(
  file: FormDataEntryValue | null | undefined,
): Promise<{ ok: true; renditions: CoverRenditions | null } | { ok: false; error: UploadedImageError }> {
  return pickedPicture(file, COVER_SIZES);
}

/** Stores the renditions under a new name made by the server and returns its key (as renditionKey reads it). */
export async function storeCover(media: MediaStore, renditions: CoverRenditions): Promise<string> {
  const imageKey = `blog/${randomUUID()}`;
  for (const [size, webp] of Object.entries(renditions) as [keyof CoverRenditions, Buffer][]) {
    await media.put(renditionKey(imageKey, size), webp, "image/webp");
  }
  return imageKey;
}

/** Removes a cover no post uses any more (a replaced or deleted post's). */
export async function removeCover(media: MediaStore, imageKey: string): Promise<void> {
  await Promise.all(
    (Object.keys(COVER_SIZES) as (keyof CoverRenditions)[]).map((size) => media.remove(renditionKey(imageKey, size))),
  );
}
