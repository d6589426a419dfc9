import type { Page } from "@playwright/test";
import { expectNoAxeViolations, headerControl, register, uniqueEmail, waitForHydration } from "../support/e2e";
import { categoryPage, expect, openCard, test } from "../support/fixtures";

const header = (page: Page) => page.getByRole("banner");
const wishlistCounter = (page: Page) => header(page).getByRole("link", { name: /^Wish list, / });
const compareCounter = (page: Page) => header(page).getByRole("link", { name: /^Compare, / });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a card adds to the wish list and to compare once, with a toast and the header's counters", async ({
  page,
  shopper: _signedIn,
  product,
}) => {
  const { name } = product;
  const card = await openCard(page, product);
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 0 products");
  await expect(compareCounter(page)).toHaveAccessibleName("Compare, 0 products");

  await card.getByRole("button", { name: `Add ${name} to wish list` }).click();
  await expect(toast(page, `Product "${name}" added to wish list!`)).toBeVisible();
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 1 product");
  // The button now says the product is there; a second click adds nothing.
  const present = card.getByRole("button", { name: `${name} is in your wish list` });
  await present.click();
  await expect(toast(page, `Product "${name}" is already in your wish list`)).toBeVisible();
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 1 product");

  await card.getByRole("button", { name: `Add ${name} to compare` }).click();
  await expect(toast(page, `Product "${name}" added to compare!`)).toBeVisible();
  await expect(compareCounter(page)).toHaveAccessibleName("Compare, 1 product");
  // Still the same page: neither the card's link nor a reload happened.
  await expect(page).toHaveURL(categoryPage(product));
});

test("quick view and the product page add to both lists too", async ({ page, shopper: _signedIn, listProduct }) => {
  const viewed = await listProduct({ name: "Quick View Bench" });
  const opened = await listProduct({ name: "Product Page Bench" });
  const { name } = viewed;
  const card = await openCard(page, viewed);
  await card.getByRole("button", { name: /^Quick view/ }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("button", { name: `Add ${name} to wish list` }).click();
  await expect(toast(page, `Product "${name}" added to wish list!`)).toBeVisible();
  await dialog.getByRole("button", { name: `Add ${name} to compare` }).click();
  await expect(toast(page, `Product "${name}" added to compare!`)).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(opened.path);
  await waitForHydration(page, "main form button[type=submit]");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: `Add ${opened.name} to wish list` }).click();
  await expect(toast(page, `Product "${opened.name}" added to wish list!`)).toBeVisible();
  await main.getByRole("button", { name: `Add ${opened.name} to compare` }).click();
  await expect(toast(page, `Product "${opened.name}" added to compare!`)).toBeVisible();
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 2 products");
  await expect(compareCounter(page)).toHaveAccessibleName("Compare, 2 products");
});

test("the wish list page: its table, Add to cart from it, and removing to the empty state", async ({
  page,
  shopper: _signedIn,
  product,
}) => {
  const { name } = product;
  const card = await openCard(page, product);
  await card.getByRole("button", { name: `Add ${name} to wish list` }).click();
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 1 product");

  await wishlistCounter(page).click();
  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  const table = page.getByRole("table", { name: "Wish List" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("link", { name })).toHaveAttribute("href", /\/shop\/products\//);
  await expect(row.getByRole("img", { name: /^Rated / })).toBeVisible();
  await expect(row).toContainText("In stock");
  await expect(row).toContainText("$");
  await waitForHydration(page, "main form button[type=submit]");
  await row.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, `Product "${name}" added to cart!`)).toBeVisible();
  await expect(headerControl(header(page), "Cart, 1 item")).toBeVisible();

  await row.getByRole("button", { name: `Remove ${name} from the wish list` }).click();
  await expect(page.getByText("Your wish list is empty!")).toBeVisible();
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 0 products");
});

