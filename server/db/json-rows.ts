import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A select list naming each column by its key (`"products"."price_cents" as "priceCents", …`), for a subquery
 * whose rows are read as JSON (`json_agg(r)`): the JSON objects then have the same keys as a Drizzle select
 * of the same map. JSON carries numbers, text, booleans, arrays and nulls as they are; timestamps arrive as ISO
 * strings.
 */
export function selectAs(columns: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
