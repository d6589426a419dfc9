import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as uploadAction } from "~/routes/account/listing-upload";
import { loader as productLoader } from "~/routes/product";
import { productPath } from "~domain/catalog-links";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import type { Locale } from "~domain/locales";
import { USD } from "~domain/money";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { NO_TAX } from "~domain/tax";
import { catalogPage } from "~server/catalog/catalog-page";
import { brands, categories, categoryBrands, currencies, products } from "~server/db/schema";
import { listingOfOwner } from "~server/listings/listings";
import { createLocalMediaStore } from "~server/media/local-store";
import { searchProducts, suggestProducts } from "~server/search/products";
import { addToCart } from "~server/shopping/cart";
import { pricedCart } from "~server/shopping/priced-cart";
import { signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const UNTAXED = { shipping: DEFAULT_SHIPPING, tax: NO_TAX };

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let jpeg: File;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
  const [drills] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, "drills"));
  const [bolt] = await database.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, "bolt"));
  await database.db.insert(categoryBrands).values({ categoryId: drills!.id, brandId: bolt!.id });
  await database.db
    .insert(currencies)
    .values({ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } });
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#48c" } })
    .jpeg()
    .toBuffer();
  jpeg = new File([new Uint8Array(picture)], "drill.jpg", { type: "image/jpeg" });
});

afterAll(async () => {
  await database?.cleanup();
});

const written = {
  locale: "en",
  name: "Bolt Combi Drill CD-18",
  description: "A cordless combi drill with two batteries.",
  price: "89.00",
  compareAtPrice: "",
  availability: "in-stock",
  stock: "7",
  subCategory: "drills",
  brand: "bolt",
  "translations.ru.name": "Дрель-шуруповёрт Bolt CD-18",
  "translations.ru.description": "Аккумуляторная дрель с двумя батареями.",
  // Arabic: the name only; its description stays the English one.
  "translations.ar.name": "مثقاب بولت CD-18",
};

async function upload(url: string, fields: Record<string, string>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("images", jpeg);
  const answer = (await uploadAction({
    request: formPost(url, body, cookie),
    context: appContext(database.db, media),
    params: { productId: url.split("/")[3] },
  } as never)) as Response;
  return { status: answer.status, body: (await answer.json()) as { id?: number; slug?: string; errors?: object } };
}

const productPageIn = async (slug: string, locale: Locale) =>
  callRoute(productLoader, {
    request: pageRequest(productPath(slug)),
    context: appContext(database.db, media, { prefs: { locale, currency: "USD" } }),
    params: { slug },
  });

