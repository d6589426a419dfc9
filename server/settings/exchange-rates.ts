import { asc, eq, ne } from "drizzle-orm";
import { requiredText } from "~domain/form-fields";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { currencies } from "../db/schema";

/** Units of a currency per US dollar as the table keeps them: above zero, at most 8 digits and 6 decimals. */
const rateField = requiredText(16)
  .regex(/^\d{1,8}(\.\d{1,6})?$/, "settings.errors.rate")
  .refine((typed) => Number(typed) > 0, "settings.errors.rate");

/** The rates form: one field per currency other than the dollar (whose rate is 1 by definition). */
export function ratesSchema(codes: readonly string[]) {
  return z.object(Object.fromEntries(codes.map((code) => [code, rateField])));
}

export type CurrencyRate = { code: string; symbol: string; rate: string };

/** The currencies whose rate may change, in the store's order, with their rates as the table keeps them. */
export async function editableRates(db: Db | Tx): Promise<CurrencyRate[]> {
  return db
    .select({ code: currencies.code, symbol: currencies.symbol, rate: currencies.rate })
    .from(currencies)
    .where(ne(currencies.code, "USD"))
    .orderBy(asc(currencies.position));
}

/** "0.92" and "0.920000" are one rate. */
const sameRate = (a: string, b: string) => Number(a) === Number(b);

/**
 * Writes new rates (code → units per dollar) of the store's currencies; the dollar and unknown codes are left alone.
 * Orders keep the rate they were priced at; carts and prices follow at once. Returns "EUR 0.92 → 0.93" per change.
 */
export async function writeRates(tx: Tx | Db, rates: ReadonlyMap<string, string>): Promise<string[]> {
  const changes: string[] = [];
  for (const { code, rate } of await editableRates(tx)) {
    const next = rates.get(code);
    if (next === undefined || sameRate(rate, next)) continue;
    await tx.update(currencies).set({ rate: next, updatedAt: new Date() }).where(eq(currencies.code, code));
    changes.push(`${code} ${Number(rate)} → ${Number(next)}`);
  }
  return changes;
}

/** An operator's new rates, written with a line in the audit log saying what changed; nothing changed, no line. */
export async function changeRates(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  rates: ReadonlyMap<string, string>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const changes = await writeRates(tx, rates);
    if (changes.length > 0) {
      await recordAudit(tx, operator, {
        action: "rates.change",
        subject: "setting:rates",
        subjectLabel: "rates",
        reason: changes.join("; "),
      });
    }
    return changes;
  });
}
