import type { ListingInput } from "./listing-input";
import { translationField } from "./listing-texts";
import { LOCALES, type Locale } from "./locales";
import { z } from "./zod";

// Products in bulk (issue 48): one CSV row per product, in the shape the export writes and the import reads. A row is
// turned into the listing form's fields and checked by the listing form's own schema, so a product imported is held to
// exactly what the form asks (decision 047).

/** The columns, in the order the export writes them; the import takes them in any order, by their header. */
export const PRODUCT_CSV_COLUMNS = [
  "sku",
  "language",
  "name_en",
  "description_en",
  "name_ru",
  "description_ru",
  "name_ar",
  "description_ar",
  "price",
  "compare_at_price",
  "availability",
  "stock",
  "badges",
  "colours",
  "category",
  "brand",
  "pictures",
  "tax_class",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The columns a file must have; the others may be left out (an empty cell). */
export const REQUIRED_COLUMNS: readonly ProductCsvColumn[] = ["sku", "language", "price", "stock", "category", "brand"];

/** A row as read: each known column's cell (missing columns are empty). */
export type ProductCsvRow = Record<ProductCsvColumn, string>;

/** The most rows one file may hold, and the largest CSV and zip of pictures an upload takes. */
export const IMPORT_LIMITS = { rows: 10_000, csvBytes: 20 * 1024 * 1024, zipBytes: 100 * 1024 * 1024 } as const;

/** Lists inside a cell (badges, colours, pictures) are separated by a bar. */
export const LIST_SEPARATOR = "|";

/** A product's own code, unique among one seller's (or the store's) products: letters, digits, . _ - */
export const skuSchema = z
  .string()
  .trim()
  .min(1, "errors.required")
  .max(64, "imports.errors.sku")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "imports.errors.sku");

/**
 * A cell a spreadsheet would run as a formula (`=cmd|' /C calc'!A0`, `@SUM(…)`, `+1+1`, `-2+3`): refused, never
 * stored. A minus before a digit is a number, and a dash before a space a list item's text.
 */
export function looksLikeFormula(cell: string): boolean {
  return /^[=+@\t\r]/.test(cell) || /^-[^\d\s.]/.test(cell);
}

/**
 * A cell as it was before a spreadsheet-safe export guarded it: the export writes `'` before a cell that starts like a
 * formula (csvCell), and the import takes that mark off again (what is left is then checked like any cell).
 */
export function unguarded(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A list cell's entries, trimmed, empty ones dropped. */
export function splitList(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** One picture of a row: an address (under the store's media, or a file of the zip), for a colour or for all. */
export type PictureRef = { colour: string | null; address: string };

/**
 * The pictures cell: `drill.jpg | blue: drill-blue.jpg | /media/products/…/large.webp`. A colour is a slug followed by
 * a colon and a space (an address's own `https:` has no space after it). Null when an entry is not of that shape.
 */
export function pictureRefs(cell: string): PictureRef[] | null {
  const refs: PictureRef[] = [];
  for (const entry of splitList(cell)) {
    const tied = /^([a-z][a-z0-9-]{0,59}):\s+(\S.*)$/.exec(entry);
    const address = (tied ? tied[2] : entry)?.trim() ?? "";
    if (address === "" || /\s/.test(address) || address.length > 500) return null;
    refs.push({ colour: tied?.[1] ?? null, address });
  }
  return refs;
}

/** The listing form's fields for a row, to be checked by the form's schema (parseListingForm). */
export function listingFormOfRow(row: ProductCsvRow): FormData {
  const form = new FormData();
  const locale = (LOCALES as readonly string[]).includes(row.language.trim()) ? (row.language.trim() as Locale) : null;
  form.set("locale", row.language.trim());
  for (const other of LOCALES) {
    const name = row[`name_${other}`];
    const description = row[`description_${other}`];
    if (other === locale) {
      form.set("name", name);
      form.set("description", description);
    } else {
      if (name.trim()) form.set(translationField(other, "name"), name);
      if (description.trim()) form.set(translationField(other, "description"), description);
    }
  }
  form.set("price", row.price);
  form.set("compareAtPrice", row.compare_at_price);
  form.set("availability", row.availability.trim());
  form.set("stock", row.stock);
  for (const badge of splitList(row.badges)) form.append("badges", badge);
  for (const colour of splitList(row.colours)) form.append("colors", colour);
  form.set("subCategory", row.category);
  form.set("brand", row.brand);
  // Empty (or a file without the column): the category's class.
  form.set("taxClass", row.tax_class.trim());
  return form;
}

/** The column that holds a listing form field of a row written in `language` (where its message belongs). */
export function columnOfField(field: string, language: string): ProductCsvColumn | null {
  const own = (LOCALES as readonly string[]).includes(language) ? language : "en";
  const direct: Partial<Record<string, ProductCsvColumn>> = {
    locale: "language",
    name: `name_${own}` as ProductCsvColumn,
    description: `description_${own}` as ProductCsvColumn,
    price: "price",
    compareAtPrice: "compare_at_price",
    availability: "availability",
    stock: "stock",
    badges: "badges",
    colors: "colours",
    subCategory: "category",
    brand: "brand",
    images: "pictures",
    taxClass: "tax_class",
  };
  if (Object.hasOwn(direct, field)) return direct[field] ?? null;
  const translated = /^translations\.(en|ru|ar)\.(name|description)$/.exec(field);
  return translated ? (`${translated[2]}_${translated[1]}` as ProductCsvColumn) : null;
}

/** A picture as an import writes it: an owner's picture already stored, or a file of the zip. */
export type PlannedPicture = { colour: string | null } & ({ key: string } | { file: string });

/** A row as kept with its import (JSON) until the background pass writes it. */
export type PlannedRow = { line: number; sku: string; listing: ListingInput; pictures: PlannedPicture[] };

/** What an import wrote, or why it wrote nothing (an i18n key, with the line or the zip's file it is about). */
export type ImportResult =
  | { ok: true; created: number; updated: number; unchanged: number }
  | { ok: false; reason: string; line?: number; file?: string };
