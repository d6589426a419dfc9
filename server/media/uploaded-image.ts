import type { OutputInfo } from "sharp";
import { loadSharp } from "./sharp";

/** What an upload may be: a real JPEG or PNG, at most 10 MB and 40 megapixels. */
export const UPLOAD_LIMITS = { bytes: 10 * 1024 * 1024, pixels: 40_000_000 } as const;

export type UploadedImageError = "images.errors.invalidType" | "images.errors.tooLarge";
export type UploadedImage = { ok: true; data: Buffer } | { ok: false; error: UploadedImageError };

/**
 * Checks an uploaded file by decoding its header with sharp: the name and the declared type are not
 * trusted, and a picture too large in pixels is refused before its pixels are ever decoded.
 */
export async function readUploadedImage(file: Blob): Promise<UploadedImage> {
  if (file.size > UPLOAD_LIMITS.bytes) return { ok: false, error: "images.errors.tooLarge" };
  if (file.size === 0) return { ok: false, error: "images.errors.invalidType" };
  const data = Buffer.from(await file.arrayBuffer());
  const sharp = await loadSharp();
  try {
    // Only the header is read here (no pixels), so no input limit: a bomb's size is then refused by name.
    const { format, width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (format !== "jpeg" && format !== "png") return { ok: false, error: "images.errors.invalidType" };
    if (width * height > UPLOAD_LIMITS.pixels) return { ok: false, error: "images.errors.tooLarge" };
    return { ok: true, data };
  } catch {
    return { ok: false, error: "images.errors.invalidType" };
  }
}

export class ImageDecodeError extends Error {}

/**
 * Square WebP renditions of a checked upload, one per size: turned upright by its EXIF orientation,
 * cropped to the centre, metadata stripped (sharp writes none unless asked). A file whose pixels turn
 * out broken (a truncated PNG) throws ImageDecodeError.
 */
export async function squareWebpRenditions<Size extends string>(
  data: Buffer,
  sizes: Record<Size, number>,
): Promise<Record<Size, Buffer>> {
  const options = { limitInputPixels: UPLOAD_LIMITS.pixels, failOn: "error" } as const;
  const sharp = await loadSharp();
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const largest = Math.max(...Object.values<number>(sizes));
    pixels = await sharp(data, options)
      .rotate()
      .resize(largest, largest, { fit: "cover" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
  }
  const { width, height, channels } = pixels.info;
  const out = {} as Record<Size, Buffer>;
  for (const [size, px] of Object.entries(sizes) as [Size, number][]) {
    out[size] = await sharp(pixels.data, { raw: { width, height, channels } })
      .resize(px, px)
      .webp({ quality: 82 })
      .toBuffer();
  }
  return out;
}

export type PictureRenditions<Size extends string> =
  | { ok: true; renditions: Record<Size, Buffer> }
  | { ok: false; error: UploadedImageError };

/** An uploaded file checked (readUploadedImage) and turned into square WebP renditions in `sizes`, or why not. */
export async function pictureRenditions<Size extends string>(
  file: Blob,
  sizes: Record<Size, number>,
): Promise<PictureRenditions<Size>> {
  const upload = await readUploadedImage(file);
  if (!upload.ok) return upload;
  try {
    return { ok: true, renditions: await squareWebpRenditions(upload.data, sizes) };
  } catch (error) {
    if (error instanceof ImageDecodeError) return { ok: false, error: "images.errors.invalidType" };
    throw error;
  }
}

/** A form's file field as renditions (pictureRenditions); no file picked (an empty file part) is `null`, not an error. */
export async function pickedPicture<Size extends string>(
  file: FormDataEntryValue | null | undefined,
  sizes: Record<Size, number>,
): Promise<{ ok: true; renditions: Record<Size, Buffer> | null } | { ok: false; error: UploadedImageError }> {
  if (!(file instanceof Blob) || (file.size === 0 && !(file instanceof File && file.name))) {
    return { ok: true, renditions: null };
  }
  return pictureRenditions(file, sizes);
}
