import path from "node:path";
import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as sellerEditAction, loader as sellerEditLoader } from "~/routes/account/edit-product";
import { action as sellerUploadAction } from "~/routes/account/listing-upload";
import { action as myProductsAction } from "~/routes/account/my-products";
import { action as createAction, loader as createLoader } from "~/routes/admin/create-product";
import { action as editAction, loader as editLoader } from "~/routes/admin/edit-product";
import { action as uploadAction } from "~/routes/admin/product-upload";
import { action as productsAction, loader as productsLoader } from "~/routes/admin/products";
import { loader as productLoader } from "~/routes/product";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { auditLog, brands, categories, categoryBrands, orderLines, products } from "~server/db/schema";
import { prepareListingImages } from "~server/listings/listing-images";
import { createListing } from "~server/listings/listings";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The store's own products (issue 48, F17; decision 046): the fixture's ten products have no owner, as the demo's do.
// Operators change them with the sellers' listing form under /admin/products; nobody else reaches those addresses,
// and the store's addresses reach no seller's product.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let customer: SignedIn;
let seller: SignedIn;
let jpeg: File;
/** A product of the seller's own. */
let sellersProduct: number;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  const [drills] = await database.db.select().from(categories).where(eq(categories.slug, "drills"));
  const [bolt] = await database.db.select().from(brands).where(eq(brands.slug, "bolt"));
  await database.db.insert(categoryBrands).values({ categoryId: drills!.id, brandId: bolt!.id });
  operator = await signedInUser(database.db, "store-operator@example.com");
  await setOperator(database.db, operator.email, true);
  customer = await signedInUser(database.db, "store-customer@example.com");
  seller = await signedInUser(database.db, "store-seller@example.com");
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
  jpeg = new File([new Uint8Array(picture)], "drill.jpg", { type: "image/jpeg" });
  const created = await createListing(
    database.db,
    media,
    { seller: seller.id },
    {
      locale: "en",
      name: "The Seller's Own Drill",
      price: 5000,
      compareAtPrice: 0,
      availability: "in-stock",
      stock: 3,
      badges: [],
      description: "Not the store's.",
      translations: {},
      colors: [],
      subCategory: "drills",
      brand: "bolt",
      taxClass: null,
      keepImages: [],
      imageColors: [],
      newImagesColor: "",
    },
    [await pictureOf(jpeg)],
  );
  if (!created.ok) throw new Error("not created");
  sellersProduct = created.id;
});

afterAll(async () => {
  await database?.cleanup();
});

async function pictureOf(file: File) {
  const prepared = await prepareListingImages([file]);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.images[0]!;
}

const context = () => appContext(database.db, media);

/** The listing form as a browser posts it, pictures last. */
function listingForm(fields: Record<string, string | string[]>, files: File[] = []): FormData {
  const form = new FormData();
  const all = {
    name: "Store Hammer Drill",
    price: "99.00",
    compareAtPrice: "",
    availability: "in-stock",
    stock: "12",
    description: "Sold by the store itself.",
    subCategory: "drills",
    brand: "bolt",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) form.append("images", file);
  return form;
}

const call = (fn: (args: never) => unknown, url: string, cookie?: string, body?: FormData | Record<string, string>) =>
  callRoute(fn, {
    request: body ? formPost(url, body, cookie) : pageRequest(url, cookie),
    context: context(),
    params: url.match(/\/(?:products|myProducts|listings)\/(\d+)/) ? { productId: url.split("/")[3]! } : {},
  });

const auditRows = () => database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const productCount = async () => (await database.db.select({ n: count() }).from(products))[0]!.n;

