import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { readTranslations } from "~domain/listing-texts";
import type { PlannedRow } from "~domain/product-csv";
import { productSlug } from "../catalog/product-slug";
import type { Tx } from "../db/handle";
import { attributeValues, productAttributes, productImages, products } from "../db/schema";
import { type ImportOwner, productIdOfStoreSku, productsBySku } from "./import-plan";
import { listingChoices, type ResolvedChoices, resolveChoices } from "./listing-choices";
import { productValues, setColors, setPictures } from "./listing-rows";

// Writes an import's rows, all of them or none, in the caller's transaction (decision 047): a row whose code names one
// of the owner's products changes that product where it differs (a row equal to the product writes nothing), any other
// row lists a new product. A row that stopped being valid since the upload (its category removed, say) throws, and
// the transaction writes nothing.

export type ImportCounts = { created: number; updated: number; unchanged: number };

/** What the rows changed, and the pictures they replaced (to remove once nothing shows them). */
export type ImportApplied = { counts: ImportCounts; replaced: string[] };

/** A row that cannot be written any more: its line, and why (an i18n key). */
export class ImportRowFailed extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

type Current = {
  values: Omit<ReturnType<typeof productValues>, "badges"> & { badges: readonly string[] };
  sku: string | null;
  images: Picture[];
  colours: number[];
};

/** A picture as a product keeps it: its stored key, and the colour it shows (null: none in particular). */
type Picture = { key: string; color: string | null };

const samePictureList = (a: readonly Picture[], b: readonly Picture[]) =>
  a.length === b.length &&
  a.every((picture, index) => picture.key === b[index]?.key && picture.color === b[index]?.color);

const sameList = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Rows by their product, in the order read. */
function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** The products' fields as productValues writes them, with their pictures and colours, by id. */
async function currentOf(tx: Tx, ids: number[]): Promise<Map<number, Current>> {
  if (ids.length === 0) return new Map();
  // One after another: a transaction's statements share one connection.
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  const images = groupBy(
    await tx
      .select({ productId: productImages.productId, key: productImages.mediaKey, color: productImages.colorSlug })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  );
  const colours = groupBy(
    await tx
      .select({ productId: productAttributes.productId, valueId: productAttributes.valueId })
      .from(productAttributes)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
      .where(and(inArray(productAttributes.productId, ids), eq(attributeValues.attributeSlug, "color")))
      .orderBy(asc(productAttributes.valueId)),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        values: {
          locale: row.locale,
          name: row.name,
          description: row.description,
          translations: readTranslations(row.translations),
          priceCents: row.priceCents,
          compareAtCents: row.compareAtCents,
          // A product for sale that is sold out is for sale: what the seller chose is "in-stock".
          availability: row.availability === "out-of-order" ? "out-of-order" : "in-stock",
          stock: row.stock,
          badges: row.badges,
          brandId: row.brandId,
          categoryId: row.categoryId,
          taxClass: row.taxClass,
        },
        sku: row.sku,
        images: (images.get(row.id) ?? []).map((image) => ({ key: image.key, color: image.color })),
        colours: (colours.get(row.id) ?? []).map((colour) => colour.valueId),
      },
    ]),
  );
}

function sameValues(current: Current["values"], next: Current["values"]): boolean {
  return (
    current.locale === next.locale &&
    current.name === next.name &&
    current.description === next.description &&
    JSON.stringify(current.translations) === JSON.stringify(next.translations) &&
    current.priceCents === next.priceCents &&
    current.compareAtCents === next.compareAtCents &&
    current.availability === next.availability &&
    current.stock === next.stock &&
    sameList(current.badges, next.badges) &&
    current.brandId === next.brandId &&
    current.categoryId === next.categoryId &&
    (current.taxClass ?? null) === (next.taxClass ?? null)
  );
}

/** Rows written in one statement: the statement triggers (facets, search, page notices) run once for them all. */
const BATCH = 500;

type NewProduct = { row: PlannedRow; ids: ResolvedChoices; pictures: Picture[] };

/**
 * Slugs for new products: each its name's, or with a short random tail when that one is taken (by a product, or by
 * another row of the same batch).
 */
