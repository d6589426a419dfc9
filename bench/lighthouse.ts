// Lighthouse (mobile, simulated throttling: its defaults) on four pages of the built store in production mode, the
// median of three runs a page by default, checked against issue 54's budgets (BUDGETS below): it exits 1 when a page
// misses one. Timings are not tests: `npm test` never runs it.
// Usage: npm run build, then DATA_DIR=… (or DATABASE_URL=postgres://…) npm run bench:lighthouse -- [--runs 3]
// [--save /tmp/lh-reports] (each page's report as JSON, to open in https://googlechrome.github.io/lighthouse/viewer/)
// Chromium: Debian's /usr/bin/chromium, or CHROME_PATH.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { someProductPath, startStore } from "./store-process";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, save: { type: "string" } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["Speed Index", "speed-index"],
] as const;

/** What every page must reach (issue 54); SEO is not one: the search page is `noindex` on purpose. */
const BUDGETS = [
  { name: "performance", least: 100, measure: (lhr: Result) => categoryScore(lhr, "performance") },
  { name: "accessibility", least: 100, measure: (lhr: Result) => categoryScore(lhr, "accessibility") },
  { name: "best practices", least: 100, measure: (lhr: Result) => categoryScore(lhr, "best-practices") },
  { name: "TBT, ms", most: 50, measure: (lhr: Result) => lhr.audits["total-blocking-time"]?.numericValue },
  { name: "LCP, ms", most: 1500, measure: (lhr: Result) => lhr.audits["largest-contentful-paint"]?.numericValue },
  { name: "scripts transferred, KB", most: 150, measure: scriptKilobytes },
] as const;

function categoryScore(lhr: Result, id: string): number | undefined {
  const value = lhr.categories[id]?.score;
  return value == null ? undefined : Math.round(value * 100);
}

/** The scripts' bytes over the wire on first load, headers included, as Lighthouse's resource summary counts them. */
function scriptKilobytes(lhr: Result): number | undefined {
  const row = tableItems(lhr.audits["resource-summary"]?.details).find((item) => item.resourceType === "script");
  return typeof row?.transferSize === "number" ? row.transferSize / 1024 : undefined;
}

