import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as createAction } from "~/routes/account/create-product";
import { loader as orderLoader } from "~/routes/account/order";
import { loader as saleLoader } from "~/routes/account/sale";
import { loader as productLoader } from "~/routes/product";
import { type ListingInput, parseListingForm } from "~domain/listing-input";
import { USD } from "~domain/money";
import { renditionKey } from "~domain/renditions";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { brands, categories, categoryBrands, mailOutbox, productImages } from "~server/db/schema";
import { type ListingImage, prepareListingImages } from "~server/listings/listing-images";
import { createListing, listingOfOwner, updateListing } from "~server/listings/listings";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { pricedCart } from "~server/shopping/priced-cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Pictures per colour (issue 48, F21; decision 046): a listing in red, blue and green whose pictures are, in order,
// the red one, one of no colour in particular, and the blue one. Green has no picture of its own.

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let seller: SignedIn;
let buyer: SignedIn;
let product: { id: number; slug: string };
/** The keys of the listing's pictures: red, any colour, blue. */
let keys: { red: string; plain: string; blue: string };

const picture = async (background: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 300, height: 300, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "picture.jpg",
    { type: "image/jpeg" },
  );

async function images(...files: File[]): Promise<ListingImage[]> {
  const prepared = await prepareListingImages(files);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.images;
}

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const listing = {
  name: "Bolt Cordless Drill in Three Colours",
  price: "80",
  compareAtPrice: "",
  stock: "20",
  description: "A drill sold in red, blue and green.",
  colors: ["red", "blue", "green"],
  subCategory: "drills",
  brand: "bolt",
};

function input(overrides: Record<string, string | string[]> = {}): ListingInput {
  const parsed = parseListingForm(form({ ...listing, ...overrides }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

const thumb = (key: string) => media.url(`${key}-thumb.webp`);

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  const [drills] = await database.db.select().from(categories).where(eq(categories.slug, "drills"));
  const [bolt] = await database.db.select().from(brands).where(eq(brands.slug, "bolt"));
  await database.db.insert(categoryBrands).values({ categoryId: drills!.id, brandId: bolt!.id });
  seller = await signedInUser(database.db, "colour-pictures-seller@example.com");
  buyer = await signedInUser(database.db, "colour-pictures-buyer@example.com");
  const created = await createListing(
    database.db,
    media,
    { seller: seller.id },
    input({ imageColors: ["red", "", "blue"] }),
    await images(await picture("#d00"), await picture("#888"), await picture("#00d")),
  );
  if (!created.ok) throw new Error(JSON.stringify(created));
  product = created;
  const stored = await listingOfOwner(database.db, media, { seller: seller.id }, created.id);
  const [red, plain, blue] = stored!.images;
  keys = { red: red!.key, plain: plain!.key, blue: blue!.key };
});

afterAll(async () => {
  await database?.cleanup();
});

describe("a listing's pictures", () => {
  it("are each tied to one of its colours, or to none, as the form said", async () => {
    const rows = await database.db
      .select({ key: productImages.mediaKey, color: productImages.colorSlug })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    expect(rows).toEqual([
      { key: keys.red, color: "red" },
      { key: keys.plain, color: null },
      { key: keys.blue, color: "blue" },
    ]);
    const edit = await listingOfOwner(database.db, media, { seller: seller.id }, product.id);
    expect(edit?.images.map((image) => image.color)).toEqual(["red", null, "blue"]);
  });

  it("refuse a colour the product does not come in, beside the pictures, keeping what was typed", async () => {
    const parsed = parseListingForm(form({ ...listing, colors: ["red"], imageColors: ["blue"] }));
    expect(parsed).toMatchObject({ ok: false, errors: { imageColors: "listings.errors.imageColor" } });
    const refused = await callRoute(createAction, {
      request: formPost(
        "/account/createProduct",
        form({ ...listing, colors: ["red"], imageColors: ["", "blue"], newImagesColor: "green" }),
        seller.cookie,
      ),
      context: appContext(database.db, media),
    });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        errors: { imageColors: "listings.errors.imageColor" },
        values: { imageColors: ["", "blue"], newImagesColor: "green", colors: "red" },
      },
    });
  });

  it("keep their colours when kept in another order; pictures picked without scripts take the colour given for them", async () => {
    const created = await createListing(
      database.db,
      media,
      { seller: seller.id },
      input({ name: "Bolt Drill Reordered" }),
      await images(await picture("#d00"), await picture("#00d")),
    );
    if (!created.ok) throw new Error("not created");
    const before = await listingOfOwner(database.db, media, { seller: seller.id }, created.id);
    const [first, second] = before!.images;
    // The kept pictures by place (second first, now blue; first, now of no colour), then a new one without an
    // entry of its own: a file input without scripts, whose pictures are green.
    const updated = await updateListing(
      database.db,
      media,
      { seller: seller.id },
      created.id,
      input({
        name: "Bolt Drill Reordered",
        keepImages: [second!.key, first!.key],
        imageColors: ["blue", ""],
        newImagesColor: "green",
      }),
      await images(await picture("#0d0")),
    );
    expect(updated).toMatchObject({ ok: true });
    const after = await listingOfOwner(database.db, media, { seller: seller.id }, created.id);
    expect(after?.images.map((image) => [image.key === second!.key, image.key === first!.key, image.color])).toEqual([
      [true, false, "blue"],
      [false, true, null],
      [false, false, "green"],
    ]);
  });
});

