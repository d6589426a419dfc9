import { asc, eq } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import { type DisplayCurrency, USD } from "~domain/money";
import type { Db, Tx } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { currencies } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";

export type CurrencyOption = { code: string; symbol: string; rate: number; name: string };

export function listCurrencies(db: Db, locale: Locale): Promise<CurrencyOption[]> {
  return referenceData(db, `currencies:${locale}`, async () => {
    showsOnPage(pageTag.table("currencies"));
    const rows = await db.select().from(currencies).orderBy(asc(currencies.position));
    return rows.map((row) => ({ code: row.code, symbol: row.symbol, rate: Number(row.rate), name: row.name[locale] }));
  });
}

/** A currency by its code with today's rate, as prices are shown in it (US dollars when it is unknown). */
export async function displayCurrency(db: Db | Tx, code: string): Promise<DisplayCurrency> {
  const [row] = await db
    .select({ code: currencies.code, symbol: currencies.symbol, rate: currencies.rate })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row ? { code: row.code, symbol: row.symbol, rate: Number(row.rate) } : USD;
}
