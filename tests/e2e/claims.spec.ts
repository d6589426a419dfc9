import type { Page } from "@playwright/test";
import { billing, fillBilling, placeAndPayWithPayPal } from "../support/checkout-page";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, listThrough, signUpThrough, storeUrl, test } from "../support/fixtures";

// Claims (issue 49): a parcel to New Zealand never arrives. Its delivery window has passed (the operator's zone for
// New Zealand promises delivery the day it ships), the buyer opens a "not received" claim, the seller answers in it,
// and the operator refunds the buyer from the seller's balance, through PayPal.

const main = (page: Page) => page.getByRole("main");

test("a not received claim is answered by the seller and decided by the operator, who refunds the buyer", async ({
  page,
  browser,
  baseURL,
  operator,
}) => {
  test.slow();
  expect(operator.email).toBeTruthy();
  const store = storeUrl(baseURL);

  // The operator's zone for New Zealand: delivered the day it ships, so a parcel not there is late at once.
  await page.goto("/admin/settings");
  const shipping = page.getByRole("region", { name: "Shipping" });
  const zone = shipping.getByRole("group", { name: "New zone" });
  await waitForHydration(shipping.getByRole("button", { name: "Save" }));
  await zone.getByLabel("Zone name").fill("New Zealand same day");
  await zone.getByLabel("Countries in this zone").fill("NZ");
  await zone.getByLabel("Rate per parcel (USD)").fill("3.00");
  await zone.getByLabel(/Fewest delivery days/).fill("0");
  await zone.getByLabel(/Most delivery days/).fill("0");
  await shipping.getByRole("button", { name: "Save" }).click();
  await expect(shipping.getByRole("group", { name: "New Zealand same day" })).toBeVisible();

  // A seller lists a clamp at $25 (German VAT in it); a buyer in New Zealand, where the store collects no tax, pays
  // $21.01 for it (decision 058) and $3.00 shipping with PayPal: $24.01.
  const sellerContext = await browser.newContext({ baseURL });
  await signUpThrough(sellerContext.request, store, "Claim Seller");
  const product = await listThrough(sellerContext.request, store, { name: "Claim Clamp", price: 25 });
  const buyerContext = await browser.newContext({ baseURL });
  const account = await signUpThrough(buyerContext.request, store, "Ada Lovelace");
  const buyer = await buyerContext.newPage();
  await buyer.goto(product.path);
  const add = main(buyer).getByRole("button", { name: "Add to cart" }).first();
  await waitForHydration(add);
  await add.click();
  await expect(buyer.getByText(`Product "${product.name}" added to cart!`).first()).toBeVisible();
  await buyer.goto("/shop/checkout");
  await waitForHydration(buyer, "main form button[type=submit]");
  await fillBilling(buyer, account.email);
  await billing(buyer).getByLabel("Country").selectOption({ label: "New Zealand" });
  await billing(buyer).getByLabel("Street address").fill("12 Lambton Quay");
  await billing(buyer).getByLabel("Town / City").fill("Wellington");
  await billing(buyer).getByLabel("State / County").fill("");
  await billing(buyer).getByLabel("Postcode / ZIP").fill("6011");
  const number = await placeAndPayWithPayPal(buyer);

  // The seller ships it.
  const seller = await sellerContext.newPage();
  await seller.goto(`/account/sales/${number}`);
  const ship = main(seller).getByRole("button", { name: "Mark shipped" });
  await waitForHydration(ship);
  await ship.click();
  await seller
    .getByRole("dialog", { name: "Mark these products shipped?" })
    .getByRole("button", { name: "Mark shipped" })
    .click();
  await expect(seller.getByRole("status").filter({ hasText: "Marked shipped." })).toBeVisible();

  // Nothing came: the buyer reports it.
  await buyer.goto(`/account/orders/${number}`);
  await main(buyer).getByRole("link", { name: "Report a problem" }).click();
  await main(buyer).getByLabel("Problem").selectOption({ label: "Not received" });
  await main(buyer).getByLabel("What happened").fill("The tracking has not moved for a week.");
  await expectNoAxeViolations(buyer);
  await main(buyer).getByRole("button", { name: "Open the claim" }).click();
  await expect(main(buyer).getByRole("status")).toHaveText(
    "Your claim is open. The seller is told, and the store will decide.",
  );
  await expect(main(buyer)).toContainText("Open: the store will decide");
  const claimPath = new URL(buyer.url()).pathname;
  await expectNoAxeViolations(buyer);

  // The seller answers in the claim, from their sale.
  await seller.goto(`/account/sales/${number}`);
  await main(seller).getByRole("region", { name: "Claims" }).getByRole("link").first().click();
  await main(seller).getByLabel("Your answer").fill("Shipped on Monday; the carrier has lost track of it.");
  await main(seller).getByRole("button", { name: "Send" }).click();
  await expect(main(seller).getByRole("status")).toHaveText("Your message is sent.");

  // The operator finds it among the claims to decide, reads both sides and refunds all of it.
  await page.goto("/admin/claims");
  await main(page).getByRole("link", { name: number }).click();
  await expect(main(page)).toContainText("the carrier has lost track of it");
  await expect(main(page).getByLabel("Amount to refund")).toHaveValue("24.01");
  await main(page).getByLabel("Your decision, for both sides").first().fill("Lost in transit: refunded in full.");
  await expectNoAxeViolations(page);
  await main(page).getByRole("button", { name: "Refund", exact: true }).click();
  await expect(main(page).getByRole("status")).toHaveText(
    "The claim is decided: the buyer is refunded, and both sides are told.",
  );

  // The buyer sees the decision and the refund; the seller's earnings show the debit.
  await buyer.goto(claimPath);
  await expect(main(buyer)).toContainText("The store refunded you the amount above.");
  await expect(main(buyer)).toContainText("$24.01");
  await buyer.goto(`/account/orders/${number}`);
  await expect(
    main(buyer)
      .getByRole("definition")
      .filter({ hasText: /^Refunded$/ }),
  ).toBeVisible();
  await seller.goto("/account/earnings");
  await expect(main(seller)).toContainText("-$24.01");

  // In Arabic, the claim's page is clean for axe too.
  await buyerContext.addCookies([{ name: "lang", value: "ar", url: store }]);
  await buyer.goto(claimPath);
  await expect(buyer.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(buyer);
  await Promise.all([buyerContext.close(), sellerContext.close()]);
});
