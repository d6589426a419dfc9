import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTree } from "~server/catalog/departments";
import { categories, currencies } from "~server/db/schema";
import { listCurrencies } from "~server/prefs/currencies";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
const text = (en: string) => ({ en, ru: en, ar: en });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(currencies).values({ code: "EUR", symbol: "€", name: text("Euro"), rate: "0.9" });
  await database.db.insert(categories).values({ slug: "saws", name: text("Saws") });
});

afterAll(async () => {
  await database?.cleanup();
});

/** What a page shows once the change has reached this process (on PostgreSQL the notice comes a moment later). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let seen = await read();
  for (let tries = 0; tries < 100 && JSON.stringify(seen) !== JSON.stringify(expected); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await read();
  }
  return seen;
}

describe("kept reference data (categories, currencies)", () => {
  it("shows a changed exchange rate and a renamed or added category, though the pages keep them in memory", async () => {
    const { db } = database;
    // Kept: once the notices of the set-up's inserts have arrived (on PostgreSQL a moment later), a second
    // page gets what the first read, without asking the database.
    let first = await listCurrencies(db, "en");
    for (let tries = 0; tries < 100 && (await listCurrencies(db, "en")) !== first; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      first = await listCurrencies(db, "en");
    }
    expect(await listCurrencies(db, "en")).toBe(first);
    expect(first.map((c) => c.rate)).toEqual([0.9]);
    expect((await categoryTree(db, "en")).map((c) => c.name)).toEqual(["Saws"]);

    await db.update(currencies).set({ rate: "0.95" }).where(eq(currencies.code, "EUR"));
    await db
      .update(categories)
      .set({ name: text("Hand saws") })
      .where(eq(categories.slug, "saws"));
    await db.insert(categories).values({ slug: "drills", name: text("Drills"), position: 1 });

    const rates = async () => (await listCurrencies(db, "en")).map((c) => c.rate);
    const names = async () => (await categoryTree(db, "en")).map((c) => c.name);
    expect(await eventually(rates, [0.95])).toEqual([0.95]);
    expect(await eventually(names, ["Hand saws", "Drills"])).toEqual(["Hand saws", "Drills"]);
  });
});
