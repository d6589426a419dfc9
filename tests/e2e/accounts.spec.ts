import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  fillLoginForm,
  headerControl,
  logIn,
  loginForm,
  PASSWORD,
  reachFor,
  register,
  registerForm,
  signUp,
  uniqueEmail,
  waitForHydration,
  watchBrowserErrors,
} from "../support/e2e";
import { expect, test } from "../support/fixtures";

const SESSION_COOKIE = "sid";

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

async function logOut(page: Page) {
  await (await reachFor(page, "My Account")).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("a shopper registers with a picture, sees the dashboard, logs out and logs in again", async ({
  page,
}, testInfo) => {
  const errors = await watchBrowserErrors(page);
  const picture = testInfo.outputPath("e2e-avatar.png");
  await sharp({ create: { width: 320, height: 240, channels: 3, background: "#d9480f" } })
    .png()
    .toFile(picture);
  const email = uniqueEmail("grace");

  await page.goto("/account/login?redirectTo=/account/dashboard");
  // The chosen file's name and the check of its type are shown by the page's script.
  await waitForHydration(registerForm(page).getByLabel(/Profile image/));
  await registerForm(page)
    .getByLabel(/Profile image/)
    .setInputFiles(picture);
  await expect(registerForm(page).getByText("Chosen: e2e-avatar.png")).toBeVisible();
  await register(page, email, { picture });
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Grace Hopper" })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText("You have not saved any addresses yet.")).toBeVisible();

  await logOut(page);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  await page.goto("/account/dashboard");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fdashboard/);

  await fillLoginForm(page, email);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  // The picture chosen at sign-up, beside the name.
  await expect(page.locator('main img[src^="/media/avatars/"][src$=".webp"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test("the register form names every problem beside its field and keeps what was typed", async ({ page, account }) => {
  await page.goto("/account/login");
  const form = registerForm(page);
  await form.getByRole("button", { name: "Register" }).click();
  for (const label of ["User name", "Email address"]) {
    await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(form.getByText("This field is required.")).toHaveCount(4);

  await form.getByLabel("User name").fill("Ada");
  await form.getByLabel("Email address").fill("ada@example");
  await form.getByLabel(/^Password/).fill("short");
  await form.getByLabel("Repeat password").fill("shorter");
  await form.getByRole("button", { name: "Register" }).click();
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(form.getByText("The password must be at least 8 characters long.")).toBeVisible();
  await expect(form.getByText("The passwords do not match.")).toBeVisible();
  await expect(form.getByLabel("User name")).toHaveValue("Ada");
  await expect(form.getByLabel("Email address")).toHaveValue("ada@example");
  await expect(form.getByLabel("Email address")).toBeFocused();

  // An email already registered (in another browser), typed in other letter case.
  await page.goto("/account/login");
  await register(page, account.email.toUpperCase());
  await expect(registerForm(page).getByText("An account with this email address already exists.")).toBeVisible();

  // A file that is not a JPG or PNG is named at once.
  await page.goto("/account/login");
  await waitForHydration(registerForm(page).getByLabel(/Profile image/));
  await registerForm(page)
    .getByLabel(/Profile image/)
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(registerForm(page).getByText("Please provide a valid image (JPG, JPEG or PNG)")).toBeVisible();
});

test("a wrong password says Login failed in a toast and under the form, keeping the email", async ({ page }) => {
  await page.goto("/account/login");
  const form = loginForm(page);
  await form.getByLabel("Email address").fill("nobody@example.com");
  await form.getByLabel("Password").fill("wrong-password");
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Login failed. Please check" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Login failed$/ })).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("nobody@example.com");
  await expect(form.getByLabel("Password")).toHaveValue("");
  // A second failure is said again.
  await form.getByLabel("Password").fill("wrong-again");
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Login failed$/ })).toHaveCount(2);
});

