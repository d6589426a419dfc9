// Screenshots of pages for a look by eye: npx tsx scripts/screenshots.ts http://localhost:3000 / /shop/catalog …
// Writes .test-data/screenshots/{path}-{wide|phone}-{en|ar}.png
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = ".test-data/screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const viewports = { wide: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
for (const [name, viewport] of Object.entries(viewports)) {
  for (const dir of ["ltr", "rtl"]) {
    const page = await browser.newPage({ viewport });
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}dir=${dir}`, { waitUntil: "networkidle" });
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${name}-${dir === "rtl" ? "ar" : "en"}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
