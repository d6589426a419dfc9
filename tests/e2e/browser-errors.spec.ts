import { expect, test } from "@playwright/test";
import { waitForHydration, watchBrowserErrors } from "../support/e2e";

// The pages Lighthouse measures (bench/lighthouse.ts) and a few with forms: each loads and hydrates without an
// error in the console and without breaking the Content-Security-Policy, as Lighthouse's best practices ask.
const pages = [
  "/",
  "/shop/catalog/power-tools",
  "/shop/product-standard",
  "/search/drill/all",
  "/shop/cart",
  "/account/login",
  "/site/contact-us",
  "/blog/category-classic",
];

for (const path of pages) {
  test(`${path} logs no error and breaks no policy while it loads and hydrates`, async ({ page }) => {
    const errors = await watchBrowserErrors(page);
    await page.goto(path);
    await waitForHydration(page, "main");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home page and the open menu log no error and break no policy", async ({ page }) => {
    const errors = await watchBrowserErrors(page);
    await page.goto("/");
    await waitForHydration(page.getByRole("button", { name: "Open menu" }));
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