/** One Lighthouse run in a Chromium of its own (Debian's, never a downloaded one), so no run inherits another's state. */
async function auditOnce(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** A run whose trace came out unreadable (Lighthouse asks to run again: NO_NAVSTART, NO_FCP…) is run again, twice at most. */
async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`(run again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** The rows of an audit's table (its details), whatever kind of table it is. */
function tableItems(details: unknown): Record<string, unknown>[] {
  if (typeof details !== "object" || details === null || !("items" in details)) return [];
  return Array.isArray(details.items) ? details.items : [];
}

/** What an audit points at (scripts, stylesheets, elements), as short as it can be said, at most three. */
function offenders(details: unknown, origin: string): string[] {
  const names = tableItems(details).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const blocked = offenders(item.subItems, origin).join(", ");
    const issue = typeof item.issueType === "string" ? [item.issueType, blocked].filter(Boolean).join(": ") : undefined;
    const named = issue ?? item.url ?? source?.url ?? node?.selector ?? node?.snippet ?? item.label ?? item.description;
    return typeof named === "string" ? named.replace(origin, "") : "";
  });
  return [...new Set(names.filter(Boolean))].slice(0, 3);
}

function score(lhr: Result, category: string): string {
  const value = lhr.categories[category]?.score;
  return value == null ? "–" : String(Math.round(value * 100));
}

function metric(lhr: Result, id: string): string {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return "–";
  if (id === "cumulative-layout-shift") return value.toFixed(3);
  return id === "total-blocking-time" ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}

/** The audits that cost each category below 100 points, with what they point at. */
function failedAudits(lhr: Result, origin: string): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === null || category.score >= 1) continue;
    for (const ref of category.auditRefs) {
      const result = lhr.audits[ref.id];
      // Metrics are printed as figures; "hidden" holds the insights that repeat the classic audits.
      if (!result || ref.group === "metrics" || ref.group === "hidden") continue;
      if (result.score === null || result.score >= 1) continue;
      if (!["binary", "numeric", "metricSavings"].includes(result.scoreDisplayMode)) continue;
      const what = [result.displayValue, ...offenders(result.details, origin)].filter(Boolean).join(" · ");
      lines.push(`  ${id}: ${ref.id}${what ? ` (${what})` : ""}`);
    }
  }
  return lines;
}

function consoleErrors(lhr: Result): string[] {
  return tableItems(lhr.audits["errors-in-console"]?.details).map(
    (item) => `  ${String(item.source)}: ${String(item.description)}`,
  );
}

const store = await startStore();
try {
  const pages = ["/", "/shop/catalog/power-tools", await someProductPath(store.url), "/search/drill/all"];
  // The server's first rendering of a page is slower (code loaded and compiled once): not what a visitor meets.
  for (const path of pages) for (let i = 0; i < 3; i++) await (await fetch(`${store.url}${path}`)).text();

  const rows: string[] = [];
  const verdicts: string[] = [];
  let missed = 0;
  let environment = "";
  for (const path of pages) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(`${store.url}${path}`));
    const lhr = runs === 1 ? results[0]! : computeMedianRun(results);
    const browser = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
    environment = `Lighthouse ${lhr.lighthouseVersion}, ${browser}`;
    const scores = CATEGORIES.map((id) => score(lhr, id));
    const metrics = METRICS.map(([, id]) => metric(lhr, id));
    if (values.save) {
      await writeFile(
        `${values.save}/${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`,
        JSON.stringify(lhr),
      );
    }
    const scripts = scriptKilobytes(lhr);
    rows.push(`| ${path} | ${scores.join(" | ")} | ${metrics.join(" | ")} | ${scripts?.toFixed(1) ?? "–"} KB |`);
    for (const budget of BUDGETS) {
      const value = budget.measure(lhr);
      const met = value !== undefined && ("least" in budget ? value >= budget.least : value <= budget.most);
      if (!met) missed++;
      const limit = "least" in budget ? `≥ ${budget.least}` : `≤ ${budget.most}`;
      const shown = value === undefined ? "–" : Number.isInteger(value) ? String(value) : value.toFixed(1);
      verdicts.push(`| ${path} | ${budget.name} | ${limit} | ${shown} | ${met ? "met" : "OVER BUDGET"} |`);
    }
    console.log(`\n${path}${runs > 1 ? ` (the median of ${runs} runs)` : ""}`);
    console.log(CATEGORIES.map((id, i) => `${id} ${scores[i]}`).join(" · "));
    console.log(METRICS.map(([name], i) => `${name} ${metrics[i]}`).join(" · "));
    const failed = failedAudits(lhr, store.url);
    if (failed.length > 0) console.log(`failed audits:\n${failed.join("\n")}`);
    const errors = consoleErrors(lhr);
    console.log(errors.length > 0 ? `console errors:\n${errors.join("\n")}` : "console errors: none");
  }
  console.log(`\n${environment}; ${runs === 1 ? "one run" : `the median of ${runs} runs`} a page\n`);
  console.log(
    `| page | performance | accessibility | best practices | SEO | ${METRICS.map(([n]) => n).join(" | ")} | scripts transferred |`,
  );
  console.log(`| --- | ${[...CATEGORIES, ...METRICS, "scripts"].map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(row);
  console.log("\nBudgets (issue 54):\n| page | what | budget | measured | |\n| --- | --- | --- | --- | --- |");
  for (const verdict of verdicts) console.log(verdict);
  if (missed > 0) {
    console.log(`\n${missed} budget(s) missed.`);
    process.exitCode = 1;
  }
} finally {
  await store.stop();
}
