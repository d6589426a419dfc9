import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { billing, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, headerControl, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, listThrough, signUpThrough, storeUrl, test } from "../support/fixtures";

// Shipping the world (issue 36): a parcel per seller, priced for the country it goes to (the default zones: Europe
// $9.99 and the rest of the world $19.99 a parcel, each free from $50), in English and in Arabic.

const main = (page: Page) => page.getByRole("main");

/** A $60 product (a parcel over the threshold) listed by a second seller, Mary Somerville. */
async function otherSellersProduct(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const store = storeUrl(baseURL);
  const other = await playwright.request.newContext({ baseURL });
  await signUpThrough(other, store, "Mary Somerville");
  const product = await listThrough(other, store, { name: "Bench Grinder", price: 60 });
  await other.dispose();
  return product;
}

test("a buyer in the United Kingdom orders from two sellers and sees two parcels, each with its shipping", async ({
  page,
  playwright,
  baseURL,
  product,
  cartWith,
}) => {
  const dear = await otherSellersProduct(playwright, baseURL);
  await cartWith(product, dear);

  await page.goto("/shop/cart");
  const calculate = main(page).getByRole("region", { name: "Calculate Shipping" });
  await waitForHydration(calculate.getByRole("button", { name: "Update shipping" }));
  await calculate.getByLabel("Ship to").selectOption({ label: "United Kingdom" });
  await calculate.getByRole("button", { name: "Update shipping" }).click();
  await expect(calculate).toContainText("Estimated delivery to United Kingdom");
  // Priced with the UK's 20 % VAT (the store's prices hold Germany's 19 %): the $25.11 parcel pays Europe's $9.99 and says
  // what would make it free; the $60.50 one ships free.
  const small = main(page).getByRole("region", { name: "Sold by Store Seller" });
  const large = main(page).getByRole("region", { name: "Sold by Mary Somerville" });
  await expect(small).toContainText(product.name);
  await expect(small).toContainText("Shipping for this parcel: $9.99. Add $24.89 more for free shipping.");
  await expect(large).toContainText("Shipping for this parcel: free");
  await expect(main(page).getByRole("region", { name: "Cart Totals" })).toContainText("Shipping (2 parcels)$9.99");
  await expect(main(page).getByRole("region", { name: "Cart Totals" })).toContainText(
    "Total$95.60Incl. VAT 20 %$15.92",
  );
  await expectNoAxeViolations(page);

  await main(page).getByRole("link", { name: "Proceed to checkout" }).click();
  const summary = page.getByRole("table", { name: "Your Order" });
  await expect(summary).toContainText("Sold by Store Seller");
  await expect(summary).toContainText("Sold by Mary Somerville");
  await waitForHydration(page, "main form button[type=submit]");
  const form = billing(page);
  await form.getByLabel("First name").fill("Charles");
  await form.getByLabel("Last name").fill("Darwin");
  await expect(form.getByLabel("Country")).toHaveValue("GB");
  await form.getByLabel("Street address").fill("Down House, Luxted Road");
  await form.getByLabel("Town / City").fill("Downe");
  await form.getByLabel("Postcode / ZIP").fill("BR6 7JT");
  await form.getByLabel("Phone").fill("+44 1689 859119");
  await form.getByLabel("Email address").fill(uniqueEmail("darwin"));
  await page.getByLabel("Cash on delivery").check();
  await page.getByLabel(/I have read and agree/).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Place Order" }).click();

  const number = await placedNumber(page);
  await expect(main(page)).toContainText(number);
  const shipments = main(page).getByRole("region", { name: "Shipments" });
  await expect(shipments.getByRole("listitem")).toHaveCount(2);
  await expect(shipments.getByRole("listitem").filter({ hasText: "Store Seller" })).toContainText(
    "Shipping for this parcel: $9.99",
  );
  await expect(shipments.getByRole("listitem").filter({ hasText: "Mary Somerville" })).toContainText(
    "Shipping for this parcel: free",
  );
  await expect(page.getByRole("table", { name: "Items" })).toContainText("$95.60");
});