test("the compare page: products side by side with their specification, remove one, clear the list", async ({
  page,
  shopper: _signedIn,
  listProduct,
}) => {
  const first = await listProduct({ name: "Red Bench", colors: ["red"] });
  const second = await listProduct({ name: "Blue Bench", colors: ["blue"] });
  await page.goto("/shop/compare");
  await expect(page.getByText("You have not chosen any products to compare!")).toBeVisible();
  for (const product of [first, second]) {
    const card = await openCard(page, product);
    await card.getByRole("button", { name: `Add ${product.name} to compare` }).click();
    await expect(toast(page, `Product "${product.name}" added to compare!`)).toBeVisible();
  }

  await page.goto("/shop/compare");
  const table = page.getByRole("table", { name: "Products compared side by side" });
  const columns = table.getByRole("columnheader");
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0)).toContainText(first.name);
  await expect(columns.nth(1)).toContainText(second.name);
  for (const heading of ["Rating", "Availability", "Price", "Color", "Add to cart", "Remove"]) {
    await expect(table.getByRole("rowheader", { name: heading, exact: true })).toBeVisible();
  }
  await expect(table.getByRole("rowheader", { name: "Specification" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Availability" })).toContainText("In stock");

  await table.getByRole("button", { name: `Remove ${first.name} from the compare list` }).click();
  await expect(columns).toHaveCount(1);
  await expect(compareCounter(page)).toHaveAccessibleName("Compare, 1 product");

  await waitForHydration(page, "main form button[type=submit]");
  await page.getByRole("button", { name: "Clear list" }).click();
  const confirm = page.getByRole("dialog", { name: "Clear the compare list?" });
  await expect(confirm).toContainText("The 1 product will be removed from the compare list.");
  await confirm.getByRole("button", { name: "Clear list" }).click();
  await expect(page.getByText("You have not chosen any products to compare!")).toBeVisible();
  await expect(compareCounter(page)).toHaveAccessibleName("Compare, 0 products");
});

test("a guest is sent to sign in, and the product is in the wish list after signing up", async ({ page, product }) => {
  const { name } = product;
  const card = await openCard(page, product);
  await expect(compareCounter(page)).toHaveCount(0);
  await card.getByRole("button", { name: `Add ${name} to wish list` }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fshop%2Fwishlist$/);
  await register(page, uniqueEmail("lists-guest"));
  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  await expect(page.getByRole("table", { name: "Wish List" })).toContainText(name);
  await expect(wishlistCounter(page)).toHaveAccessibleName("Wish list, 1 product");
  await expect(compareCounter(page)).toHaveAccessibleName("Compare, 0 products");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list buttons post the form and come back to the page", async ({ page, shopper: _signedIn, product }) => {
    const card = await openCard(page, product, { hydrated: false });
    await card.getByRole("button", { name: `Add ${product.name} to compare` }).click();
    await expect(page).toHaveURL(categoryPage(product));
    await expect(compareCounter(page)).toHaveAccessibleName("Compare, 1 product");
    await page.goto("/shop/compare");
    await expect(page.getByRole("table")).toContainText(product.name);
  });
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the filled wish list and compare pages (${dir})`, async ({
    page,
    shopper: _signedIn,
    listProduct,
  }) => {
    for (const product of [await listProduct(), await listProduct()]) {
      const { name } = product;
      const card = await openCard(page, product);
      await card.getByRole("button", { name: `Add ${name} to wish list` }).click();
      await expect(toast(page, "added to wish list!")).toHaveCount(1);
      await card.getByRole("button", { name: `Add ${name} to compare` }).click();
      await expect(toast(page, "added to compare!")).toHaveCount(1);
    }
    for (const path of ["/shop/wishlist", "/shop/compare"]) {
      await page.goto(`${path}?dir=${dir}`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto(`/shop/compare?dir=${dir}`);
    await waitForHydration(page, "main form button[type=submit]");
    await page.getByRole("button", { name: /^(Clear list|امسح القائمة)$/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
