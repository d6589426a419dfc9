import type { Page } from "@playwright/test";
import { fillBilling, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

// Pictures per colour (decision 046): a workbench in red and blue whose first picture is the red one.
const TWO_COLOURS = {
  name: "Two-colour workbench",
  colors: ["red", "blue"],
  pictures: [
    { fill: "#cc0000", color: "red" },
    { fill: "#0000cc", color: "blue" },
  ],
};

/** The media key of the gallery's big picture (`products/<uuid>`). */
async function shownPicture(page: Page): Promise<string> {
  const src = await page.getByRole("button", { name: "Zoom image" }).locator("img").getAttribute("src");
  return src?.replace(/^\/media\//, "").replace(/-gallery\.webp$/, "") ?? "";
}

test("a Blue line shows the blue picture in the cart and on the order", async ({ page, shopper, listProduct }) => {
  const product = await listProduct(TWO_COLOURS);
  await page.goto(product.path);
  await waitForHydration(page, "main form input[name=color]");
  const red = await shownPicture(page);

  // Choosing Blue shows its picture first, before anything is added.
  await page.getByRole("main").getByText("Blue", { exact: true }).click();
  await expect.poll(() => shownPicture(page)).not.toBe(red);
  const blue = await shownPicture(page);
  expect(blue).toMatch(/^products\/[0-9a-f-]{36}$/);
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "added to cart" })).toBeVisible();

  await page.goto("/shop/cart");
  const line = page.getByRole("main").getByRole("row").filter({ hasText: product.name });
  await expect(line).toContainText("Colour: Blue");
  await expect(line.locator("img")).toHaveAttribute("src", `/media/${blue}-thumb.webp`);
  // The line's link opens the page in its colour, its picture first, even before the scripts.
  await line.getByRole("link", { name: product.name }).click();
  await expect(page).toHaveURL(/\?color=blue$/);
  expect(await shownPicture(page)).toBe(blue);

  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form");
  await fillBilling(page, uniqueEmail("blue-buyer"));
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(page);
  expect(shopper.email).toBeTruthy();

  await page.goto(`/account/orders/${number}`);
  const bought = page.getByRole("main").getByRole("row").filter({ hasText: product.name });
  await expect(bought).toContainText("Colour: Blue");
  await expect(bought.locator("img")).toHaveAttribute("src", `/media/${blue}-thumb.webp`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the product page in a colour's address shows that colour's picture first, and that colour chosen", async ({
    page,
    listProduct,
  }) => {
    const product = await listProduct(TWO_COLOURS);
    await page.goto(product.path);
    const red = await shownPicture(page);
    await page.goto(`${product.path}?color=blue`);
    expect(await shownPicture(page)).not.toBe(red);
    await expect(page.getByRole("radio", { name: "Blue" })).toBeChecked();
  });
});

// One page a test: axe takes seconds a page on a busy machine.
for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on a product page in a colour (${dir})`, async ({ page, listProduct }) => {
    const product = await listProduct(TWO_COLOURS);
    await page.goto(`${product.path}?color=blue&dir=${dir}`);
    await expect(page.getByRole("radio", { name: dir === "rtl" ? "أزرق" : "Blue" })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test(`axe finds nothing on a listing form with its pictures' colours (${dir})`, async ({ page, seller }) => {
    const product = await seller.list(TWO_COLOURS);
    await page.goto(`/account/myProducts/${product.id}?dir=${dir}`);
    await waitForHydration(page, "main form");
    await expect(page.locator("main select[name=imageColors]")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
