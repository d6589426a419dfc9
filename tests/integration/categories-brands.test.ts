import path from "node:path";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as brandAction, loader as brandLoader } from "~/routes/admin/brand";
import { action as brandsAction, loader as brandsLoader } from "~/routes/admin/brands";
import { loader as categoriesLoader } from "~/routes/admin/categories";
import { action as categoryAction, loader as categoryLoader } from "~/routes/admin/category";
import { action as newCategoryAction, loader as newCategoryLoader } from "~/routes/admin/category-new";
import { loader as catalogLoader } from "~/routes/catalog";
import { loader as sellerLoader } from "~/routes/seller";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { setOperator } from "~server/accounts/operators";
import { catalogPage } from "~server/catalog/catalog-page";
import { subtreeIds } from "~server/catalog/categories";
import { auditLog, brands, categories, categoryBrands, products, users } from "~server/db/schema";
import { listingOptions } from "~server/listings/listing-options";
import { createLocalMediaStore } from "~server/media/local-store";
import { saveShop, shopSchema } from "~server/sellers/shops";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "boss@example.com");
  customer = await signedInUser(database.db, "shopper@example.com");
  await setOperator(database.db, operator.email, true);
});

afterAll(async () => {
  await database?.cleanup();
});

type Fn = (args: never) => unknown;
const context = () => appContext(database.db, media);
const get = (loader: Fn, url: string, cookie?: string, params: Record<string, string> = {}) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context(), params });
const post = (
  action: Fn,
  url: string,
  fields: Record<string, string | Blob>,
  cookie = operator.cookie,
  params: Record<string, string> = {},
) => callRoute(action, { request: formPost(url, fields, cookie), context: context(), params });

async function categoryId(slug: string): Promise<number> {
  const [row] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}
async function brandId(slug: string): Promise<number> {
  const [row] = await database.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
  if (!row) throw new Error(`no brand ${slug}`);
  return row.id;
}
const names = (en: string, ru = "", ar = "") => ({ "name.en": en, "name.ru": ru, "name.ar": ar });
const saveCategory = (id: number, fields: Record<string, string>) =>
  post(
    categoryAction,
    `/admin/categories/${id}`,
    { intent: "save", layout: "category-grid-3-columns-sidebar", ...fields },
    operator.cookie,
    {
      categoryId: String(id),
    },
  );
const catalogue = (slug: string | null, search = "") =>
  get(
    catalogLoader,
    `${slug ? `/shop/catalog/${slug}` : "/shop/catalog"}${search}`,
    undefined,
    slug ? { categorySlug: slug } : {},
  );
const audited = async (action: string) =>
  (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n ?? 0;

/** What a fresh count of the listed products says, for the catalogue's counts to be checked against. */
async function freshCounts(slug: string) {
  const tree = await database.db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: sql<string>`${categories.name} ->> 'en'`,
      parentId: categories.parentId,
      imageKey: categories.imageKey,
      layout: categories.layout,
      taxClass: categories.taxClass,
    })
    .from(categories);
  const root = tree.find((row) => row.slug === slug)!;
  const ids = subtreeIds(tree, root.id);
  const rows = await database.db
    .select({ brand: brands.slug, n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.categoryId, ids), eq(products.listed, true)))
    .groupBy(brands.slug);
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    brands: Object.fromEntries(rows.map((row) => [row.brand, row.n])),
  };
}

/** The catalogue's own counts of a category without filters (the summary tables, as a shopper's page reads them). */
async function shownCounts(slug: string) {
  await database.settled();
  const page = await catalogPage(database.db, media, "en", slug, parseCatalogQuery(new URLSearchParams()));
  if (!page) throw new Error(`no category ${slug}`);
  const shown = Object.fromEntries(page.facets.brands.filter((b) => b.count > 0).map((b) => [b.slug, b.count]));
  return { total: page.total, brands: shown };
}

