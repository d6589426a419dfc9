import type { Page } from "@playwright/test";
import { billing, fillBilling, PARIS, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

// Business buyers (decision 060). The demo store is in Germany, its VIES check off: a valid French number for goods
// shipped to France is zero-rated by reverse charge, its number unchecked.

const REVERSE_CHARGE = "This order will be zero-rated: reverse charge applies to your VAT number.";
const NOTICE = "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)";
const MALFORMED = "Enter an EU VAT number with its country prefix, e.g. FR40303265045.";

const vatField = (page: Page) => billing(page).getByLabel(/^VAT number/);

async function fillBusiness(page: Page, vatNumber: string) {
  await fillBilling(page, uniqueEmail("business-buyer"), PARIS);
  await billing(page).getByLabel("Company name (optional)").fill("Acme Tools SARL");
  await vatField(page).fill(vatNumber);
  await page.getByLabel("Cash on delivery").check();
  await page.getByLabel(/I have read and agree/).check();
}

const ARABIC = {
  region: "مشترٍ تجاري",
  reverseCharge: "سيكون هذا الطلب بنسبة صفر: ينطبق الاحتساب العكسي على رقم ضريبة القيمة المضافة الخاص بك.",
  notice: "احتساب عكسي: ضريبة القيمة المضافة يحتسبها المستلم (المادة 196 من توجيه المجلس 2006/112/EC)",
};

for (const dir of ["ltr", "rtl"] as const) {
  test(`a business buyer from France sees the reverse charge before ordering, and on the order (${dir})`, async ({
    page,
    shopper: _signedIn,
    product,
    cartWith,
  }) => {
    // A checkout, three pages and their axe runs: more than the default on a busy two-core machine.
    test.slow();
    const said = dir === "ltr" ? { region: "Business buyer", reverseCharge: REVERSE_CHARGE, notice: NOTICE } : ARABIC;
    await cartWith(product);
    // The page in this direction's language: the line under the totals as soon as a French number goes to France.
    await page.goto(`/shop/checkout?dir=${dir}`);
    await waitForHydration(page, "main form button[type=submit]");
    await page.locator('[name="billing.country"]').selectOption("FR");
    await page.locator('[name="vatNumber"]').fill("FR40303265045");
    await expect(page.getByText(said.reverseCharge)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/shop/checkout?dir=ltr");
    await waitForHydration(page, "main form button[type=submit]");
    await fillBusiness(page, "fr 40 303 265 045");
    const summary = page.getByRole("complementary", { name: "Your Order" });
    await expect(summary.getByRole("status").filter({ hasText: REVERSE_CHARGE })).toBeVisible();
    // The store's own country's number: no reverse charge said.
    await vatField(page).fill("DE136695976");
    await expect(summary.getByText(REVERSE_CHARGE)).toHaveCount(0);
    await vatField(page).fill("FR 40 303 265 045");
    await expect(summary.getByText(REVERSE_CHARGE)).toBeVisible();
    // Without VAT: $24.90 holds Germany's 19 % (20.92 net); Europe's $9.99 shipping is a zone's price, not the home
    // country's, so none of it is tax zero-rated away (decision 058).
    await expect(summary.getByRole("status").filter({ hasText: REVERSE_CHARGE })).toContainText(
      "You pay $30.91, without VAT.",
    );
    await page.getByRole("button", { name: "Place Order" }).click();

    const number = await placedNumber(page);
    await expect(page.getByRole("main")).toContainText("Total$30.91");
    for (const path of [`/shop/checkout/success?order=${number}&dir=${dir}`, `/account/orders/${number}?dir=${dir}`]) {
      await page.goto(path);
      const business = page.getByRole("region", { name: said.region });
      await expect(business).toContainText("Acme Tools SARL");
      await expect(business).toContainText("FR40303265045");
      await expect(business).toContainText(said.notice);
      await expectNoAxeViolations(page);
    }
  });
}

test("a malformed VAT number is refused beside the field, what was typed kept", async ({ page, product, cartWith }) => {
  await cartWith(product);
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  await fillBusiness(page, "FR-hello");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(vatField(page)).toHaveAccessibleDescription(new RegExp(MALFORMED.replace(/[.()]/g, "\\$&")));
  await expect(vatField(page)).toHaveValue("FR-hello");
  await expect(billing(page).getByLabel("Company name (optional)")).toHaveValue("Acme Tools SARL");
  await expect(page).toHaveURL(/\/shop\/checkout$/);
});

test.describe("before the scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("a malformed VAT number is refused beside the field by the plain post, what was typed kept", async ({
    page,
    product,
    cartWith,
  }) => {
    await cartWith(product);
    await page.goto("/shop/checkout");
    await fillBusiness(page, "FR-hello");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(vatField(page)).toHaveAccessibleDescription(new RegExp(MALFORMED.replace(/[.()]/g, "\\$&")));
    await expect(vatField(page)).toHaveValue("FR-hello");
    await expect(billing(page).getByLabel("Town / City")).toHaveValue("Paris");
  });

  test("a plain post of a French number places a reverse-charged order", async ({ page, product, cartWith }) => {
    await cartWith(product);
    await page.goto("/shop/checkout");
    await fillBusiness(page, "FR 40 303 265 045");
    await page.getByRole("button", { name: "Place Order" }).click();
    // Without scripts the cart learns the country from this post: its shipping may change the total, shown first.
    const thanks = page.getByText("Thank you. Your order has been received.");
    await expect(thanks.or(page.getByText(/^The total changed/))).toBeVisible();
    if (!(await thanks.isVisible())) {
      await expect(vatField(page)).toHaveValue("FR 40 303 265 045");
      await page.getByRole("button", { name: "Place Order" }).click();
    }
    await placedNumber(page);
    await expect(page.getByRole("region", { name: "Business buyer" })).toContainText(NOTICE);
  });
});
