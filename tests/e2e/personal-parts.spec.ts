import type { APIRequestContext, Page, Response } from "@playwright/test";
import { expectNoAxeViolations, headerControl, reachFor, waitForHydration, watchBrowserErrors } from "../support/e2e";
import { categoryPage, expect, test } from "../support/fixtures";

// Decision 076: a page whose body is everyone's comes to a visitor with a session from the page kept for visitors
// without one, with the header's parts that are theirs rendered for them and their data beside it. It must hydrate
// as if rendered whole, and the visitor's data must hold on the pages they go to next.

const header = (page: Page) => page.getByRole("banner").filter({ visible: true });
const cartButton = (page: Page) => headerControl(header(page), /^Cart, \d+ items?$/);

/**
 * Opens the page as the kept page with the visitor's parts. It is kept once a visitor without a session has asked for
 * it (`request` has none of the browser's cookies) and its copy is stored; other tests' new products drop it again
 * (the search box's count changes): asked again until the visitor gets it that way.
 */
async function pastKeptPage(page: Page, request: APIRequestContext, address: string): Promise<Response> {
  let response: Response | null = null;
  await expect
    .poll(async () => {
      await request.get(address);
      response = await page.goto(address);
      return response?.headers()["x-page-cache"];
    })
    .toBe("personal");
  if (!response) throw new Error(`${address} did not open`);
  return response;
}

test("a signed-in shopper's kept page shows and runs their own header, and what follows knows them", async ({
  page,
  request,
  shopper,
  product,
  cartWith,
}) => {
  await cartWith({ product, quantity: 2 });
  // The cart's notice of the addition shows once, on the page the post led to.
  await page.goto("/shop/cart");
  const errors = await watchBrowserErrors(page);
  const response = await pastKeptPage(page, request, "/site/terms");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  // The account menu, once hydrated, is the shopper's.
  await (await reachFor(header(page), `Account menu of ${shopper.name}`)).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(shopper.email)).toBeVisible();
  await page.keyboard.press("Escape");

  // The cart's dropdown lists what is in it.
  await (await reachFor(header(page), "Cart, 1 item")).click();
  await expect(page.getByRole("dialog").getByText(product.name)).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);

  // A client navigation: the catalogue, rendered by the scripts with the page's root data, knows the shopper too.
  await header(page).getByRole("link", { name: "Shop", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/catalog$/);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(headerControl(header(page), `Account menu of ${shopper.name}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test("a guest with a cart gets their count on a kept page, and keeps it on the next", async ({
  page,
  request,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await page.goto("/shop/cart");
  const errors = await watchBrowserErrors(page);
  await pastKeptPage(page, request, "/blog/category-classic");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await waitForHydration(cartButton(page));
  await header(page).getByRole("link", { name: "Shop", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/catalog$/);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  expect(errors).toEqual([]);
});

test("a guest with a cart gets the kept catalogue, and adding from a card counts on from their cart", async ({
  page,
  request,
  listProduct,
  cartWith,
}) => {
  const first = await listProduct({ name: "Kept Catalogue Bench" });
  const second = await listProduct({ name: "Kept Catalogue Vice" });
  await cartWith(first);
  await page.goto("/shop/cart");
  const errors = await watchBrowserErrors(page);
  await pastKeptPage(page, request, categoryPage(second));
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await waitForHydration(page, "article form button[type=submit]");
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name: second.name, exact: true }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  // The post reads the root anew: the count is the cart's own, two products.
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  expect(errors).toEqual([]);
});