describe("the back office's store products", () => {
  it("lists the store's own products only, newest first, found by name", async () => {
    const page = await call(productsLoader, "/admin/products", operator.cookie);
    const slugs = (page.data as { products: { slug: string }[] }).products.map((product) => product.slug);
    expect(slugs).toContain("drill-a");
    expect(slugs).toHaveLength(10);
    expect(slugs).not.toContain("the-sellers-own-drill");
    const found = await call(productsLoader, "/admin/products?q=MOWER", operator.cookie);
    expect((found.data as { products: { slug: string }[] }).products.map((product) => product.slug)).toEqual([
      "mower-a",
      "mower-b",
    ]);
  });

  it("adds a store product with the sellers' form, posted without scripts or uploaded, each in the audit log", async () => {
    const plain = await call(createAction, "/admin/products/new", operator.cookie, listingForm({}, [jpeg]));
    expect(plain.status).toBe(303);
    expect(plain.location).toMatch(/^\/admin\/products\?saved=created&product=\d+$/);
    const id = Number(plain.location!.split("product=")[1]);
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ name: "Store Hammer Drill", ownerId: null, priceCents: 9900, stock: 12 });
    expect((await auditRows())[0]).toMatchObject({
      action: "product.create",
      subject: `product:${id}`,
      subjectLabel: "Store Hammer Drill",
      operatorEmail: operator.email,
    });
    const list = await call(productsLoader, plain.location!, operator.cookie);
    expect(list.data).toMatchObject({ message: { key: "listings.created", name: "Store Hammer Drill" } });

    const uploaded = (await uploadAction({
      request: formPost("/admin/products/upload", listingForm({ name: "Store Drill Press" }, [jpeg]), operator.cookie),
      context: context(),
      params: {},
    } as never)) as Response;
    expect(uploaded.status).toBe(200);
    const answer = (await uploaded.json()) as { id: number; slug: string };
    expect(answer).toMatchObject({ ok: true, slug: "store-drill-press" });
    const [pressRow] = await database.db.select().from(products).where(eq(products.id, answer.id));
    expect(pressRow?.ownerId).toBeNull();
    expect((await auditRows())[0]).toMatchObject({ action: "product.create", subjectLabel: "Store Drill Press" });

    // A form to fix comes back with what was typed, beside the fields, and nothing is saved or audited.
    const before = (await auditRows()).length;
    const refused = await call(createAction, "/admin/products/new", operator.cookie, listingForm({ price: "x" }));
    expect(refused).toMatchObject({
      status: 400,
      data: {
        errors: { price: "listings.errors.priceInvalid", images: "images.errors.noImage" },
        values: { price: "x" },
      },
    });
    expect(await auditRows()).toHaveLength(before);
  });

  it("changes a store product's price, stock, pictures and texts, and its page shows them", async () => {
    const id = await productId(database.db, "drill-c");
    const url = `/admin/products/${id}`;
    const edit = await call(editLoader, url, operator.cookie);
    expect(edit.data).toMatchObject({ listing: { id, values: { name: "DRILL C", price: "50.00", stock: "50" } } });
    const saved = await call(
      editAction,
      url,
      operator.cookie,
      listingForm(
        {
          name: "DRILL C",
          price: "47.50",
          stock: "8",
          description: "The store's cordless drill.",
          "translations.ru.name": "Дрель C",
          colors: ["blue"],
          imageColors: ["blue"],
        },
        [jpeg],
      ),
    );
    expect(saved).toMatchObject({ status: 303, location: `/admin/products?saved=updated&product=${id}` });
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      priceCents: 4750,
      stock: 8,
      ownerId: null,
      description: "The store's cordless drill.",
    });
    expect((await auditRows())[0]).toMatchObject({ action: "product.update", subject: `product:${id}` });

    const page = await callRoute(productLoader, {
      request: pageRequest("/shop/products/drill-c"),
      context: appContext(database.db, media, { prefs: { locale: "ru", currency: "USD" } }),
      params: { slug: "drill-c" },
    });
    expect(page.data).toMatchObject({
      product: { name: "Дрель C", priceCents: 4750, stock: 8, images: [{ color: "blue" }] },
    });
  });

  it("removes a store product for good, asked once more without scripts; its orders keep their line and picture", async () => {
    const created = await call(
      createAction,
      "/admin/products/new",
      operator.cookie,
      listingForm({ name: "Gone" }, [jpeg]),
    );
    const id = Number(created.location!.split("product=")[1]);
    const edit = await call(editLoader, `/admin/products/${id}`, operator.cookie);
    const picture = (edit.data as { listing: { images: { key: string }[] } }).listing.images[0]!;
    await addToCart(database.db, { userId: customer.id }, id, 1);
    const placed = await placeOrder(database.db, {
      owner: { userId: customer.id },
      userId: customer.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    expect(placed.ok).toBe(true);

    const fields = { intent: "delete", productId: String(id) };
    const asked = await call(productsAction, "/admin/products", operator.cookie, fields);
    expect(asked).toMatchObject({ status: 200, data: { confirm: fields, deleted: null } });
    expect(await database.db.select().from(products).where(eq(products.id, id))).toHaveLength(1);

    const removed = await call(productsAction, "/admin/products", operator.cookie, {
      ...fields,
      [CONFIRMED_FIELD]: "1",
    });
    expect(removed).toMatchObject({ status: 200, data: { deleted: "Gone" } });
    expect(await database.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect((await auditRows())[0]).toMatchObject({
      action: "product.delete",
      subject: `product:${id}`,
      subjectLabel: "Gone",
    });
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.name, "Gone"));
    expect(line).toMatchObject({ productId: null, imageKey: picture.key, priceCents: 9900 });
    expect(await media.exists(`${picture.key}-thumb.webp`)).toBe(true);
    // Gone is gone: its page is not found, and a second removal too.
    const again = await call(productsAction, "/admin/products", operator.cookie, { ...fields, [CONFIRMED_FIELD]: "1" });
    expect(again.status).toBe(404);
  });
});

