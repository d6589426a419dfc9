import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as createAction, loader as createLoader } from "~/routes/account/create-product";
import { action as editAction, loader as editLoader } from "~/routes/account/edit-product";
import { action as uploadAction } from "~/routes/account/listing-upload";
import { action as myProductsAction, loader as myProductsLoader } from "~/routes/account/my-products";
import { loader as productLoader } from "~/routes/product";
import { productPath } from "~domain/catalog-links";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { type ListingInput, parseListingForm } from "~domain/listing-input";
import { USD } from "~domain/money";
import { PRODUCT_IMAGE_SIZES } from "~domain/renditions";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { catalogPage } from "~server/catalog/catalog-page";
import { brands, categories, categoryBrands, currencies, orderLines, products } from "~server/db/schema";
import { type ListingImage, prepareListingImages } from "~server/listings/listing-images";
import { listingOptions } from "~server/listings/listing-options";
import { createListing, deleteListing, listingOfOwner, updateListing } from "~server/listings/listings";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { searchProducts } from "~server/search/products";
import { addToCart } from "~server/shopping/cart";
import { addToList, listProducts } from "~server/shopping/lists";
import { pricedCart } from "~server/shopping/priced-cart";
import { signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let jpeg: File;
let png: File;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
  // The fixture's drills carry acme and bolt; saws carry crown.
  const ids = async (table: typeof brands | typeof categories, slug: string) =>
    (await database.db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;
  await database.db.insert(categoryBrands).values([
    { categoryId: await ids(categories, "drills"), brandId: await ids(brands, "acme") },
    { categoryId: await ids(categories, "drills"), brandId: await ids(brands, "bolt") },
    { categoryId: await ids(categories, "saws"), brandId: await ids(brands, "crown") },
  ]);
  await database.db
    .insert(currencies)
    .values({ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } });
  const picture = (format: "jpeg" | "png") =>
    sharp({ create: { width: 1000, height: 800, channels: 3, background: "#c84" } })
      [format]()
      .toBuffer();
  jpeg = new File([new Uint8Array(await picture("jpeg"))], "drill.jpg", { type: "image/jpeg" });
  png = new File([new Uint8Array(await picture("png"))], "drill.png", { type: "image/png" });
});

afterAll(async () => {
  await database?.cleanup();
});

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const valid = {
  name: "Bolt Hammer Drill HD-900",
  price: "129.90",
  compareAtPrice: "",
  availability: "in-stock",
  stock: "5",
  badges: ["new", "sale"],
  description: "A hammer drill for masonry, with two speeds.",
  colors: ["red", "blue"],
  subCategory: "drills",
  brand: "bolt",
};