test("Remember me keeps the session for 30 days; without it the cookie ends with the browser", async ({
  browser,
  account: { email },
}) => {
  const forgetful = await browser.newPage();
  await logIn(forgetful, email);
  await expect(forgetful).toHaveURL(/\/$/);
  const browserSession = await sessionCookie(forgetful);
  expect(browserSession?.expires).toBe(-1);
  expect(browserSession).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  const remembered = await browser.newPage();
  await logIn(remembered, email, { remember: true });
  await expect(remembered).toHaveURL(/\/$/);
  const lasting = await sessionCookie(remembered);
  const days = ((lasting?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  // A new session each time: the two browsers hold different ids.
  expect(lasting?.value).not.toBe(browserSession?.value);
});

test("a guest sent to sign in from the wish list comes back to it after logging in", async ({
  page,
  account: { email },
}) => {
  await page.goto("/shop/wishlist");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fshop%2Fwishlist/);
  await fillLoginForm(page, email);
  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  await expect(page.getByText("Your wish list is empty!")).toBeVisible();
});

test("the header's account button: a login form for guests, the account menu when signed in", async ({
  page,
  account: { email },
}) => {
  // Signed out: the top bar says Login; the header button opens a compact login form (a link to the login page
  // until the scripts run).
  await page.goto("/shop/catalog");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await expect(headerControl(header, "My Account")).toHaveCount(0);
  await (await reachFor(header, "Login")).click();
  const dropdown = page.getByRole("dialog", { name: "Login" });
  await expect(dropdown.getByRole("link", { name: "Forgot?" })).toBeVisible();
  await expect(dropdown.getByRole("link", { name: "Create An Account" })).toHaveAttribute("href", "/account/login");
  await dropdown.getByLabel("Email address").fill(email);
  await dropdown.getByLabel("Password").fill(PASSWORD);
  await dropdown.getByRole("button", { name: "Login" }).click();
  // Signed in where the shopper was.
  await expect(page).toHaveURL(/\/shop\/catalog$/);

  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  await (await reachFor(header, /^Account menu of Grace Hopper$/)).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("Grace Hopper")).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Dashboard",
    "Edit Profile",
    "Order History",
    "Addresses",
    "Password",
    "Create Product",
    "My Products",
    "Shop",
    "Sales",
    "Coupons",
    "Earnings",
    "Messages",
    "Logout",
  ]);
  await page.keyboard.press("Escape");
  await expect(headerControl(header, "My Account")).toBeVisible();
});

test("the mobile menu offers Login to guests and My Account to users", async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto("/");
  await waitForHydration(page.getByRole("button", { name: "Open menu" }));
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "My Account" })).toHaveCount(0);
  await signUp(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer.getByRole("link", { name: "My Account" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("a signed-in user visiting the login page is sent home", async ({ page, shopper: _signedIn }) => {
  await page.goto("/account/login");
  await expect(page).toHaveURL(/\/$/);
});

test("profile: a new name shows in the header at once", async ({ page, shopper: _signedIn }) => {
  await page.goto("/account/profile");
  await page.getByLabel("Name").fill("Grace B. Hopper");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile was saved." })).toBeVisible();
  await expect(headerControl(page.getByRole("banner"), "Account menu of Grace B. Hopper")).toBeVisible();
});

test("password: changing it needs the current one and then works for the next login", async ({
  page,
  shopper: { email },
}) => {
  await page.goto("/account/password");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel(/^New password/).fill("a-brand-new-one");
  await page.getByLabel("Repeat new password").fill("a-brand-new-one");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel(/^New password/).fill("a-brand-new-one");
  await page.getByLabel("Repeat new password").fill("a-brand-new-one");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password was changed." })).toBeVisible();

  await logOut(page);
  await logIn(page, email, { password: "a-brand-new-one" });
  await expect(page).toHaveURL(/\/$/);
  await expect(headerControl(page, "My Account")).toBeVisible();
});

test("addresses: add one, see it on the dashboard, delete it after confirming", async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto("/account/addresses");
  await page.getByRole("link", { name: "Add a new address" }).click();
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Phone").fill("+1 555 0199");
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("Town / City").fill("Berlin");
  await page.getByLabel("Postcode / ZIP").fill("10115");
  await page.getByRole("button", { name: "Save address" }).click();
  // One field was left empty: the message is beside it and the rest is kept.
  await expect(page.getByLabel("Street address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Town / City")).toHaveValue("Berlin");
  await expect(page.getByLabel("Country")).toHaveValue("DE");
  await page.getByLabel("Street address").fill("Unter den Linden 1");
  await page.getByRole("button", { name: "Save address" }).click();

  await expect(page).toHaveURL(/\/account\/addresses\?saved=added$/);
  await expect(page.getByRole("status").filter({ hasText: "The address was added." })).toBeVisible();
  const card = page.getByRole("main").locator("address");
  await expect(card).toContainText("Default address");
  await expect(card).toContainText("Unter den Linden 1");
  await expect(card).toContainText("Germany");

  await page.goto("/account/dashboard");
  await expect(page.getByRole("main").locator("address")).toContainText("Berlin, 10115");

  await page.goto("/account/addresses");
  await waitForHydration(page.getByRole("button", { name: "Delete the address of Grace Hopper" }));
  await page.getByRole("button", { name: "Delete the address of Grace Hopper" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(1);
  await page.getByRole("button", { name: "Delete the address of Grace Hopper" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You have not saved any addresses yet.")).toBeVisible();
});