describe("who may change which products", () => {
  it("answers 404 to a guest, a customer and a seller at every store-product address and action, changing nothing", async () => {
    const storeId = await productId(database.db, "saw-a");
    const products_ = await productCount();
    const audited = (await auditRows()).length;
    const confirmed = { intent: "delete", productId: String(storeId), [CONFIRMED_FIELD]: "1" };
    for (const [who, cookie] of [
      ["guest", undefined],
      ["customer", customer.cookie],
      ["seller", seller.cookie],
    ] as const) {
      const answers = [
        await call(productsLoader, "/admin/products", cookie),
        await call(productsAction, "/admin/products", cookie, confirmed),
        await call(createLoader, "/admin/products/new", cookie),
        await call(createAction, "/admin/products/new", cookie, listingForm({}, [jpeg])),
        await call(editLoader, `/admin/products/${storeId}`, cookie),
        await call(editAction, `/admin/products/${storeId}`, cookie, listingForm({ price: "1" }, [jpeg])),
        await call(uploadAction, "/admin/products/upload", cookie, listingForm({}, [jpeg])),
        await call(uploadAction, `/admin/products/${storeId}/upload`, cookie, listingForm({ price: "1" }, [jpeg])),
      ];
      expect(
        answers.map((answer) => answer.status),
        who,
      ).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    }
    expect(await productCount()).toBe(products_);
    expect(await auditRows()).toHaveLength(audited);
    const [saw] = await database.db.select().from(products).where(eq(products.id, storeId));
    expect(saw).toMatchObject({ priceCents: 4000, ownerId: null });
  });

  it("lets no seller reach a store product through their own pages", async () => {
    const storeId = await productId(database.db, "saw-b");
    const url = `/account/myProducts/${storeId}`;
    expect((await call(sellerEditLoader, url, seller.cookie)).status).toBe(404);
    expect((await call(sellerEditAction, url, seller.cookie, listingForm({ price: "1" }, [jpeg]))).status).toBe(404);
    const upload = (await sellerUploadAction({
      request: formPost(`/account/listings/${storeId}`, listingForm({ price: "1" }, [jpeg]), seller.cookie),
      context: context(),
      params: { productId: String(storeId) },
    } as never)) as Response;
    expect(upload.status).toBe(404);
    const deleted = await call(myProductsAction, "/account/myProducts", seller.cookie, {
      intent: "delete",
      productId: String(storeId),
    });
    expect(deleted.status).toBe(404);
    const [saw] = await database.db.select().from(products).where(eq(products.id, storeId));
    expect(saw).toMatchObject({ priceCents: 6000, ownerId: null });
  });

  it("lets no operator change a seller's product through the store's pages: they hide it in Listings", async () => {
    const url = `/admin/products/${sellersProduct}`;
    const answers = [
      await call(editLoader, url, operator.cookie),
      await call(editAction, url, operator.cookie, listingForm({ price: "1" }, [jpeg])),
      await call(uploadAction, `${url}/upload`, operator.cookie, listingForm({ price: "1" }, [jpeg])),
      await call(productsAction, "/admin/products", operator.cookie, {
        intent: "delete",
        productId: String(sellersProduct),
        [CONFIRMED_FIELD]: "1",
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    const [row] = await database.db.select().from(products).where(eq(products.id, sellersProduct));
    expect(row).toMatchObject({ priceCents: 5000, ownerId: seller.id });
  });
});
