import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { PlannedPicture, PlannedRow } from "~domain/product-csv";
import type { Db, Tx } from "../db/handle";
import { productImages, products } from "../db/schema";
import { listingChoices, resolveChoices } from "./listing-choices";
import { ownedById } from "./listing-owner";
import type { ImportProblem, ImportRow } from "./product-csv-read";

// The second check of an import, against the store (decision 047): each row's category, brand and colours must be
// choices, and each picture an address of one of the owner's own pictures or a file of the zip. What passes is the
// plan the background pass writes: rows with their pictures as keys or file names.

export type ImportPlan = { ok: true; rows: PlannedRow[]; files: string[] } | { ok: false; problems: ImportProblem[] };

/** Whose products an import writes: a seller's, or the store's (null). */
export type ImportOwner = string | null;

/** A media key of a product's picture: `products/<uuid>`, an import's `products/i-<hash>`, the demo's `products/<slug>/<n>`. */
const PICTURE_KEY = "products(?:/[A-Za-z0-9][A-Za-z0-9._-]*)+";
const RENDITION_ADDRESS = new RegExp(String.raw`(?:^|/)(${PICTURE_KEY})-(?:thumb|card|gallery|large)\.webp$`);
const BARE_KEY = new RegExp(`^${PICTURE_KEY}$`);

/**
 * The media key an address names (`…/media/products/abc-large.webp`, or `products/abc`), if it names one. It is only
 * looked up among the owner's pictures, never read as a path.
 */
export function mediaKeyOf(address: string): string | null {
  const rendition = RENDITION_ADDRESS.exec(address);
  if (rendition?.[1]) return rendition[1];
  return BARE_KEY.test(address) ? address : null;
}

/** A product's code as the store shows it when it has none of its own: `TS-000042` names product 42. */
export function productIdOfStoreSku(sku: string): number | null {
  const match = /^TS-(\d{1,9})$/i.exec(sku);
  return match ? Number(match[1]) : null;
}

/** The owner's products the rows' codes name, by lower-cased code: their own code, or the store's `TS-…` form. */
export async function productsBySku(db: Db | Tx, owner: ImportOwner, skus: string[]): Promise<Map<string, number>> {
  const lower = skus.map((sku) => sku.toLowerCase());
  const ids = skus.map(productIdOfStoreSku).filter((id): id is number => id !== null);
  if (lower.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        ownedById(owner),
        ids.length > 0
          ? or(inArray(sql`lower(${products.sku})`, lower), and(isNull(products.sku), inArray(products.id, ids)))
          : inArray(sql`lower(${products.sku})`, lower),
      ),
    );
  const bySku = new Map<string, number>();
  for (const product of found) {
    bySku.set(product.sku ? product.sku.toLowerCase() : `ts-${String(product.id).padStart(6, "0")}`, product.id);
  }
  // `TS-42` and `TS-000042` name the same product.
  for (const sku of skus) {
    const id = productIdOfStoreSku(sku);
    if (id !== null && found.some((product) => product.id === id && !product.sku)) bySku.set(sku.toLowerCase(), id);
  }
  return bySku;
}

/** Checks the read rows against the store and makes the plan; see the top of this file. */
export async function planImport(
  db: Db,
  owner: ImportOwner,
  rows: ImportRow[],
  archive: ReadonlySet<string> | null,
): Promise<ImportPlan> {
  const problems: ImportProblem[] = [];
  const choices = await listingChoices(db);
  const existing = await productsBySku(
    db,
    owner,
    rows.map((row) => row.sku),
  );
  const keys = [...new Set(rows.flatMap((row) => row.pictures.flatMap((ref) => mediaKeyOf(ref.address) ?? [])))];
  const ownKeys = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: productImages.mediaKey })
            .from(productImages)
            .innerJoin(products, eq(products.id, productImages.productId))
            .where(and(ownedById(owner), inArray(productImages.mediaKey, keys)))
        ).map((image) => image.key),
  );
  const planned: PlannedRow[] = [];
  const files = new Set<string>();
  for (const row of rows) {
    const before = problems.length;
    const resolved = resolveChoices(choices, row.listing);
    if (!resolved.ok) {
      const columns: Record<string, string> = { subCategory: "category", brand: "brand", colors: "colours" };
      for (const [field, message] of Object.entries(resolved.errors)) {
        problems.push({
          line: row.line,
          column: columns[field] ?? field,
          message: message ?? "imports.errors.invalid",
        });
      }
    }
    const pictures: PlannedPicture[] = [];
    for (const ref of row.pictures) {
      if (ref.colour !== null && !row.listing.colors.includes(ref.colour)) {
        problems.push({
          line: row.line,
          column: "pictures",
          message: "imports.errors.pictureColour",
          values: { colour: ref.colour },
        });
      }
      const key = mediaKeyOf(ref.address);
      if (key !== null && ownKeys.has(key)) pictures.push({ colour: ref.colour, key });
      else if (key === null && archive?.has(ref.address)) {
        pictures.push({ colour: ref.colour, file: ref.address });
        files.add(ref.address);
      } else {
        problems.push({
          line: row.line,
          column: "pictures",
          message: archive || key !== null ? "imports.errors.pictureMissing" : "imports.errors.pictureNoArchive",
          values: { address: ref.address },
        });
      }
    }
    if (pictures.length === 0 && row.pictures.length === 0 && !existing.has(row.sku.toLowerCase())) {
      problems.push({ line: row.line, column: "pictures", message: "images.errors.noImage" });
    }
    if (problems.length === before) {
      planned.push({ line: row.line, sku: row.sku, listing: row.listing, pictures });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rows: planned, files: [...files] };
}