describe("a line in a colour", () => {
  it("shows that colour's picture in the cart, the order, the sale and the mails; a colour without one, the first", async () => {
    const owner = { userId: buyer.id };
    await addToCart(database.db, owner, product.id, 1, "blue");
    await addToCart(database.db, owner, product.id, 1, "red");
    await addToCart(database.db, owner, product.id, 1, "green");
    const cart = await pricedCart(database.db, media, owner, USD, UNTAXED);
    expect(cart.lines.map((line) => [line.color?.slug, line.imageKey, line.image])).toEqual([
      ["blue", keys.blue, thumb(keys.blue)],
      ["red", keys.red, thumb(keys.red)],
      ["green", keys.red, thumb(keys.red)],
    ]);

    await database.db.delete(mailOutbox);
    const placed = await placeOrder(database.db, {
      owner,
      userId: buyer.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
    const expected = [
      ["blue", thumb(keys.blue)],
      ["red", thumb(keys.red)],
      ["green", thumb(keys.red)],
    ];
    type Lines = { lines: { color: { slug: string } | null; image: string | null }[] };
    const order = await callRoute(orderLoader, {
      request: pageRequest(`/account/orders/${placed.number}`, buyer.cookie),
      context: appContext(database.db, media),
      params: { orderId: placed.number },
    });
    const orderLines = (order.data as { detail: Lines }).detail.lines;
    expect(orderLines.map((line) => [line.color?.slug, line.image])).toEqual(expected);
    const sale = await callRoute(saleLoader, {
      request: pageRequest(`/account/sales/${placed.number}`, seller.cookie),
      context: appContext(database.db, media),
      params: { orderNumber: placed.number },
    });
    expect((sale.data as Lines).lines.map((line) => [line.color?.slug, line.image])).toEqual(expected);

    // The picture the order kept stays its own: a later change of the listing's pictures does not move it.
    await database.db.update(productImages).set({ colorSlug: null }).where(eq(productImages.productId, product.id));
    const again = await callRoute(orderLoader, {
      request: pageRequest(`/account/orders/${placed.number}`, buyer.cookie),
      context: appContext(database.db, media),
      params: { orderId: placed.number },
    });
    expect((again.data as { detail: Lines }).detail.lines[0]?.image).toBe(thumb(keys.blue));

    // The buyer's confirmation and the seller's news of the sale show each line's picture, whole addresses.
    const queued = await database.db.select().from(mailOutbox);
    for (const kind of ["order-placed", "new-sale"]) {
      const row = queued.find((candidate) => candidate.kind === kind);
      const mail = await composeMail(database.db, row!, TEST_MAIL_SETTINGS);
      if ("gone" in mail) throw new Error(mail.gone);
      const shown = [...mail.html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]);
      expect(shown, kind).toEqual(
        [keys.blue, keys.red, keys.red].map((key) => `${TEST_MAIL_SETTINGS.publicUrl}/media/${key}-thumb.webp`),
      );
    }
  });
});

describe("the product page", () => {
  type Page = { color: string | null; product: { images: { color: string | null; picture: string }[] } };
  const page = async (query: string) => {
    const answer = await callRoute(productLoader, {
      request: pageRequest(`/shop/products/${product.slug}${query}`),
      context: appContext(database.db, media),
      params: { slug: product.slug },
    });
    expect(answer.status).toBe(200);
    return answer.data as Page;
  };

  it("lists the chosen colour's pictures first, then the others in their order, with that colour chosen", async () => {
    await database.db.update(productImages).set({ colorSlug: "red" }).where(eq(productImages.mediaKey, keys.red));
    await database.db.update(productImages).set({ colorSlug: "blue" }).where(eq(productImages.mediaKey, keys.blue));
    const blue = await page("?color=blue");
    expect(blue.color).toBe("blue");
    expect(blue.product.images.map((image) => renditionKey(image.picture, "thumb"))).toEqual(
      [keys.blue, keys.red, keys.plain].map(thumb),
    );
    const red = await page("?color=red");
    expect(red.product.images.map((image) => renditionKey(image.picture, "thumb"))).toEqual(
      [keys.red, keys.plain, keys.blue].map(thumb),
    );
    // Green has no picture of its own, and a colour the product does not come in is no choice: the pictures' order.
    for (const query of ["?color=green", "?color=purple", ""]) {
      expect(
        (await page(query)).product.images.map((image) => renditionKey(image.picture, "thumb")),
        query,
      ).toEqual([keys.red, keys.plain, keys.blue].map(thumb));
    }
    expect((await page("?color=purple")).color).toBeNull();
  });

  it("sends each picture once, as the address every size's rendition is named from, and each of those is stored", async () => {
    type Card = { picture: string | null; images: { picture: string }[] };
    const { product: shown } = (await page("")) as unknown as { product: Card };
    expect(shown.picture).toBe(media.url(keys.red));
    expect(shown.images.map((image) => image.picture)).toEqual([keys.red, keys.plain, keys.blue].map(media.url));
    for (const size of ["thumb", "card", "gallery", "large"] as const) {
      expect(renditionKey(shown.picture!, size)).toBe(media.url(renditionKey(keys.red, size)));
      expect(await media.exists(renditionKey(keys.red, size)), size).toBe(true);
    }
  });
});
