import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

const pages = [
  "/",
  "/home-two",
  "/shop/catalog",
  "/shop/catalog/power-tools",
  "/shop/catalog/power-tools?filter_check=brandix,zosch&filter_color=black&filter_radio=NO&sort=price-asc",
  "/shop/catalog/power-tools?filter_price=0-1",
  "/shop/catalog/sheet-music",
  "/shop/category-list",
  "/shop/category-right-sidebar",
  "/shop/product-standard",
  "/shop/cart",
  "/search/angel%20grinder/all",
  "/search/xylophone/power-tools",
  "/site/about-us",
  "/newsletter",
  "/account/login",
  "/shop/no/such/page",
];

for (const locale of ["ltr", "rtl"]) {
  for (const path of pages) {
    test(`axe finds nothing on ${path} (${locale})`, async ({ page }) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}dir=${locale}`);
      await expectNoAxeViolations(page);
    });
  }
}

for (const locale of ["ltr", "rtl"]) {
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // The sidebar, and its headings, are hidden on a phone: the page's other headings must still step down in order.
    test(`axe finds nothing on a category and on the search results (${locale})`, async ({ page }) => {
      for (const path of ["/shop/catalog/power-tools", "/search/drill/all"]) {
        await page.goto(`${path}?dir=${locale}`);
        await expectNoAxeViolations(page);
      }
    });

    test(`axe finds nothing in the catalogue's filter drawer (${locale})`, async ({ page }) => {
      await page.goto(`/shop/catalog/power-tools?filter_check=brandix&dir=${locale}`);
      const filters = page.locator("main").getByRole("button", { name: /Filters|عوامل التصفية/ });
      await waitForHydration(filters);
      await filters.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

const accountPages = [
  "/account/dashboard",
  "/account/profile",
  "/account/password",
  "/account/addresses",
  "/account/addresses/new",
  "/account/earnings",
];

for (const locale of ["ltr", "rtl"]) {
  test(`axe finds nothing on the account pages and the open account menu (${locale})`, async ({
    page,
    shopper: _signedIn,
  }) => {
    for (const path of accountPages) {
      await page.goto(`${path}?dir=${locale}`);
      await expectNoAxeViolations(page);
    }
    await waitForHydration(page.getByRole("button", { name: /^(Account menu of|قائمة حساب)/ }));
    await page.getByRole("button", { name: /^(Account menu of|قائمة حساب)/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`axe finds nothing in the header's login form (${locale})`, async ({ page }) => {
    await page.goto(`/?dir=${locale}`);
    const login = page.getByRole("banner").getByRole("button", { name: /^(Login|تسجيل الدخول)$/ });
    await waitForHydration(login);
    await login.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
