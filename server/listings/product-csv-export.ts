import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { readTranslations } from "~domain/listing-texts";
import type { Locale } from "~domain/locales";
import { LIST_SEPARATOR, PRODUCT_CSV_COLUMNS, type ProductCsvRow } from "~domain/product-csv";
import { renditionKey } from "~domain/renditions";
import { csvCell } from "../admin/newsletter-export";
import type { Db } from "../db/handle";
import { attributeValues, brands, categories, productAttributes, productImages, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import type { ImportOwner } from "./import-plan";
import { ownedById } from "./listing-owner";
import { listingColumns } from "./listing-rows";

// The owner's products as the CSV the import reads (decision 047): one row per product, its texts in each language,
// colours, and its pictures' addresses under the store's media (so a file exported, edited and imported again keeps
// them). Written a thousand products at a time, so the store's own catalogue streams however large it is.

const BATCH = 1_000;

/** A price in cents as the CSV writes it: "129.90", and nothing for none. */
const price = (cents: number | null) => (cents ? (cents / 100).toFixed(2) : "");

async function batchAfter(db: Db, owner: ImportOwner, afterId: number) {
  const rows = await db
    .select({ ...listingColumns, sku: products.sku })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(ownedById(owner), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(BATCH);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { rows, images: [], colours: [] };
  const [images, colours] = await Promise.all([
    db
      .select({ productId: productImages.productId, key: productImages.mediaKey, colour: productImages.colorSlug })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
    db
      .select({ productId: productAttributes.productId, slug: attributeValues.slug })
      .from(productAttributes)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
      .where(and(inArray(productAttributes.productId, ids), eq(attributeValues.attributeSlug, sql`'color'`)))
      .orderBy(asc(productAttributes.productId), asc(attributeValues.position)),
  ]);
  return { rows, images, colours };
}

function lineOf(row: ProductCsvRow): string {
  return PRODUCT_CSV_COLUMNS.map((column) => csvCell(row[column])).join(",");
}

/** The owner's products as CSV, a stream of UTF-8 text; pictures addressed under `origin` (the store's address). */
export function productsCsvStream(db: Db, media: MediaStore, owner: ImportOwner, origin: string) {
  const encoder = new TextEncoder();
  let afterId = 0;
  let started = false;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${PRODUCT_CSV_COLUMNS.join(",")}\r\n`));
      }
      const { rows, images, colours } = await batchAfter(db, owner, afterId);
      if (rows.length === 0) return controller.close();
      const lines = rows.map((product) => {
        const translations = readTranslations(product.translations);
        const text = (locale: Locale, field: "name" | "description") =>
          locale === product.locale ? product[field] : (translations[locale]?.[field] ?? "");
        return lineOf({
          name_en: text("en", "name"),
          description_en: text("en", "description"),
          name_ru: text("ru", "name"),
          description_ru: text("ru", "description"),
          name_ar: text("ar", "name"),
          description_ar: text("ar", "description"),
          sku: product.sku ?? `TS-${String(product.id).padStart(6, "0")}`,
          language: product.locale,
          price: price(product.priceCents),
          compare_at_price: price(product.compareAtCents),
          availability: product.availability === "out-of-order" ? "out-of-order" : "in-stock",
          stock: String(product.stock),
          badges: product.badges.join(LIST_SEPARATOR),
          colours: colours
            .filter((colour) => colour.productId === product.id)
            .map((colour) => colour.slug)
            .join(LIST_SEPARATOR),
          category: product.subCategory,
          brand: product.brand,
          pictures: images
            .filter((image) => image.productId === product.id)
            .map((image) => {
              const address = absolute(media.url(renditionKey(image.key, "large")));
              return image.colour ? `${image.colour}: ${address}` : address;
            })
            .join(` ${LIST_SEPARATOR} `),
          tax_class: product.taxClass ?? "",
        });
      });
      afterId = rows.at(-1)?.id ?? afterId;
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
    },
  });
}
