import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogPage } from "~server/catalog/catalog-page";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { searchPage } from "~server/search/search-page";
import { seedDemo } from "~server/seed/demo";
import { addSyntheticProducts } from "~server/seed/synthetic";
import { copyDemoPictures } from "../support/demo-pictures";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: MediaStore;
let indexesBefore: string[];

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function number(query: SQL): Promise<number> {
  const [row] = await rows<{ n: string | number }>(query);
  return Number(row?.n);
}

const indexes = async () =>
  (await rows<{ def: string }>(sql`select indexdef as def from pg_indexes where schemaname = 'public' order by 1`)).map(
    (r) => r.def,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await copyDemoPictures(path.join(database.dataDir, "media"));
  await seedDemo(database.db, media);
  indexesBefore = await indexes();
  // More than the demo catalogue: the load drops the secondary indexes and builds them again.
  await addSyntheticProducts(database.db, 600, () => {});
}, 180_000);

afterAll(async () => {
  await database?.cleanup();
});

describe("seed:large's bulk load", () => {
  it("adds the products with their pictures and attributes, and keeps every index", async () => {
    expect(await number(sql`select count(*) as n from products where slug like 'synthetic-%'`)).toBe(600);
    expect(
      await number(sql`select count(*) as n from products p where p.slug like 'synthetic-%'
        and not exists (select 1 from product_images i where i.product_id = p.id)`),
    ).toBe(0);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it("writes the documents, titles, words and colours the triggers would have", async () => {
    const names = sql`product_names(p.name, p.translations)`;
    expect(
      await number(sql`select count(*) as n from products p where p.search_vector <>
        product_search_vector(${names}, product_descriptions(p.description, p.translations), p.brand_id, p.category_id)`),
    ).toBe(0);
    expect(
      await number(sql`select count(*) as n from products p left join search_titles t on t.product_id = p.id
        where t.title is distinct from product_title_vector(${names}, p.brand_id, p.category_id)
          or t.rating_count is distinct from p.rating_count or t.category_id is distinct from p.category_id`),
    ).toBe(0);
    expect(
      await number(sql`select count(*) as n from products p where p.color_bits <> coalesce((
        select bit_or(1::bigint << v.position) from product_attributes a
        join attribute_values v on v.id = a.value_id and v.attribute_slug = 'color' where a.product_id = p.id), 0)`),
    ).toBe(0);
    const words = sql`select search_words(concat_ws(' ', ${names}, product_brand_text(p.brand_id),
      product_category_text(p.category_id))) as term from products p`;
    expect(
      await number(sql`select count(*) as n from (${words}) w where w.term not in (select term from search_terms)`),
    ).toBe(0);
    expect(await number(sql`select count(*) as n from search_terms where term not in (${words})`)).toBe(0);
  });

  it("counts facets and price buckets as recounting every group does", async () => {
    const snapshot = async () => ({
      facets: await rows(sql`select * from catalog_facet_counts order by 1, 2, 3, 4`),
      buckets: await rows(sql`select * from catalog_price_buckets order by 1, 2, 3, 4, 5, 6`),
    });
    const loaded = await snapshot();
    await database.db.execute(
      sql`select catalog_facets_recount(category_id, brand_id) from (select distinct category_id, brand_id from products) g`,
    );
    expect(loaded).toEqual(await snapshot());
  });

  it("writes each listed product's pairs of colours for the facets of several colours", async () => {
    const expected = sql`select r.* from products p, catalog_colour_pair_rows(p) r`;
    const written = sql`select * from catalog_colour_pairs`;
    expect(await number(sql`select count(*) as n from (${written}) w`)).toBeGreaterThan(300);
    expect(await number(sql`select count(*) as n from ((${expected}) except all (${written})) x`)).toBe(0);
    expect(await number(sql`select count(*) as n from ((${written}) except all (${expected})) x`)).toBe(0);
  });

  it("shows the new products in the catalogue and the search", async () => {
    const all = await catalogPage(database.db, media, "en", null, parseCatalogQuery(new URLSearchParams()));
    expect(all?.total).toBe(await number(sql`select count(*) as n from products where listed`));
    const [synthetic] = await rows<{ name: string }>(
      sql`select name from products where slug like 'synthetic-%' and listed order by id limit 1`,
    );
    // Its name without the model code ("BX-200"), as a shopper would type it.
    const words = synthetic!.name.replace(/ \S+$/, "");
    const found = await searchPage(database.db, media, "en", words, null, parseCatalogQuery(new URLSearchParams()));
    expect(found.items.map((item) => item.name)).toContain(synthetic!.name);
  });
});
