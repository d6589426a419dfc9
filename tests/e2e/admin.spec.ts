import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");

test("a customer finds no back office: no Admin link, and /admin is Page Not Found", async ({ page, shopper }) => {
  expect(shopper.email).toBeTruthy();
  await page.goto("/account/dashboard");
  await expect(
    page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Admin" }),
  ).toHaveCount(0);
  const answer = await page.goto("/admin/users");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("the operator locks a customer out (signed out at once, asked first, with a reason) and lets them back in", async ({
  page,
  operator,
  browser,
  baseURL,
}) => {
  expect(operator.email).toBeTruthy();
  // A customer signed in in another browser.
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const { signUpThrough } = await import("../support/fixtures");
  const customer = await signUpThrough(customerContext.request, baseURL ?? "");
  await customerPage.goto("/account/dashboard");
  await expect(customerPage).toHaveURL(/\/account\/dashboard$/);

  await page.goto("/account/dashboard");
  await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Users" }).click();
  await main(page).getByRole("searchbox", { name: "Email or name" }).fill(customer.email);
  await main(page).getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = main(page).getByRole("listitem").filter({ hasText: customer.email });
  const lock = row.getByRole("button", { name: `Lock the account ${customer.email}` });
  await waitForHydration(lock);
  await row.getByLabel("Reason").fill("Selling stolen drills");
  await lock.click();
  const dialog = page.getByRole("dialog", { name: "Lock this account?" });
  await dialog.getByRole("button", { name: "Lock account" }).click();
  await expect(main(page).getByRole("status").first()).toHaveText("The account is locked and signed out everywhere.");
  await expectNoAxeViolations(page);

  // The customer's next page finds them signed out.
  await customerPage.goto("/account/dashboard");
  await expect(customerPage).toHaveURL(/\/account\/login/);

  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(main(page).getByRole("table")).toContainText("Locked an account");
  await expect(main(page).getByRole("table")).toContainText("Selling stolen drills");

  await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
  const unlock = main(page).getByRole("button", { name: `Unlock the account ${customer.email}` });
  await waitForHydration(unlock);
  await unlock.click();
  await page
    .getByRole("dialog", { name: "Unlock this account?" })
    .getByRole("button", { name: "Unlock account" })
    .click();
  await expect(main(page).getByRole("status").first()).toHaveText("The account is unlocked.");

  await customerContext.close();
});

// One test a section: axe takes seconds a page on a busy machine.
for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the back office's overview (${dir})`, async ({ page, operator }) => {
    expect(operator.email).toBeTruthy();
    await page.goto(`/admin?dir=${dir}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dir === "rtl" ? "إدارة المتجر" : "Back office");
    await expectNoAxeViolations(page);
  });
  for (const section of [
    "orders",
    "listings",
    "products",
    "reviews",
    "messages",
    "newsletter",
    "users",
    "payouts",
    "outbox",
    "my-mail",
    "audit",
  ]) {
    test(`axe finds nothing in the back office's ${section} (${dir})`, async ({ page, operator }) => {
      expect(operator.email).toBeTruthy();
      await page.goto(`/admin/${section}?dir=${dir}`);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expectNoAxeViolations(page);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a review is hidden after the question asked once more, and the message list opens a message", async ({
    page,
    operator,
    product,
    reviewOf,
  }) => {
    expect(operator.email).toBeTruthy();
    await reviewOf(product, { stars: 1, text: "Spam spam spam" });
    await page.goto(`/admin/reviews?product=${product.slug}`);
    await main(page).getByLabel("Reason").fill("Spam");
    await main(page)
      .getByRole("button", { name: /^Hide the review by/ })
      .click();
    await expect(main(page).getByRole("heading", { name: "Hide this review?" })).toBeVisible();
    await main(page).getByRole("button", { name: "Hide review" }).click();
    await expect(main(page).getByRole("status").first()).toHaveText(
      "The review is hidden and its stars have left the product's rating.",
    );
    // Still listed here, with its reason; gone from the product's page.
    await expect(main(page)).toContainText("Hidden: Spam");
    await page.goto(`${product.path}?reviews=all`);
    await expect(main(page).getByText("Spam spam spam")).toHaveCount(0);

    await page.goto("/site/contact-us");
    const form = main(page).locator("form");
    await form.getByRole("textbox", { name: "Your name" }).fill("Ann Lee");
    await form.getByRole("textbox", { name: "Email address" }).fill("ann@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill(`Opening hours ${product.slug}`);
    await form.getByRole("textbox", { name: "Message" }).fill("Are you open on 1 May?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.goto("/admin/messages?dir=rtl");
    await main(page)
      .getByRole("link", { name: `Opening hours ${product.slug}` })
      .click();
    await expect(main(page)).toContainText("Are you open on 1 May?");
    await main(page)
      .getByRole("button", { name: /علّمها معالَجة/ })
      .click();
    await expect(main(page).getByRole("status").first()).toHaveText("عُلّمت الرسالة معالَجة.");
  });
});

test("the operator finds an order by its email, records its bank transfer, and ships its part with a tracking number", async ({
  page,
  operator,
  product,
  guestCart,
}) => {
  expect(operator.email).toBeTruthy();
  const placed = await (await guestCart(product))();
  await page.goto("/admin/orders");
  await main(page)
    .getByRole("searchbox", { name: "Order number, email, payment reference or amount" })
    .fill(placed?.email ?? "");
  await main(page).getByRole("button", { name: "Show" }).click();
  await main(page)
    .getByRole("link", { name: placed?.number ?? "" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed?.number}`);
  await expectNoAxeViolations(page);
  // Paid by bank transfer and not paid yet: Mark shipped waits, and says why.
  await expect(main(page).getByRole("definition").filter({ hasText: "Awaiting payment" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Mark shipped" })).toBeDisabled();
  await expect(main(page)).toContainText("it ships once it is paid");
  const payment = main(page).getByRole("region", { name: "Record a payment received" });
  const record = payment.getByRole("button", { name: "Record the payment" });
  await waitForHydration(record);
  // The amount starts as what is owed; the day as today.
  await expect(payment.getByLabel(/^Amount received/)).not.toHaveValue("");
  await payment.getByLabel("Reference (optional)").fill("SEPA 2026-1125");
  await record.click();
  await expect(main(page).getByRole("status").filter({ hasText: "The payment is recorded." })).toBeVisible();
  await expect(main(page).getByRole("definition").filter({ hasText: "Paid" })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Payments" })).toContainText("SEPA 2026-1125");
  const ship = main(page).getByRole("button", { name: "Mark shipped" });
  await waitForHydration(ship);
  await main(page).getByLabel("Tracking number").fill("OP123456");
  await ship.click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark shipped" }).click();
  await expect(main(page).getByRole("region", { name: "Shipments" })).toContainText("OP123456");
  await expect(main(page).getByRole("region", { name: "History" })).toContainText("Shipped");
  await page.goto(`/admin/orders/${placed?.number}?dir=rtl`);
  await expectNoAxeViolations(page);
});
