/** What the pickers accept: JPG, JPEG and PNG (the server checks the content, not the name). */
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The browser-side check of a picked file, for an instant message; an i18n key, or null when fine. */
export function pickedImageError(file: File): string | null {
  const typeOk = file.type === "image/jpeg" || file.type === "image/png" || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return "images.errors.invalidType";
  if (file.size > MAX_IMAGE_BYTES) return "images.errors.tooLarge";
  return null;
}
