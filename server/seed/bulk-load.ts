/**
 * Loading many synthetic products at once (seed:large, decision 040). Row by row, the triggers write each
 * product's full-text document, title, words, facet counts and colour bits, and every index takes each row:
 * 100,000 products took 95 s on PostgreSQL. Here the rows are staged in temporary tables, then moved in a
 * few set-based statements that compute what the per-row triggers would have, once per distinct value
 * (a brand and category's words, a description's document), with those triggers off and, for a load that
 * at least doubles the catalogue, the secondary indexes dropped and built again after. One transaction: a
 * failed load leaves the catalogue, its triggers and its indexes as they were.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/handle";

/** One synthetic product as staged: its id is assigned before the load. */
export type StagedProduct = {
  id: number;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  compareAtCents: number | null;
  availability: "in-stock" | "sold-out" | "out-of-order";
  stock: number;
  badges: string[];
  brandId: number;
  categoryId: number;
  ratingSum: number;
  ratingCount: number;
  createdAt: Date;
  imageKeys: string[];
  /** Attribute values, the featured one first. */
  valueIds: number[];
};

type Step = (name: string, query: SQL) => Promise<void>;

export type BulkLoad = {
  /** The id the first staged product must take; the next ones follow without gaps. */
  firstId: number;
  stage(rows: StagedProduct[]): Promise<void>;
};

/** The per-row and per-statement triggers whose work the load does itself, set-based. */
const TRIGGERS_OFF = {
  products: ["products_search_vector", "search_products_insert", "catalog_facets_products_insert"],
  product_attributes: ["catalog_facets_attributes_insert"],
} as const;

/** Tables whose secondary indexes a large load drops and builds again. */
const REINDEXED = ["products", "product_attributes", "product_images", "search_titles"] as const;

export async function bulkLoadProducts(
  db: Db,
  count: number,
  fill: (load: BulkLoad) => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Nobody else writes products meanwhile: the ids are taken as one block.
    await tx.execute(sql`lock table products in exclusive mode`);
    const existing = Number((await rows<{ n: string | number }>(tx, sql`select count(*) as n from products`))[0]?.n);
    const [seq] = await rows<{ next: string | number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('products', 'id')) as next`,
    );
    const firstId = Number(seq?.next);
    await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), ${firstId + count - 1})`);

    for (const [table, triggers] of Object.entries(TRIGGERS_OFF)) {
      for (const trigger of triggers) await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    }
    const rebuild = count >= existing;
    // Foreign keys are checked row by row on insert, and by one join when added: they go with the indexes.
    const foreignKeys = rebuild ? await dropForeignKeys(tx) : [];
    const indexes = rebuild ? await dropSecondaryIndexes(tx) : [];
    // Hashes and sorts over a million rows: in memory rather than in temporary files.
    await tx.execute(sql`set local work_mem = '256MB'`);

    await tx.execute(sql`
      create temp table seed_products (id int, slug text, name text, description text, price_cents int,
        compare_at_cents int, availability text, stock int, badges text, brand_id int, category_id int,
        rating_sum int, rating_count int, created_at timestamptz) on commit drop`);
    await tx.execute(sql`create temp table seed_images (product_id int, position int, media_key text) on commit drop`);
    await tx.execute(sql`create temp table seed_values (product_id int, value_id int, featured bool) on commit drop`);
    await fill({ firstId, stage: (staged) => stage(tx, staged) });
    const step = async (name: string, query: SQL) => {
      const started = performance.now();
      await tx.execute(query);
      log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    await move(step);
    await countFacets(step);
    if (rebuild) {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      for (const definition of indexes) await step(definition.replace(/ USING .*/, ""), sql.raw(definition));
      for (const definition of foreignKeys) await step(definition.replace(/ FOREIGN KEY .*/, ""), sql.raw(definition));
    }
    for (const [table, triggers] of Object.entries(TRIGGERS_OFF)) {
      for (const trigger of triggers) await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    }
  });
}

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await tx.execute(query);
  // node-postgres returns { rows }, PGlite's drizzle driver too.
  return (result as unknown as { rows: T[] }).rows;
}

