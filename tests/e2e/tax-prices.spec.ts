import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, openCard, test } from "../support/fixtures";

// Prices say whether VAT is in them and follow where the shopper's parcels go (issue 51, decision 058). The demo
// store's rates: Germany home (19 %), prices include VAT; France 20 %. The fixture's product costs $24.90.

const main = (page: Page) => page.getByRole("main");
const summaryPrice = (page: Page) => main(page).locator("p.text-2xl").first();

test("a visitor sees prices incl. VAT, and France's price once they ship to France", async ({
  page,
  product,
  cartWith,
}) => {
  const card = await openCard(page, product);
  await expect(card).toContainText("$24.90");
  await expect(card).toContainText("incl. VAT");
  await expectNoAxeViolations(page);

  await page.goto(product.path);
  await expect(summaryPrice(page)).toContainText("$24.90");
  await expect(summaryPrice(page)).toContainText("incl. 19 % VAT, plus shipping");
  await expectNoAxeViolations(page);

  // Calculate Shipping, on the cart page: France.
  await cartWith(product);
  await page.goto("/shop/cart");
  const calculate = main(page).getByRole("region", { name: "Calculate Shipping" });
  await waitForHydration(calculate.getByRole("button", { name: "Update shipping" }));
  await calculate.getByLabel("Ship to").selectOption({ label: "France" });
  await calculate.getByRole("button", { name: "Update shipping" }).click();
  await expect(calculate).toContainText("Estimated delivery to France");

  // 24.90 × 1.20 / 1.19 = 25.11, on the product page and on its card.
  await page.goto(product.path);
  await expect(summaryPrice(page)).toContainText("$25.11");
  await expect(summaryPrice(page)).toContainText("incl. 20 % VAT, plus shipping");
  const offer = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(offer.offers.price).toBe("25.11");
  expect(offer.offers.priceSpecification.valueAddedTaxIncluded).toBe(true);
  const french = await openCard(page, product);
  await expect(french).toContainText("$25.11");
  await expect(french).toContainText("incl. VAT");
});

test("in Arabic the price says it includes VAT, and axe finds nothing", async ({ page, product, baseURL }) => {
  await page.context().addCookies([{ name: "lang", value: "ar", url: baseURL ?? "" }]);
  const card = await openCard(page, product);
  await expect(card).toContainText("شامل ضريبة القيمة المضافة");
  await expectNoAxeViolations(page);
  await page.goto(product.path);
  await expect(summaryPrice(page)).toContainText("شامل ضريبة القيمة المضافة 19 ٪، ولا يشمل الشحن");
  await expectNoAxeViolations(page);
});
