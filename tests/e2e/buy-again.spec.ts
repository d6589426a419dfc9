import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { cartThrough, expect, listThrough, type Product, signUpThrough, storeUrl, test } from "../support/fixtures";

// A buyer's order of three products, each in red (a colour), from one seller: one whose price stays, one dearer
// since, and the last one in stock, which the order itself sells out.

// The amounts are isolated in the sentence (Unicode's isolate marks around each).
const THEN_AND_TODAY = /\$30\.00\W* then, \W*\$35\.00\W* today/;

/** Changes a listing's price through the listing form's upload, as its seller would (a new picture in place). */
async function changePrice(request: APIRequestContext, baseURL: string, product: Product, price: number) {
  const form = new FormData();
  const fields = {
    name: product.name,
    price: price.toFixed(2),
    compareAtPrice: "",
    availability: "in-stock",
    stock: "20",
    description: `${product.name}: listed by a browser test.`,
    subCategory: product.subCategory,
    brand: "brandix",
    colors: "red",
    imageColors: "",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "picture.png");
  const response = await request.post(`/account/listings/${product.id}`, {
    multipart: form,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `changing the price of ${product.name}`).toBe(200);
}

/** The shopper's order (in `page`'s context) of three products, then one dearer and one sold out. */
async function orderThenChanges(page: Page, baseURL: string | undefined) {
  const url = storeUrl(baseURL);
  const seller = await page.context().browser()!.newContext({ baseURL: url });
  await signUpThrough(seller.request, url, "Again Seller");
  const same = await listThrough(seller.request, url, { name: "Again Same", price: 20 });
  const dearer = await listThrough(seller.request, url, { name: "Again Dearer", price: 30 });
  const last = await listThrough(seller.request, url, { name: "Again Last", price: 10, stock: 1 });
  const order = await (await cartThrough(page.context().request, url, [same, dearer, last]))();
  if (!order) throw new Error("the order was refused");
  await changePrice(seller.request, url, dearer, 35);
  await seller.close();
  return { number: order.number, same, dearer, last };
}

test("a buyer presses Buy again on an order and sees the cart with its lines and what changed", async ({
  page,
  shopper,
  baseURL,
}) => {
  expect(shopper.email).toBeTruthy();
  const { number, same, dearer, last } = await orderThenChanges(page, baseURL);
  await page.goto(`/account/orders/${number}`);
  const buyAgain = page.getByRole("button", { name: "Buy again" });
  await waitForHydration(buyAgain);
  await expectNoAxeViolations(page);
  await buyAgain.click();

  await expect(page).toHaveURL(/\/shop\/cart$/);
  const notice = page.getByRole("region", { name: `Bought again from order ${number}` });
  await expect(notice).toContainText("No longer available, not added:");
  await expect(notice.getByRole("listitem").filter({ hasText: last.name })).toContainText("(Red): sold out");
  await expect(notice.getByRole("listitem").filter({ hasText: dearer.name })).toContainText(THEN_AND_TODAY);
  await expect(notice).not.toContainText(same.name);
  // The lines still for sale, in red, at today's prices; the sold-out one is not there.
  const cart = page.getByRole("main");
  await expect(cart.getByRole("link", { name: same.name })).toBeVisible();
  await expect(cart.getByRole("link", { name: dearer.name })).toBeVisible();
  await expect(cart.getByRole("link", { name: last.name })).toHaveCount(0);
  await expect(cart.getByRole("row").filter({ hasText: dearer.name })).toContainText("$35.00");
  await expect(cart.getByRole("row").filter({ hasText: same.name })).toContainText("Colour: Red");
  await expectNoAxeViolations(page);
});

test("in Arabic the order page and the cart with its notice are axe-clean", async ({ page, shopper, baseURL }) => {
  expect(shopper.email).toBeTruthy();
  const { number, dearer, last } = await orderThenChanges(page, baseURL);
  await page.context().addCookies([{ name: "lang", value: "ar", url: storeUrl(baseURL) }]);
  await page.goto(`/account/orders/${number}`);
  const buyAgain = page.getByRole("button", { name: "اشترِ مجددًا" });
  await waitForHydration(buyAgain);
  await expectNoAxeViolations(page);
  await buyAgain.click();

  await expect(page).toHaveURL(/\/shop\/cart$/);
  const notice = page.getByRole("region", { name: `شراء مجدد من الطلب ${number}` });
  await expect(notice.getByRole("listitem").filter({ hasText: last.name })).toContainText("نفد من المخزون");
  await expect(notice.getByRole("listitem").filter({ hasText: dearer.name })).toContainText("$35.00");
  await expectNoAxeViolations(page);
});

test.describe("before the scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("Buy again is a plain post that lands on the cart with the same notice", async ({ page, shopper, baseURL }) => {
    expect(shopper.email).toBeTruthy();
    const { number, same, dearer } = await orderThenChanges(page, baseURL);
    await page.goto(`/account/orders/${number}`);
    await page.getByRole("button", { name: "Buy again" }).click();

    await expect(page).toHaveURL(/\/shop\/cart$/);
    const notice = page.getByRole("region", { name: `Bought again from order ${number}` });
    await expect(notice.getByRole("listitem").filter({ hasText: dearer.name })).toContainText(THEN_AND_TODAY);
    await expect(page.getByRole("main").getByRole("link", { name: same.name })).toBeVisible();
  });
});