async function png(size = 64) {
  const data = await sharp({ create: { width: size, height: size, channels: 3, background: "#c63" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], "picture.png", { type: "image/png" });
}

describe("who may change categories and brands", () => {
  it("answers 404 to a guest and a customer at every page and form, changes nothing, and opens them to the operator", async () => {
    const drills = String(await categoryId("drills"));
    const acme = String(await brandId("acme"));
    const before = await database.db.select().from(categories);
    for (const cookie of [undefined, customer.cookie]) {
      const answers = [
        await get(categoriesLoader, "/admin/categories", cookie),
        await get(newCategoryLoader, "/admin/categories/new", cookie),
        await get(categoryLoader, `/admin/categories/${drills}`, cookie, { categoryId: drills }),
        await get(brandsLoader, "/admin/brands", cookie),
        await get(brandLoader, `/admin/brands/${acme}`, cookie, { brandId: acme }),
        await post(newCategoryAction, "/admin/categories/new", names("Sneaky"), cookie ?? ""),
        await post(categoryAction, `/admin/categories/${drills}`, { intent: "delete" }, cookie ?? "", {
          categoryId: drills,
        }),
        await post(brandsAction, "/admin/brands", { name: "Sneaky" }, cookie ?? ""),
        await post(brandAction, `/admin/brands/${acme}`, { intent: "save", name: "Hacked" }, cookie ?? "", {
          brandId: acme,
        }),
      ];
      for (const answer of answers) expect(answer.status).toBe(404);
    }
    expect(await database.db.select().from(categories)).toEqual(before);
    expect((await database.db.select().from(brands).where(eq(brands.name, "Hacked"))).length).toBe(0);

    for (const answer of [
      await get(categoriesLoader, "/admin/categories", operator.cookie),
      await get(newCategoryLoader, "/admin/categories/new", operator.cookie),
      await get(categoryLoader, `/admin/categories/${drills}`, operator.cookie, { categoryId: drills }),
      await get(brandsLoader, "/admin/brands", operator.cookie),
      await get(brandLoader, `/admin/brands/${acme}`, operator.cookie, { brandId: acme }),
    ]) {
      expect(answer.status).toBe(200);
    }
  });
});

describe("categories", () => {
  it("adds a category under its parent, with its address from the English name, and audits it", async () => {
    const tools = String(await categoryId("tools"));
    const made = await post(newCategoryAction, "/admin/categories/new", {
      ...names("Angle Grinders", "Болгарки", "مطاحن زاوية"),
      slug: "",
      parentId: tools,
      layout: "category-list",
      brandIds: String(await brandId("acme")),
    });
    expect(made.status).toBe(303);
    const [row] = await database.db.select().from(categories).where(eq(categories.slug, "angle-grinders"));
    expect(row).toMatchObject({ parentId: Number(tools), layout: "category-list", name: { ru: "Болгарки" } });
    expect(made.location).toBe(`/admin/categories/${row!.id}?done=created`);
    expect(await audited("category.create")).toBe(1);
    // A seller may list a product in it, of the brands it offers.
    const options = await listingOptions(database.db, "en");
    const offered = options.groups.flatMap((group) => group.subCategories).find((sub) => sub.slug === "angle-grinders");
    expect(offered?.brands.map((brand) => brand.slug)).toEqual(["acme"]);
    // The catalogue shows it with its layout.
    await database.settled();
    const page = await catalogue("angle-grinders");
    expect(page.status).toBe(200);
    expect((page.data as { layout: unknown }).layout).toEqual({ columns: 3, view: "list", sidebar: "start" });
  });

  it("refuses an empty English name and a taken address beside their fields, keeping what was typed", async () => {
    const empty = await post(newCategoryAction, "/admin/categories/new", { ...names("", "Пусто"), slug: "" });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ errors: { "name.en": "errors.required" }, values: { "name.ru": "Пусто" } });
    const taken = await post(newCategoryAction, "/admin/categories/new", { ...names("Drills again"), slug: "drills" });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ errors: { slug: "taxonomy.errors.slugTaken" }, values: { slug: "drills" } });
    const bad = await post(newCategoryAction, "/admin/categories/new", { ...names("Bad"), slug: "Bad Slug!" });
    expect(bad.data).toMatchObject({ errors: { slug: "taxonomy.errors.slugInvalid" } });
  });

  it("answers 301 from a renamed category's old address to its new one; renamed again, straight to the last", async () => {
    const id = await categoryId("angle-grinders");
    expect(
      (
        await saveCategory(id, {
          ...names("Grinders"),
          slug: "angle-grinders",
          parentId: String(await categoryId("tools")),
        })
      ).status,
    ).toBe(303);
    expect((await database.db.select().from(categories).where(eq(categories.id, id)))[0]?.slug).toBe("grinders");
    await database.settled();
    const old = await catalogue("angle-grinders", "?sort=price-asc");
    expect(old).toMatchObject({ status: 301, location: "/shop/catalog/grinders?sort=price-asc" });
    await saveCategory(id, {
      ...names("Grinders"),
      slug: "disc-grinders",
      parentId: String(await categoryId("tools")),
    });
    await database.settled();
    expect(await catalogue("angle-grinders")).toMatchObject({ status: 301, location: "/shop/catalog/disc-grinders" });
    expect(await catalogue("grinders")).toMatchObject({ status: 301, location: "/shop/catalog/disc-grinders" });
    // As a sub-category filter of its parent too.
    expect(await catalogue("tools", "?filter_category=grinders")).toMatchObject({
      status: 301,
      location: "/shop/catalog/tools?filter_category=disc-grinders",
    });
    // An old address taken by a new category is that category's, and no longer redirects.
    await post(newCategoryAction, "/admin/categories/new", { ...names("Grinders"), slug: "" });
    await database.settled();
    expect((await catalogue("grinders")).status).toBe(200);
    expect(await catalogue("angle-grinders")).toMatchObject({ status: 301, location: "/shop/catalog/disc-grinders" });
    // A slug nothing ever had is still "Page Not Found".
    expect((await catalogue("never-was")).status).toBe(404);
    expect(await audited("category.update")).toBe(2);
  });

  it("refuses to put a category under itself or under one of its own sub-categories, beside the field", async () => {
    const tools = await categoryId("tools");
    for (const parent of [tools, await categoryId("drills")]) {
      const refused = await saveCategory(tools, { ...names("Tools"), slug: "tools", parentId: String(parent) });
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({
        errors: { parentId: "taxonomy.errors.loop" },
        values: { "name.en": "Tools" },
      });
    }
    expect((await database.db.select().from(categories).where(eq(categories.id, tools)))[0]?.parentId).toBeNull();
  });

  it("keeps the facet counts exact when a category moves to another parent", async () => {
    await database.settled();
    // Read (and kept in memory) before the move: the move must drop them.
    const before = { tools: await shownCounts("tools"), garden: await shownCounts("garden") };
    expect(before.tools).toEqual(await freshCounts("tools"));
    const saws = await categoryId("saws");
    const moved = await saveCategory(saws, {
      ...names("Saws"),
      slug: "saws",
      parentId: String(await categoryId("garden")),
    });
    expect(moved.status).toBe(303);
    expect(await audited("category.move")).toBe(1);
    for (const slug of ["tools", "garden", "saws"]) expect(await shownCounts(slug)).toEqual(await freshCounts(slug));
    expect((await shownCounts("tools")).total).toBe(before.tools.total - 3);
    expect((await shownCounts("garden")).total).toBe(before.garden.total + 3);
    // Its products are found under the new parent's name by search too (their documents name their category's parent).
    const [doc] = await database.db
      .select({ found: sql<boolean>`bool_and(${products.searchVector} @@ to_tsquery('english', 'garden'))` })
      .from(products)
      .where(eq(products.categoryId, saws));
    expect(doc?.found).toBe(true);
  });

  it("refuses to delete a category with products, saying how many, until they are moved; then deletes it", async () => {
    const saws = await categoryId("saws");
    const params = { categoryId: String(saws) };
    const page = await get(categoryLoader, `/admin/categories/${saws}`, operator.cookie, params);
    expect(page.data).toMatchObject({ category: { products: 3, children: 0 } });
    const refused = await post(
      categoryAction,
      `/admin/categories/${saws}`,
      { intent: "delete" },
      operator.cookie,
      params,
    );
    expect(refused).toMatchObject({ status: 409, data: { errors: { delete: "taxonomy.errors.notEmpty" } } });
    // A category with sub-categories is refused too.
    const tools = await categoryId("tools");
    const parent = await post(categoryAction, `/admin/categories/${tools}`, { intent: "delete" }, operator.cookie, {
      categoryId: String(tools),
    });
    expect(parent.status).toBe(409);

    // Its products go to the mowers: the counts stay exact.
    const mowers = await categoryId("mowers");
    await database.db.insert(categoryBrands).values({ categoryId: saws, brandId: await brandId("bolt") });
    const intoParent = await post(
      categoryAction,
      `/admin/categories/${saws}`,
      { intent: "products", to: String(await categoryId("garden")) },
      operator.cookie,
      params,
    );
    expect(intoParent).toMatchObject({ status: 409, data: { errors: { to: "taxonomy.errors.choose" } } });
    const moved = await post(
      categoryAction,
      `/admin/categories/${saws}`,
      { intent: "products", to: String(mowers) },
      operator.cookie,
      params,
    );
    expect(moved).toMatchObject({ status: 303, location: `/admin/categories/${saws}?done=moved` });
    for (const slug of ["garden", "mowers", "saws", "tools"])
      expect(await shownCounts(slug)).toEqual(await freshCounts(slug));
    expect((await shownCounts("mowers")).total).toBe(5);
    // The brands the products brought are offered in the mowers too.
    const offered = await database.db
      .select()
      .from(categoryBrands)
      .where(and(eq(categoryBrands.categoryId, mowers), eq(categoryBrands.brandId, await brandId("bolt"))));
    expect(offered.length).toBe(1);

    const deleted = await post(
      categoryAction,
      `/admin/categories/${saws}`,
      { intent: "delete" },
      operator.cookie,
      params,
    );
    expect(deleted).toMatchObject({ status: 303, location: "/admin/categories?done=deleted" });
    expect(await database.db.select().from(categories).where(eq(categories.id, saws))).toEqual([]);
    expect(await audited("category.products")).toBe(1);
    expect(await audited("category.delete")).toBe(1);
  });

  it("takes a picture through the media pipeline, and refuses a file that is not one or is over the limit", async () => {
    const drills = await categoryId("drills");
    const params = { categoryId: String(drills) };
    const url = `/admin/categories/${drills}`;
    const text = new File(["not a picture"], "drill.png", { type: "image/png" });
    const notImage = await post(categoryAction, url, { intent: "picture", picture: text }, operator.cookie, params);
    expect(notImage).toMatchObject({ status: 400, data: { errors: { picture: "images.errors.invalidType" } } });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    const tooLarge = await post(categoryAction, url, { intent: "picture", picture: huge }, operator.cookie, params);
    expect(tooLarge).toMatchObject({ status: 413, data: { errors: { picture: "images.errors.tooLarge" } } });
    const saved = await post(categoryAction, url, { intent: "picture", picture: await png() }, operator.cookie, params);
    expect(saved.status).toBe(303);
    const [row] = await database.db.select().from(categories).where(eq(categories.id, drills));
    expect(row?.imageKey).toMatch(/^categories\/[0-9a-f-]{36}$/);
    expect(await media.exists(`${row!.imageKey}-card.webp`)).toBe(true);
    expect(await audited("category.picture")).toBe(1);
  });

  it("moves a category up and down among its siblings", async () => {
    const garden = await categoryId("garden");
    const order = async () =>
      (
        await database.db
          .select({ slug: categories.slug })
          .from(categories)
          .where(sql`${categories.parentId} is null`)
          .orderBy(categories.position, categories.id)
      ).map((row) => row.slug);
    const before = await order();
    const at = before.indexOf("garden");
    const up = await post(
      categoryAction,
      `/admin/categories/${garden}`,
      { intent: "position", direction: "up", from: "list" },
      operator.cookie,
      { categoryId: String(garden) },
    );
    expect(up.location).toBe(`/admin/categories?done=reordered#category-${garden}`);
    const after = await order();
    expect(after.indexOf("garden")).toBe(at - 1);
    expect(await audited("category.reorder")).toBe(1);
  });
});

