/** Fixed square sizes every product image is stored in, as WebP; `large` is what the zoom shows. */
export const PRODUCT_IMAGE_SIZES = { thumb: 96, card: 400, gallery: 700, large: 1400 } as const;
export type ProductImageSize = keyof typeof PRODUCT_IMAGE_SIZES;

/**
 * One rendition of a picture: its storage key from the picture's key prefix, or its address from the picture's
 * address without a size (as pages receive it: one address a picture rather than one a size).
 */
export function renditionKey(picture: string, size: ProductImageSize): string {
  return `${picture}-${size}.webp`;
}

/** A `srcset` of a picture's renditions in these sizes, each with its width (`…-card.webp 400w`). */
export function renditionSrcSet(picture: string, sizes: readonly ProductImageSize[]): string {
  return sizes.map((size) => `${renditionKey(picture, size)} ${PRODUCT_IMAGE_SIZES[size]}w`).join(", ");
}
