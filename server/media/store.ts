import type { Readable } from "node:stream";

/** Where the app serves media from when no CDN does (MEDIA_PUBLIC_URL unset). */
export const MEDIA_URL_PREFIX = "/media";

/** A stored object as the app streams it to a browser. */
export type MediaObject = { body: Readable; contentType: string; size: number; etag: string };

/**
 * Where uploaded and generated media live: a folder on this machine (`local-store.ts`) or an S3-compatible
 * bucket (`s3-store.ts`); nothing else in the code knows which one is in use.
 */
export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The object, for the app to serve; undefined when there is none. */
  get(key: string): Promise<MediaObject | undefined>;
  /** The URL a browser loads the object from: a path on this site, or the CDN's address. */
  url(key: string): string;
}

/** Keys are relative paths of safe segments, e.g. `products/42/a1b2-card.webp`. */
export function isMediaKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) && !key.includes("..");
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
}

/**
 * A key's object never changes (uploads get a new UUID, a changed picture a new key, the seed only draws what is
 * missing), so browsers and CDNs may keep it for good.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The URL of a key under a base: the CDN's address, or this site's media path. */
export function mediaUrl(base: string, key: string): string {
  assertMediaKey(key);
  return `${base}/${key}`;
}
