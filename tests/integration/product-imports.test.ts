import path from "node:path";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as importPageLoader } from "~/routes/account/product-import";
import { loader as csvLoader } from "~/routes/account/products-csv";
import { action as importAction } from "~/routes/account/products-import";
import { loader as storeCsvLoader } from "~/routes/admin/products-csv";
import { action as storeImportAction } from "~/routes/admin/products-import";
import { PRODUCT_CSV_COLUMNS, type ProductCsvRow } from "~domain/product-csv";
import { renditionKey } from "~domain/renditions";
import { setOperator } from "~server/accounts/operators";
import type { Db } from "~server/db/handle";
import {
  auditLog,
  brands,
  categories,
  categoryBrands,
  mailOutbox,
  productImages,
  productImports,
  products,
} from "~server/db/schema";
import { runDueImport } from "~server/listings/import-job";
import { startProductImport } from "~server/listings/product-imports";
import { silentLogger } from "~server/log/logger";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";
import { zipOf } from "../support/zip-file";

// Products in bulk (issue 48, decision 047): a CSV checked whole before anything is kept, written in the background
// all or nothing, matched by code so a second upload changes nothing, and hostile files refused with a message.

let database: TestDatabase;
let db: Db;
let media: ReturnType<typeof createLocalMediaStore>;
let seller: SignedIn;
let other: SignedIn;
const log = silentLogger();

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(db);
  // The fixture's drills carry acme (the brand the rows give).
  const [drills] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "drills"));
  const [acme] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, "acme"));
  await db.insert(categoryBrands).values({ categoryId: drills!.id, brandId: acme!.id });
  seller = await signedInUser(db, "importer@example.com");
  other = await signedInUser(db, "other-importer@example.com");
  // The seller's one product, with a picture the import may name by its address.
  await db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "drill-a"));
  const [drill] = await db.select({ id: products.id }).from(products).where(eq(products.slug, "drill-a"));
  await db.insert(productImages).values({ productId: drill!.id, position: 0, mediaKey: "products/seller-drill" });
});

afterAll(async () => {
  await database?.cleanup();
});

const PICTURE = "http://localhost:3000/media/products/seller-drill-large.webp";

function row(n: number, fields: Partial<ProductCsvRow> = {}): ProductCsvRow {
  return {
    sku: `IMP-${String(n).padStart(5, "0")}`,
    tax_class: "",
    language: "en",
    name_en: `Imported drill ${n}`,
    description_en: `A drill, number ${n}.`,
    name_ru: n % 2 === 0 ? `Дрель ${n}` : "",
    description_ru: "",
    name_ar: "",
    description_ar: "",
    price: `${10 + (n % 90)}.50`,
    compare_at_price: "",
    availability: "in-stock",
    stock: String(n % 40),
    badges: n % 3 === 0 ? "new|sale" : "",
    colours: n % 2 === 0 ? "red|blue" : "green",
    category: "drills",
    brand: "acme",
    pictures: PICTURE,
    ...fields,
  };
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function csvOf(rows: ProductCsvRow[]): Uint8Array<ArrayBuffer> {
  const lines = [
    PRODUCT_CSV_COLUMNS.join(","),
    ...rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => cell(r[c])).join(",")),
  ];
  return new TextEncoder().encode(`${lines.join("\r\n")}\r\n`);
}

async function counts() {
  const [imports] = await db.select({ n: count() }).from(productImports);
  const [owned] = await db.select({ n: count() }).from(products).where(eq(products.ownerId, seller.id));
  return { imports: imports?.n ?? 0, products: owned?.n ?? 0 };
}

/** Uploads as the seller and runs the background pass until the import is done; its result. */
async function importAll(csv: Uint8Array, zip: Buffer | null = null, owner: string | null = seller.id) {
  const started = await startProductImport(db, media, { owner, requestedBy: seller.id }, csv, zip);
  if (!started.ok) throw new Error(`refused: ${JSON.stringify(started.problems.slice(0, 3))}`);
  while (await runDueImport(db, media, log)) {}
  const [done] = await db.select().from(productImports).where(eq(productImports.id, started.id));
  return done!;
}

