import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BuildAliasTable } from "drizzle-orm/pg-core/query-builders/select.types";
import { readTranslations } from "~domain/listing-texts";
import type { Locale } from "~domain/locales";
import { namesOfListing, type OrderLineNames } from "~domain/order-line-names";
import type { Db, Tx } from "../db/handle";
import { products } from "../db/schema";

// A listing's name and description as a shopper reads them (decision 037): in their language when its seller gave
// it, else as written, with the language of what is shown so the page can mark it (`lang`).

/** The visitor's language: a value, or a prepared statement's placeholder for one. */
export type TextLocale = Locale | Placeholder;

type ProductsTable = typeof products | BuildAliasTable<typeof products, string>;

const column = (table: ProductsTable, name: string) => sql`${table}.${sql.identifier(name)}`;
// A key of our own ("name" or "description"), written into the SQL so the statement's parameters stay the visitor's.
const key = (field: "name" | "description") => sql.raw(`'${field}'`);

/** The product's name or description in `locale`, else its original. */
export function localizedText(table: ProductsTable, field: "name" | "description", locale: TextLocale): SQL<string> {
  const original = column(table, field === "name" ? table.name.name : table.description.name);
  return sql<string>`coalesce(${column(table, table.translations.name)} -> ${locale}::text ->> ${key(field)}, ${original})`;
}

/** The language of what `localizedText` gives: `locale` when its seller gave it, else the one they wrote in. */
export function localizedLang(table: ProductsTable, field: "name" | "description", locale: TextLocale): SQL<Locale> {
  return sql<Locale>`(case when ${column(table, table.translations.name)} -> ${locale}::text ->> ${key(field)} is not null
    then ${locale}::text else ${column(table, table.locale.name)} end)`;
}

/** Each product's name in every language it has now (what an order line keeps, decision 068), by product id. */
export async function listingNames(db: Db | Tx, productIds: number[]): Promise<Map<number, OrderLineNames>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, locale: products.locale, translations: products.translations })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, namesOfListing(row, readTranslations(row.translations))]));
}