async function freeSlugs(tx: Tx, names: string[]): Promise<string[]> {
  const bases = names.map(productSlug);
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(inArray(products.slug, [...new Set(bases)]))
    ).map((product) => product.slug),
  );
  return bases.map((base) => {
    let slug = base;
    while (taken.has(slug)) slug = `${base.slice(0, 73)}-${randomBytes(3).toString("hex")}`;
    taken.add(slug);
    return slug;
  });
}

/** Lists new products a batch at a time: the products, then all their pictures, then all their colours. */
async function insertProducts(tx: Tx, owner: ImportOwner, created: NewProduct[]): Promise<void> {
  for (let start = 0; start < created.length; start += BATCH) {
    const batch = created.slice(start, start + BATCH);
    const slugs = await freeSlugs(
      tx,
      batch.map((item) => item.row.listing.name),
    );
    const inserted = await tx
      .insert(products)
      .values(
        batch.map((item, index) => ({
          ...productValues(item.row.listing, item.ids),
          slug: slugs[index]!,
          ownerId: owner,
          sku: item.row.sku,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const idOf = new Map(inserted.map((product) => [product.sku, product.id]));
    const images = batch.flatMap((item) =>
      item.pictures.map(({ key, color }, position) => ({
        productId: idOf.get(item.row.sku)!,
        position,
        mediaKey: key,
        colorSlug: color,
      })),
    );
    const colours = batch.flatMap((item) =>
      item.ids.colorIds.map((valueId) => ({ productId: idOf.get(item.row.sku)!, valueId })),
    );
    if (images.length > 0) await tx.insert(productImages).values(images);
    if (colours.length > 0) await tx.insert(productAttributes).values(colours);
  }
}

/** Writes the rows; `stored` gives the key each zip file's picture was stored under. See the top of this file. */
export async function applyImport(
  tx: Tx,
  owner: ImportOwner,
  rows: readonly PlannedRow[],
  stored: ReadonlyMap<string, string>,
): Promise<ImportApplied> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const replaced: string[] = [];
  const choices = await listingChoices(tx);
  const bySku = await productsBySku(
    tx,
    owner,
    rows.map((row) => row.sku),
  );
  const current = await currentOf(tx, [...bySku.values()]);
  const created: NewProduct[] = [];
  for (const row of rows) {
    const resolved = resolveChoices(choices, row.listing);
    if (!resolved.ok)
      throw new ImportRowFailed(row.line, Object.values(resolved.errors)[0] ?? "imports.errors.invalid");
    const pictures: Picture[] = [];
    for (const picture of row.pictures) {
      const key = "key" in picture ? picture.key : stored.get(picture.file);
      if (key === undefined) throw new ImportRowFailed(row.line, "imports.errors.pictureMissing");
      pictures.push({ key, color: picture.colour });
    }
    const productId = bySku.get(row.sku.toLowerCase());
    const before = productId === undefined ? undefined : current.get(productId);
    if (productId === undefined || !before) {
      if (pictures.length === 0) throw new ImportRowFailed(row.line, "images.errors.noImage");
      created.push({ row, ids: resolved.ids, pictures });
      continue;
    }
    const next = productValues(row.listing, resolved.ids);
    // A product named by the store's `TS-…` form keeps no code of its own; one named by its own keeps it as written.
    const sku = productIdOfStoreSku(row.sku) === productId && !before.sku ? null : row.sku;
    const colours = [...resolved.ids.colorIds].sort((a, b) => a - b);
    const samePictures = pictures.length === 0 || samePictureList(before.images, pictures);
    if (sameValues(before.values, next) && before.sku === sku && samePictures && sameList(before.colours, colours)) {
      counts.unchanged += 1;
      continue;
    }
    await tx
      .update(products)
      .set({ ...next, sku })
      .where(eq(products.id, productId));
    if (!samePictures) {
      const keys = new Set(pictures.map((picture) => picture.key));
      replaced.push(...before.images.map((picture) => picture.key).filter((key) => !keys.has(key)));
      await setPictures(tx, productId, pictures);
    }
    if (!sameList(before.colours, colours)) await setColors(tx, productId, colours);
    counts.updated += 1;
  }
  await insertProducts(tx, owner, created);
  counts.created = created.length;
  return { counts, replaced };
}
