import { z } from "./zod";

/**
 * A day of the calendar, in the years a date column takes: Date.parse alone rolls 2031-02-30 over to March 2, and
 * the database would refuse the insert instead of the form.
 */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "0001-01-01") return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A required day field (YYYY-MM-DD, as a date input sends it), refused with `message` when it is no such day. */
export const dayField = (message: string) =>
  z.string({ error: "errors.required" }).trim().min(1, "errors.required").refine(isDay, message);
