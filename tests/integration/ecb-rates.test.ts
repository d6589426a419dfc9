import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencies } from "~server/db/schema";
import { importEcbRates, startRatesImport } from "~server/settings/ecb-rates";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The ECB's daily reference rates (RATES_URL): the store's euro and pound follow the bank's file, converted to rates
// per dollar; the rouble, which the bank does not publish, and the dollar keep theirs.

let database: TestDatabase;
const fixture = pathToFileURL(path.resolve("tests/fixtures/eurofxref-daily.xml")).href;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(currencies).values([
    { code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } },
    { code: "EUR", symbol: "€", rate: "0.923700", name: { en: "Euro", ru: "Евро", ar: "يورو" }, position: 1 },
    { code: "GBP", symbol: "£", rate: "0.780000", name: { en: "Pound", ru: "Фунт", ar: "جنيه" }, position: 2 },
    { code: "RUB", symbol: "₽", rate: "92.500000", name: { en: "Rouble", ru: "Рубль", ar: "روبل" }, position: 3 },
  ]);
});

afterAll(async () => {
  await database?.cleanup();
});

/** The store's rates, code → rate as the table keeps it. */
async function storeRates(): Promise<Record<string, string>> {
  const rows = await database.db
    .select({ code: currencies.code, rate: currencies.rate })
    .from(currencies)
    .orderBy(asc(currencies.code));
  return Object.fromEntries(rows.map((row) => [row.code, row.rate]));
}

describe("importing the ECB's reference rates", () => {
  it("a feed that cannot be read or is not the bank's file changes nothing and says why", async () => {
    const before = await storeRates();
    const missing = pathToFileURL(path.join(database.dataDir, "no-such-file.xml")).href;
    expect(await importEcbRates(database.db, missing)).toMatch(/could not read the feed/);
    const malformed = path.join(database.dataDir, "malformed.xml");
    await writeFile(malformed, "<html><body>Service unavailable</body></html>");
    expect(await importEcbRates(database.db, pathToFileURL(malformed).href)).toMatch(/not the ECB's/);
    const unavailable = async () => new Response("busy", { status: 503 });
    expect(await importEcbRates(database.db, "https://ecb.example/rates.xml", unavailable)).toMatch(/answered 503/);
    const offline = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await importEcbRates(database.db, "https://ecb.example/rates.xml", offline)).toMatch(/fetch failed/);
    expect(await storeRates()).toEqual(before);
  });

  it("the euro and the pound take the bank's rates per dollar; the rouble and the dollar keep theirs", async () => {
    expect(await importEcbRates(database.db, fixture)).toEqual({
      day: "2026-11-24",
      changes: ["EUR 0.9237 → 0.950299", "GBP 0.78 → 0.790744"],
    });
    expect(await storeRates()).toEqual({ EUR: "0.950299", GBP: "0.790744", RUB: "92.500000", USD: "1.000000" });
  });

  it("the same file again changes nothing", async () => {
    expect(await importEcbRates(database.db, fixture)).toEqual({ day: "2026-11-24", changes: [] });
  });

  it("the daily job imports at start and warns of a feed it cannot read", async () => {
    const lines: string[] = [];
    const log = {
      info: (line: string) => lines.push(`info ${line}`),
      warn: (line: string) => lines.push(`warn ${line}`),
    };
    const job = startRatesImport(database.db, `${fixture}.missing`, log);
    await expect.poll(() => lines.length).toBe(1);
    await job.stop();
    expect(lines[0]).toMatch(/^warn Exchange rates not imported: could not read the feed/);
  });
});
