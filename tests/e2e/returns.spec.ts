import type { Page } from "@playwright/test";
import { fillBilling, placeAndPayWithPayPal } from "../support/checkout-page";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { cartThrough, expect, signUpThrough, storeUrl, test } from "../support/fixtures";

// Returns (issue 49): a buyer sends back one item of a delivered PayPal order (the PayPal stand-in), the seller
// accepts, the parcel comes back, the refund goes out through PayPal, and the seller's earnings show the debit.

const main = (page: Page) => page.getByRole("main");

/** The seller moves their part of the order on the sale page: Mark shipped, then Mark completed, each confirmed. */
async function shipAndComplete(page: Page, number: string) {
  await page.goto(`/account/sales/${number}`);
  for (const [button, dialog, said] of [
    ["Mark shipped", "Mark these products shipped?", "Marked shipped."],
    ["Mark completed", "Mark these products completed?", "Marked completed."],
  ] as const) {
    const move = main(page).getByRole("button", { name: button });
    await waitForHydration(move);
    await move.click();
    await page.getByRole("dialog", { name: dialog }).getByRole("button", { name: button }).click();
    await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
  }
}

test("a buyer returns one item of a completed PayPal order and is refunded; the seller's earnings show the debit", async ({
  page,
  browser,
  baseURL,
  seller,
}) => {
  test.slow();
  const store = storeUrl(baseURL);
  // The seller's return address, offered when they accept.
  await page.goto("/account/shop");
  await waitForHydration(main(page).getByRole("button", { name: "Save" }));
  await main(page).getByLabel("Return address").fill("Hopper Tools\n12 Dock Road\nLeeds LS1 4AP");
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Your shop was saved." })).toBeVisible();
  const product = await seller.list({ name: "Return Clamp", price: 30, stock: 5 });

  // The buyer buys two and pays with PayPal.
  const buyerContext = await browser.newContext({ baseURL });
  const account = await signUpThrough(buyerContext.request, store, "Ada Lovelace");
  const buyer = await buyerContext.newPage();
  await buyer.goto(product.path);
  const quantity = main(buyer).getByRole("spinbutton", { name: "Quantity" });
  await waitForHydration(quantity);
  await quantity.fill("2");
  await main(buyer).getByRole("button", { name: "Add to cart" }).first().click();
  await expect(buyer.getByText(`Product "${product.name}" added to cart!`).first()).toBeVisible();
  await buyer.goto("/shop/checkout");
  await waitForHydration(buyer, "main form button[type=submit]");
  await fillBilling(buyer, account.email);
  const number = await placeAndPayWithPayPal(buyer);

  await shipAndComplete(page, number);

  // The buyer asks to return one of the two, as damaged.
  await buyer.goto(`/account/orders/${number}`);
  await main(buyer).getByRole("link", { name: "Return items" }).click();
  await main(buyer).getByLabel(product.name).fill("1");
  await main(buyer).getByLabel("Reason").selectOption({ label: "Arrived damaged" });
  await main(buyer).getByLabel("What happened").fill("The jaw arrived cracked.");
  await expectNoAxeViolations(buyer);
  await main(buyer).getByRole("button", { name: "Ask to return" }).click();
  await expect(main(buyer).getByRole("status")).toHaveText("Your return request is sent to the seller.");
  await expect(main(buyer)).toContainText("Requested");
  await expect(main(buyer)).toContainText("$30.00");
  const returnPath = new URL(buyer.url()).pathname;
  await expectNoAxeViolations(buyer);

  // The seller sees it on the sale, accepts with the offered address.
  await page.goto(`/account/sales/${number}`);
  await main(page).getByRole("region", { name: "Returns" }).getByRole("link").first().click();
  await expect(main(page).getByLabel("Return address")).toHaveValue(/12 Dock Road/);
  await main(page).getByRole("button", { name: "Accept" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The return is accepted; the buyer has your address.");

  // The buyer sends it back.
  await buyer.goto(returnPath);
  await expect(main(buyer)).toContainText("12 Dock Road");
  await main(buyer).getByLabel("Carrier").fill("Royal Mail");
  await main(buyer).getByLabel("Tracking number").fill("RM 1234 5678");
  await main(buyer).getByRole("button", { name: "Mark sent" }).click();
  await expect(main(buyer).getByRole("status")).toHaveText("Marked sent. The seller is told.");

  // The seller has it: received, back in stock, refunded through PayPal at once.
  await page.goto(returnPath);
  await main(page).getByRole("button", { name: "Mark received and refund" }).click();
  await expect(main(page).getByRole("status")).toHaveText(
    "Marked received. The buyer is refunded through PayPal; it is taken from your earnings.",
  );
  await expect(main(page)).toContainText("Refunded");

  // The buyer's order says so, with the refund among its payments.
  await buyer.goto(`/account/orders/${number}`);
  await expect(
    main(buyer)
      .getByRole("definition")
      .filter({ hasText: /^Partly refunded$/ }),
  ).toBeVisible();
  await expect(main(buyer).getByRole("region", { name: "Payments" })).toContainText("$30.00");

  // The seller's earnings show the refund's debit.
  await page.goto("/account/earnings");
  await expect(main(page).getByRole("cell", { name: "Refund", exact: true }).first()).toBeVisible();
  await expect(main(page)).toContainText("-$30.00");

  // In Arabic too, the return's page is clean for axe.
  await buyerContext.addCookies([{ name: "lang", value: "ar", url: store }]);
  await buyer.goto(returnPath);
  await expect(buyer.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(buyer);
  await buyerContext.close();
});

test("without JavaScript, a return request refused for its quantities keeps what was typed, and one sent lands on the return's page", async ({
  page,
  browser,
  baseURL,
  seller,
}) => {
  test.slow();
  const store = storeUrl(baseURL);
  const product = await seller.list({ name: "Plain Return Vise", price: 20, stock: 5 });
  const scripted = await browser.newContext({ baseURL });
  await signUpThrough(scripted.request, store, "Ada Lovelace");
  const checkOut = await cartThrough(scripted.request, store, [product]);
  // Cash on delivery: the seller may ship at once.
  const number = (await checkOut({ paymentMethod: "cash" }))?.number;
  if (!number) throw new Error("no order");
  await shipAndComplete(page, number);

  // The buyer, in a browser without scripts.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await plain.addCookies((await scripted.cookies()).filter((cookie) => cookie.name === "sid"));
  const buyer = await plain.newPage();
  await buyer.goto(`/account/orders/${number}`);
  await main(buyer).getByRole("link", { name: "Return items" }).click();
  await main(buyer).getByLabel("Reason").selectOption({ label: "Changed my mind" });
  await main(buyer).getByLabel("What happened").fill("Bought the wrong size.");
  await main(buyer).getByRole("button", { name: "Ask to return" }).click();
  await expect(main(buyer).getByRole("alert")).toHaveText("Choose at least one item to return.");
  await expect(main(buyer).getByLabel("What happened")).toHaveValue("Bought the wrong size.");
  await main(buyer).getByLabel(product.name).fill("1");
  await main(buyer).getByRole("button", { name: "Ask to return" }).click();
  await expect(main(buyer).getByRole("status")).toHaveText("Your return request is sent to the seller.");
  await expect(main(buyer)).toContainText("Changed my mind");
  await Promise.all([plain.close(), scripted.close()]);
});
