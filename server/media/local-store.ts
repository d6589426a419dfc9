import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, type MediaStore } from "./store";

export const MEDIA_URL_PREFIX = "/media";

/** Media kept in a folder on this machine (`DATA_DIR/media`), served by the HTTP server. */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
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
    url(key) {
      assertMediaKey(key);
      return `${MEDIA_URL_PREFIX}/${key}`;
    },
  };
}
