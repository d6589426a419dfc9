import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { billing, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, operatorThrough, signUpThrough, storeUrl, test, uniqueName } from "../support/fixtures";

// Sellers you can see, questions to them, and what they earn (issue 37), as a buyer, a seller and the operator live it.

const main = (page: Page) => page.getByRole("main");

test("a buyer sees Sold by, opens the seller's page and asks; the seller answers; once paid and completed the seller's earnings show it, and a payout lowers the balance", async ({
  page,
  browser,
  baseURL,
  seller,
}) => {
  test.slow();
  const store = storeUrl(baseURL);
  // The seller names their shop, lists a $40 product, and the store holds earnings for no day (so they can be paid).
  const shopName = uniqueName("Hopper Tools");
  await page.goto("/account/shop");
  await waitForHydration(main(page).getByRole("button", { name: "Save" }));
  await main(page).getByLabel("Shop name").fill(shopName);
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Your shop was saved." })).toBeVisible();
  const product = await seller.list({ name: "Earnings Vise", price: 40 });

  const office = await browser.newContext({ baseURL });
  await operatorThrough(office.request, store);
  const operator = await office.newPage();
  await operator.goto("/admin/settings#holdingDays");
  const holding = operator.getByRole("region", { name: "Holding period" });
  await waitForHydration(holding.getByRole("button", { name: "Save" }));
  await holding.getByLabel(/Days held/).fill("0");
  await holding.getByRole("button", { name: "Save" }).click();
  await expect(holding.getByText(/saved/i)).toBeVisible();

  // The buyer: Sold by on the product, the seller's page, a question.
  const buyerContext = await browser.newContext({ baseURL });
  await signUpThrough(buyerContext.request, store, "Ada Lovelace");
  const buyer = await buyerContext.newPage();
  await buyer.goto(product.path);
  await main(buyer)
    .getByRole("link", { name: `Sold by ${shopName}` })
    .first()
    .click();
  await expect(buyer.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
  await expect(main(buyer)).toContainText(product.name);
  await expectNoAxeViolations(buyer);
  await buyer.goto(product.path);
  await main(buyer).getByRole("link", { name: "Ask the seller" }).click();
  const question = main(buyer).getByLabel("Your question");
  await waitForHydration(question);
  await question.fill("Does the vise come with soft jaws? See https://example.com/jaws");
  await main(buyer).getByRole("button", { name: "Send question" }).click();
  await expect(main(buyer)).toContainText("Does the vise come with soft jaws?");
  await expect(main(buyer).getByRole("link", { name: "https://example.com/jaws" })).toHaveAttribute(
    "rel",
    /nofollow ugc/,
  );

  // The seller sees one unread conversation and answers it.
  await page.goto("/account/messages");
  await expect(page.getByRole("link", { name: /Messages, 1 unread/ }).first()).toBeVisible();
  await main(page)
    .getByRole("link", { name: new RegExp(product.name) })
    .first()
    .click();
  await expect(main(page)).toContainText("Does the vise come with soft jaws?");
  const reply = main(page).getByLabel("Your message");
  await waitForHydration(reply);
  await reply.fill("Yes, aluminium ones.");
  await main(page).getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Your message is sent.").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await buyer.goto("/account/messages");
  await main(buyer)
    .getByRole("link", { name: new RegExp(product.name) })
    .first()
    .click();
  await expect(main(buyer)).toContainText("Yes, aluminium ones.");

  // The buyer orders it by bank transfer; the operator records the payment; the seller ships and completes it.
  await buyerContext.request.post(`${store}/shop/cart`, {
    form: { intent: "add", productId: product.id, quantity: 1, redirectTo: "/shop/cart" },
  });
  await buyer.goto("/shop/checkout");
  await waitForHydration(buyer, "main form button[type=submit]");
  const form = billing(buyer);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Country").selectOption({ label: "United States" });
  await form.getByLabel("Street address").fill("1 Analytical Way");
  await form.getByLabel("Town / City").fill("Boston");
  await form.getByLabel("State / County").fill("MA");
  await form.getByLabel("Postcode / ZIP").fill("02110");
  await form.getByLabel("Phone").fill("+1 617 555 0100");
  await form.getByLabel("Email address").fill(uniqueEmail("ledger-buyer"));
  await buyer.getByLabel("Direct bank transfer").check();
  await buyer.getByLabel(/I have read and agree/).check();
  await buyer.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(buyer);
  await buyerContext.close();

  await operator.goto(`/admin/orders/${number}`);
  const record = operator.getByRole("button", { name: "Record the payment" });
  await waitForHydration(record);
  await record.click();
  await expect(operator.getByRole("status").filter({ hasText: "The payment is recorded." })).toBeVisible();

  await page.goto(`/account/sales/${number}`);
  const ship = main(page).getByRole("button", { name: "Mark shipped" });
  await waitForHydration(ship);
  await ship.click();
  await page
    .getByRole("dialog", { name: "Mark these products shipped?" })
    .getByRole("button", { name: "Mark shipped" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Marked shipped." })).toBeVisible();
  const complete = main(page).getByRole("button", { name: "Mark completed" });
  await waitForHydration(complete);
  await complete.click();
  await page
    .getByRole("dialog", { name: "Mark these products completed?" })
    .getByRole("button", { name: "Mark completed" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Marked completed." })).toBeVisible();

  // $40 holds Germany's 19 % VAT: sold to Massachusetts (no rate set in the demo) the store keeps no tax, and the
  // seller is credited the $33.61 without it and the parcel's $4.99 shipping, no commission: available at once.
  await page.goto("/account/earnings");
  const balance = main(page).getByRole("region", { name: "Balance" });
  await expect(balance).toContainText("Available for payout");
  await expect(balance).toContainText("$38.60");
  await expect(balance).toContainText("becomes available as soon as its part is completed");
  await expect(main(page).getByRole("row").filter({ hasText: number })).toContainText("Sale");
  await expectNoAxeViolations(page);

  // The operator pays $30 of it out, asked first in a dialog; more than the balance is refused beside the amount.
  await operator.goto("/admin/payouts");
  await operator.getByRole("row").filter({ hasText: shopName }).getByRole("link").first().click();
  await operator.waitForURL(/\/admin\/payouts\/[0-9a-f-]{36}$/);
  const sellerPayouts = operator.url();
  const payout = operator.getByRole("region", { name: "Record payout" });
  const asked = operator.getByRole("dialog", { name: "Record this payout?" });
  await waitForHydration(payout.getByRole("button", { name: "Record the payout" }));
  await payout.getByLabel("Amount sent (US$)").fill("50");
  await payout.getByLabel("Bank reference").fill("PAY-1");
  await payout.getByRole("button", { name: "Record the payout" }).click();
  // The amount and the shop's name are isolated in the sentence (bidi marks around each).
  await expect(asked).toContainText("$50.00");
  await expect(asked).toContainText(shopName);
  await expect(asked).toContainText("who has not entered payout details.");
  await asked.getByRole("button", { name: "Record the payout" }).click();
  await expect(payout.getByText("That is more than the seller's available balance (shown above).")).toBeVisible();
  await payout.getByLabel("Amount sent (US$)").fill("30");
  await payout.getByRole("button", { name: "Record the payout" }).click();
  await expect(asked).toContainText("$30.00");
  await expectNoAxeViolations(operator);
  await asked.getByRole("button", { name: "Record the payout" }).click();
  await expect(operator.getByText("The payout is recorded.").first()).toBeVisible();
  await expectNoAxeViolations(operator);
  // The list with its downloads and the statement's form, in both directions.
  for (const direction of ["ltr", "rtl"]) {
    await operator.goto(`/admin/payouts?dir=${direction}`);
    await expectNoAxeViolations(operator);
  }
  await office.close();

  // Without JavaScript the server asks the same question, and the second post records it.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await operatorThrough(plain.request, store);
  const plainOperator = await plain.newPage();
  await plainOperator.goto(sellerPayouts);
  const plainForm = plainOperator.getByRole("region", { name: "Record payout" });
  await plainForm.getByLabel("Amount sent (US$)").fill("4.99");
  await plainForm.getByLabel("Bank reference").fill("PAY-2");
  await plainForm.getByRole("button", { name: "Record the payout" }).click();
  const again = plainOperator.getByRole("region", { name: "Record this payout?" });
  await expect(again).toContainText("$4.99");
  await expect(again).toContainText(shopName);
  await again.getByRole("button", { name: "Record the payout" }).click();
  await expect(plainOperator.getByText("The payout is recorded.").first()).toBeVisible();
  await plain.close();

  // The seller: $3.61 left, the sale partly paid out, each payout with its bank reference, and a statement of it.
  await page.reload();
  await expect(main(page).getByRole("region", { name: "Balance" })).toContainText("$3.61");
  await expect(main(page).getByRole("row").filter({ hasText: number })).toContainText("Partly paid out: $34.99");
  await expect(main(page).getByRole("row").filter({ hasText: "PAY-1" })).toContainText("$30.00");
  await expect(main(page).getByRole("row").filter({ hasText: "PAY-2" })).toContainText("Payout");
  const statement = main(page).getByRole("region", { name: "Statement of movements" });
  const download = statement.getByRole("button", { name: "Download statement (CSV)" });
  await waitForHydration(download);
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent("download");
  await download.click();
  const file = await readFile(await (await downloading).path(), "utf8");
  expect(file).toContain(`"sale","${number}"`);
  expect(file).toMatch(/"closing_balance","",,"",3\.61,/);

  // On a phone each row stacks its cells, and every value ends where the amounts end (no wide screen's spacing).
  await page.setViewportSize({ width: 390, height: 844 });
  const rows = main(page).getByRole("table", { name: "Movements" }).locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const ends = await row.locator("td[data-label]").evaluateAll((cells) =>
      cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        return Math.round(box.right - Number.parseFloat(getComputedStyle(cell).paddingInlineEnd));
      }),
    );
    expect(ends.length).toBeGreaterThan(1);
    for (const end of ends) expect(Math.abs(end - (ends.at(-1) ?? 0))).toBeLessThanOrEqual(1);
  }
});
