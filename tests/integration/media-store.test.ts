import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingForm } from "~domain/listing-input";
import { PRODUCT_IMAGE_SIZES, renditionKey } from "~domain/renditions";
import { brands, categories, categoryBrands } from "~server/db/schema";
import { prepareListingImages } from "~server/listings/listing-images";
import { createListing, deleteListing, listingOfOwner } from "~server/listings/listings";
import { createLocalMediaStore } from "~server/media/local-store";
import { createS3MediaStore } from "~server/media/s3-store";
import type { MediaStore } from "~server/media/store";
import { signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { closeTestApps, serveTestApp } from "../support/http-app";
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3Server } from "../support/s3-server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The same tests on both stores: the disk (the embedded default) and an S3-compatible bucket (s3rver).
let database: TestDatabase;
let s3: S3TestServer;

beforeAll(async () => {
  Object.assign(process.env, S3_TEST_CREDENTIALS);
  s3 = await startS3Server(["media", "cdn-media"]);
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  const id = async (table: typeof brands | typeof categories, slug: string) =>
    (await database.db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;
  await database.db
    .insert(categoryBrands)
    .values({ categoryId: await id(categories, "drills"), brandId: await id(brands, "bolt") });
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
  await s3?.close();
});

const serve = (media: MediaStore, mediaPublicUrl?: string) => serveTestApp({ db: database.db, media, mediaPublicUrl });

const stores: [string, () => Promise<MediaStore>][] = [
  ["on the disk", async () => createLocalMediaStore(path.join(database.dataDir, "media"))],
  [
    "in an S3-compatible bucket",
    () => createS3MediaStore({ bucket: "media", endpoint: s3.endpoint, region: "us-east-1" }),
  ],
];

describe.each(stores)("media %s", (_name, open) => {
  let media: MediaStore;
  let site: string;
  const webp = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#c84" } })
      .webp()
      .toBuffer();

  beforeAll(async () => {
    media = await open();
    site = await serve(media);
  });

  it("keeps, finds, returns and removes an object by its key", async () => {
    const data = await webp();
    expect(await media.exists("avatars/a1-small.webp")).toBe(false);
    await media.put("avatars/a1-small.webp", data, "image/webp");
    expect(await media.exists("avatars/a1-small.webp")).toBe(true);
    const found = await media.get("avatars/a1-small.webp");
    expect(found).toMatchObject({ contentType: "image/webp", size: data.length });
    const chunks: Buffer[] = [];
    for await (const chunk of found!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    await media.remove("avatars/a1-small.webp");
    expect(await media.exists("avatars/a1-small.webp")).toBe(false);
    expect(await media.get("avatars/a1-small.webp")).toBeUndefined();
    expect(media.url("avatars/a1-small.webp")).toBe("/media/avatars/a1-small.webp");
    expect(() => media.url("../etc/passwd")).toThrow(/Invalid media key/);
  });

  it("takes the same object written twice at once (a download and the background pass drawing one invoice)", async () => {
    const data = await webp();
    await Promise.all(Array.from({ length: 4 }, () => media.put("avatars/twice.webp", data, "image/webp")));
    expect(await media.get("avatars/twice.webp")).toMatchObject({ size: data.length });
  });

  it("is served by the app at /media with a year's immutable cache, 304 for a kept copy, 404 for anything else", async () => {
    const data = await webp();
    await media.put("products/served-card.webp", data, "image/webp");
    const response = await fetch(`${site}/media/products/served-card.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${site}/media/products/served-card.webp`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${site}/media/products/served-card.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(data.length));
    expect((await fetch(`${site}/media/products/missing-card.webp`)).status).toBe(404);
    expect((await fetch(`${site}/media/products/%2e%2e%2fstore.lock`)).status).toBe(404);
    expect((await fetch(`${site}/media/.hidden`)).status).toBe(404);
  });

  it("holds a listing's pictures in every size, and deleting the listing removes them", async () => {
    const seller = await signedInUser(database.db, `seller-${Math.random().toString(36).slice(2)}@example.com`);
    const picture = await sharp({ create: { width: 600, height: 500, channels: 3, background: "#48c" } })
      .jpeg()
      .toBuffer();
    const prepared = await prepareListingImages([
      new File([new Uint8Array(picture)], "drill.jpg", { type: "image/jpeg" }),
    ]);
    if (!prepared.ok) throw new Error(prepared.error);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Bolt Drill In Storage",
      price: "99.00",
      compareAtPrice: "",
      availability: "in-stock",
      stock: "3",
      description: "A drill whose pictures live in the media store.",
      subCategory: "drills",
      brand: "bolt",
    }))
      form.append(name, value);
    const input = parseListingForm(form);
    if (!input.ok) throw new Error(JSON.stringify(input.errors));
    const created = await createListing(database.db, media, { seller: seller.id }, input.data, prepared.images);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const listing = await listingOfOwner(database.db, media, { seller: seller.id }, created.id);
    const key = listing!.images[0]!.key;
    const sizes = Object.keys(PRODUCT_IMAGE_SIZES) as (keyof typeof PRODUCT_IMAGE_SIZES)[];
    for (const size of sizes) {
      const response = await fetch(`${site}${media.url(renditionKey(key, size))}`);
      expect(response.status, size).toBe(200);
      const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(width, size).toBe(PRODUCT_IMAGE_SIZES[size]);
    }
    expect(await deleteListing(database.db, media, { seller: seller.id }, created.id)).toEqual({
      name: "Bolt Drill In Storage",
    });
    for (const size of sizes) expect(await media.exists(renditionKey(key, size)), size).toBe(false);
    expect((await fetch(`${site}${media.url(renditionKey(key, "card"))}`)).status).toBe(404);
  });
});

describe("media behind a CDN", () => {
  it("links pictures at MEDIA_PUBLIC_URL, and the pages' policy lets that origin show images", async () => {
    const media = await createS3MediaStore({
      bucket: "cdn-media",
      endpoint: s3.endpoint,
      region: "us-east-1",
      publicUrl: "https://cdn.example.com/store/",
    });
    expect(media.url("products/x-card.webp")).toBe("https://cdn.example.com/store/products/x-card.webp");
    const site = await serve(media, "https://cdn.example.com/store");
    const policy = (await fetch(`${site}/site/terms`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com;");
  });

  it("refuses to start on a bucket that does not exist, naming it", async () => {
    await expect(
      createS3MediaStore({ bucket: "no-such-bucket", endpoint: s3.endpoint, region: "us-east-1" }),
    ).rejects.toThrow(/the bucket no-such-bucket could not be reached \(HTTP 404/);
  });
});
