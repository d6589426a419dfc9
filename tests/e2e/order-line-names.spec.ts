import type { Page } from "@playwright/test";
import { cartThrough, expect, listThrough, signUpThrough, storeUrl, test, uniqueName } from "../support/fixtures";

// Issue 53, F20: an order line keeps its product's name in every language it had; each reader sees their own.

const main = (page: Page) => page.getByRole("main");

test("a Russian buyer's order shows the Russian name", async ({
  page,
  context,
  shopper: _signedIn,
  browser,
  playwright,
  baseURL,
}) => {
  const store = storeUrl(baseURL);
  // A seller of their own lists a drill with a Russian name, and reads English.
  const sellerRequest = await playwright.request.newContext({ baseURL });
  await signUpThrough(sellerRequest, store, "Drill Seller");
  const russian = uniqueName("Аудиторская дрель");
  const product = await listThrough(sellerRequest, store, {
    name: "Audit Cordless Drill 18V",
    translations: { ru: russian },
  });

  // The buyer reads Russian: the cart says the Russian name, and so does every page of the order after it.
  await context.addCookies([{ name: "lang", value: "ru", url: store }]);
  const checkOut = await cartThrough(context.request, store, [product]);
  await page.goto("/shop/cart");
  await expect(main(page)).toContainText(russian);
  const placed = await checkOut();
  if (!placed) throw new Error("the checkout refused the order");

  await page.goto(`/shop/checkout/success?order=${placed.number}`);
  await expect(main(page)).toContainText(russian);
  await expect(main(page)).not.toContainText(product.name);
  await page.goto(`/account/orders/${placed.number}`);
  await expect(main(page)).toContainText(russian);
  await expect(main(page)).not.toContainText(product.name);

  // The seller's sale page says the name in the seller's language.
  const sellerContext = await browser.newContext({ baseURL, storageState: await sellerRequest.storageState() });
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(`/account/sales/${placed.number}`);
  await expect(main(sellerPage)).toContainText(product.name);
  await expect(main(sellerPage)).not.toContainText(russian);
  await sellerContext.close();
  await sellerRequest.dispose();
});
