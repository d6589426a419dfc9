import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as createAction } from "~/routes/account/create-product";
import { action as editAction, loader as editLoader } from "~/routes/account/edit-product";
import { action as categoryAction, loader as categoryLoader } from "~/routes/admin/category";
import { setOperator } from "~server/accounts/operators";
import { auditLog, brands, categories, categoryBrands, currencies, products } from "~server/db/schema";
import { listingOptions } from "~server/listings/listing-options";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Tax classes (issue 51, decision 061): a category's class, set by the operator and audited with the category's
// change; a product's own class or its category's (null), set by its seller only, and read back by its forms.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let jpeg: File;
/** The brand the drills offer (a category's save posts the brands it offers). */
let boltId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  const id = async (table: typeof brands | typeof categories, slug: string) =>
    (await database.db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;
  boltId = await id(brands, "bolt");
  await database.db.insert(categoryBrands).values([{ categoryId: await id(categories, "drills"), brandId: boltId }]);
  await database.db
    .insert(currencies)
    .values({ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } });
  operator = await signedInUser(database.db, "class-boss@example.com");
  await setOperator(database.db, operator.email, true);
  seller = await signedInUser(database.db, "class-seller@example.com");
  otherSeller = await signedInUser(database.db, "class-other@example.com");
  const picture = await sharp({ create: { width: 600, height: 500, channels: 3, background: "#48c" } })
    .jpeg()
    .toBuffer();
  jpeg = new File([new Uint8Array(picture)], "drill.jpg", { type: "image/jpeg" });
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);

async function categoryRow(slug: string) {
  const [row] = await database.db.select().from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row;
}

function listingPost(url: string, fields: Record<string, string>, cookie: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...listing, ...fields })) body.append(name, value);
  body.append("images", jpeg);
  return formPost(url, body, cookie);
}

const listing = {
  name: "Bolt Drill Book",
  price: "29.90",
  compareAtPrice: "",
  availability: "in-stock",
  stock: "5",
  description: "A book about drills, sold with a drill bit.",
  subCategory: "drills",
  brand: "bolt",
};

const saveCategory = (id: number, fields: Record<string, string>, cookie = operator.cookie) =>
  callRoute(categoryAction, {
    request: formPost(
      `/admin/categories/${id}`,
      {
        intent: "save",
        "name.en": "Drills",
        "name.ru": "Дрели",
        "name.ar": "مثاقب",
        slug: "drills",
        layout: "category-grid-3-columns-sidebar",
        brandIds: String(boltId),
        ...fields,
      },
      cookie,
    ),
    context: context(),
    params: { categoryId: String(id) },
  });

describe("a category's tax class", () => {
  it("is standard until the operator changes it, and the change is in the category's audit line", async () => {
    const drills = await categoryRow("drills");
    expect(drills.taxClass).toBe("standard");
    const parentId = drills.parentId ? String(drills.parentId) : "";
    expect(await saveCategory(drills.id, { parentId, taxClass: "reduced" })).toMatchObject({ status: 303 });
    expect((await categoryRow("drills")).taxClass).toBe("reduced");
    const page = await callRoute(categoryLoader, {
      request: pageRequest(`/admin/categories/${drills.id}`, operator.cookie),
      context: context(),
      params: { categoryId: String(drills.id) },
    });
    expect(page.data).toMatchObject({ category: { taxClass: "reduced" } });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "category.update"), eq(auditLog.subject, `category:${drills.id}`)));
    expect(audit).toMatchObject([{ reason: "tax class: standard → reduced", operatorEmail: operator.email }]);
    // The seller's form names the class a product of the category has by default.
    const options = await listingOptions(database.db, "en");
    const sub = options.groups.flatMap((group) => group.subCategories).find((one) => one.slug === "drills");
    expect(sub?.taxClass).toBe("reduced");
  });

  it("refuses a class that is not one beside its field, and a seller or a guest changes nothing", async () => {
    const drills = await categoryRow("drills");
    const parentId = drills.parentId ? String(drills.parentId) : "";
    expect(await saveCategory(drills.id, { parentId, taxClass: "luxury" })).toMatchObject({
      status: 400,
      data: { errors: { taxClass: "taxSettings.taxClass.invalid" }, values: { taxClass: "luxury" } },
    });
    for (const cookie of [seller.cookie, ""])
      expect((await saveCategory(drills.id, { parentId, taxClass: "zero" }, cookie)).status).toBe(404);
    expect((await categoryRow("drills")).taxClass).toBe("reduced");
  });
});

describe("a product's tax class", () => {
  let productId = 0;
  const url = () => `/account/myProducts/${productId}`;
  const params = () => ({ productId: String(productId) });
  const classOf = async () =>
    (await database.db.select({ taxClass: products.taxClass }).from(products).where(eq(products.id, productId)))[0]
      ?.taxClass;

  it("is its category's (null) unless the seller chooses one, and the edit form shows it", async () => {
    const made = await callRoute(createAction, {
      request: listingPost("/account/createProduct", { taxClass: "" }, seller.cookie),
      context: context(),
    });
    expect(made.status).toBe(303);
    productId = Number(/product=(\d+)/.exec(made.location ?? "")?.[1]);
    expect(await classOf()).toBeNull();

    const edited = await callRoute(editAction, {
      request: listingPost(url(), { taxClass: "zero" }, seller.cookie),
      context: context(),
      params: params(),
    });
    expect(edited.status).toBe(303);
    expect(await classOf()).toBe("zero");
    const form = await callRoute(editLoader, {
      request: pageRequest(url(), seller.cookie),
      context: context(),
      params: params(),
    });
    expect((form.data as { listing: { values: Record<string, unknown> } }).listing.values.taxClass).toBe("zero");
  });

  it("refuses a class that is not one beside its field, keeping what was typed", async () => {
    const refused = await callRoute(editAction, {
      request: listingPost(url(), { taxClass: "half" }, seller.cookie),
      context: context(),
      params: params(),
    });
    expect(refused).toMatchObject({
      status: 400,
      data: { errors: { taxClass: "taxSettings.taxClass.invalid" }, values: { taxClass: "half" } },
    });
    expect(await classOf()).toBe("zero");
  });

  it("cannot be changed by another seller", async () => {
    const taken = await callRoute(editAction, {
      request: listingPost(url(), { taxClass: "standard" }, otherSeller.cookie),
      context: context(),
      params: params(),
    });
    expect(taken.status).toBe(404);
    expect(await classOf()).toBe("zero");
  });

  it("goes back to its category's when the seller chooses that", async () => {
    const edited = await callRoute(editAction, {
      request: listingPost(url(), { taxClass: "" }, seller.cookie),
      context: context(),
      params: params(),
    });
    expect(edited.status).toBe(303);
    expect(await classOf()).toBeNull();
  });
});
