// Screenshots of pages for a look by eye: node scripts/screenshots.mjs http://localhost:3000 / /shop/catalog …
// Writes .test-data/screenshots/{path}-{wide|phone}-{en|ar}.png
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = ".test-data/screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
for (const [name, viewport] of [
  ["wide", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
]) {
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
