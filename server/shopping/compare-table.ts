import type { Locale } from "~domain/locales";
import { attributeValuesOf } from "../catalog/product-attributes";
import type { ProductCard } from "../catalog/product-card";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { listProducts } from "./lists";

/** One specification row: the attribute's name and, per compared product, its values (null: not given). */
export type CompareRow = { attribute: string; name: string; values: (string | null)[] };

/** A colour a compared product is sold in, named in the reader's language, with its swatch. */
export type CompareColor = { slug: string; name: string; hex: string | null };

/** `colors`: per compared product (in the same order), the colours it is sold in; the colour row shows them. */
export type CompareTable = { products: ProductCard[]; rows: CompareRow[]; colors: CompareColor[][] };

/**
 * The user's compare list side by side: the products in the order they were added, and a row for every
 * attribute any of them has (colours included), in the attributes' own order; each product's colours with swatches.
 */
export async function compareTable(db: Db, media: MediaStore, userId: string, locale: Locale): Promise<CompareTable> {
  const compared = await listProducts(db, media, locale, userId, "compare");
  if (compared.length === 0) return { products: [], rows: [], colors: [] };
  const values = await attributeValuesOf(
    db,
    compared.map((product) => product.id),
  );

  const column = new Map(compared.map((product, index) => [product.id, index]));
  const rows = new Map<string, { name: string; values: string[][] }>();
  const colors = compared.map((): CompareColor[] => []);
  for (const value of values) {
    if (value.attribute === "color") {
      colors[column.get(value.productId) ?? 0]?.push({
        slug: value.value,
        name: value.valueName[locale],
        hex: value.hex,
      });
    }
    let row = rows.get(value.attribute);
    if (!row) {
      row = { name: value.attributeName[locale], values: compared.map(() => []) };
      rows.set(value.attribute, row);
    }
    row.values[column.get(value.productId) ?? 0]?.push(value.valueName[locale]);
  }
  return {
    products: compared,
    colors,
    rows: [...rows].map(([attribute, row]) => ({
      attribute,
      name: row.name,
      values: row.values.map((names) => (names.length > 0 ? names.join(", ") : null)),
    })),
  };
}
