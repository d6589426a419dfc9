import { isDay } from "./day-field";
import { type FieldErrors, fieldErrorsOf } from "./form";
import { z } from "./zod";

// The period of a statement of movements (issue 47), from its address's query: `from` and `to`, days as a date
// input sends them. Checked here for the CSV route and for the page that shows the form again with the messages.

/** A day of the period, as typed: required, and a real day. */
const periodDay = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .max(10, "statement.errors.day")
  .refine(isDay, "statement.errors.day");

export const statementPeriodSchema = z
  .object({ from: periodDay, to: periodDay })
  // Said only of two real days: a day that is not one has its own message.
  .refine((period) => !isDay(period.from) || !isDay(period.to) || period.from <= period.to, {
    message: "statement.errors.order",
    path: ["to"],
  });

export type StatementPeriod = z.output<typeof statementPeriodSchema>;

/** What was typed in the period's fields, at most a short line each (a query may hold anything). */
export type PeriodValues = { from: string; to: string };

export type ParsedPeriod =
  | { ok: true; period: StatementPeriod; values: PeriodValues }
  | { ok: false; errors: FieldErrors; values: PeriodValues };

/** The period asked in the query, or the messages beside `from` and `to` with what was typed. */
export function parseStatementPeriod(search: URLSearchParams): ParsedPeriod {
  const values = { from: (search.get("from") ?? "").slice(0, 40), to: (search.get("to") ?? "").slice(0, 40) };
  const parsed = statementPeriodSchema.safeParse({
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
  });
  return parsed.success
    ? { ok: true, period: parsed.data, values }
    : { ok: false, errors: fieldErrorsOf(parsed.error), values };
}

/** The period a statement form offers first: from the first day of `today`'s month to `today` (UTC days). */
export function defaultPeriod(today: string): PeriodValues {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The statement form as a page shows it: the period its address asks, with the messages, or the one offered first. */
export function statementForm(search: URLSearchParams, today: string): { values: PeriodValues; errors: FieldErrors } {
  if (!search.has("from") && !search.has("to")) return { values: defaultPeriod(today), errors: {} };
  const asked = parseStatementPeriod(search);
  return { values: asked.values, errors: asked.ok ? {} : asked.errors };
}
