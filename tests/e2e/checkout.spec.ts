import type { Page } from "@playwright/test";
import { billing, fillBilling, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, headerControl, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");

test("an empty cart cannot check out: the checkout sends it to the cart", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText("Your shopping cart is empty!")).toBeVisible();
});

test("a guest checks out: errors beside the fields keep what was typed, then the order, then tracking", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  const { name } = product;
  await page.goto("/shop/cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(main(page).getByRole("link", { name: "Click here to login" })).toHaveAttribute(
    "href",
    "/account/login?redirectTo=%2Fshop%2Fcheckout",
  );
  await expect(page.getByRole("table", { name: "Your Order" })).toContainText(name);

  // First try: a bad email, nothing else filled, terms not accepted.
  await waitForHydration(page, "main form button[type=submit]");
  await billing(page).getByLabel("Email address").fill("ada@");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(billing(page).getByLabel("First name")).toHaveAccessibleDescription("This field is required.");
  await expect(billing(page).getByLabel("Email address")).toHaveAccessibleDescription(/valid email/);
  await expect(billing(page).getByLabel("Email address")).toHaveValue("ada@");
  await expect(page.getByText("Please accept the terms and conditions to place the order.")).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout$/);

  const email = uniqueEmail("guest-order");
  await fillBilling(page, email);
  await page.getByLabel("Cash on delivery").check();
  await expect(page.getByText("Pay with cash upon delivery.")).toBeVisible();
  // Optional where it is asked; once placed, the notes are simply the order's.
  await page.getByLabel("Order notes (optional)").fill("Leave it at the door");
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();

  const number = await placedNumber(page);
  await expect(page.getByRole("region", { name: "Order notes", exact: true })).toContainText("Leave it at the door");
  await expect(main(page)).not.toContainText("(optional)");
  await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
  await expect(main(page)).toContainText(number);
  await expect(main(page)).toContainText("Pending");
  await expect(main(page)).toContainText("Cash on delivery");
  await expect(page.getByRole("table", { name: "Items" })).toContainText(name);
  await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Unter den Linden 1");
  await expect(headerControl(page.getByRole("banner"), "Cart, 0 items")).toBeVisible();

  await main(page).getByRole("link", { name: "Track Order" }).click();
  await expect(page).toHaveURL(/\/shop\/track-order$/);
  await main(page).getByLabel("Order ID").fill(number);
  await main(page).getByLabel("Email address").fill("someone-else@example.com");
  await main(page).getByRole("button", { name: "Track" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("No order matches this id and email");
  await main(page).getByLabel("Email address").fill(email);
  await main(page).getByRole("button", { name: "Track" }).click();
  const result = page.getByRole("region", { name: "Your order" });
  await expect(result).toContainText("Pending");
  await expect(result.getByRole("table", { name: "Items" })).toContainText(name);
});

test("a signed-in buyer finds the order in the history, its detail, and on the dashboard", async ({
  page,
  shopper,
  product,
  cartWith,
}) => {
  const { email } = shopper;
  await cartWith(product);
  await page.goto("/shop/checkout");
  await expect(main(page).getByRole("link", { name: "Click here to login" })).toHaveCount(0);
  await expect(billing(page).getByLabel("Email address")).toHaveValue(email);
  await expect(billing(page).getByLabel("Create an account?")).toHaveCount(0);
  await fillBilling(page, email);
  await page.getByLabel("Ship to a different address?").check();
  const shipping = page.locator("form").getByRole("region", { name: "Shipping address" });
  await shipping.getByLabel("First name").fill("Charles");
  await shipping.getByLabel("Last name").fill("Babbage");
  await shipping.getByLabel("Country").selectOption({ label: "Germany" });
  await shipping.getByLabel("Street address").fill("Unter den Linden 1");
  await shipping.getByLabel("Town / City").fill("Berlin");
  await shipping.getByLabel("State / County").fill("Berlin");
  await shipping.getByLabel("Postcode / ZIP").fill("10117");
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(page);
  await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Unter den Linden 1");

  await page.goto("/account/orders");
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Pending");
  await row.getByRole("link", { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}$`));
  await expect(page.getByRole("table", { name: "Items" })).toContainText(product.name);
  await page.goto("/account/dashboard");
  await expect(page.getByRole("table", { name: "Recent orders" })).toContainText(number);
});

test("a guest who ticks Create an account? is signed in with the order in their history", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  await fillBilling(page, uniqueEmail("checkout-account"));
  await page.getByLabel("Create an account?").check();
  await page.getByLabel("Account password").fill("a long password");
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(page);
  await main(page).getByRole("link", { name: "Order History" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole("row").filter({ hasText: number })).toContainText("Pending");
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the checkout (with errors), thank-you and order pages (${dir})`, async ({
    page,
    shopper: _signedIn,
    product,
    cartWith,
  }) => {
    // Two checkouts and four axe runs: more than the default 30 s on a busy two-core machine.
    test.slow();
    await cartWith(product);
    await page.goto(`/shop/checkout?dir=${dir}`);
    await waitForHydration(page, "main form button[type=submit]");
    await page.getByLabel(/^(Ship to a different address\?|الشحن إلى عنوان مختلف؟)$/).check();
    await page.getByRole("button", { name: /^(Place Order|تأكيد الطلب)$/ }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/shop/checkout?dir=ltr");
    await fillBilling(page, uniqueEmail("axe-buyer"));
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    const number = await placedNumber(page);
    for (const path of [`/shop/checkout/success?order=${number}&dir=${dir}`, `/account/orders?dir=${dir}`]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
    await page.goto(`/account/orders/${number}?dir=${dir}`);
    await expectNoAxeViolations(page);
  });
}