/** Drops the indexes that back no constraint, returning the statements that create them again. */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const found = await rows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        where i.indrelid = any(${sql.raw(`array[${REINDEXED.map((t) => `'${t}'::regclass`).join(", ")}]`)})
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of found) await tx.execute(sql.raw(`drop index ${index.name}`));
  return found.map((index) => index.definition);
}

/** Drops the foreign keys of the reloaded tables, returning the statements that add them again. */
async function dropForeignKeys(tx: Tx): Promise<string[]> {
  const found = await rows<{ tableName: string; name: string; definition: string }>(
    tx,
    sql`select c.conrelid::regclass::text as "tableName", c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        where c.contype = 'f'
          and c.conrelid = any(${sql.raw(`array[${REINDEXED.map((t) => `'${t}'::regclass`).join(", ")}]`)})`,
  );
  for (const key of found) await tx.execute(sql.raw(`alter table ${key.tableName} drop constraint "${key.name}"`));
  return found.map((key) => `alter table ${key.tableName} add constraint "${key.name}" ${key.definition}`);
}

/** One batch into the staging tables: columns as arrays through `unnest`. */
async function stage(tx: Tx, staged: StagedProduct[]): Promise<void> {
  const list = <T>(pick: (row: StagedProduct) => T) => sql.param(staged.map(pick));
  const images = staged.flatMap((row) => row.imageKeys.map((key, position) => ({ id: row.id, position, key })));
  const values = staged.flatMap((row) =>
    row.valueIds.map((valueId, i) => ({ id: row.id, valueId, featured: i === 0 })),
  );
  await tx.execute(sql`
    insert into seed_products
    select * from unnest(
      ${list((r) => r.id)}::int[], ${list((r) => r.slug)}::text[], ${list((r) => r.name)}::text[],
      ${list((r) => r.description)}::text[], ${list((r) => r.priceCents)}::int[], ${list((r) => r.compareAtCents)}::int[],
      ${list((r) => r.availability)}::text[], ${list((r) => r.stock)}::int[],
      ${list((r) => `{${r.badges.join(",")}}`)}::text[], ${list((r) => r.brandId)}::int[],
      ${list((r) => r.categoryId)}::int[], ${list((r) => r.ratingSum)}::int[], ${list((r) => r.ratingCount)}::int[],
      ${list((r) => r.createdAt.toISOString())}::timestamptz[])`);
  await tx.execute(sql`
    insert into seed_images
    select * from unnest(${sql.param(images.map((i) => i.id))}::int[], ${sql.param(images.map((i) => i.position))}::int[],
      ${sql.param(images.map((i) => i.key))}::text[])`);
  await tx.execute(sql`
    insert into seed_values
    select * from unnest(${sql.param(values.map((v) => v.id))}::int[], ${sql.param(values.map((v) => v.valueId))}::int[],
      ${sql.param(values.map((v) => v.featured))}::bool[])`);
}

/**
 * The staged rows into the catalogue, with what the triggers would have written (migrations 0002, 0023):
 * the document (name A, brand B, category C, description D, concatenated in that order, so positions match),
 * the suggestions' title (A–C), the vocabulary, the colour bits. Synthetic products have no translations, so a
 * product's names are its name and its descriptions its description.
 */
