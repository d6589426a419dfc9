import { expect, test } from "@playwright/test";

const redirects: [from: string, to: string][] = [
  ["/shop", "/shop/catalog"],
  ["/blog", "/blog/category-classic"],
  ["/site", "/site/about-us"],
  ["/account", "/account/dashboard"],
  ["/some-top-level-path", "/"],
  ["/checkout", "/"],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(to);
  });
}

const signedInOnly = [
  "/shop/wishlist",
  "/shop/compare",
  "/account/dashboard",
  "/account/profile",
  "/account/orders",
  "/account/orders/1001",
  "/account/addresses",
  "/account/addresses/1",
  "/account/password",
  "/account/createProduct",
  "/account/myProducts",
];

for (const path of signedInOnly) {
  test(`a guest opening ${path} is asked to sign in and sent back after`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers().location ?? "", "http://x");
    expect(location.pathname).toBe("/account/login");
    expect(location.searchParams.get("redirectTo")).toBe(path);
  });
}

const pages = [
  "/",
  "/home-two",
  "/shop/catalog",
  "/shop/catalog/power-tools",
  "/shop/catalog/plumbing",
  "/shop/category-grid-3-columns-sidebar",
  "/shop/category-grid-4-columns-full",
  "/shop/category-grid-5-columns-full",
  "/shop/category-list",
  "/shop/category-right-sidebar",
  "/shop/product-standard",
  "/shop/product-columnar",
  "/shop/product-sidebar",
  "/search/drill/all",
  "/search/drill/power-tools",
  "/shop/cart",
  "/shop/track-order",
  "/account/login",
  "/blog/category-classic",
  "/blog/category-grid",
  "/blog/category-list",
  "/blog/category-left-sidebar",
  "/blog/post-classic",
  "/blog/post-full",
  "/site/about-us",
  "/site/contact-us",
  "/site/contact-us-alt",
  "/site/not-found",
  "/site/faq",
  "/site/terms",
  "/site/privacy",
  "/site/returns",
  "/site/delivery",
  "/site/typography",
  "/site/components",
];

const LANGUAGES = [
  { lang: "en", dir: "ltr" },
  { lang: "ru", dir: "ltr" },
  { lang: "ar", dir: "rtl" },
] as const;

test.describe("as the server sends them", () => {
  // What search engines and link previews read is the server's HTML: checked without the scripts, so each of
  // the 108 loads is the page's parse alone (hydration would add nothing these checks read).
  test.use({ javaScriptEnabled: false });

  for (const path of [...pages, "/blog/posts/angle-grinder-safety-habits"]) {
    test(`${path} renders in English, Russian and Arabic, with a description and link preview tags`, async ({
      page,
      context,
      baseURL,
    }) => {
      const descriptions = new Set<string>();
      for (const { lang, dir } of LANGUAGES) {
        await context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "" }]);
        const response = await page.goto(path);
        // The showcase of the 404 page says so with its status too.
        expect(response?.status()).toBe(path === "/site/not-found" ? 404 : 200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page).toHaveTitle(/Tool Store$/);
        const description = page.locator('head meta[name="description"]');
        await expect(description).toHaveCount(1);
        descriptions.add((await description.getAttribute("content")) ?? "");
        for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:locale"]) {
          await expect(page.locator(`head meta[property="${property}"]`), property).toHaveCount(1);
        }
      }
      // Each language has its own description, but a product's text is written once by its seller.
      if (!path.startsWith("/shop/product")) expect(descriptions.size).toBe(3);
    });
  }
});

test("checkout with an empty cart goes to the cart", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText("Your shopping cart is empty!").first()).toBeVisible();
});

test("an unknown deeper path shows Page Not Found with a search box and status 404", async ({ page }) => {
  const response = await page.goto("/shop/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("combobox", { name: "Search products" })).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found — Tool Store");
});

test("an unknown product is a 404 page", async ({ page }) => {
  const response = await page.goto("/shop/products/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("page titles read page name, then site name", async ({ page }) => {
  await page.goto("/site/about-us");
  await expect(page).toHaveTitle("About Us — Tool Store");
});
