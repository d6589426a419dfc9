import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { localeOr } from "~domain/locales";
import type { ImportResult } from "~domain/product-csv";
import { renditionKey } from "~domain/renditions";
import type { Db } from "../db/handle";
import { productImports, users } from "../db/schema";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";
import { enqueueMail } from "../mail/outbox";
import type { MediaStore } from "../media/store";
import { applyImport, ImportRowFailed } from "./import-apply";
import { readArchivePictures } from "./import-archive";
import { prepareListingImage, removeDroppedListingImages, storeRenditions } from "./listing-images";

// The background pass of product imports (decision 047), in every app process: it takes the oldest import waiting (or
// one whose process died: its lease ran out) with FOR UPDATE SKIP LOCKED, so each runs in one process at a time.
// First the zip's pictures, one step each, stored under their content's hash (the same file twice is the same
// picture); then all rows in one transaction. The uploader is mailed the result.

/** How long a process holds an import without word; it renews the lease after each picture. */
const LEASE_MS = 60_000;

async function take(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: productImports.id })
      .from(productImports)
      .where(
        or(
          eq(productImports.status, "queued"),
          and(eq(productImports.status, "running"), lt(productImports.leasedUntil, now)),
        ),
      )
      .orderBy(productImports.createdAt)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const [taken] = await tx
      .update(productImports)
      .set({ status: "running", leasedUntil: new Date(now.getTime() + LEASE_MS), updatedAt: sql`now()` })
      .where(eq(productImports.id, due.id))
      .returning();
    return taken ?? null;
  });
}

class PictureRefused extends Error {
  constructor(readonly file: string) {
    super(`not a picture: ${file}`);
  }
}

/** The zip's pictures the rows name, stored (once) under `products/<hash>`; the key of each file. */
async function storePictures(db: Db, media: MediaStore, importId: number, archiveKey: string, files: string[]) {
  const stored = new Map<string, string>();
  const archive = await media.get(archiveKey);
  if (!archive) throw new Error(`The import's archive ${archiveKey} is gone`);
  const pictures = await readArchivePictures(await buffer(archive.body), new Set(files));
  for (const file of files) {
    const bytes = pictures.get(file);
    if (!bytes) throw new PictureRefused(file);
    const key = `products/i-${createHash("sha256").update(bytes).digest("hex").slice(0, 40)}`;
    if (!(await media.exists(renditionKey(key, "thumb")))) {
      const image = await prepareListingImage(new File([new Uint8Array(bytes)], file));
      if (!image.ok) throw new PictureRefused(file);
      await storeRenditions(media, key, image.image);
    }
    stored.set(file, key);
    await db
      .update(productImports)
      .set({
        doneSteps: sql`${productImports.doneSteps} + 1`,
        leasedUntil: new Date(Date.now() + LEASE_MS),
        updatedAt: sql`now()`,
      })
      .where(eq(productImports.id, importId));
  }
  return stored;
}

/** Runs one import to its end; see the top of this file. */
async function runImport(db: Db, media: MediaStore, taken: typeof productImports.$inferSelect): Promise<ImportResult> {
  const rows = taken.rows;
  const files = [
    ...new Set(rows.flatMap((row) => row.pictures.flatMap((picture) => ("file" in picture ? [picture.file] : [])))),
  ];
  let stored = new Map<string, string>();
  try {
    if (taken.archiveKey && files.length > 0)
      stored = await storePictures(db, media, taken.id, taken.archiveKey, files);
    const { counts, replaced } = await db.transaction(async (tx) => applyImport(tx, taken.ownerId, rows, stored));
    await removeDroppedListingImages(db, media, replaced);
    return { ok: true, ...counts };
  } catch (error) {
    // What this import stored and nothing shows is removed again.
    await removeDroppedListingImages(db, media, [...stored.values()]);
    if (error instanceof ImportRowFailed) return { ok: false, reason: error.reason, line: error.line };
    if (error instanceof PictureRefused)
      return { ok: false, reason: "imports.errors.pictureInvalid", file: error.file };
    throw error;
  }
}

/** Takes one import due and runs it; whether one was taken. */
export async function runDueImport(db: Db, media: MediaStore, log: Pick<Logger, "error">, now = new Date()) {
  const taken = await take(db, now);
  if (!taken) return false;
  let result: ImportResult;
  try {
    result = await runImport(db, media, taken);
  } catch (error) {
    log.error(`Product import ${taken.id}: ${error instanceof Error ? error.message : String(error)}`);
    result = { ok: false, reason: "imports.errors.unexpected" };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(productImports)
      .set({
        status: result.ok ? "done" : "failed",
        doneSteps: result.ok ? taken.totalSteps : taken.doneSteps,
        result,
        leasedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(productImports.id, taken.id));
    const [requester] = taken.requestedBy
      ? await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, taken.requestedBy))
      : [];
    if (requester) {
      await enqueueMail(tx, [
        {
          kind: "product-import-done",
          to: requester.email,
          locale: localeOr(requester.locale),
          payload: { importId: taken.id },
        },
      ]);
    }
  });
  if (taken.archiveKey) await media.remove(taken.archiveKey).catch(() => undefined);
  return true;
}

/** The pass in an app process: every 2 seconds, at once again after an import (another may wait). */
export function startProductImports(db: Db, media: MediaStore, log: Pick<Logger, "error">): Repeating {
  return startRepeating(
    async () => ({ more: await runDueImport(db, media, log) }),
    2_000,
    (error) => log.error(`Product imports: ${error instanceof Error ? error.message : String(error)}`),
  );
}
