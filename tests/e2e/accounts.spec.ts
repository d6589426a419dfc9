import { expect, type Page, test } from "@playwright/test";

async function register(page: Page, email: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Register" }) });
  await form.getByLabel("User name").fill("Grace Hopper");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel(/^Password/).fill("compiler-1952");
  await form.getByLabel("Repeat password").fill("compiler-1952");
  await form.getByRole("button", { name: "Register" }).click();
}

test("a guest sent to sign in registers and comes back to the page they wanted", async ({ page }) => {
  await page.goto("/shop/wishlist");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fshop%2Fwishlist/);
  await register(page, `grace-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  await expect(page.getByText("Your wish list is empty!")).toBeVisible();
  // Signed in: the compare counter and the account menu appear in the header.
  await expect(page.getByRole("link", { name: /^Compare, 0 products/ })).toBeVisible();
  await page.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Compare, / })).toHaveCount(0);
});

test("a wrong password says Login failed and keeps the email typed", async ({ page }) => {
  await page.goto("/account/login");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Login" }) });
  await form.getByLabel("Email address").fill("nobody@example.com");
  await form.getByLabel("Password").fill("wrong-password");
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("nobody@example.com");
});