function input(overrides: Record<string, string | string[]> = {}): ListingInput {
  const parsed = parseListingForm(form({ ...valid, ...overrides }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

async function images(...files: File[]): Promise<ListingImage[]> {
  const prepared = await prepareListingImages(files);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.images;
}

describe("the listing form", () => {
  it("needs a name, a positive price, a description, a brand and a sub-category", () => {
    const parsed = parseListingForm(form({ price: "0", compareAtPrice: "abc" }));
    expect(parsed).toMatchObject({
      ok: false,
      errors: {
        name: "errors.required",
        price: "listings.errors.priceInvalid",
        compareAtPrice: "listings.errors.priceInvalid",
        description: "errors.required",
        subCategory: "errors.required",
        brand: "errors.required",
      },
    });
    expect(input({ price: "12,5", compareAtPrice: "0" })).toMatchObject({ price: 1250, compareAtPrice: 0 });
    expect(input({ availability: "" }).availability).toBe("in-stock");
  });

  it("offers the sub-categories with brands grouped under their category, each with its brands, and the colours", async () => {
    const options = await listingOptions(database.db, "en");
    expect(options.groups).toEqual([
      {
        category: "Tools",
        subCategories: [
          {
            slug: "drills",
            name: "Drills",
            brands: [
              { slug: "acme", name: "ACME" },
              { slug: "bolt", name: "BOLT" },
            ],
            taxClass: "standard",
          },
          { slug: "saws", name: "Saws", brands: [{ slug: "crown", name: "CROWN" }], taxClass: "standard" },
        ],
      },
    ]);
    // Mowers (Garden) has no brand yet, so nothing could be listed there: neither it nor Garden is offered.
    expect(options.colors.map((color) => color.slug)).toEqual(["red", "blue", "green"]);
  });
});

describe("the image pipeline", () => {
  it("accepts real JPG and PNG files and makes every size as WebP", async () => {
    const [fromJpeg, fromPng] = await images(jpeg, png);
    for (const image of [fromJpeg!, fromPng!]) {
      for (const [size, px] of Object.entries(PRODUCT_IMAGE_SIZES)) {
        const meta = await sharp(image[size as keyof typeof PRODUCT_IMAGE_SIZES]).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", px, px]);
      }
    }
  });

  it("refuses a text file named .png, a truncated PNG, a GIF, a 12 MB file and a decompression bomb", async () => {
    const pngBytes = new Uint8Array(await png.arrayBuffer());
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const cases: [File, string][] = [
      [new File(["not a picture"], "notes.png", { type: "image/png" }), "images.errors.invalidType"],
      [
        new File([pngBytes.subarray(0, pngBytes.length / 2)], "half.png", { type: "image/png" }),
        "images.errors.invalidType",
      ],
      [new File([new Uint8Array(gif)], "anim.png", { type: "image/png" }), "images.errors.invalidType"],
      [new File([new Uint8Array(12 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }), "images.errors.tooLarge"],
      [
        new File([new Uint8Array(pngBomb(50_000, 50_000))], "bomb.png", { type: "image/png" }),
        "images.errors.tooLarge",
      ],
    ];
    for (const [file, error] of cases) {
      expect(await prepareListingImages([jpeg, file]), file.name).toEqual({ ok: false, error });
    }
  });
});

describe("a seller's listings", () => {
  it("appear at once in their category and in the search, with rating 0, the owner and the colours", async () => {
    const seller = await signedInUser(database.db, "seller@example.com");
    const created = await createListing(database.db, media, { seller: seller.id }, input(), await images(jpeg, png));
    expect(created).toMatchObject({ ok: true, slug: "bolt-hammer-drill-hd-900" });
    const again = await createListing(database.db, media, { seller: seller.id }, input(), await images(jpeg));
    expect(again.ok && again.slug).toMatch(/^bolt-hammer-drill-hd-900-[0-9a-f]{6}$/);

    const [row] = await database.db.select().from(products).where(eq(products.slug, "bolt-hammer-drill-hd-900"));
    expect(row).toMatchObject({
      ownerId: seller.id,
      priceCents: 12_990,
      compareAtCents: null,
      ratingSum: 0,
      ratingCount: 0,
      badges: ["new", "sale"],
    });
    const redDrills = parseCatalogQuery(new URLSearchParams("filter_color=red&filter_check=bolt"));
    const drills = await catalogPage(database.db, media, "en", "drills", redDrills);
    expect(drills?.items.map((item) => item.slug)).toContain("bolt-hammer-drill-hd-900");
    const found = await searchProducts(database.db, media, "en", "hammer drill");
    expect(found.items.map((item) => item.slug)).toContain("bolt-hammer-drill-hd-900");
    const editable = await listingOfOwner(database.db, media, { seller: seller.id }, row!.id);
    expect(editable).toMatchObject({ subCategory: "drills", brand: "bolt", colors: ["red", "blue"] });
    expect(editable?.images).toHaveLength(2);
  });

  it("named in Russian or Arabic get a readable, unique slug by transliteration, and their page is found by it", async () => {
    const seller = await signedInUser(database.db, "seller-scripts@example.com");
    const slugOf = async (name: string) => {
      const created = await createListing(
        database.db,
        media,
        { seller: seller.id },
        input({ name }),
        await images(jpeg),
      );
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      return created.slug;
    };
    const russian = await slugOf("Дрель ударная Макита 18В");
    const russianAgain = await slugOf("Дрель ударная Макита 18В");
    const arabic = await slugOf("مثقاب كهربائي بوش");
    expect(russian).toBe("drel-udarnaya-makita-18v");
    expect(russianAgain).toMatch(/^drel-udarnaya-makita-18v-[0-9a-f]{6}$/);
    expect(arabic).toBe("mthqab-khrbayy-bwsh");

    for (const [slug, name] of [
      [russian, "Дрель ударная Макита 18В"],
      [russianAgain, "Дрель ударная Макита 18В"],
      [arabic, "مثقاب كهربائي بوش"],
    ] as const) {
      const page = await callRoute(productLoader, {
        request: pageRequest(productPath(slug)),
        context: appContext(database.db, media),
        params: { slug },
      });
      expect(page, slug).toMatchObject({ status: 200, data: { product: { slug, name } } });
    }
  });

  it("refuses a brand the sub-category does not carry, a category with sub-categories, and no picture", async () => {
    const seller = await signedInUser(database.db, "seller-errors@example.com");
    const one = await images(jpeg);
    expect(await createListing(database.db, media, { seller: seller.id }, input({ brand: "crown" }), one)).toEqual({
      ok: false,
      errors: { brand: "listings.errors.brand" },
    });
    expect(
      await createListing(database.db, media, { seller: seller.id }, input({ subCategory: "tools" }), one),
    ).toMatchObject({
      ok: false,
      errors: { subCategory: "listings.errors.subCategory" },
    });
    expect(await createListing(database.db, media, { seller: seller.id }, input(), [])).toEqual({
      ok: false,
      errors: { images: "images.errors.noImage" },
    });
  });

  it("can be changed and removed by their owner only; carts and lists drop them, orders keep their copy", async () => {
    const seller = await signedInUser(database.db, "owner@example.com");
    const other = await signedInUser(database.db, "not-owner@example.com");
    const created = await createListing(
      database.db,
      media,
      { seller: seller.id },
      input({ name: "Acme Saw Blade", subCategory: "saws", brand: "crown" }),
      await images(jpeg, png),
    );
    if (!created.ok) throw new Error("not created");
    const id = created.id;
    const changed = input({ name: "Acme Saw Blade 2", subCategory: "saws", brand: "crown", price: "10" });

    expect(await updateListing(database.db, media, { seller: other.id }, id, changed, [])).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await listingOfOwner(database.db, media, { seller: other.id }, id)).toBeNull();
    expect(await deleteListing(database.db, media, { seller: other.id }, id)).toBeNull();

    const before = await listingOfOwner(database.db, media, { seller: seller.id }, id);
    const keep = before!.images[1]!.key;
    const updated = await updateListing(
      database.db,
      media,
      { seller: seller.id },
      id,
      { ...changed, keepImages: [keep], colors: ["green"] },
      await images(jpeg),
    );
    expect(updated).toEqual({ ok: true, id: created.id, slug: created.slug });
    const after = await listingOfOwner(database.db, media, { seller: seller.id }, id);
    expect(after).toMatchObject({ name: "Acme Saw Blade 2", priceCents: 1000, colors: ["green"] });
    expect(after?.images.map((image) => image.key)[0]).toBe(keep);
    expect(after?.images).toHaveLength(2);
    expect(await media.exists(`${before!.images[0]!.key}-card.webp`)).toBe(false);

    // A shopper has it in their cart and wish list, and bought it once.
    const shopper = await signedInUser(database.db, "shopper@example.com");
    await addToCart(database.db, { userId: shopper.id }, id, 1);
    const order = await placeOrder(database.db, {
      owner: { userId: shopper.id },
      userId: shopper.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    await addToCart(database.db, { userId: shopper.id }, id, 2);
    await addToList(database.db, shopper.id, "wishlist", id);

    expect(await deleteListing(database.db, media, { seller: seller.id }, id)).toEqual({ name: "Acme Saw Blade 2" });
    expect(await database.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect((await pricedCart(database.db, media, { userId: shopper.id }, USD, UNTAXED)).lines).toEqual([]);
    expect(await listProducts(database.db, media, "en", shopper.id, "wishlist")).toEqual([]);
    expect(order.ok).toBe(true);
    const kept = await database.db.select().from(orderLines).where(eq(orderLines.name, "Acme Saw Blade 2"));
    expect(kept).toMatchObject([{ productId: null, priceCents: 1000, quantity: 1, imageKey: keep }]);
    // The order still shows the picture it kept (decision 046): its files outlive the listing; the other goes.
    expect(await media.exists(`${keep}-thumb.webp`)).toBe(true);
    expect(await media.exists(`${after!.images[1]!.key}-thumb.webp`)).toBe(false);
  });
});

/** A small PNG whose header claims `width`×`height` pixels: decoding it would need gigabytes. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", firstRows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("the listing pages", () => {
  const context = () => appContext(database.db, media);
  const post = (url: string, fields: Record<string, string | string[]>, files: File[], cookie?: string) => {
    const body = form(fields);
    for (const file of files) body.append("images", file);
    return formPost(url, body, cookie);
  };
  const upload = async (url: string, fields: Record<string, string | string[]>, files: File[], cookie?: string) => {
    const answer = (await uploadAction({
      request: post(url, fields, files, cookie),
      context: context(),
      params: { productId: url.split("/")[3] },
    } as never)) as Response;
    return { status: answer.status, body: await answer.json() };
  };

  it("save a form posted without JavaScript and say so on My Products; a refused one keeps what was typed", async () => {
    const seller = await signedInUser(database.db, "plain-poster@example.com");
    const saved = await callRoute(createAction, {
      request: post(
        "/account/createProduct",
        { ...valid, name: "Crown Saw Blade 40T", subCategory: "saws", brand: "crown" },
        [png],
        seller.cookie,
      ),
      context: context(),
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toMatch(/^\/account\/myProducts\?saved=created&product=\d+$/);
    const list = await callRoute(myProductsLoader, {
      request: pageRequest(saved.location!, seller.cookie),
      context: context(),
    });
    expect(list.data).toMatchObject({
      message: { key: "listings.created", name: "Crown Saw Blade 40T" },
      products: [{ name: "Crown Saw Blade 40T", priceCents: 12_990, availability: "in-stock" }],
    });

    const refused = await callRoute(createAction, {
      request: post("/account/createProduct", { ...valid, price: "-3" }, [], seller.cookie),
      context: context(),
    });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        errors: {
          price: "listings.errors.priceInvalid",
          images: "images.errors.noImage",
        },
        values: { name: valid.name, price: "-3", colors: ["red", "blue"], badges: ["new", "sale"] },
      },
    });
  });

  it("answer the upload with JSON: the saved listing, the fields to fix, and 401 for someone signed out", async () => {
    const seller = await signedInUser(database.db, "uploader@example.com");
    const created = await upload(
      "/account/listings",
      { ...valid, name: "Acme Drill Press" },
      [jpeg, png],
      seller.cookie,
    );
    expect(created).toMatchObject({
      status: 200,
      body: { ok: true, name: "Acme Drill Press", slug: "acme-drill-press" },
    });
    const refused = await upload(
      "/account/listings",
      { ...valid, name: "" },
      [new File(["hello"], "note.png")],
      seller.cookie,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, errors: { name: "errors.required", images: "images.errors.invalidType" } },
    });
    expect(await upload("/account/listings", valid, [jpeg])).toMatchObject({ status: 401, body: { ok: false } });
    const changed = await upload(
      `/account/listings/${created.body.id}`,
      { ...valid, name: "Acme Drill Press II", keepImages: [] },
      [png],
      seller.cookie,
    );
    expect(changed).toMatchObject({ status: 200, body: { ok: true, id: created.body.id, slug: "acme-drill-press" } });
    const edit = await callRoute(editLoader, {
      request: pageRequest(`/account/myProducts/${created.body.id}`, seller.cookie),
      context: context(),
      params: { productId: String(created.body.id) },
    });
    expect(edit.data).toMatchObject({ listing: { values: { name: "Acme Drill Press II", price: "129.90" } } });
    expect((edit.data as { listing: { images: unknown[] } }).listing.images).toHaveLength(1);
  });

  it("let only the owner open, change or delete a listing: anyone else gets 404 and nothing changes", async () => {
    const seller = await signedInUser(database.db, "owner-only@example.com");
    const other = await signedInUser(database.db, "not-the-owner@example.com");
    const created = await createListing(
      database.db,
      media,
      { seller: seller.id },
      input({ name: "Bolt Impact Driver" }),
      await images(jpeg),
    );
    if (!created.ok) throw new Error("not created");
    const url = `/account/myProducts/${created.id}`;
    const params = { productId: String(created.id) };

    const page = await callRoute(editLoader, { request: pageRequest(url, other.cookie), context: context(), params });
    expect(page.status).toBe(404);
    const pagePost = await callRoute(editAction, {
      request: post(url, { ...valid, name: "Taken over" }, [jpeg], other.cookie),
      context: context(),
      params,
    });
    expect(pagePost.status).toBe(404);
    const uploaded = await upload(
      `/account/listings/${created.id}`,
      { ...valid, name: "Taken over" },
      [jpeg],
      other.cookie,
    );
    expect(uploaded.status).toBe(404);
    const deleted = await callRoute(myProductsAction, {
      request: formPost("/account/myProducts", { intent: "delete", productId: String(created.id) }, other.cookie),
      context: context(),
    });
    expect(deleted.status).toBe(404);
    const theirs = await callRoute(myProductsLoader, {
      request: pageRequest("/account/myProducts", other.cookie),
      context: context(),
    });
    expect(theirs.data).toMatchObject({ products: [] });
    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ name: "Bolt Impact Driver", ownerId: seller.id });

    // A made-up id is missing too, and a guest is sent to log in.
    const made = await callRoute(editLoader, {
      request: pageRequest("/account/myProducts/abc", seller.cookie),
      context: context(),
      params: { productId: "abc" },
    });
    expect(made.status).toBe(404);
    const guest = await callRoute(createLoader, { request: pageRequest("/account/createProduct"), context: context() });
    expect(guest).toMatchObject({ status: 302, location: "/account/login?redirectTo=%2Faccount%2FcreateProduct" });

    const own = await callRoute(myProductsAction, {
      request: formPost("/account/myProducts", { intent: "delete", productId: String(created.id) }, seller.cookie),
      context: context(),
    });
    expect(own).toMatchObject({ status: 200, data: { deleted: "Bolt Impact Driver" } });
    expect(await database.db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
  });

  it("refuse a form larger than ten 10 MB pictures with 413 before reading it", async () => {
    const seller = await signedInUser(database.db, "huge-poster@example.com");
    const request = new Request("http://localhost/account/listings", {
      method: "POST",
      headers: {
        cookie: seller.cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(102 * 1024 * 1024),
      },
      body: "--x--",
    });
    const answer = (await uploadAction({ request, context: context(), params: {} } as never)) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ errors: { images: "listings.errors.uploadTooLarge" } });
  });

  it("refuse an eleventh picture with 413 as soon as it comes, naming the limit of ten", async () => {
    const seller = await signedInUser(database.db, "many-pictures@example.com");
    const sent = form(valid);
    for (let i = 0; i < 11; i++) sent.append("images", jpeg);
    const request = formPost("/account/listings", sent, seller.cookie);
    const answer = (await uploadAction({ request, context: context(), params: {} } as never)) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ errors: { images: "listings.errors.tooManyImages" } });
  });
});
