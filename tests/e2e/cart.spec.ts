import type { Page } from "@playwright/test";
import { expectNoAxeViolations, headerControl, register, uniqueEmail, waitForHydration } from "../support/e2e";
import { categoryPage, expect, openCard, test } from "../support/fixtures";

const header = (page: Page) => page.getByRole("banner");
// A link to the cart page until the visitor reaches for it, the popover's button then (decision 072).
const cartButton = (page: Page) => headerControl(header(page), /^Cart, \d+ items?$/);
const toast = (page: Page, name: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: `Product "${name}" added to cart!` });

test("Add to cart on a card says so, counts in the header, and the dropdown lists the product", async ({
  page,
  product,
}) => {
  const card = await openCard(page, product);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, product.name)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  // No full reload happened: still the same page, scrolled where it was.
  await expect(page).toHaveURL(categoryPage(product));
  await cartButton(page).click();
  const dropdown = header(page).getByRole("dialog", { name: "Shopping cart" });
  await expect(dropdown).toContainText(product.name);
  await expect(dropdown).toContainText("1 ×");
  await expect(dropdown.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/shop/cart");
  await expect(dropdown.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/shop/checkout");
  await dropdown.getByRole("button", { name: `Remove ${product.name} from the cart` }).click();
  await expect(dropdown).toContainText("Your shopping cart is empty!");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
});

test("the product page adds the chosen quantity, to the line already there", async ({ page, product }) => {
  await page.goto(product.path);
  await waitForHydration(page, "main form button[type=submit]");
  const quantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
  const add = page.getByRole("main").getByRole("button", { name: "Add to cart" }).first();
  await quantity.fill("3");
  await add.click();
  await expect(toast(page, product.name)).toBeVisible();
  await quantity.fill("2");
  await add.click();
  await expect(toast(page, product.name)).toHaveCount(2);
  await page.goto("/shop/cart");
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue("5");
});

test("quick view and the search suggestions add to the cart too", async ({ page, listProduct }) => {
  const viewed = await listProduct({ name: "Quick View Bench" });
  const suggested = await listProduct({ name: "Suggested Bench" });
  const card = await openCard(page, viewed);
  await card.getByRole("button", { name: /^Quick view/ }).click();
  const dialog = page.getByRole("dialog", { name: viewed.name });
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, viewed.name)).toBeVisible();
  await page.keyboard.press("Escape");

  await waitForHydration(page, "header input[type=search]");
  const box = header(page).getByRole("combobox", { name: "Search products" });
  await box.pressSequentially(suggested.name);
  // A product named exactly as the text comes first.
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText(suggested.name);
  await header(page)
    .getByRole("button", { name: /^Add .* to cart$/ })
    .first()
    .click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "added to cart!" })).toHaveCount(2);
  await expect(toast(page, suggested.name)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
});

test("the cart page: Update Cart once a quantity changed, the totals follow, removing empties it", async ({
  page,
  listProduct,
}) => {
  const product = await listProduct({ price: 12.5 });
  const card = await openCard(page, product);
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, product.name)).toBeVisible();
  await page.goto("/shop/cart");
  await waitForHydration(page, "main form button[type=submit]");
  const main = page.getByRole("main");
  const update = main.getByRole("button", { name: "Update Cart" });
  await expect(update).toBeDisabled();
  await expect(main.locator("tbody td").nth(2)).toHaveText("$12.50");
  await main.getByRole("button", { name: "Increase quantity" }).click();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(update).toBeDisabled();
  const totals = main.getByRole("region", { name: "Cart Totals" });
  await expect(totals).toContainText("Subtotal$25.00");
  // One seller's parcel, to the store's own country until the shopper says otherwise: $4.99 under $50.
  await expect(totals).toContainText("Shipping (1 parcel)$4.99");
  // The demo store's prices include German VAT (decision 058): said after the total, not added to it.
  // $29.99 with 19 % in it: $25.20 net, $4.79 tax.
  await expect(totals).toContainText("Total$29.99Incl. VAT 19 %$4.79");
  await expect(main.getByRole("region", { name: "Calculate Shipping" })).toContainText(
    "Estimated delivery to United States",
  );
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  await main.getByLabel("Coupon code").fill("TOOLS10");
  await main.getByRole("button", { name: "Apply Coupon" }).click();
  await expect(main.getByText("There is no coupon with this code.")).toBeVisible();
  await expect(main.getByLabel("Coupon code")).toHaveValue("TOOLS10");
  await expectNoAxeViolations(page);

  await main.getByRole("button", { name: `Remove ${product.name} from the cart` }).click();
  await expect(main.getByText("Your shopping cart is empty!")).toBeVisible();
  await expect(main.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/shop/catalog");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to cart posts the form and comes back to the page", async ({ page, product }) => {
    const card = await openCard(page, product, { hydrated: false });
    await card.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(categoryPage(product));
    // The page says what a script's toast would have said; the header's cart is a link to the cart page here.
    await expect(page.getByRole("status").filter({ hasText: "added to cart!" })).toHaveText(
      `Product "${product.name}" added to cart!`,
    );
    await expect(header(page).getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await page.goto("/shop/cart");
    await expect(page.getByRole("main")).toContainText(product.name);
  });
});

test("a guest's cart is kept after signing up", async ({ page, product }) => {
  const card = await openCard(page, product);
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, product.name)).toBeVisible();
  await page.goto("/account/login");
  await register(page, uniqueEmail("cart-guest"));
  await expect(page).toHaveURL(/\/$/);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/shop/cart");
  await expect(page.getByRole("main")).toContainText(product.name);
});
