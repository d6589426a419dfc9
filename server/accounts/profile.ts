import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tickField } from "~domain/form";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { notifyReferenceDataChanged } from "../db/reference-data";
import { users } from "../db/schema";
import type { MediaStore } from "../media/store";
import { type AvatarRenditions, avatarUrl, removeAvatar, storeAvatar } from "./avatar";
import { displayNameField } from "./users";

export const profileSchema = z.object({
  displayName: displayNameField,
  removeImage: tickField,
  /** As a seller: every parcel of theirs ships free, whatever the store's rates. */
  shipsFree: tickField,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export type AccountProfile = {
  displayName: string;
  email: string;
  avatarUrl: string | null;
  createdAt: Date;
  shipsFree: boolean;
};

/** The user's own profile, with the large avatar. */
export async function profileOf(db: Db, media: Pick<MediaStore, "url">, userId: string): Promise<AccountProfile> {
  const [row] = await db
    .select({
      displayName: users.displayName,
      email: users.email,
      avatarKey: users.avatarKey,
      createdAt: users.createdAt,
      shipsFree: users.shipsFree,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  const { avatarKey, ...profile } = row;
  return { ...profile, avatarUrl: avatarKey ? avatarUrl(media, avatarKey, "large") : null };
}

/**
 * Saves the display name, whether their parcels ship free, and the picture: a new picture replaces the old one, `removeImage` goes back to
 * the default avatar. The old files are deleted only after the database points at the new ones.
 */
export async function updateProfile(
  db: Db,
  media: MediaStore,
  userId: string,
  input: ProfileInput,
  renditions: AvatarRenditions | null,
): Promise<void> {
  const newKey = renditions ? await storeAvatar(media, renditions) : undefined;
  const avatarKey = newKey ?? (input.removeImage ? null : undefined);
  const [before] = await db
    .select({ avatarKey: users.avatarKey, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  await db
    .update(users)
    .set({
      displayName: input.displayName,
      shipsFree: input.shipsFree,
      updatedAt: sql`now()`,
      ...(avatarKey === undefined ? {} : { avatarKey }),
    })
    .where(eq(users.id, userId));
  if (avatarKey !== undefined && before?.avatarKey) await removeAvatar(media, before.avatarKey);
  // Cards on the shelves say "Sold by" and the display name of a seller who has not named their shop.
  if (before && before.displayName !== input.displayName) await notifyReferenceDataChanged(db, "users");
}

/** Gives a new account its picture (chosen when registering). */
export async function setAvatar(db: Db, media: MediaStore, userId: string, renditions: AvatarRenditions) {
  const avatarKey = await storeAvatar(media, renditions);
  await db.update(users).set({ avatarKey }).where(eq(users.id, userId));
}

/** The language the store writes to the user in: the one they last used signed in. */
export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}
