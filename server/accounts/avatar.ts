import { randomUUID } from "node:crypto";
import { formLimits } from "../http/form-limits";
import type { MediaStore } from "../media/store";
import { pickedPicture, UPLOAD_LIMITS, type UploadedImageError } from "../media/uploaded-image";

/** The forms that carry a profile image (registering, the profile): one picture and a few fields. */
export const AVATAR_FORM_LIMITS = formLimits(1, UPLOAD_LIMITS.bytes);

/** A profile image is kept in two square sizes: the header's and the profile page's. */
const AVATAR_SIZES = { small: 96, large: 256 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;
export type AvatarRenditions = Record<AvatarSize, Buffer>;

export function avatarUrl(media: Pick<MediaStore, "url">, avatarKey: string, size: AvatarSize): string {
  return media.url(`${avatarKey}-${size}.webp`);
}

/** A picked file as avatar renditions; no file picked (an empty file part) is `null`, not an error. */
export async function prepareAvatar(
  file: FormDataEntryValue | null | undefined,
): Promise<{ ok: true; renditions: AvatarRenditions | null } | { ok: false; error: UploadedImageError }> {
  return pickedPicture(file, AVATAR_SIZES);
}

/** Stores the renditions under a new name made by the server and returns its key. */
export async function storeAvatar(media: MediaStore, renditions: AvatarRenditions): Promise<string> {
  const avatarKey = `avatars/${randomUUID()}`;
  for (const [size, webp] of Object.entries(renditions)) {
    await media.put(`${avatarKey}-${size}.webp`, webp, "image/webp");
  }
  return avatarKey;
}

export async function removeAvatar(media: MediaStore, avatarKey: string): Promise<void> {
  await Promise.all(Object.keys(AVATAR_SIZES).map((size) => media.remove(`${avatarKey}-${size}.webp`)));
}
