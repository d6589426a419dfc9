import { asc } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/client";
import { currencies } from "../db/schema";

export type CurrencyOption = { code: string; symbol: string; rate: number; name: string };

export async function listCurrencies(db: Db, locale: Locale): Promise<CurrencyOption[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.position));
  return rows.map((row) => ({ code: row.code, symbol: row.symbol, rate: Number(row.rate), name: row.name[locale] }));
}
