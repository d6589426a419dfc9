import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { auditPage } from "./audit";
import { salesCharts, salesOfLastDays } from "./sales-charts";
import { operatorTodo } from "./todo";

/**
 * The back office's first screen (issue 48): what waits for the operator, each with its count and the list it links
 * to; the last 30 days' orders, their worth and how they were paid, drawn for `locale`; the latest actions.
 */
export async function adminOverview(db: Db, locale: Locale, now: Date) {
  const [todo, sales, audit] = await Promise.all([operatorTodo(db, now), salesOfLastDays(db, now), auditPage(db, 1)]);
  return { todo, charts: salesCharts(sales, locale), latestActions: audit.entries.slice(0, 5) };
}
