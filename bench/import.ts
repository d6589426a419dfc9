/**
 * Time of an import of products from CSV (issue 48, decision 047): reading and checking a file of N rows (at upload),
 * then the background pass writing them, and a second upload of the same file (nothing to write). On the database the
 * environment names, seeded with the demo store if it is not yet:
 *   DATABASE_URL=postgres://…/bench_import npm run bench:import -- --rows 10000
 * The products are the store's own (their pictures are the demo's). See bench/README.md.
 */
import { parseArgs } from "node:util";
import { and, eq, isNull, sql } from "drizzle-orm";
import { PRODUCT_CSV_COLUMNS, type ProductCsvRow } from "~domain/product-csv";
import { brands, categories, categoryBrands, productImages, productImports, products, users } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { runDueImport } from "~server/listings/import-job";
import { startProductImport } from "~server/listings/product-imports";
import { silentLogger } from "~server/log/logger";
import { prepareDatabase } from "~server/startup";
import { openBench } from "./harness";

const { values } = parseArgs({ options: { rows: { type: "string", default: "10000" } }, strict: false });
const rows = Number(values.rows);
const { database, media } = await openBench("products import");
const db = database.db;
await prepareDatabase(database, media, parseEnv(process.env), silentLogger());

const pairs = await db
  .select({ category: categories.slug, brand: brands.slug })
  .from(categoryBrands)
  .innerJoin(categories, eq(categories.id, categoryBrands.categoryId))
  .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
  .where(sql`not exists (select 1 from ${categories} as child where child.parent_id = ${categories.id})`);
const [picture] = await db
  .select({ key: productImages.mediaKey })
  .from(productImages)
  .innerJoin(products, eq(products.id, productImages.productId))
  .where(isNull(products.ownerId))
  .limit(1);
if (pairs.length === 0 || !picture) throw new Error("The database has no demo catalogue to import into");
const run = Date.now().toString(36);
const [account] = await db
  .insert(users)
  .values({ email: `bench-import-${run}@example.com`, displayName: "Bench", passwordHash: "-" })
  .returning({ id: users.id });
const requestedBy = account!.id;
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (row: ProductCsvRow) => PRODUCT_CSV_COLUMNS.map((column) => cell(row[column])).join(",");
const file = new TextEncoder().encode(
  [
    PRODUCT_CSV_COLUMNS.join(","),
    ...Array.from({ length: rows }, (_, n) => {
      const pair = pairs[n % pairs.length]!;
      return line({
        sku: `BENCH-${run}-${n}`,
        tax_class: "",
        language: "en",
        name_en: `Bench product ${n} ${run}`,
        description_en: `A product of the import benchmark, number ${n}, with a description of a few words.`,
        name_ru: `Товар ${n}`,
        description_ru: "",
        name_ar: "",
        description_ar: "",
        price: `${(n % 900) + 10}.99`,
        compare_at_price: "",
        availability: "in-stock",
        stock: String(n % 50),
        badges: n % 5 === 0 ? "new" : "",
        colours: "",
        category: pair.category,
        brand: pair.brand,
        pictures: picture.key,
      });
    }),
  ].join("\r\n"),
);

async function importOnce(label: string) {
  const start = performance.now();
  const started = await startProductImport(db, media, { owner: null, requestedBy }, file, null);
  const checked = performance.now();
  if (!started.ok) throw new Error(`refused: ${JSON.stringify(started.problems.slice(0, 3))}`);
  while (await runDueImport(db, media, silentLogger())) {}
  const written = performance.now();
  const [done] = await db
    .select({ result: productImports.result })
    .from(productImports)
    .where(eq(productImports.id, started.id));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${label.padEnd(14)} read and check ${s(checked - start)}, write ${s(written - checked)}, total ${s(written - start)}: ${JSON.stringify(done?.result)}`,
  );
}

console.log(`${rows.toLocaleString("en")} rows, ${(file.byteLength / 1024 / 1024).toFixed(1)} MB, on ${database.kind}`);
await importOnce("first upload");
await importOnce("same file");
const [{ n } = { n: 0 }] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(products)
  .where(and(isNull(products.ownerId), sql`${products.sku} like ${`BENCH-${run}-%`}`));
console.log(`products with this run's codes: ${n.toLocaleString("en")}`);
await database.close();