test("a buyer in the United Arab Emirates orders in Arabic from two sellers and sees two parcels with their shipping", async ({
  page,
  context,
  playwright,
  baseURL,
  product,
  cartWith,
}) => {
  const store = storeUrl(baseURL);
  const dear = await otherSellersProduct(playwright, baseURL);
  await context.addCookies([{ name: "lang", value: "ar", url: store }]);
  await cartWith(product, dear);

  await page.goto("/shop/checkout");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await waitForHydration(page, "main form button[type=submit]");
  const form = page.getByRole("region", { name: "تفاصيل الفوترة" });
  await form.locator('[name="billing.firstName"]').fill("فاطمة");
  await form.locator('[name="billing.lastName"]').fill("المنصوري");
  await form.locator('[name="billing.country"]').selectOption("AE");
  await form.locator('[name="billing.address"]').fill("شارع الشيخ زايد 1");
  await form.locator('[name="billing.city"]').fill("دبي");
  await form.locator('[name="billing.state"]').fill("دبي");
  await form.locator('[name="billing.postcode"]').fill("00000");
  await form.locator('[name="billing.phone"]').fill("+971 4 123 4567");
  await form.locator('[name="billing.email"]').fill(uniqueEmail("dubai"));
  // With the scripts, the summary follows the country: the rest of the world, $19.99 for the small parcel.
  const summary = page.getByRole("table", { name: "طلبك" });
  await expect(summary).toContainText("شحن هذا الطرد: $19.99.");
  await expect(summary).toContainText("شحن هذا الطرد: مجاني");
  await expect(summary).toContainText("يبيعه Mary Somerville");
  await page.locator('input[name="paymentMethod"][value="cash"]').check();
  await page.locator('input[name="terms"]').check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();

  await placedNumber(page);
  const shipments = main(page).getByRole("region", { name: "الشحنات" });
  await expect(shipments.getByRole("listitem")).toHaveCount(2);
  await expect(shipments.getByRole("listitem").filter({ hasText: "Store Seller" })).toContainText(
    "شحن هذا الطرد: $19.99",
  );
  await expect(shipments.getByRole("listitem").filter({ hasText: "Mary Somerville" })).toContainText(
    "شحن هذا الطرد: مجاني",
  );
  await expectNoAxeViolations(page);
});

test("a product in two colours or more asks which before it is added, and the order page shows the colour chosen", async ({
  page,
  shopper,
}) => {
  await page.goto("/shop/products/brandix-screwdriver-screw1500acc");
  const colour = main(page).getByRole("group", { name: "Colour" });
  await expect(colour.getByRole("radio")).toHaveCount(3);
  // The product's own button (the related products below have theirs).
  const add = main(page).getByRole("button", { name: "Add to cart" }).first();
  await waitForHydration(add);
  // Nothing chosen: the browser asks for a colour, and nothing is added.
  await add.click();
  await expect(colour.getByRole("radio").first()).toHaveJSProperty("validity.valueMissing", true);
  await expect(headerControl(page.getByRole("banner"), "Cart, 0 items")).toBeVisible();
  await colour.getByText("Black", { exact: true }).click();
  await expect(colour.getByRole("radio", { name: "Black" })).toBeChecked();
  await add.click();
  await expect(headerControl(page.getByRole("banner"), "Cart, 1 item")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/shop/cart");
  await expect(main(page)).toContainText("Colour: Black");
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  const form = billing(page);
  await expect(form.getByLabel("Email address")).toHaveValue(shopper.email);
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Country").selectOption({ label: "United States" });
  await form.getByLabel("Street address").fill("1 Navy Way");
  await form.getByLabel("Town / City").fill("Arlington");
  await form.getByLabel("State / County").fill("VA");
  await form.getByLabel("Postcode / ZIP").fill("22201");
  await form.getByLabel("Phone").fill("+1 555 0100");
  await page.getByLabel("Cash on delivery").check();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(page);
  await page.goto(`/account/orders/${number}`);
  await expect(page.getByRole("table", { name: "Items" })).toContainText("Colour: Black");
});
