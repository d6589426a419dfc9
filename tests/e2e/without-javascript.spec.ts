import type { Page } from "@playwright/test";
import { fillBilling } from "../support/checkout-page";
import { PASSWORD, registerForm, sendContactFormWithBadEmail, uniqueEmail } from "../support/e2e";
import { expect, openCard, type Product, test } from "../support/fixtures";

// Every form is a plain post that the server answers with a page: without JavaScript each one still
// shows its messages beside the fields, keeps what was typed, and does its work.
test.use({ javaScriptEnabled: false });

const main = (page: Page) => page.getByRole("main");

test("the contact form names a bad email beside its field, keeps the message, then sends it", async ({ page }) => {
  await page.goto("/site/contact-us");
  const form = main(page).locator("form");
  await sendContactFormWithBadEmail(form);
  const email = form.getByRole("textbox", { name: "Email address" });
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(email).toHaveValue("ann.example.com");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Are you open on 1 May?");
  await email.fill(uniqueEmail("contact-nojs"));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Thank you! Your message has been sent/);
});

test("the footer's newsletter box lands on the newsletter page with its outcome", async ({ page }) => {
  await page.goto("/site/about-us");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill("not-an-email");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  const box = main(page).getByRole("textbox", { name: "Email address" });
  await expect(box).toHaveValue("not-an-email");
  await expect(main(page).getByText("Please enter a valid email address.")).toBeVisible();
  await box.fill(uniqueEmail("newsletter-nojs"));
  await main(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(main(page).getByText(/Almost done: check your inbox/)).toBeVisible();
});

test("signing up and signing in say what is wrong, keep what was typed, and sign in", async ({ page }) => {
  await page.goto("/account/login");
  const email = uniqueEmail("nojs");
  const form = registerForm(page);
  await form.getByLabel("User name").fill("Grace Hopper");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel("Repeat password").fill("something else");
  await form.getByRole("button", { name: "Register" }).click();
  await expect(registerForm(page).getByLabel("Repeat password")).toHaveAccessibleDescription(
    "The passwords do not match.",
  );
  await expect(registerForm(page).getByLabel("User name")).toHaveValue("Grace Hopper");
  await expect(registerForm(page).getByLabel(/^Password/)).toHaveValue("");
  await registerForm(page)
    .getByLabel(/^Password/)
    .fill(PASSWORD);
  await registerForm(page).getByLabel("Repeat password").fill(PASSWORD);
  await registerForm(page).getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account/logout");
  await page.goto("/account/login");
  const login = main(page)
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Login" }) });
  await login.getByLabel("Email address").fill(email);
  await login.getByLabel("Password").fill("wrong password");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(main(page).getByText("Login failed. Please check your email address and password.")).toBeVisible();
  await expect(login.getByLabel("Email address")).toHaveValue(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account/dashboard");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test("the address book and the password form answer with messages beside the fields", async ({ page, shopper }) => {
  await page.goto("/account/addresses/new");
  const form = main(page).locator("form");
  await form.getByLabel("First name").fill("Ada");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("This field is required.");
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Phone").fill("+33 1 23 45 67 89");
  await form.getByLabel("Country").selectOption({ label: "France" });
  await form.getByLabel("Town / City").fill("Paris");
  await form.getByLabel("Postcode / ZIP").fill("75001");
  await form.getByLabel("Street address").fill("1 Rue de Rivoli");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?saved=added$/);
  await expect(main(page).getByText("The address was added.")).toBeVisible();
  await expect(main(page)).toContainText("1 Rue de Rivoli");

  await page.goto("/account/password");
  const password = main(page).locator("form");
  await password.getByLabel("Current password").fill(shopper.password);
  await password.getByLabel(/^New password/).fill("short");
  await password.getByLabel("Repeat new password").fill("short");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByLabel(/^New password/)).toHaveAccessibleDescription(/at least 8 characters/);
});

test("a guest checks out: field errors keep what was typed, then the order is placed", async ({ page, product }) => {
  const card = await openCard(page, product, { hydrated: false });
  await card.getByRole("button", { name: "Add to cart" }).click();
  // The page says what the post did, as a script's toast would, and the header's cart (a link here) counts it.
  await expect(page.getByRole("status").filter({ hasText: `Product "${product.name}" added to cart!` })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/shop/checkout");
  const billing = page.getByRole("region", { name: "Billing details" });
  await billing.getByLabel("First name").fill("Ada");
  await billing.getByLabel("Email address").fill("ada@");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(billing.getByLabel("Email address")).toHaveAccessibleDescription(/valid email/);
  await expect(billing.getByLabel("Email address")).toHaveValue("ada@");
  await expect(billing.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByText("Please accept the terms and conditions to place the order.")).toBeVisible();

  await billing.getByLabel("Last name").fill("Lovelace");
  await billing.getByLabel("Country").selectOption({ label: "France" });
  await billing.getByLabel("Street address").fill("1 Rue de Rivoli");
  await billing.getByLabel("Town / City").fill("Paris");
  await billing.getByLabel("State / County").fill("Île-de-France");
  await billing.getByLabel("Postcode / ZIP").fill("75001");
  await billing.getByLabel("Phone").fill("+33 1 23 45 67 89");
  await billing.getByLabel("Email address").fill(uniqueEmail("nojs-order"));
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  // Without scripts the summary learns the country only now: France's shipping is shown before it is charged.
  await expect(page.getByText(/The total changed/)).toBeVisible();
  await expect(page.getByText("Estimated delivery to France", { exact: false })).toBeVisible();
  await expect(billing.getByLabel("Town / City")).toHaveValue("Paris");
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success\?order=\d+$/);
  // Paid by bank transfer, not paid yet: received, awaiting payment, with how to pay.
  await expect(page.getByText("Your order has been received: it awaits payment")).toBeVisible();
  await expect(page.getByRole("region", { name: "How to pay" })).toBeVisible();
});

