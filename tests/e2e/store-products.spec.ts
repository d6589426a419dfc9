import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, listThrough, storeUrl, test } from "../support/fixtures";

// The store's own products in the back office (decision 046). Each test adds a product of its own in Workbenches, as every listing of the fixtures (the
// catalogue's specs count Power Tools) rather than change a demo product another spec may look at.
const LATHE = { name: "Store workbench", colors: ["red"], price: 310 };

const main = (page: Page) => page.getByRole("main");

test("the operator changes a store product's price with the listing form, and its page says the new price", async ({
  page,
  context,
  operator,
  baseURL,
}) => {
  expect(operator.email).toBeTruthy();
  const product = await listThrough(context.request, storeUrl(baseURL), LATHE, "/admin/products/upload");
  await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  await expect(main(page).getByRole("row").filter({ hasText: product.name })).toContainText("$310.00");
  await main(page)
    .getByRole("link", { name: `Edit ${product.name}` })
    .click();
  await expect(page).toHaveURL(`/admin/products/${product.id}`);
  await waitForHydration(page, "main form");

  const price = main(page).getByRole("textbox", { name: "Price", exact: true });
  await expect(price).toHaveValue("310.00");
  await price.fill("289.90");
  await main(page).getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: `Product "${product.name}" saved` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto(product.path);
  await expect(main(page).getByText("$289.90").first()).toBeVisible();
  await expect(main(page).getByText("Sold by Tool Store")).toBeVisible();

  // Its change is in the audit log, with the operator's address.
  await page.goto("/admin/audit");
  await expect(main(page).getByRole("row").filter({ hasText: product.name }).first()).toContainText(
    "Changed a store product",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts as it is, and removing asks once more before the product goes", async ({
    page,
    context,
    operator,
    baseURL,
  }) => {
    expect(operator.email).toBeTruthy();
    const product = await listThrough(context.request, storeUrl(baseURL), LATHE, "/admin/products/upload");
    await page.goto(`/admin/products/${product.id}`);
    await main(page).getByRole("textbox", { name: "Stock", exact: true }).fill("4");
    await main(page).getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?saved=updated&product=${product.id}$`));
    await expect(main(page).getByRole("status").first()).toHaveText(`Product "${product.name}" saved`);

    await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
    await main(page)
      .getByRole("button", { name: `Delete ${product.name}` })
      .click();
    await expect(main(page).getByRole("heading", { name: "Delete this product?" })).toBeVisible();
    await main(page).getByRole("button", { name: "Delete", exact: true }).first().click();
    await expect(main(page).getByRole("status").first()).toHaveText(`Product "${product.name}" deleted`);
    expect((await page.goto(product.path))?.status()).toBe(404);
  });
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the store's products, a new one's form with errors and an edit form (${dir})`, async ({
    page,
    context,
    operator,
    baseURL,
  }) => {
    expect(operator.email).toBeTruthy();
    const product = await listThrough(context.request, storeUrl(baseURL), LATHE, "/admin/products/upload");
    await page.goto(`/admin/products?dir=${dir}`);
    await expect(main(page).getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/products/new?dir=${dir}`);
    await waitForHydration(page, "main form");
    await main(page).locator("form button[type=submit]").click();
    await expect(main(page).getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/products/${product.id}?dir=${dir}`);
    await expect(main(page).locator("select[name=imageColors]")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
