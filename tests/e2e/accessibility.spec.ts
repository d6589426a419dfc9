import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  "/",
  "/home-two",
  "/shop/catalog/power-tools",
  "/shop/product-standard",
  "/shop/cart",
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
