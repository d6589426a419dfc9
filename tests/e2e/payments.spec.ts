import type { Page } from "@playwright/test";
import { fillBilling, placedNumber } from "../support/checkout-page";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

// Getting paid (issue 35): where a bank transfer goes, PayPal taking the money on its own page, the operator's
// settings. The store runs with the demo's bank details and PayPal pointed at the stand-in (playwright.config.ts).

const main = (page: Page) => page.getByRole("main");

/** Places a PayPal order, then leaves PayPal's page with its Cancel: back on the order, nothing paid. */
async function leavePayPalUnpaid(page: Page) {
  await checkOutAs(page, /^PayPal$/);
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("button", { name: "Cancel and return to Tool Store" }).click();
  await expect(page).toHaveURL(/paypal=cancelled$/);
}

async function checkOutAs(page: Page, method: RegExp) {
  await page.goto("/shop/checkout");
  await waitForHydration(page, "main form button[type=submit]");
  await fillBilling(page, uniqueEmail("payer"));
  await page.getByLabel(method).check();
  await page.getByLabel(/I have read and agree/).check();
}

test("a bank transfer order says where to pay: the account at checkout, then the amount and reference on the order", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await checkOutAs(page, /^Direct bank transfer$/);
  const method = page.getByRole("group", { name: "Payment method" });
  await expect(method).toContainText("DE89 3704 0044 0532 0130 00");
  await expect(method).toContainText("Example Bank");
  await page.getByRole("button", { name: "Place Order" }).click();
  const number = await placedNumber(page);
  const howToPay = page.getByRole("region", { name: "How to pay" });
  await expect(howToPay).toContainText("DE89 3704 0044 0532 0130 00");
  await expect(howToPay).toContainText("Tool Store Demo Ltd");
  await expect(howToPay).toContainText(`Payment reference:${number}`);
  await expect(howToPay).toContainText(/Amount:\$\d+\.\d\d/);
  await expect(howToPay).toContainText(/Please pay by \w+ \d+, \d{4}/);
  await expect(main(page)).toContainText("Awaiting payment");
});

test("a PayPal order goes to PayPal's page, is paid there, and comes back Paid", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await checkOutAs(page, /^PayPal$/);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Pay with PayPal (test stand-in)" })).toBeVisible();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success\?order=\d+&paypal=paid$/);
  await expect(page.getByRole("status").filter({ hasText: "Thank you. Your order is paid." })).toBeVisible();
  await expect(
    main(page)
      .getByRole("definition")
      .filter({ hasText: /^Paid$/ }),
  ).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Payments" })).toContainText("Payment received");
  await expect(main(page).getByRole("button", { name: "Pay with PayPal" })).toHaveCount(0);
});

test("a buyer who leaves PayPal without paying is told nothing was charged (in English and Arabic), and pays again", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await leavePayPalUnpaid(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment not completed — you have not been charged" }),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "You left PayPal without paying." })).toBeVisible();
  await expect(main(page)).not.toContainText("Thank you");
  // Another way to pay, and Cancel order, are offered beside PayPal.
  await expect(main(page).getByRole("group", { name: "Or pay another way" })).toContainText("Direct bank transfer");
  await expect(main(page).getByRole("button", { name: "Cancel order" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The same page in Arabic, right to left.
  await page.goto(`${page.url()}&dir=rtl`);
  await expect(page.getByRole("heading", { level: 1, name: "لم يكتمل الدفع — لم يُخصم منك أي مبلغ" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "غادرت PayPal دون أن تدفع." })).toBeVisible();
  await expect(main(page)).not.toContainText("شكرًا");
  await expectNoAxeViolations(page);
  await page.goto(`${page.url().replace("&dir=rtl", "")}&dir=ltr`);
  const again = main(page).getByRole("button", { name: "Pay with PayPal" });
  await waitForHydration(again);
  await again.click();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/paypal=paid$/);
  await expect(
    main(page)
      .getByRole("definition")
      .filter({ hasText: /^Paid$/ }),
  ).toBeVisible();
});

test("a buyer back from PayPal without paying switches to bank transfer and sees where to send the money", async ({
  page,
  product,
  cartWith,
}) => {
  await cartWith(product);
  await leavePayPalUnpaid(page);
  const other = main(page).getByRole("group", { name: "Or pay another way" });
  await other.getByLabel("Direct bank transfer").check();
  const pay = main(page).getByRole("button", { name: "Pay this way" });
  await waitForHydration(pay);
  await pay.click();
  await expect(page.getByRole("status").filter({ hasText: "You now pay by Direct bank transfer" })).toBeVisible();
  const howToPay = page.getByRole("region", { name: "How to pay" });
  await expect(howToPay).toContainText("DE89 3704 0044 0532 0130 00");
  await expect(main(page).getByRole("button", { name: "Pay with PayPal" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`the operator's settings: a wrong IBAN is refused beside the field as typed; axe finds nothing (${dir})`, async ({
    page,
    operator,
  }) => {
    expect(operator.email).toBeTruthy();
    await page.goto(`/admin/settings?dir=${dir}`);
    await expectNoAxeViolations(page);
    const bank = page.getByRole("region", { name: /^(Bank transfer|التحويل البنكي)$/ });
    const account = bank.getByLabel(/^(IBAN or account number|رقم IBAN أو رقم الحساب)/);
    await expect(account).toHaveValue("DE89 3704 0044 0532 0130 00");
    const save = bank.getByRole("button", { name: /^(Save|حفظ)$/ });
    await waitForHydration(save);
    await account.fill("DE00 3704 0044 0532 0130 00");
    await save.click();
    await expect(account).toHaveAccessibleDescription(/IBAN is not valid|IBAN غير صالح/);
    await expect(account).toHaveValue("DE00 3704 0044 0532 0130 00");
    await expectNoAxeViolations(page);
    // The days an unpaid order waits, saved as they were.
    const unpaid = page.getByRole("region", { name: /^(Unpaid orders|الطلبات غير المدفوعة)$/ });
    await unpaid.getByRole("button", { name: /^(Save|حفظ)$/ }).click();
    await expect(unpaid.getByRole("status")).toHaveText(/^(Saved\.|تم الحفظ\.)$/);
  });
}
