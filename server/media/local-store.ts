import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, MEDIA_URL_PREFIX, type MediaStore, mediaUrl } from "./store";

const TYPES: Record<string, string> = { ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg" };

/** Media kept in a folder on this machine (`DATA_DIR/media`): the embedded default, served by the app. */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; a name of its own per write, as two writes of one key
      // may run at once (an invoice drawn for a download while the background pass stores it).
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async exists(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) return undefined;
      return {
        body: createReadStream(file),
        contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
        size: found.size,
        etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
      };
    },
    url: (key) => mediaUrl(MEDIA_URL_PREFIX, key),
  };
}
