import path from "node:path";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { UPLOAD_LIMITS } from "../media/uploaded-image";

// The zip of pictures an import may bring beside its CSV (decision 047). Its directory is read at upload, before
// anything is kept: a path that leaves the archive (`../`, `/etc/…`), more entries than a listing's worth of files, an
// entry larger than a picture may be, or sizes that say "zip bomb" refuse the whole import. The pictures are inflated
// later, by the import's background pass, each never past the size its directory declared (yauzl checks as it reads).

export const ARCHIVE_LIMITS = {
  entries: 2_000,
  entryBytes: UPLOAD_LIMITS.bytes,
  totalBytes: 1024 * 1024 * 1024,
  /** A picture compresses little: an entry that inflates a hundredfold is not one. */
  ratio: 100,
} as const;

/** Why an archive is refused (an i18n key of `imports.errors`). */
export type ArchiveRefusal = "archiveUnreadable" | "archivePath" | "archiveTooMany" | "archiveBomb" | "archiveNames";

export type ArchiveDirectory = { ok: true; names: Set<string> } | { ok: false; refusal: ArchiveRefusal };

function open(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip)),
    );
  });
}

/** Walks the archive's directory; `visit` may stop the walk by answering false. */
async function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<boolean> | boolean): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", () => resolve());
    zip.on("entry", (entry: Entry) => {
      Promise.resolve()
        .then(() => visit(entry))
        .then(
          (more) => {
            if (more) return zip.readEntry();
            zip.close();
            resolve();
          },
          (error: unknown) => {
            zip.close();
            reject(error);
          },
        );
    });
    zip.readEntry();
  });
}

class Refused extends Error {
  constructor(readonly refusal: ArchiveRefusal) {
    super(refusal);
  }
}

/** The name a picture is referred to by in the CSV: the entry's file name, without the folders it sits in. */
function pictureName(entry: Entry): string | null {
  if (entry.fileName.endsWith("/")) return null;
  return path.posix.basename(entry.fileName);
}

function check(entry: Entry, total: { bytes: number; entries: number }): void {
  const name = entry.fileName;
  if (name.startsWith("/") || name.split("/").includes("..") || name.includes("\\") || name.includes("\0")) {
    throw new Refused("archivePath");
  }
  total.entries += 1;
  total.bytes += entry.uncompressedSize;
  if (total.entries > ARCHIVE_LIMITS.entries) throw new Refused("archiveTooMany");
  const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : Number.POSITIVE_INFINITY;
  if (
    entry.uncompressedSize > ARCHIVE_LIMITS.entryBytes ||
    total.bytes > ARCHIVE_LIMITS.totalBytes ||
    (entry.uncompressedSize > 64 * 1024 && ratio > ARCHIVE_LIMITS.ratio)
  ) {
    throw new Refused("archiveBomb");
  }
}

/** The archive's picture names, or why it is refused; nothing is inflated. */
export async function readArchiveDirectory(buffer: Buffer): Promise<ArchiveDirectory> {
  const names = new Set<string>();
  const total = { bytes: 0, entries: 0 };
  try {
    const zip = await open(buffer);
    await eachEntry(zip, (entry) => {
      check(entry, total);
      const name = pictureName(entry);
      if (name === null) return true;
      if (names.has(name)) throw new Refused("archiveNames");
      names.add(name);
      return true;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    // yauzl's own refusals: a path it will not take, a broken directory, sizes that do not add up.
    if (error instanceof Error && /relative path|absolute path|invalid characters/i.test(error.message)) {
      return { ok: false, refusal: "archivePath" };
    }
    return { ok: false, refusal: "archiveUnreadable" };
  }
  return { ok: true, names };
}

/** Inflates the entries named `wanted` (by picture name), each checked again as it is read. */
export async function readArchivePictures(buffer: Buffer, wanted: ReadonlySet<string>): Promise<Map<string, Buffer>> {
  const pictures = new Map<string, Buffer>();
  const total = { bytes: 0, entries: 0 };
  const zip = await open(buffer);
  await eachEntry(zip, async (entry) => {
    check(entry, total);
    const name = pictureName(entry);
    if (name === null || !wanted.has(name)) return true;
    pictures.set(name, await inflate(zip, entry));
    return pictures.size < wanted.size;
  });
  return pictures;
}

function inflate(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("no stream"));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // validateEntrySizes stops a lying entry at its declared size; this is the picture limit on top of it.
        if (size > ARCHIVE_LIMITS.entryBytes) stream.destroy(new Refused("archiveBomb"));
        else chunks.push(chunk);
      });
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}
