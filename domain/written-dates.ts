import type { Translate } from "./translator";

// Dates as the pages write them, without `Intl`: a browser's first `Intl.DateTimeFormat` loads ICU's calendar data in
// the middle of the page's first task (130 ms under Lighthouse's slowdown, bench/README.md, issue 54). The month names
// and the order of the parts are the dictionaries' (`dates.*`), the texts `Intl` writes for these languages on the
// server (written-dates.test.ts compares them for any day); the same words on the server and in the browser, so
// the page hydrates as it was sent. Days are calendar days in UTC, as everything the store dates.

/** The date (an ISO date or instant, or a Date) in UTC. */
function partsOf(at: string | Date): { year: number; month: number; day: number } {
  const date = typeof at === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T00:00:00Z` : at) : at;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** A whole date, as `dateStyle: "long"` writes it: "November 30, 2026", "30 ноября 2026 г.". */
export function writtenDate(t: Translate, at: string | Date): string {
  const { year, month, day } = partsOf(at);
  return t("dates.date", { year, month: t(`dates.monthInDate.${month}`), day });
}

/** A day of the year without it, as `{ day: "numeric", month: "short" }` writes it: "Nov 30", "30 нояб.". */
export function writtenDay(t: Translate, at: string | Date): string {
  const { month, day } = partsOf(at);
  return t("dates.day", { month: t(`dates.monthInDay.${month}`), day });
}
