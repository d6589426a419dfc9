import { asc, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepared } from "~server/db/prepared";
import { products } from "~server/db/schema";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The statements prepared() names run as named statements on PGlite too (server/db/pglite-statements.ts): parsed
// and planned once, with the same rows, types and errors as the unnamed query.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
});

afterAll(async () => {
  await database?.cleanup();
});

const columns = { id: products.id, slug: products.slug, createdAt: products.createdAt, stock: products.stock };
const pricier = () =>
  prepared(database.db, "test_pricier_products", () =>
    database.db
      .select(columns)
      .from(products)
      .where(gt(products.priceCents, sql.placeholder("min")))
      .orderBy(asc(products.id))
      .prepare("test_pricier_products"),
  );

describe("a statement prepared() names", () => {
  it("gives the rows, the dates and the numbers of the same query unnamed, every time", async () => {
    const unnamed = await database.db
      .select(columns)
      .from(products)
      .where(gt(products.priceCents, 1000))
      .orderBy(asc(products.id));
    expect(unnamed.length).toBeGreaterThan(0);
    expect(unnamed[0]?.createdAt).toBeInstanceOf(Date);
    for (let time = 0; time < 7; time++) expect(await pricier().execute({ min: 1000 })).toEqual(unnamed);
    expect(await pricier().execute({ min: 10_000_000 })).toEqual([]);
  });

  it("is kept by the embedded database under its name", async () => {
    await pricier().execute({ min: 1 });
    if (database.kind !== "pglite") return;
    const result = await database.db.execute(
      sql`select name from pg_prepared_statements where name = 'test_pricier_products'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ name: "test_pricier_products" }]);
  });

  it("refuses a bad value with the database's error, and the next call works", async () => {
    await expect(pricier().execute({ min: "not a number" })).rejects.toMatchObject({ cause: { code: "22P02" } });
    expect((await pricier().execute({ min: 0 })).length).toBeGreaterThan(0);
  });
});