async function move(step: Step): Promise<void> {
  // Temporary tables have no statistics until analysed: without them the planner may join a million rows in loops.
  await step("statistics", sql`analyze seed_products, seed_images, seed_values`);
  await step(
    "brand and category words",
    sql`
    create temp table seed_groups on commit drop as
    select brand_id, category_id,
      setweight(to_tsvector('english', product_brand_text(brand_id)), 'B')
        || setweight(to_tsvector('english', product_category_text(category_id)), 'C') as title_rest,
      concat_ws(' ', product_brand_text(brand_id), product_category_text(category_id)) as words
    from (select distinct brand_id, category_id from seed_products) g`,
  );
  await step(
    "titles",
    sql`
    create temp table seed_titles on commit drop as
    select s.id, setweight(to_tsvector('english', s.name), 'A') || g.title_rest as title
    from seed_products s join seed_groups g using (brand_id, category_id)`,
  );
  await step(
    "descriptions",
    sql`
    create temp table seed_descriptions on commit drop as
    select description, setweight(to_tsvector('english', description), 'D') as vector
    from (select distinct description from seed_products) d`,
  );
  await step(
    "colour bits",
    sql`
    create temp table seed_colors on commit drop as
    select s.product_id, bit_or(1::bigint << v.position) as bits
    from seed_values s join attribute_values v on v.id = s.value_id and v.attribute_slug = 'color'
    group by s.product_id`,
  );
  await step("statistics", sql`analyze seed_groups, seed_titles, seed_descriptions, seed_colors`);
  // The BEFORE triggers that stay on (listed, availability from stock) still set those columns row by row; the
  // statement triggers that stay on (the notices) fire once.
  await step(
    "products",
    sql`
    insert into products (id, slug, name, description, price_cents, compare_at_cents, availability, stock, badges,
      brand_id, category_id, rating_sum, rating_count, created_at, updated_at, color_bits, search_vector)
    select s.id, s.slug, s.name, s.description, s.price_cents, s.compare_at_cents, s.availability::availability, s.stock, s.badges::text[],
      s.brand_id, s.category_id, s.rating_sum, s.rating_count, s.created_at, s.created_at, coalesce(c.bits, 0),
      t.title || d.vector
    from seed_products s
    join seed_titles t on t.id = s.id
    join seed_descriptions d using (description)
    left join seed_colors c on c.product_id = s.id
    order by s.id`,
  );
  await step(
    "pictures",
    sql`
    insert into product_images (product_id, position, media_key) select product_id, position, media_key from seed_images`,
  );
  await step(
    "attributes",
    sql`
    insert into product_attributes (product_id, value_id, featured) select product_id, value_id, featured from seed_values`,
  );
  // Every staged product is listed: none is hidden, none has a seller.
  await step(
    "suggestions' titles",
    sql`
    insert into search_titles (product_id, category_id, rating_count, title)
    select s.id, s.category_id, s.rating_count, t.title from seed_products s join seed_titles t on t.id = s.id`,
  );
  // The words of "name brand category" are those of each part (a space ends every word), and the words of a
  // name are those of its distinct lexemes: search_words runs on a few thousand of them, not on every name.
  await step(
    "vocabulary",
    sql`
    insert into search_terms (term)
    select search_words(w.lexeme)
    from (select distinct unnest(tsvector_to_array(to_tsvector('simple', s.name))) as lexeme from seed_products s) w
    union
    select search_words(g.words) from seed_groups g
    on conflict do nothing`,
  );
}

/**
 * What the facet triggers add for inserted products and their colours (migrations 0016, 0025): the same
 * statements over the staged rows, all of them listed.
 */
async function countFacets(step: Step): Promise<void> {
  await step(
    "facet rows",
    sql`
    create temp table seed_facets on commit drop as
    select s.category_id, s.brand_id, coalesce(s.compare_at_cents, 0) > s.price_cents as discounted, 0 as color_id,
      s.price_cents
    from seed_products s
    union all
    select s.category_id, s.brand_id, coalesce(s.compare_at_cents, 0) > s.price_cents, v.value_id, s.price_cents
    from seed_values v
    join seed_products s on s.id = v.product_id
    join attribute_values a on a.id = v.value_id and a.attribute_slug = 'color'`,
  );
  await step(
    "facet counts",
    sql`
    insert into catalog_facet_counts as c
    select category_id, brand_id, discounted, color_id, count(*), min(price_cents), max(price_cents)
    from seed_facets group by 1, 2, 3, 4
    on conflict (category_id, color_id, brand_id, discounted) do update set
      products = c.products + excluded.products,
      min_price_cents = least(c.min_price_cents, excluded.min_price_cents),
      max_price_cents = greatest(c.max_price_cents, excluded.max_price_cents)`,
  );
  await step(
    "price buckets",
    sql`
    insert into catalog_price_buckets as b
    select k.width, k.bucket, f.color_id, f.category_id, f.brand_id, f.discounted, sum(f.products)::int
    from (select category_id, brand_id, discounted, color_id, price_cents, count(*) as products
          from seed_facets group by 1, 2, 3, 4, 5) f,
      catalog_price_bucket_keys(f.price_cents) k
    group by 1, 2, 3, 4, 5, 6
    on conflict (width, bucket, color_id, category_id, brand_id, discounted) do update set
      products = b.products + excluded.products`,
  );
}
