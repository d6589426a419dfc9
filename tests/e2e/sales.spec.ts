import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { cartThrough, expect, operatorThrough, signUpThrough, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");

test("a seller with 2 in stock sells to a signed-in buyer and a guest, a third buyer is told it sold out; the store records the first one's bank transfer, then the seller ships that part with its tracking number (the buyer sees it on the order page and in track order) and cancels the other, and the stock comes back", async ({
  page,
  browser,
  baseURL,
  seller,
  guestCart,
}) => {
  // A whole day of a sale in one story: three buyers, the back office, two parts and the buyer's pages.
  test.slow();
  const product = await seller.list({ name: "Sales Vise", stock: 2 });
  // A signed-in buyer and two guests put it in their carts; the third to check out finds it sold out.
  const buyer = await browser.newContext({ baseURL });
  await signUpThrough(buyer.request, baseURL ?? "");
  const checkOuts = [
    await cartThrough(buyer.request, baseURL ?? "", [product]),
    await guestCart(product),
    await guestCart(product),
  ];
  const firstGuest = await checkOuts[0]?.();
  const secondGuest = await checkOuts[1]?.();
  expect(await checkOuts[2]?.()).toBeNull();
  const [first, second] = [firstGuest?.number, secondGuest?.number];

  await page.goto("/account/sales");
  const rows = main(page).getByRole("row");
  await expect(rows.filter({ hasText: first ?? "" })).toContainText("Pending");
  await expect(rows.filter({ hasText: second ?? "" })).toContainText("Ada Lovelace");
  // The payment column: neither is paid yet, so neither may ship.
  await expect(rows.filter({ hasText: first ?? "" })).toContainText("Awaiting payment");
  await expect(rows.filter({ hasText: first ?? "" })).not.toContainText("Ready to ship");

  await rows
    .filter({ hasText: first ?? "" })
    .getByRole("link", { name: first ?? "" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Sale #${first}` })).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Your products in this order" })).toContainText(product.name);
  await expect(main(page)).toContainText("+49 30 1234 5678");
  // Paid by bank transfer, not paid yet: Mark shipped waits, saying why, until the store records the payment.
  await expect(main(page).getByRole("definition").filter({ hasText: "Awaiting payment" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Mark shipped" })).toBeDisabled();
  await expect(main(page)).toContainText("it ships once it is paid");
  // What the seller receives, with the commission at today's rate until the order is paid.
  const receipt = main(page).getByRole("region", { name: "What you receive" });
  await expect(receipt).toContainText("You receive");
  await expect(receipt).toContainText("Store commission");
  await expect(receipt).toContainText("The commission is at today's rate");
  await expectNoAxeViolations(page);
  const office = await browser.newContext({ baseURL });
  await operatorThrough(office.request, baseURL ?? "");
  const officePage = await office.newPage();
  await officePage.goto(`/admin/orders/${first}`);
  const record = officePage.getByRole("button", { name: "Record the payment" });
  await waitForHydration(record);
  await record.click();
  await expect(officePage.getByRole("status").filter({ hasText: "The payment is recorded." })).toBeVisible();
  await office.close();
  await page.reload();
  await expect(main(page).getByRole("definition").filter({ hasText: "Paid" })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "What you receive" })).not.toContainText("today's rate");
  // Paid now: the sales list's "Paid, to ship" shows it (and not the other, still unpaid), ready to ship.
  await page.goto("/account/sales");
  await main(page).getByLabel("Payment").selectOption({ label: "Paid, to ship" });
  await main(page).getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/payment=to-ship/);
  await expect(rows.filter({ hasText: first ?? "" })).toContainText("Ready to ship");
  await expect(main(page)).not.toContainText(second ?? "");
  await page.goto(`/account/sales/${first}`);
  const ship = main(page).getByRole("button", { name: "Mark shipped" });
  await waitForHydration(ship);
  await main(page).getByLabel("Carrier (optional)").fill("DHL");
  await main(page).getByLabel("Tracking number (optional)").fill("JD014600006281");
  await ship.click();
  const dialog = page.getByRole("dialog", { name: "Mark these products shipped?" });
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked shipped." })).toBeVisible();
  await expect(main(page).getByRole("term").filter({ hasText: "Shipped with" })).toBeVisible();
  // DHL is a carrier the store knows: the number opens DHL's tracking page.
  const dhl = "https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281&submit=1";
  await expect(main(page).getByRole("link", { name: /JD014600006281/ })).toHaveAttribute("href", dhl);
  await expect(main(page).getByRole("region", { name: "History" })).toContainText("Shipped");
  await expectNoAxeViolations(page);

  await page.goto(`/account/sales/${second}`);
  const cancel = main(page).getByRole("button", { name: "Cancel this part" });
  await waitForHydration(cancel);
  await main(page).getByLabel("Reason for cancelling").fill("The vise fell off the shelf.");
  await cancel.click();
  await page
    .getByRole("dialog", { name: "Cancel your part of this order?" })
    .getByRole("button", { name: "Cancel this part" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Cancelled; the units are back in your stock." }),
  ).toBeVisible();
  await expect(main(page).getByRole("region", { name: "History" })).toContainText("The vise fell off the shelf.");
  await page.goto(product.path);
  await expect(main(page).getByText("Only 1 left", { exact: true })).toBeVisible();

  // The signed-in buyer finds it Shipped in the order's page, with the tracking number and the timeline.
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/account/orders/${first}`);
  await expect(main(buyerPage).getByRole("region", { name: "Shipments" })).toContainText("Shipped");
  await expect(
    main(buyerPage)
      .getByRole("region", { name: "Shipments" })
      .getByRole("link", { name: /JD014600006281/ }),
  ).toHaveAttribute("href", dhl);
  await expect(main(buyerPage).getByRole("region", { name: "History" })).toContainText("Shipped");
  await buyer.close();

  // And so does track order: Shipped, with the carrier, the tracking number and the timeline.
  await page.goto("/shop/track-order");
  await main(page)
    .getByLabel("Order ID")
    .fill(first ?? "");
  await main(page)
    .getByLabel("Email address")
    .fill(firstGuest?.email ?? "");
  await main(page).getByRole("button", { name: "Track" }).click();
  const shipments = main(page).getByRole("region", { name: "Shipments" });
  await expect(shipments).toContainText("Shipped");
  await expect(shipments).toContainText("Tracking number: JD014600006281");
  const tracking = shipments.getByRole("link", {
    name: "JD014600006281 (track it on the DHL site, opens in a new tab)",
  });
  await expect(tracking).toHaveAttribute("href", dhl);
  await expect(tracking).toHaveAttribute("rel", "noopener noreferrer");
  await expect(main(page).getByRole("region", { name: "History" })).toContainText("Shipped");

  // Right to left, in Arabic.
  await page.goto(`/account/sales/${first}?dir=rtl`);
  await expect(main(page).getByRole("region", { name: "السجل" })).toBeVisible();
  await expectNoAxeViolations(page);
});
