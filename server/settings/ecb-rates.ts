import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "../db/handle";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";
import { writeRates } from "./exchange-rates";

// The European Central Bank publishes its euro reference rates once a working day around 16:00 CET
// (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml). The store keeps rates per US dollar, so the
// import divides by the dollar's rate; a currency the bank does not publish (the rouble) keeps the operator's rate.
//
// The file is read with strict regular expressions, not an XML library: its shape is fixed and tiny, nothing in it
// is evaluated (no entities, no DOCTYPE), and anything that is not exactly that shape is refused rather than guessed.

/** What one daily file says: its day (YYYY-MM-DD) and units of each currency per euro, as written. */
export type EcbDay = { day: string; perEuro: Map<string, string> };

/** The real file is under 2 KB; anything far larger is not it (and is not worth scanning). */
const MAX_FEED_CHARS = 64 * 1024;
const GESMES_NS = "http://www.gesmes.org/xml/2002-08-01";
const EUROFXREF_NS = "http://www.ecb.int/vocabulary/2002-08-01/eurofxref";
/** `<Cube><Cube time="…">rates</Cube></Cube>`; the rates are checked one by one below. */
const DAY_CUBE = /<Cube>\s*<Cube\s+time\s*=\s*(["'])(\d{4}-\d{2}-\d{2})\1\s*>([\s\S]*?)<\/Cube>\s*<\/Cube>/;
/** One `<Cube currency="XXX" rate="N"/>` in the bank's attribute order, from where the last one ended. */
const RATE_CUBE = /\s*<Cube\s+currency\s*=\s*(["'])([A-Z]{3})\1\s+rate\s*=\s*(["'])([^"'<>]{1,32})\3\s*\/>\s*/y;
/** A positive decimal of bounded size, as the bank writes them (`1.0523`, `163.45`). */
const DECIMAL = /^\d{1,10}(\.\d{1,10})?$/;

/**
 * Reads the ECB's daily file: exactly one `<Cube time>` inside a gesmes envelope, holding only currency cubes with a
 * 3-capital-letter code (none twice, not EUR) and a positive decimal rate. Anything else gives null; it never throws.
 */
export function parseEcbRates(xml: string): EcbDay | null {
  if (typeof xml !== "string" || xml.length > MAX_FEED_CHARS) return null;
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) return null;
  const open = xml.indexOf("<gesmes:Envelope");
  const openEnd = xml.indexOf(">", open);
  const close = xml.lastIndexOf("</gesmes:Envelope>");
  if (open < 0 || openEnd < 0 || close < openEnd) return null;
  const envelopeTag = xml.slice(open, openEnd);
  if (!envelopeTag.includes(GESMES_NS) || !envelopeTag.includes(EUROFXREF_NS)) return null;
  const inside = xml.slice(openEnd + 1, close);
  if ((inside.match(/<Cube\s+time\b/g) ?? []).length !== 1) return null;
  const found = DAY_CUBE.exec(inside);
  if (!found) return null;
  const [, , day = "", body = ""] = found;
  if (!isCalendarDay(day)) return null;
  const perEuro = new Map<string, string>();
  const next = new RegExp(RATE_CUBE); // its own lastIndex: the sticky scan keeps state
  while (next.lastIndex < body.length) {
    const start = next.lastIndex;
    const cube = next.exec(body);
    if (!cube || next.lastIndex === start) return null;
    const [, , code = "", , rate = ""] = cube;
    if (code === "EUR" || perEuro.has(code) || !isPositiveDecimal(rate)) return null;
    perEuro.set(code, rate);
  }
  return perEuro.size > 0 ? { day, perEuro } : null;
}

/** "2026-11-24" names a real day of the calendar. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A bounded decimal above zero. */
function isPositiveDecimal(text: string): boolean {
  return DECIMAL.test(text) && /[1-9]/.test(text);
}

/** A decimal string as an exact fraction: digits over a power of ten. */
function fraction(text: string): { units: bigint; scale: bigint } {
  const [whole = "0", decimals = ""] = text.split(".");
  return { units: BigInt(whole + decimals), scale: 10n ** BigInt(decimals.length) };
}

const SIX_DECIMALS = 1_000_000n;
/** numeric(14,6): at most 8 digits before the point. */
const LARGEST_RATE = 10n ** 14n - 1n;

/** a ÷ b in exact integers, rounded half up to 6 decimals, as "0.950299"; null when it does not fit the table. */
function divideToRate(a: string, b: string): string | null {
  const x = fraction(a);
  const y = fraction(b);
  const numerator = x.units * y.scale * SIX_DECIMALS;
  const denominator = y.units * x.scale;
  const micros = (2n * numerator + denominator) / (2n * denominator);
  if (micros <= 0n || micros > LARGEST_RATE) return null;
  return `${micros / SIX_DECIMALS}.${(micros % SIX_DECIMALS).toString().padStart(6, "0")}`;
}

/**
 * Rates per euro → rates per US dollar: X per USD = (X per EUR) ÷ (USD per EUR), and EUR per USD = 1 ÷ (USD per
 * EUR). Exact decimal arithmetic, rounded half up to the table's 6 decimals; a rate that rounds to zero or passes 8
 * whole digits is left out. Null without a dollar rate. The dollar itself is not listed (it is 1 by definition).
 */
export function usdRatesFromEuro(perEuro: ReadonlyMap<string, string>): Map<string, string> | null {
  const dollar = perEuro.get("USD");
  if (dollar === undefined || !isPositiveDecimal(dollar)) return null;
  const perDollar = new Map<string, string>();
  const euro = divideToRate("1", dollar);
  if (euro !== null) perDollar.set("EUR", euro);
  for (const [code, rate] of perEuro) {
    if (code === "USD" || code === "EUR" || !isPositiveDecimal(rate)) continue;
    const converted = divideToRate(rate, dollar);
    if (converted !== null) perDollar.set(code, converted);
  }
  return perDollar;
}

/** A completed import: the file's day and the lines writeRates gave ("EUR 0.95 → 0.950299"). */
export type EcbImport = { day: string; changes: string[] };

/** How long a request to the feed may take, body included (a stop waits for it). */
const FETCH_TIMEOUT_MS = 10_000;

/** The feed's text from an http(s):// or file:// address, or why it could not be read. */
async function readFeed(url: string, fetchImpl: typeof fetch): Promise<{ text: string } | { reason: string }> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return { reason: "not a URL" };
  }
  try {
    if (address.protocol === "file:") return { text: await readFile(fileURLToPath(address), "utf8") };
    if (address.protocol !== "http:" && address.protocol !== "https:") {
      return { reason: `${address.protocol} addresses are not read` };
    }
    const response = await fetchImpl(address, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status !== 200) return { reason: `the feed answered ${response.status}` };
    return { text: await response.text() };
  } catch (error) {
    return { reason: `could not read the feed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Reads the ECB file at `url` and writes the converted rates of the store's currencies the file has, in one
 * transaction (currencies it lacks, like RUB, keep their rates). A feed that cannot be read or is not the ECB's
 * format gives a reason instead, and nothing is written.
 */
export async function importEcbRates(
  db: Db,
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<EcbImport | string> {
  const feed = await readFeed(url, fetchImpl);
  if ("reason" in feed) return feed.reason;
  const parsed = parseEcbRates(feed.text);
  if (!parsed) return "the feed is not the ECB's daily reference rates";
  const rates = usdRatesFromEuro(parsed.perEuro);
  if (!rates) return "the feed has no US dollar rate";
  const changes = await db.transaction((tx) => writeRates(tx, rates));
  return { day: parsed.day, changes };
}

/** The bank publishes once a working day. */
export const RATES_IMPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Imports the rates at start and then every 24 hours, logging what changed and warning of a failure. If several
 * processes run it at once that is harmless: each writes the same rates, and writeRates writes only differences.
 */
export function startRatesImport(db: Db, url: string, log: Pick<Logger, "info" | "warn">): Repeating {
  const warn = (reason: string) => log.warn(`Exchange rates not imported: ${reason}`);
  return startRepeating(
    async () => {
      const result = await importEcbRates(db, url);
      if (typeof result === "string") warn(result);
      else if (result.changes.length > 0) log.info(`Exchange rates of ${result.day}: ${result.changes.join("; ")}`);
      return { more: false };
    },
    RATES_IMPORT_INTERVAL_MS,
    (error) => warn(error instanceof Error ? error.message : String(error)),
  );
}