describe("brands", () => {
  it("adds and renames a brand; the catalogue's old brand links answer 301", async () => {
    const made = await post(brandsAction, "/admin/brands", { name: "Dewalt Tools", slug: "", country: "US" });
    expect(made.status).toBe(303);
    const id = await brandId("dewalt-tools");
    const renamed = await post(
      brandAction,
      `/admin/brands/${id}`,
      { intent: "save", name: "DeWalt", slug: "dewalt-tools", country: "US" },
      operator.cookie,
      { brandId: String(id) },
    );
    expect(renamed.status).toBe(303);
    const [row] = await database.db.select().from(brands).where(eq(brands.id, id));
    expect(row).toMatchObject({ name: "DeWalt", slug: "dewalt", country: "US" });
    await database.settled();
    expect(await catalogue(null, "?filter_check=acme,dewalt-tools")).toMatchObject({
      status: 301,
      location: "/shop/catalog?filter_check=acme,dewalt",
    });
    const badCountry = await post(brandsAction, "/admin/brands", { name: "Nowhere", country: "ZZ" });
    expect(badCountry.data).toMatchObject({ errors: { country: "addresses.errors.countryInvalid" } });
    const empty = await post(brandsAction, "/admin/brands", { name: " " });
    expect(empty.data).toMatchObject({ errors: { name: "errors.required" } });
    expect(await audited("brand.create")).toBe(1);
    expect(await audited("brand.update")).toBe(1);
  });

  it("merges a brand into another: its products move, the counts stay exact, and its links lead to the other", async () => {
    const bolt = await brandId("bolt");
    const crown = await brandId("crown");
    const [{ n: boltProducts } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.brandId, bolt));
    const [{ n: crownProducts } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.brandId, crown));
    await database.db
      .insert(categoryBrands)
      .values({ categoryId: await categoryId("drills"), brandId: bolt })
      .onConflictDoNothing();
    await database.settled();
    await shownCounts("tools");
    const merged = await post(
      brandAction,
      `/admin/brands/${bolt}`,
      { intent: "merge", into: String(crown) },
      operator.cookie,
      { brandId: String(bolt) },
    );
    expect(merged).toMatchObject({ status: 303, location: `/admin/brands/${crown}?done=merged` });
    expect(await database.db.select().from(brands).where(eq(brands.id, bolt))).toEqual([]);
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.brandId, crown));
    expect(n).toBe(boltProducts + crownProducts);
    const offered = await database.db
      .select()
      .from(categoryBrands)
      .where(and(eq(categoryBrands.brandId, crown), eq(categoryBrands.categoryId, await categoryId("drills"))));
    expect(offered.length).toBe(1);
    for (const slug of ["tools", "garden", "drills", "mowers"])
      expect(await shownCounts(slug)).toEqual(await freshCounts(slug));
    expect(await catalogue("tools", "?filter_check=bolt")).toMatchObject({
      status: 301,
      location: "/shop/catalog/tools?filter_check=crown",
    });
    expect(await audited("brand.merge")).toBe(1);
    const self = await post(
      brandAction,
      `/admin/brands/${crown}`,
      { intent: "merge", into: String(crown) },
      operator.cookie,
      { brandId: String(crown) },
    );
    expect(self.data).toMatchObject({ errors: { into: "taxonomy.errors.choose" } });
  });

  it("takes a logo through the media pipeline", async () => {
    const acme = await brandId("acme");
    const saved = await post(
      brandAction,
      `/admin/brands/${acme}`,
      { intent: "picture", picture: await png() },
      operator.cookie,
      { brandId: String(acme) },
    );
    expect(saved.status).toBe(303);
    const [row] = await database.db.select().from(brands).where(eq(brands.id, acme));
    expect(row?.logoKey).toMatch(/^brands\/[0-9a-f-]{36}$/);
    expect(await audited("brand.logo")).toBe(1);
  });
});

