/** Fixed square sizes every product image is stored in, as WebP; `large` is what the zoom shows. */
export const PRODUCT_IMAGE_SIZES = { thumb: 96, card: 400, gallery: 700, large: 1400 } as const;
export type ProductImageSize = keyof typeof PRODUCT_IMAGE_SIZES;

/** The storage key of one rendition of an image whose key prefix is `mediaKey`. */
export function renditionKey(mediaKey: string, size: ProductImageSize): string {
  return `${mediaKey}-${size}.webp`;
}
