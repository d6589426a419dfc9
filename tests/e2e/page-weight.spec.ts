import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { waitForHydration } from "../support/e2e";

// What a first visit downloads, in bytes: deterministic for a build and the demo catalogue, so budgets can be
// tests (issue 20). Timings are not: those are measured by bench/, never here.

const KB = 1024;
const client = path.resolve(process.env.BUILD_DIR || "build", "client");
const PRODUCT_PAGES = ["/shop/product-standard", "/shop/product-columnar", "/shop/product-sidebar"];

/** A page's HTML as a first-time visitor gets it (no cookies), before compression. */
async function html(request: APIRequestContext, page: string): Promise<string> {
  const response = await request.get(page);
  expect(response.status(), page).toBe(200);
  return response.text();
}

/** The scripts a page needs before it hydrates: its entry script and every module it preloads. */
function initialScripts(page: string): string[] {
  // Preloaded once the page has painted (app/lib/scripts-after-paint.server.ts), but preloaded all the same.
  const preloads = [...page.matchAll(/<link rel="modulepreload(?:-after-paint)?" href="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const imported = [...page.matchAll(/(?:import\(|from )"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  return [...new Set([...preloads, ...imported])];
}

/** Gzipped, as the server's compression would send them (before the browser caches them). */
function gzippedBytes(scripts: string[]): number {
  return scripts.reduce((sum, script) => sum + gzipSync(readFileSync(path.join(client, script))).length, 0);
}

test("the home pages' HTML is at most 150 KB", async ({ request }) => {
  for (const page of ["/", "/home-two"]) {
    expect(Buffer.byteLength(await html(request, page)), page).toBeLessThanOrEqual(150 * KB);
  }
});

test("a product page's HTML is at most 80 KB, in each of its layouts", async ({ request }) => {
  for (const page of PRODUCT_PAGES) {
    expect(Buffer.byteLength(await html(request, page)), page).toBeLessThanOrEqual(80 * KB);
  }
});

test("a product page needs at most 150 KB of JavaScript, gzipped, before it hydrates", async ({ request }) => {
  const scripts = initialScripts(await html(request, PRODUCT_PAGES[0] ?? ""));
  expect(scripts.some((script) => script.includes("entry.client"))).toBe(true);
  expect(gzippedBytes(scripts)).toBeLessThanOrEqual(150 * KB);
});

/**
 * Every script a phone's first visit loads on its own (the page's, the islands' as hydration reaches them, what
 * loads once the page has painted) until the network is quiet, in bytes as sent (brotli): what Lighthouse's
 * resource summary counts, without the headers.
 */
async function scriptsLoaded(browser: Browser, page: string): Promise<number> {
  const phone = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const sizes: Promise<number>[] = [];
  phone.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await phone.goto(page, { waitUntil: "networkidle" });
  // The scripts start after the first paint: on a busy machine the network can rest longer than networkidle's half
  // second before they do, and a count taken then would hold nothing.
  await waitForHydration(phone, "main");
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await phone.close();
  return total;
}

// Issue 54's budget, for the four pages Lighthouse measures.
test("a phone's first visit loads at most 150 KB of scripts, all told", async ({ browser }) => {
  for (const page of [PRODUCT_PAGES[0] ?? "", "/shop/catalog/power-tools", "/search/drill/all", "/"]) {
    expect(await scriptsLoaded(browser, page), page).toBeLessThanOrEqual(150 * KB);
  }
});

test("the page's dictionary waits for the first paint, as the scripts do, and is fetched once", async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await html(request, "/");
  expect(page).toMatch(/<link rel="preload-after-paint" as="fetch" [^>]*href="\/locales\/en\.[0-9a-f]+\.json"/);
  expect(page).not.toMatch(/<link rel="preload" as="fetch"/);
  const phone = await browser.newPage({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true });
  const asked: string[] = [];
  phone.on("request", (sent) => {
    if (sent.url().includes("/locales/")) asked.push(sent.url());
  });
  await phone.goto("/", { waitUntil: "networkidle" });
  // The page hydrates once its dictionary has come (entry.client.tsx); a second fetch would have been made by then.
  await waitForHydration(phone, "main");
  // Once: the scripts' own fetch takes what the preload brought.
  expect(asked).toHaveLength(1);
  await expect(phone.locator("link[data-messages]")).toHaveAttribute("rel", "preload");
  await phone.close();
});

// Ten, and the route manifest every page loads since decision 066.
test("what every page runs comes in a few files: a plain page preloads at most 11 scripts", async ({ request }) => {
  expect(initialScripts(await html(request, "/site/terms")).length).toBeLessThanOrEqual(11);
});

test("the stylesheet comes first in <head>, before the script preloads", async ({ request }) => {
  const page = await html(request, "/site/terms");
  const head = page.slice(0, page.indexOf("</head>"));
  const links = [...head.matchAll(/<link [^>]*rel="(stylesheet|modulepreload-after-paint)"/g)].map((match) => match[1]);
  expect(links[0]).toBe("stylesheet");
  expect(links.filter((rel) => rel === "stylesheet")).toHaveLength(1);
  expect(links.filter((rel) => rel === "modulepreload-after-paint").length).toBeGreaterThan(0);
});

test("every icon on the home page is a line pointing into one sprite file", async ({ request }) => {
  const page = await html(request, "/");
  const sprites = new Set([...page.matchAll(/<use href="([^"#]+)#[a-z-]+"/g)].map((match) => match[1]));
  expect(sprites.size).toBe(1);
  expect(page).not.toContain("lucide");
});