describe("an import of products", () => {
  it("creates 500 products from 500 rows, with their texts, prices, colours and pictures, and mails the result", async () => {
    const before = await counts();
    const done = await importAll(csvOf(Array.from({ length: 500 }, (_, n) => row(n + 1))));
    expect(done).toMatchObject({ status: "done", doneSteps: 500, totalSteps: 500 });
    expect(done.result).toEqual({ ok: true, created: 500, updated: 0, unchanged: 0 });
    expect((await counts()).products).toBe(before.products + 500);
    const [imported] = await db.select().from(products).where(eq(products.sku, "IMP-00042"));
    expect(imported).toMatchObject({
      name: "Imported drill 42",
      priceCents: 5250,
      stock: 2,
      translations: { ru: { name: "Дрель 42" } },
      badges: ["new", "sale"],
      ownerId: seller.id,
    });
    const pictures = await db
      .select({ key: productImages.mediaKey })
      .from(productImages)
      .where(eq(productImages.productId, imported!.id));
    expect(pictures).toEqual([{ key: "products/seller-drill" }]);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "product-import-done"));
    expect(mail).toMatchObject({ recipient: seller.email, payload: { importId: done.id } });
  });

  it("changes nothing when the same file is imported again", async () => {
    const file = csvOf(Array.from({ length: 500 }, (_, n) => row(n + 1)));
    const [before] = await db.select().from(products).where(eq(products.sku, "IMP-00007"));
    const done = await importAll(file);
    expect(done.result).toEqual({ ok: true, created: 0, updated: 0, unchanged: 500 });
    const [after] = await db.select().from(products).where(eq(products.sku, "IMP-00007"));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it("changes the products whose rows differ, matched by code in any case", async () => {
    const done = await importAll(csvOf([row(7, { sku: "imp-00007", price: "99.00", stock: "3" })]));
    expect(done.result).toEqual({ ok: true, created: 0, updated: 1, unchanged: 0 });
    const [changed] = await db.select().from(products).where(eq(products.sku, "imp-00007"));
    expect(changed).toMatchObject({ priceCents: 9900, stock: 3 });
  });

  it("writes nothing for a file with one bad row, and names its line and column", async () => {
    const before = await counts();
    const rows = Array.from({ length: 10 }, (_, n) => row(1000 + n));
    rows[5] = row(1005, { price: "abc" });
    rows[8] = row(1008, { category: "tools" });
    const started = await startProductImport(
      db,
      media,
      { owner: seller.id, requestedBy: seller.id },
      csvOf(rows),
      null,
    );
    expect(started).toEqual({
      ok: false,
      problems: [
        { line: 7, column: "price", message: "listings.errors.priceInvalid" },
        { line: 10, column: "category", message: "listings.errors.subCategory" },
        // A brand is checked against its category: with no such category, no brand is one of its.
        { line: 10, column: "brand", message: "listings.errors.brand" },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it("names a line that starts where a quoted cell spans lines before it", async () => {
    const rows = [row(2001, { description_en: "Two\nlines" }), row(2002, { stock: "-1" })];
    const started = await startProductImport(
      db,
      media,
      { owner: seller.id, requestedBy: seller.id },
      csvOf(rows),
      null,
    );
    expect(started).toMatchObject({ ok: false, problems: [{ line: 4, column: "stock" }] });
  });

  it("never takes another seller's product or picture: a code of theirs lists a new product of one's own", async () => {
    const [drill] = await db.select({ id: products.id }).from(products).where(eq(products.slug, "drill-a"));
    const theirs = `TS-${String(drill!.id).padStart(6, "0")}`;
    const refused = await startProductImport(
      db,
      media,
      { owner: other.id, requestedBy: other.id },
      csvOf([row(3001, { sku: theirs })]),
      null,
    );
    // The seller's picture is not the other's to use.
    expect(refused).toMatchObject({
      ok: false,
      problems: [{ column: "pictures", message: "imports.errors.pictureMissing" }],
    });
    const [untouched] = await db.select().from(products).where(eq(products.id, drill!.id));
    expect(untouched?.ownerId).toBe(seller.id);
  });
});

describe("a file exported and imported again", () => {
  it("changes nothing: pictures of every shape of key, tied to colours, come back as they were", async () => {
    const [drill] = await db.select({ id: products.id }).from(products).where(eq(products.slug, "drill-a"));
    // The seller's drill has the upload's picture and one the demo's shape (`products/<slug>/<n>`), tied to red.
    await db
      .insert(productImages)
      .values({ productId: drill!.id, position: 1, mediaKey: "products/drill-a/2", colorSlug: "red" });
    const exported = await callRoute(csvLoader, {
      request: pageRequest("/account/myProducts/export.csv", seller.cookie),
      context: appContext(db, media),
    });
    expect(exported.body).toContain("red: http");
    const owned = (await counts()).products;
    const done = await importAll(new TextEncoder().encode(exported.body ?? ""));
    expect(done.result).toEqual({ ok: true, created: 0, updated: 0, unchanged: owned });
    const pictures = await db
      .select({ key: productImages.mediaKey, color: productImages.colorSlug })
      .from(productImages)
      .where(eq(productImages.productId, drill!.id))
      .orderBy(asc(productImages.position));
    expect(pictures).toEqual([
      { key: "products/seller-drill", color: null },
      { key: "products/drill-a/2", color: "red" },
    ]);
  });
});

describe("pictures in a zip beside the CSV", () => {
  const png = (colour: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it("stores each picture once under its content, ties one to a colour, and a second upload changes nothing", async () => {
    const zip = zipOf([
      { name: "photos/vise.png", data: await png("#888888") },
      { name: "photos/vise-blue.png", data: await png("#0000ff") },
    ]);
    const csv = csvOf([row(4001, { colours: "blue", pictures: "vise.png | blue: vise-blue.png" })]);
    const done = await importAll(csv, zip);
    expect(done.result).toEqual({ ok: true, created: 1, updated: 0, unchanged: 0 });
    const [vise] = await db.select().from(products).where(eq(products.sku, "IMP-04001"));
    const keys = await db
      .select({ key: productImages.mediaKey })
      .from(productImages)
      .where(eq(productImages.productId, vise!.id))
      .orderBy(asc(productImages.position));
    expect(keys).toHaveLength(2);
    for (const { key } of keys) expect(await media.exists(renditionKey(key, "card"))).toBe(true);
    // The archive is not kept once its pictures are.
    const again = await importAll(csv, zip);
    expect(again.result).toEqual({ ok: true, created: 0, updated: 0, unchanged: 1 });
    expect(again.archiveKey && (await media.exists(again.archiveKey))).toBeFalsy();
  });

  it("writes nothing when a file of the zip is not a picture", async () => {
    const zip = zipOf([{ name: "fake.png", data: Buffer.from("not a picture at all") }]);
    const done = await importAll(csvOf([row(4101, { pictures: "fake.png" })]), zip);
    expect(done.status).toBe("failed");
    expect(done.result).toEqual({ ok: false, reason: "imports.errors.pictureInvalid", file: "fake.png" });
    expect(await db.select().from(products).where(eq(products.sku, "IMP-04101"))).toEqual([]);
  });
});

describe("hostile files", () => {
  const upload = (csv: Uint8Array, zip: Buffer | null = null) =>
    startProductImport(db, media, { owner: seller.id, requestedBy: seller.id }, csv, zip);

  it("refuses a file that is not UTF-8, and writes nothing", async () => {
    const before = await counts();
    const latin1 = Buffer.concat([Buffer.from(csvOf([row(5001)])), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])]);
    expect(await upload(latin1)).toEqual({
      ok: false,
      problems: [{ line: 0, column: null, message: "imports.errors.encoding" }],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a cell a spreadsheet would run as a formula", async () => {
    const problems = await upload(
      csvOf([row(5002, { name_en: "=cmd|' /C calc'!A0" }), row(5003, { badges: "@SUM(1)" })]),
    );
    expect(problems).toEqual({
      ok: false,
      problems: [
        { line: 2, column: "name_en", message: "imports.errors.formula" },
        { line: 3, column: "badges", message: "imports.errors.formula" },
      ],
    });
  });

  it("refuses a zip with a path out of its folder, and one that inflates like a bomb", async () => {
    const before = await counts();
    const outOfFolder = zipOf([{ name: "../../etc/evil.png", data: Buffer.from("x") }]);
    expect(await upload(csvOf([row(5004, { pictures: "evil.png" })]), outOfFolder)).toEqual({
      ok: false,
      problems: [{ line: 0, column: null, message: "imports.errors.archivePath" }],
    });
    const bomb = zipOf([{ name: "bomb.png", data: Buffer.alloc(50 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload(csvOf([row(5005, { pictures: "bomb.png" })]), bomb)).toEqual({
      ok: false,
      problems: [{ line: 0, column: null, message: "imports.errors.archiveBomb" }],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a 200 MB upload with a message, without reading it whole", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--b\r\nContent-Disposition: form-data; name="csv"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n',
          ),
        );
      },
      pull(controller) {
        if (sent >= 200) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/account/myProducts/import", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=b", cookie: seller.cookie },
      duplex: "half",
    } as RequestInit);
    const answer = await callRoute(importAction, { request, context: appContext(db, media) });
    expect(answer).toMatchObject({
      status: 413,
      data: { problems: [{ line: 0, column: null, message: "imports.errors.tooLarge" }] },
    });
    expect(sent).toBeLessThan(200);
  });
});

describe("who may import and export", () => {
  it("gives a seller their own products as CSV, and a guest the sign-in page", async () => {
    const answer = await callRoute(csvLoader, {
      request: pageRequest("/account/myProducts/export.csv", seller.cookie),
      context: appContext(db, media),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers?.get("cache-control")).toBe("private, no-store");
    const text = answer.body ?? "";
    expect(text.split("\r\n")[0]).toBe(PRODUCT_CSV_COLUMNS.join(","));
    expect(text).toContain('"IMP-00042"');
    expect(text).not.toContain("SAW A");
    const guest = await callRoute(csvLoader, {
      request: pageRequest("/account/myProducts/export.csv"),
      context: appContext(db, media),
    });
    expect(guest.status).toBe(302);
  });

  it("shows an import only to its owner", async () => {
    const [mine] = await db
      .select({ id: productImports.id })
      .from(productImports)
      .where(eq(productImports.ownerId, seller.id))
      .limit(1);
    const page = (cookie: string) =>
      callRoute(importPageLoader, {
        request: pageRequest(`/account/myProducts/import/${mine!.id}`, cookie),
        context: appContext(db, media),
        params: { importId: String(mine!.id) },
      });
    expect((await page(seller.cookie)).status).toBe(200);
    expect((await page(other.cookie)).status).toBe(404);
  });

  it("lets only an operator import and export the store's products, in the audit log", async () => {
    const upload = (cookie: string) =>
      callRoute(storeImportAction, {
        request: formPost(
          "/admin/products/import",
          { csv: new Blob([csvOf([row(6001, { pictures: "" })])], { type: "text/csv" }) },
          cookie,
        ),
        context: appContext(db, media),
      });
    expect((await upload(seller.cookie)).status).toBe(404);
    expect((await upload("")).status).toBe(404);
    const boss = await signedInUser(db, "import-boss@example.com");
    await setOperator(db, boss.email, true);
    // The store has no picture to name yet: a new product without one is refused beside its pictures.
    expect(await upload(boss.cookie)).toMatchObject({
      status: 400,
      data: { problems: [{ line: 2, column: "pictures", message: "images.errors.noImage" }] },
    });
    const exported = await callRoute(storeCsvLoader, {
      request: pageRequest("/admin/products/export.csv", boss.cookie),
      context: appContext(db, media),
    });
    expect(exported.status).toBe(200);
    expect(exported.body).toContain("SAW A");
    expect(exported.body).not.toContain("IMP-00042");
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, "product.export"));
    expect(audited).toHaveLength(1);
    // An import the operator starts is in the audit log with its queueing, in the same transaction.
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00aa00" } })
      .png()
      .toBuffer();
    const accepted = await callRoute(storeImportAction, {
      request: formPost(
        "/admin/products/import",
        {
          csv: new Blob([csvOf([row(6002, { pictures: "store.png" })])], { type: "text/csv" }),
          pictures: new Blob([new Uint8Array(zipOf([{ name: "store.png", data: picture }]))], {
            type: "application/zip",
          }),
        },
        boss.cookie,
      ),
      context: appContext(db, media),
    });
    expect(accepted.status).toBe(303);
    const [queued] = await db.select().from(productImports).where(isNull(productImports.ownerId));
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "product.import"))).toMatchObject([
      { operatorEmail: boss.email, subject: `import:${queued?.id}` },
    ]);
    const [storeOwned] = await db.select({ n: count() }).from(products).where(isNull(products.ownerId));
    expect(storeOwned?.n).toBeGreaterThan(0);
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.sku, "IMP-06001"))),
    ).toEqual([]);
  });
});