/** Without scripts: a product in the cart, a PayPal order placed, and PayPal's page left with Cancel. */
async function leavePayPalUnpaid(page: Page, product: Product, email: string) {
  const card = await openCard(page, product, { hydrated: false });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/shop/checkout");
  await fillBilling(page, uniqueEmail(email));
  await page.getByLabel(/^PayPal$/).check();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  // The order goes to France: its shipping is shown first (without scripts nothing told the summary sooner).
  await expect(page.getByText(/The total changed/)).toBeVisible();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("button", { name: "Cancel and return to Tool Store" }).click();
  await expect(page).toHaveURL(/paypal=cancelled$/);
}

test("Place Order with PayPal, and Pay with PayPal on the order, go to PayPal's page as plain posts", async ({
  page,
  product,
}) => {
  await leavePayPalUnpaid(page, product, "nojs-paypal");
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment not completed — you have not been charged" }),
  ).toBeVisible();
  await main(page).getByRole("button", { name: "Pay with PayPal" }).click();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/paypal=paid$/);
  await expect(page.getByText("Thank you. Your order is paid.")).toBeVisible();
});

test("a buyer back from PayPal without paying chooses bank transfer as a plain post, and sees where to pay", async ({
  page,
  product,
}) => {
  await leavePayPalUnpaid(page, product, "nojs-switch");
  await main(page).getByRole("group", { name: "Or pay another way" }).getByLabel("Direct bank transfer").check();
  await main(page).getByRole("button", { name: "Pay this way" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You now pay by Direct bank transfer" })).toBeVisible();
  await expect(page.getByRole("region", { name: "How to pay" })).toContainText("DE89 3704 0044 0532 0130 00");
});

test("tracking an unknown order says so and keeps what was typed", async ({ page }) => {
  await page.goto("/shop/track-order");
  await main(page).getByLabel("Order ID").fill("123456789");
  await main(page).getByLabel("Email address").fill("nobody@example.com");
  await main(page).getByRole("button", { name: "Track" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("No order matches this id and email");
  await expect(main(page).getByLabel("Order ID")).toHaveValue("123456789");
});

test("a seller's cancel is refused without its reason, then asked once more, then applied", async ({
  page,
  seller,
  guestCart,
}) => {
  const product = await seller.list({ name: "No Script Clamp", stock: 3 });
  const order = await (await guestCart(product))();
  await page.goto(`/account/sales/${order?.number}`);
  const cancel = main(page).getByRole("button", { name: "Cancel this part" });
  await cancel.click();
  const reason = main(page).getByRole("textbox", { name: "Reason for cancelling" });
  await expect(reason).toHaveAccessibleDescription("Please give the reason for cancelling.");
  await reason.fill("The clamp is cracked.");
  await main(page).getByRole("button", { name: "Cancel this part" }).click();
  const question = main(page).getByRole("region", { name: "Cancel your part of this order?" });
  await expect(question).toBeVisible();
  await expect(main(page).getByText("Pending", { exact: true }).first()).toBeVisible();
  await question.getByRole("button", { name: "Cancel this part" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Cancelled; the units are back in your stock.");
  await expect(main(page).getByRole("region", { name: "History" })).toContainText("The clamp is cracked.");
});

test("a sold-out product's Notify me and the forgotten-password form work as plain posts", async ({
  page,
  listProduct,
}) => {
  const soldOut = await listProduct({ name: "Anvil", stock: 0 });
  await page.goto(soldOut.path);
  const alert = main(page).getByRole("region", { name: "Notify me when available" });
  await alert.getByLabel("Email address").fill("plain-waiter@example.com");
  await alert.getByRole("button", { name: "Notify me" }).click();
  await expect(page).toHaveURL(/\?alert=subscribed#stock-alert$/);
  await expect(alert.getByRole("status")).toHaveText("Done: we will write to you once, when it is back in stock.");

  await page.goto("/account/forgot-password");
  await main(page).getByLabel("Email address").fill("no-account-here@example.com");
  await main(page).getByRole("button", { name: "Send the link" }).click();
  await expect(main(page).getByRole("status")).toHaveText(/^If an account exists for no-account-here@example.com/);
});
