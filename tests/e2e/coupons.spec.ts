import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { fillBilling, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, headerControl, uniqueEmail, waitForHydration } from "../support/e2e";
import { cartThrough, expect, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");
const totals = (page: Page) => main(page).getByRole("region", { name: "Cart Totals" });

/** A code no other test uses. */
const uniqueCode = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex").toUpperCase()}`;

test("a seller makes a 20 % code; a guest applies it to a mixed cart (only that seller's line is discounted) and the totals agree from cart to thank-you page; the seller sees their share", async ({
  page,
  browser,
  baseURL,
  seller,
  product,
}) => {
  // Two accounts, two carts, a checkout and four axe runs: more than one page's time.
  test.slow();
  const own = await seller.list({ name: "Coupon Drill Press", price: 50 });
  const code = uniqueCode("SAVE20");

  await page.goto("/account/coupons");
  await expect(page.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
  const form = main(page).getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Percent off (1–90)").fill("20");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Coupon ${code} was created.` })).toBeVisible();
  const row = main(page).getByRole("table", { name: "Your coupons" }).getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("20% off");
  await expect(row).toContainText("Active");
  await expectNoAxeViolations(page);

  // A guest of their own puts the seller's product and another seller's in the cart, and types the code in lower case.
  const buyer = await browser.newContext({ baseURL });
  await cartThrough(buyer.request, baseURL ?? "", [own, product]);
  const shopper = await buyer.newPage();
  await shopper.goto("/shop/cart");
  await waitForHydration(shopper, "main form button[type=submit]");
  await main(shopper).getByLabel("Coupon code").fill(code.toLowerCase());
  await main(shopper).getByRole("button", { name: "Apply Coupon" }).click();
  await expect(main(shopper).getByText(`Coupon ${code} is on your cart.`)).toBeVisible();
  await expect(main(shopper).getByText("It takes $10.00 off.")).toBeVisible();
  const lines = main(shopper).getByRole("row");
  await expect(lines.filter({ hasText: own.name })).toContainText(`Coupon ${code} applies`);
  await expect(lines.filter({ hasText: product.name })).not.toContainText("Coupon");
  // 50.00 + 24.90, 20 % of the seller's 50.00 off, then the shipping: the $50 parcel ships free, the other pays
  // $4.99 (to the store's own country, until the buyer says where it goes). The header shows the items' subtotal.
  await expect(totals(shopper)).toContainText("Subtotal$74.90");
  await expect(totals(shopper)).toContainText(`Discount (${code})-$10.00`);
  await expect(totals(shopper)).toContainText("Shipping (2 parcels)$4.99");
  await expect(totals(shopper)).toContainText("Total$69.89");
  await expect(headerControl(shopper.getByRole("banner"), "Cart, 2 items")).toContainText("$74.90");
  await expectNoAxeViolations(shopper);

  await main(shopper).getByRole("link", { name: "Proceed to checkout" }).click();
  const summary = shopper.getByRole("table", { name: "Your Order" });
  await expect(summary).toContainText(`Discount (${code})-$10.00`);
  await expect(summary).toContainText("Total$69.89");
  await waitForHydration(shopper, "main form button[type=submit]");
  await fillBilling(shopper, uniqueEmail("coupon-buyer"));
  // To France: the small parcel pays Europe's $9.99, and the summary says so before the order is placed.
  await expect(summary).toContainText("Total$74.89");
  await shopper.getByLabel(/I have read and agree/).check();
  await shopper.getByRole("button", { name: "Place Order" }).click();

  const number = await placedNumber(shopper);
  const items = shopper.getByRole("table", { name: "Items" });
  await expect(items).toContainText(`Discount (${code})-$10.00`);
  await expect(items).toContainText("Total$74.89");
  await expect(headerControl(shopper.getByRole("banner"), "Cart, 0 items")).toBeVisible();
  await expectNoAxeViolations(shopper);
  await buyer.close();

  // The seller's sale holds their line only, with all of the discount as their share.
  await page.goto(`/account/sales/${number}`);
  const sale = main(page).getByRole("table", { name: "Your products in this order" });
  await expect(sale).toContainText(own.name);
  await expect(sale).not.toContainText(product.name);
  await expect(sale).toContainText(`Coupon ${code}: your share-$10.00`);
  await expect(sale).toContainText("Your lines after the discount$40.00");
  await page.goto("/account/coupons");
  await expect(main(page).getByRole("row").filter({ hasText: code })).toContainText("1");
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`a refused coupon form keeps what was typed with each message beside its field; a code for another seller's products says why in the cart; axe finds nothing (${dir})`, async ({
    page,
    seller: _seller,
    product,
    cartWith,
  }) => {
    const arabic = dir === "rtl";
    await page.goto(`/account/coupons?dir=${dir}`);
    const form = main(page)
      .locator("form")
      .filter({ has: page.locator("input[name=code]") });
    const field = (name: string) => form.locator(`input[name=${name}]`);
    await waitForHydration(page, "main form button[type=submit]");
    await field("code").fill("ab");
    await field("percentOff").fill("95");
    await field("endsOn").fill("2020-01-01");
    await form.locator("button[type=submit]").click();
    await expect(field("code")).toHaveAccessibleDescription(
      arabic ? /من 3 إلى 32 حرفًا لاتينيًا أو رقمًا أو شرطة\.$/ : /A code is 3 to 32 letters, digits or dashes\.$/,
    );
    await expect(field("code")).toHaveValue("ab");
    await expect(field("percentOff")).toHaveAccessibleDescription(
      arabic ? "أدخل عددًا صحيحًا من 1 إلى 90." : "Enter a whole number from 1 to 90.",
    );
    await expect(field("percentOff")).toHaveValue("95");
    await expect(field("endsOn")).toHaveAccessibleDescription(
      arabic ? "لا يمكن أن يسبق اليوم الأخير اليوم الأول." : "The last day cannot come before the first.",
    );
    await expectNoAxeViolations(page);

    // The seller's own code, tried on a cart that holds only another seller's product.
    const code = uniqueCode("OWN");
    await field("code").fill(code);
    await field("percentOff").fill("15");
    await field("endsOn").fill("2099-12-31");
    await form.locator("button[type=submit]").click();
    await expect(main(page).getByRole("row").filter({ hasText: code })).toBeVisible();
    await cartWith(product);
    await page.goto(`/shop/cart?dir=${dir}`);
    const coupon = main(page).locator("input[name=coupon]");
    await waitForHydration(coupon);
    await coupon.fill(code);
    await coupon.press("Enter");
    await expect(coupon).toHaveAccessibleDescription(
      arabic
        ? "هذه القسيمة لمنتجات بائع واحد، وسلتك لا تحوي أيًا منها."
        : "This coupon is for one seller's products, and your cart holds none of them.",
    );
    await expect(coupon).toHaveValue(code);
    await expectNoAxeViolations(page);
  });
}

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the store's coupons (${dir})`, async ({ page, operator }) => {
    expect(operator.email).toBeTruthy();
    await page.goto(`/admin/coupons?dir=${dir}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dir === "rtl" ? "القسائم" : "Coupons");
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an operator makes a store-wide amount code and switches it off, as the audit log records; a guest applies it to the whole cart and removes it", async ({
    page,
    browser,
    baseURL,
    operator,
    product,
  }) => {
    test.slow();
    expect(operator.email).toBeTruthy();
    const code = uniqueCode("STORE5");
    await page.goto("/admin/coupons");
    const form = main(page).getByRole("form", { name: "New coupon" });
    await form.getByLabel("Code").fill(code);
    await form.getByLabel("Amount off", { exact: true }).check();
    await form.getByLabel("Amount off (USD)").fill("5");
    await form.getByRole("button", { name: "Create coupon" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Coupon ${code} was created.` })).toBeVisible();
    const row = main(page).getByRole("table", { name: "Store coupons" }).getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("$5.00 off");
    await row.getByRole("button", { name: `Switch off coupon ${code}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "The coupon was switched off." })).toBeVisible();
    await expect(row).toContainText("Switched off");

    // Switched off, the code answers like one that does not exist; switched on again, it takes $5.00 off the cart.
    const guest = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await cartThrough(guest.request, baseURL ?? "", [product]);
    const shopper = await guest.newPage();
    await shopper.goto("/shop/cart");
    await main(shopper).getByLabel("Coupon code").fill(code);
    await main(shopper).getByRole("button", { name: "Apply Coupon" }).click();
    await expect(main(shopper).getByLabel("Coupon code")).toHaveAccessibleDescription(
      "There is no coupon with this code.",
    );
    await row.getByRole("button", { name: `Switch on coupon ${code}` }).click();
    await expect(row).toContainText("Active");
    await main(shopper).getByRole("button", { name: "Apply Coupon" }).click();
    await expect(main(shopper).getByText("It takes $5.00 off.")).toBeVisible();
    // 24.90 − 5.00 + the parcel's 4.99 shipping (the coupon never takes shipping off).
    await expect(totals(shopper)).toContainText(`Discount (${code})-$5.00`);
    await expect(totals(shopper)).toContainText("Total$24.89");
    await main(shopper)
      .getByRole("button", { name: `Remove coupon ${code}` })
      .click();
    await expect(totals(shopper)).not.toContainText("Discount");
    await expect(totals(shopper)).toContainText("Total$29.89");
    await guest.close();

    await page.goto("/admin/audit");
    const audit = main(page).getByRole("row").filter({ hasText: code });
    await expect(audit.filter({ hasText: "Created a coupon" })).toHaveCount(1);
    await expect(audit.filter({ hasText: "Switched a coupon off" })).toHaveCount(1);
    await expect(audit.filter({ hasText: "Switched a coupon on" })).toHaveCount(1);
  });
});
