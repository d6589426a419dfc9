import { expectNoAxeViolations, reachFor, waitForHydration } from "../support/e2e";
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
    await (await reachFor(page, /^(Account menu of|قائمة حساب)/)).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`axe finds nothing in the header's login form (${locale})`, async ({ page }) => {
    await page.goto(`/?dir=${locale}`);
    await (await reachFor(page.getByRole("banner"), /^(Login|تسجيل الدخول)$/)).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// A fading notice draws its text paler than its contrast for a few frames (axe, run then, refused a page): notices
// slide in and out instead, at their full contrast throughout.
test("a toast moves in and out without fading", async ({ page, product }) => {
  await page.goto(product.path);
  const add = page.getByRole("main").getByRole("button", { name: "Add to cart" }).first();
  await waitForHydration(add);
  await add.click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const transitioned = await toast.evaluate((element) => getComputedStyle(element).transitionProperty);
  expect(transitioned).toContain("transform");
  expect(transitioned).not.toMatch(/opacity|all/);
});

test("a confirmation drawn before the scripts moves in and out without fading", async ({ page, context, product }) => {
  const added = await context.request.post("/shop/cart", {
    form: { intent: "add", productId: product.id, quantity: 1, redirectTo: "/site/faq" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await page.goto("/site/faq");
  const notice = page.locator(".flash-toast");
  await expect(notice).toBeVisible();
  const animated = await notice.evaluate((element) =>
    element
      .getAnimations()
      .flatMap((animation) =>
        (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame)),
      ),
  );
  expect(animated).toContain("transform");
  expect(animated).not.toContain("opacity");
});