describe("seller shops", () => {
  it("answers 301 from a renamed shop's old address to its new one, and 404 for a slug no shop ever had", async () => {
    const seller = await signedInUser(database.db, "renamer@example.com");
    const [before] = await database.db.select({ slug: users.shopSlug }).from(users).where(eq(users.id, seller.id));
    const saved = await saveShop(database.db, seller.id, shopSchema.parse({ shopName: "Hammer Time" }));
    expect(saved).toMatchObject({ ok: true, slug: "hammer-time" });
    const shop = (slug: string, search = "") =>
      get(sellerLoader, `/shop/sellers/${slug}${search}`, undefined, { slug });
    expect(await shop(before!.slug!, "?sort=price-asc")).toMatchObject({
      status: 301,
      location: "/shop/sellers/hammer-time?sort=price-asc",
    });
    await saveShop(database.db, seller.id, shopSchema.parse({ shopName: "Nail Depot" }));
    expect(await shop(before!.slug!)).toMatchObject({ status: 301, location: "/shop/sellers/nail-depot" });
    expect(await shop("hammer-time")).toMatchObject({ status: 301, location: "/shop/sellers/nail-depot" });
    expect((await shop("nail-depot")).status).toBe(200);
    // Another seller taking the old name takes its address.
    const other = await signedInUser(database.db, "taker@example.com");
    await saveShop(database.db, other.id, shopSchema.parse({ shopName: "Hammer Time" }));
    expect((await shop("hammer-time")).status).toBe(200);
    expect((await shop("no-such-shop")).status).toBe(404);
  });
});
