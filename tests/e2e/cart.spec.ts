import { expect, type Page, test } from "@playwright/test";
import { catalogCard, expectNoAxeViolations, register, uniqueEmail, waitForHydration } from "../support/e2e";

const header = (page: Page) => page.getByRole("banner");
const cartButton = (page: Page) => header(page).getByRole("button", { name: /^Cart, \d+ items?$/ });
const toast = (page: Page, name: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: `Product "${name}" added to cart!` });

test("Add to cart on a card says so, counts in the header, and the dropdown lists the product", async ({ page }) => {
  const { card, name } = await catalogCard(page);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, name)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  // No full reload happened: still the same page, scrolled where it was.
  await expect(page).toHaveURL(/\/shop\/catalog\?limit=48$/);
  await cartButton(page).click();
  const dropdown = page.getByRole("menu");
  await expect(dropdown).toContainText(name);
  await expect(dropdown).toContainText("1 ×");
  await expect(dropdown.getByRole("menuitem", { name: "View Cart" })).toHaveAttribute("href", "/shop/cart");
  await expect(dropdown.getByRole("menuitem", { name: "Checkout" })).toHaveAttribute("href", "/shop/checkout");
  await dropdown.getByRole("menuitem", { name: `Remove ${name} from the cart` }).click();
  await expect(dropdown).toContainText("Your shopping cart is empty!");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
});

test("the product page adds the chosen quantity, to the line already there", async ({ page }) => {
  await page.goto("/shop/product-standard");
  await waitForHydration(page, "main form button[type=submit]");
  const name = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  const quantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
  const add = page.getByRole("main").getByRole("button", { name: "Add to cart" }).first();
  await quantity.fill("3");
  await add.click();
  await expect(toast(page, name)).toBeVisible();
  await quantity.fill("2");
  await add.click();
  await expect(toast(page, name)).toHaveCount(2);
  await page.goto("/shop/cart");
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${name}` })).toHaveValue("5");
});

test("quick view and the search suggestions add to the cart too", async ({ page }) => {
  const { card, name } = await catalogCard(page);
  await card.getByRole("button", { name: /^Quick view/ }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, name)).toBeVisible();
  await page.keyboard.press("Escape");

  await waitForHydration(page, "header input[type=search]");
  const box = header(page).getByRole("combobox", { name: "Search products" });
  await box.pressSequentially("drill");
  const first = page.getByRole("listbox").getByRole("option").first();
  await expect(first).toBeVisible();
  const suggested = ((await first.locator("span.font-semibold, span.font-medium").first().textContent()) ?? "").trim();
  await header(page)
    .getByRole("button", { name: /^Add .* to cart$/ })
    .first()
    .click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "added to cart!" })).toHaveCount(2);
  await expect(cartButton(page)).toHaveAccessibleName(suggested === name ? "Cart, 1 item" : "Cart, 2 items");
});

test("the cart page: Update Cart once a quantity changed, the totals follow, removing empties it", async ({ page }) => {
  const { card, name } = await catalogCard(page);
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, name)).toBeVisible();
  await page.goto("/shop/cart");
  await waitForHydration(page, "main form button[type=submit]");
  const main = page.getByRole("main");
  const update = main.getByRole("button", { name: "Update Cart" });
  await expect(update).toBeDisabled();
  const unit = (await main.locator("tbody td").nth(2).textContent())?.trim() ?? "";
  const unitCents = Math.round(Number(unit.replace(/[^0-9.]/g, "")) * 100);
  await main.getByRole("button", { name: "Increase quantity" }).click();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(update).toBeDisabled();
  const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  const totals = main.getByRole("region", { name: "Cart Totals" });
  await expect(totals).toContainText(`Subtotal${money(unitCents * 2)}`);
  await expect(totals).toContainText("Shipping price");
  await expect(totals).toContainText("Tax price$0.00");
  await expect(totals).toContainText(`Total${money(unitCents * 2 + 2500)}`);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  await main.getByLabel("Coupon code").fill("TOOLS10");
  await main.getByRole("button", { name: "Apply Coupon" }).click();
  await expect(main.getByText("This coupon code is not valid")).toBeVisible();
  await expect(main.getByLabel("Coupon code")).toHaveValue("TOOLS10");
  await expectNoAxeViolations(page);

  await main.getByRole("button", { name: `Remove ${name} from the cart` }).click();
  await expect(main.getByText("Your shopping cart is empty!")).toBeVisible();
  await expect(main.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/shop/catalog");
});

test("without JavaScript, Add to cart posts the form and comes back to the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop/catalog?limit=48");
  const card = page.locator("article").filter({ hasText: "In stock" }).first();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/shop\/catalog\?limit=48$/);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/shop/cart");
  await expect(page.getByRole("main")).toContainText(name);
  await context.close();
});

test("a guest's cart is kept after signing up", async ({ page }) => {
  const { card, name } = await catalogCard(page);
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, name)).toBeVisible();
  await page.goto("/account/login");
  await register(page, uniqueEmail("cart-guest"));
  await expect(page).toHaveURL(/\/$/);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/shop/cart");
  await expect(page.getByRole("main")).toContainText(name);
});
