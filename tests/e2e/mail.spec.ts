import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";
import { mailTo } from "../support/mail-files";

// The store under test has no SMTP server: it writes each mail as an .eml file in its data folder, which these
// tests open as a mail program would.

const main = (page: Page) => page.getByRole("main");

test("a shopper who forgot their password gets a link by mail, sets a new one and is signed in", async ({
  page,
  account,
}) => {
  await page.goto("/account/login");
  await main(page).getByRole("link", { name: "Forgotten password?" }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await expectNoAxeViolations(page);
  await main(page).getByLabel("Email address").fill(account.email);
  await main(page).getByRole("button", { name: "Send the link" }).click();
  await expect(main(page).getByRole("status")).toHaveText(
    `If an account exists for ${account.email}, we have sent a link to choose a new password. Look in your mail (and its spam folder).`,
  );

  const mail = await mailTo(account.email, /^Reset your Tool Store password$/);
  const link = /https?:\/\/\S+\/account\/reset-password\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link ?? "");
  await page.goto(`${pathname}${search}`);
  await main(page).getByRole("textbox", { name: "New password", exact: true }).fill("a brand new secret");
  await main(page).getByRole("textbox", { name: "Repeat new password" }).fill("a brand new secret");
  await main(page).getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/account\/dashboard\?passwordReset=1$/);
  await expect(main(page).getByRole("status").first()).toHaveText(
    "Your new password is saved. You were signed out everywhere else, and signed in here.",
  );

  // The link worked once: now it asks for a new one, in Arabic too.
  await page.goto(`${pathname}${search}&dir=rtl`);
  await expect(main(page).getByRole("link", { name: "اطلب رابطًا جديدًا" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a sold-out product takes an address to notify; a guest's order confirmation arrives by mail", async ({
  page,
  listProduct,
  guestCart,
}) => {
  const soldOut = await listProduct({ name: "Anvil", stock: 0 });
  await page.goto(soldOut.path);
  const alert = main(page).getByRole("region", { name: "Notify me when available" });
  await waitForHydration(alert.getByRole("button", { name: "Notify me" }));
  await alert.getByLabel("Email address").fill("not-an-email");
  await alert.getByRole("button", { name: "Notify me" }).click();
  await expect(alert.getByLabel("Email address")).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(alert.getByLabel("Email address")).toHaveValue("not-an-email");
  await alert.getByLabel("Email address").fill("waiting-for-anvils@example.com");
  await alert.getByRole("button", { name: "Notify me" }).click();
  await expect(alert.getByRole("status")).toHaveText("Done: we will write to you once, when it is back in stock.");
  await expectNoAxeViolations(page);
  await page.goto(`${soldOut.path}?dir=rtl`);
  await expect(main(page).getByRole("region", { name: "أعلمني عند التوفر" })).toBeVisible();
  await expectNoAxeViolations(page);

  const checkOut = await guestCart(await listProduct({ name: "Vise" }));
  const placed = await checkOut();
  const confirmation = await mailTo(
    placed?.email ?? "",
    new RegExp(`^Order ${placed?.number} received: awaiting payment$`),
  );
  expect(confirmation.text).toContain("Please transfer the total to the account below");
  expect(confirmation.text).toContain("DE89 3704 0044 0532 0130 00");
  expect(confirmation.text).toContain(`Payment reference: ${placed?.number}`);
  expect(confirmation.text).toContain(`/shop/track-order?orderId=${placed?.number}`);
  // The mail's link opens track order with the number filled in: only the email is left to type.
  await page.goto(`/shop/track-order?orderId=${placed?.number}&dir=ltr`);
  await expect(main(page).getByLabel("Order ID")).toHaveValue(placed?.number ?? "");
});
