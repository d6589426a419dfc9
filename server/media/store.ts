/**
 * Where uploaded and generated media live. One implementation per backend (local folder now,
 * object storage for a fleet); nothing else in the code knows which one is in use.
 */
export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The public URL path a browser loads the object from. */
  url(key: string): string;
}

/** Keys are relative paths of safe segments, e.g. `products/42/a1b2-card.webp`. */
export function assertMediaKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes("..")) {
    throw new Error(`Invalid media key: ${key}`);
  }
}
