import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { billing, fillBilling, PARIS, placeAndPayWithPayPal, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, operatorThrough, storeUrl, test } from "../support/fixtures";
import { pdfText } from "../support/pdf-text";

// Tax at the checkout and the invoice a paid order gets (issue 51, decisions 058 and 059). The demo store: Germany
// home, prices include its 19 % VAT; California 7.25 %. The fixture's product costs $24.90.

const main = (page: Page) => page.getByRole("main");

test("a buyer in Germany pays with PayPal and downloads the invoice, which states the 19 % VAT", async ({
  page,
  baseURL,
  shopper,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  await fillBilling(page, shopper.email);
  const summary = page.getByRole("table", { name: "Your Order" });
  // $24.90 and Europe's $9.99 shipping, both holding 19 %, rounded each (decision 058):
  // 24.90 × 19 / 119 = 3.98 and 9.99 × 19 / 119 = 1.60.
  await expect(summary).toContainText("Total$34.89");
  await expect(summary).toContainText("Incl. VAT 19 %$5.58");
  const number = await placeAndPayWithPayPal(page);

  await page.goto(`/account/orders/${number}`);
  const invoices = main(page).getByRole("region", { name: "Invoices" });
  const link = invoices.getByRole("link", { name: "Download invoice (PDF)" });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain("Invoice");
  expect(text).toContain(number);
  expect(text).toContain("Ada Lovelace");
  expect(text).toContain("19 %");
  expect(text).toContain("5.58");
  expect(text).toContain("34.89");

  // The operator finds the same invoice on the order, and the month's ZIP for the accountant.
  const operatorContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: storeUrl(baseURL) });
  await operatorThrough(operatorContext.request, storeUrl(baseURL));
  const operator = await operatorContext.newPage();
  await operator.goto(`/admin/orders/${number}`);
  await expect(main(operator).getByRole("region", { name: "Invoices" })).toBeVisible();
  await operator.goto("/admin/invoices");
  await expectNoAxeViolations(operator);
  const zipping = operator.waitForEvent("download");
  await main(operator).getByRole("button", { name: "Download the month's ZIP" }).click();
  expect((await zipping).suggestedFilename()).toMatch(/\.zip$/);
  await operatorContext.close();
});

test("a business buyer from France pays and downloads a reverse-charge invoice with their VAT number", async ({
  page,
  shopper,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  await fillBilling(page, shopper.email, PARIS);
  await billing(page).getByLabel("Company name (optional)").fill("Acme Tools SARL");
  await billing(page)
    .getByLabel(/^VAT number/)
    .fill("FR40303265045");
  const summary = page.getByRole("complementary", { name: "Your Order" });
  await expect(summary.getByRole("status").filter({ hasText: "zero-rated" })).toContainText("You pay $30.91");
  await page.getByLabel(/^PayPal$/).check();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Pay with PayPal (test stand-in)" })).toBeVisible();
  await expect(page.getByText("USD 30.91")).toBeVisible();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success\?order=\d+&paypal=paid$/);
  const number = new URL(page.url()).searchParams.get("order") ?? "";

  await page.goto(`/account/orders/${number}`);
  const link = main(page)
    .getByRole("region", { name: "Invoices" })
    .getByRole("link", { name: "Download invoice (PDF)" });
  const downloading = page.waitForEvent("download");
  await link.click();
  const text = await pdfText(new Uint8Array(await readFile(await (await downloading).path())));
  expect(text).toContain("Acme Tools SARL");
  expect(text).toContain("FR40303265045");
  expect(text).toContain("Article 196");
  expect(text).toContain("30.91");
});

test("a buyer in California sees the state's tax once they type it, and the order is placed at that total", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  await fillBilling(page, uniqueEmail("california"), {
    country: "United States",
    street: "1 Infinite Loop",
    city: "Cupertino",
    state: "California",
    postcode: "95014",
    phone: "+1 408 555 0100",
  });
  // Leaving the state's field reprices the summary: 24.90 / 1.19 = 20.92 without Germany's VAT, and 7.25 % on it
  // and on the $4.99 shipping (4.65 net).
  const summary = page.getByRole("table", { name: "Your Order" });
  await expect(summary).toContainText("7.25 %");
  await expect(billing(page).getByLabel("State / County")).toHaveValue("California");
  await page.getByLabel("Cash on delivery").check();
  await page.getByLabel(/I have read and agree/).check();
  await expectNoAxeViolations(page);
  const shown = (await summary.textContent()) ?? "";
  const total = /Total(\$[\d.]+)/.exec(shown)?.[1] ?? "none";
  await page.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(page);
  await expect(main(page)).toContainText(number);
  await expect(main(page)).toContainText(total);
  await expect(main(page)).toContainText("7.25 %");
});