describe("a listing in several languages", () => {
  let slug = "";
  let id = 0;

  it("is saved with the names its seller gave, and each page shows the visitor's language, else the original with its language", async () => {
    const seller = await signedInUser(database.db, "polyglot@example.com");
    const saved = await upload("/account/listings", written, seller.cookie);
    expect(saved.status).toBe(200);
    slug = saved.body.slug!;
    id = saved.body.id!;

    expect(await productPageIn(slug, "ru")).toMatchObject({
      data: {
        product: {
          name: "Дрель-шуруповёрт Bolt CD-18",
          nameLang: "ru",
          description: "Аккумуляторная дрель с двумя батареями.",
          descriptionLang: "ru",
        },
      },
    });
    expect(await productPageIn(slug, "ar")).toMatchObject({
      data: {
        product: {
          name: "مثقاب بولت CD-18",
          nameLang: "ar",
          description: "A cordless combi drill with two batteries.",
          descriptionLang: "en",
        },
      },
    });
    expect(await productPageIn(slug, "en")).toMatchObject({
      data: { product: { name: "Bolt Combi Drill CD-18", nameLang: "en" } },
    });

    const query = parseCatalogQuery(new URLSearchParams());
    const cardIn = async (locale: Locale) =>
      (await catalogPage(database.db, media, locale, "drills", query))?.items.find((card) => card.slug === slug);
    expect(await cardIn("ru")).toMatchObject({ name: "Дрель-шуруповёрт Bolt CD-18", nameLang: "ru" });
    expect(await cardIn("ar")).toMatchObject({ name: "مثقاب بولت CD-18", nameLang: "ar" });

    const shopper = await signedInUser(database.db, "reader@example.com");
    await addToCart(database.db, { userId: shopper.id }, id, 1);
    const lineIn = async (locale: Locale) =>
      (await pricedCart(database.db, media, { userId: shopper.id }, USD, UNTAXED, locale)).lines[0];
    expect(await lineIn("ru")).toMatchObject({ name: "Дрель-шуруповёрт Bolt CD-18", nameLang: "ru" });
    expect(await lineIn("ar")).toMatchObject({ name: "مثقاب بولت CD-18", nameLang: "ar" });
    // An order keeps the name as its seller wrote it.
    expect((await pricedCart(database.db, media, { userId: shopper.id }, USD, UNTAXED)).lines[0]).toMatchObject({
      name: "Bolt Combi Drill CD-18",
      nameLang: "en",
    });
  });

  it("is found by its name in every language it was given, and suggested under the visitor's", async () => {
    const found = await searchProducts(database.db, media, "ru", "шуруповёрт");
    expect(found.items.map((card) => [card.slug, card.name])).toEqual([[slug, "Дрель-шуруповёрт Bolt CD-18"]]);
    const suggested = await suggestProducts(database.db, media, "ar", "مثقاب");
    expect(suggested.map((item) => [item.slug, item.name, item.nameLang])).toEqual([[slug, "مثقاب بولت CD-18", "ar"]]);
  });

  it("written in Russian alone, shows its Russian text to an English reader, marked as Russian", async () => {
    const seller = await signedInUser(database.db, "russian-seller@example.com");
    const saved = await upload(
      "/account/listings",
      {
        ...written,
        locale: "ru",
        name: "Дрель Bolt Мини",
        description: "Лёгкая дрель.",
        "translations.ru.name": "",
        "translations.ru.description": "",
      },
      seller.cookie,
    );
    // The Russian fields were the listing's own: only the Arabic name is kept beside them.
    expect(saved.status).toBe(200);
    expect(await productPageIn(saved.body.slug!, "en")).toMatchObject({
      data: {
        product: { name: "Дрель Bolt Мини", nameLang: "ru", description: "Лёгкая дрель.", descriptionLang: "ru" },
      },
    });
  });

  it("cannot be changed by anyone but its seller", async () => {
    const other = await signedInUser(database.db, "intruder@example.com");
    const changed = await upload(
      `/account/listings/${id}`,
      { ...written, "translations.ru.name": "Чужое название" },
      other.cookie,
    );
    expect(changed.status).toBe(404);
    const [row] = await database.db
      .select({ translations: products.translations })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.translations.ru?.name).toBe("Дрель-шуруповёрт Bolt CD-18");
  });

  it("refuses a text too long, a language the store does not have, or its own language twice, beside the field", async () => {
    const seller = await signedInUser(database.db, "careless@example.com");
    expect(
      await upload("/account/listings", { ...written, "translations.ru.name": "д".repeat(121) }, seller.cookie),
    ).toMatchObject({ status: 400, body: { errors: { "translations.ru.name": "errors.tooLong" } } });
    expect(
      await upload("/account/listings", { ...written, "translations.fr.name": "Perceuse" }, seller.cookie),
    ).toMatchObject({ status: 400, body: { errors: { translations: "listings.errors.language" } } });
    expect(await upload("/account/listings", { ...written, locale: "fr" }, seller.cookie)).toMatchObject({
      status: 400,
      body: { errors: { locale: "listings.errors.language" } },
    });
    expect(
      await upload("/account/listings", { ...written, "translations.en.name": "Again" }, seller.cookie),
    ).toMatchObject({ status: 400, body: { errors: { "translations.en.name": "listings.errors.sameLanguage" } } });
  });

  it("opens in its edit form with every language filled as saved", async () => {
    const [row] = await database.db.select({ ownerId: products.ownerId }).from(products).where(eq(products.id, id));
    const listing = await listingOfOwner(database.db, media, { seller: row!.ownerId! }, id);
    expect(listing).toMatchObject({
      locale: "en",
      translations: { ru: { name: "Дрель-шуруповёрт Bolt CD-18" }, ar: { name: "مثقاب بولت CD-18" } },
    });
  });
});
