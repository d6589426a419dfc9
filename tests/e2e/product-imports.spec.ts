import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/e2e";
import { expect, test } from "../support/fixtures";
import { zipOf } from "../support/zip-file";

// Products in bulk (decision 047): a seller uploads a CSV with a zip of pictures, and the import's page shows its
// progress while the background pass writes it, then what it wrote. A refused file lists its problems at once.

const HEADER = "sku,language,name_en,description_en,price,stock,colours,category,brand,pictures";

const png = (fill: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: fill } })
    .png()
    .toBuffer();

/** Chooses the CSV and the zip in the import form, by the labels of the page's language. */
async function chooseFiles(page: Page, labels: { csv: string; zip: string }, csv: string, zip: Buffer) {
  await page
    .getByLabel(labels.csv)
    .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByLabel(labels.zip).setInputFiles({ name: "pictures.zip", mimeType: "application/zip", buffer: zip });
}

test("an import shows its progress and its result", async ({ page, seller }) => {
  const tag = randomBytes(3).toString("hex");
  const csv = [
    HEADER,
    `E2E-${tag}-1,en,Imported vise ${tag},A vise from a file.,19.90,5,red|blue,workbenches,brandix,vise.png | blue: vise-blue.png`,
    `E2E-${tag}-2,en,Imported clamp ${tag},A clamp from a file.,9.50,12,red,workbenches,brandix,vise.png`,
  ].join("\r\n");
  const zip = zipOf([
    { name: "vise.png", data: await png("#cc0000") },
    { name: "vise-blue.png", data: await png("#0000cc") },
  ]);
  expect(seller.email).toContain("@");

  await page.goto("/account/myProducts?dir=ltr");
  await page.getByRole("main").getByRole("link", { name: "Import or export (CSV)" }).click();
  await chooseFiles(page, { csv: "Products (CSV, UTF-8)", zip: "Pictures (zip, optional)" }, csv, zip);
  await page.getByRole("button", { name: "Import", exact: true }).click();

  await expect(page).toHaveURL(/\/account\/myProducts\/import\/\d+$/);
  const bar = page.getByRole("progressbar", { name: /^Steps done: \d+ of \d+$/ });
  await expect(bar).toBeVisible();
  // The background pass takes it within seconds; the page asks again by itself until it is done.
  const result = page.getByRole("main").getByRole("status");
  await expect(result).toHaveText("2 created, 0 changed, 0 already as in the file.", { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Imported", exact: true })).toBeVisible();
  const max = await bar.getAttribute("max");
  await expect(bar).toHaveAttribute("value", max ?? "");
  await expect(page.getByRole("link", { name: "Check again" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/account/myProducts");
  await expect(page.getByRole("main").getByText(`Imported vise ${tag}`)).toBeVisible();
  await expect(page.getByRole("main").getByText(`Imported clamp ${tag}`)).toBeVisible();
});

test("a file with a wrong row imports nothing and names its line and column, in Arabic", async ({ page, seller }) => {
  const tag = randomBytes(3).toString("hex");
  const csv = [
    HEADER,
    `E2E-${tag}-1,en,Good vise ${tag},A vise.,19.90,5,red,workbenches,brandix,vise.png`,
    `E2E-${tag}-2,en,Bad vise ${tag},A vise.,cheap,5,red,workbenches,brandix,vise.png`,
  ].join("\r\n");
  const zip = zipOf([{ name: "vise.png", data: await png("#cc0000") }]);
  expect(seller.email).toContain("@");

  await page.goto("/account/myProducts/import?dir=rtl");
  await chooseFiles(page, { csv: "المنتجات (CSV بترميز UTF-8)", zip: "الصور (ملف zip، اختياري)" }, csv, zip);
  await page.getByRole("button", { name: "استيراد", exact: true }).click();

  const problems = page.getByRole("table", { name: "لم يُستورد الملف: أصلح هذه المشكلات وارفعه مرة أخرى." });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole("row")).toHaveCount(2);
  const cells = problems.getByRole("row").nth(1).getByRole("cell");
  await expect(cells.nth(0)).toHaveText("3");
  await expect(cells.nth(1)).toHaveText("price");
  await expectNoAxeViolations(page);

  await page.goto("/account/myProducts");
  await expect(page.getByRole("main").getByText(`Good vise ${tag}`)).toHaveCount(0);
});
