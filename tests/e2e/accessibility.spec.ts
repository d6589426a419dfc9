import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

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
  "/shop/no/such/page",
];

for (const locale of ["ltr", "rtl"]) {
  for (const path of pages) {
    test(`axe finds nothing on ${path} (${locale})`, async ({ page }) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}dir=${locale}`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
}

for (const locale of ["ltr", "rtl"]) {
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`axe finds nothing in the catalogue's filter drawer (${locale})`, async ({ page }) => {
      await page.goto(`/shop/catalog/power-tools?filter_check=brandix&dir=${locale}`);
      await page
        .locator("main")
        .getByRole("button", { name: /Filters|عوامل التصفية/ })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  });
}
