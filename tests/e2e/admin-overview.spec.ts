import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

// Issue 48: the back office's Overview is the operator's to-do list, with the last 30 days drawn below it.

const main = (page: Page) => page.getByRole("main");
const awaitingEntry = (page: Page) => main(page).getByRole("link", { name: /Orders awaiting payment$/ });

/** The number the Overview's "Orders awaiting payment" entry shows, the page opened (or opened again) now. */
async function awaitingCount(page: Page): Promise<number> {
  await page.goto("/admin");
  const text = (await awaitingEntry(page).textContent()) ?? "";
  const count = /^\s*(\d+)/.exec(text)?.[1];
  if (count === undefined) throw new Error(`no count in ${text}`);
  return Number(count);
}

test("the operator goes from the Overview's orders awaiting payment to one, records its transfer, and the count drops @alone", async ({
  page,
  operator,
  product,
  guestCart,
}) => {
  expect(operator.email).toBeTruthy();
  const placed = await (await guestCart(product))();
  if (!placed) throw new Error("the order was refused");
  expect(await awaitingCount(page)).toBeGreaterThan(0);
  await awaitingEntry(page).click();
  await expect(page).toHaveURL(/\/admin\/orders\?payment=awaiting&sort=oldest$/);
  await expect(main(page).getByLabel("Payment", { exact: true })).toHaveValue("awaiting");
  // Other tests' orders wait too: the search finds this one among them (the filter stays).
  await main(page)
    .getByRole("searchbox", { name: "Order number, email, payment reference or amount" })
    .fill(placed.email);
  await main(page).getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/payment=awaiting/);
  const row = main(page).getByRole("row").filter({ hasText: placed.number });
  await expect(row).toContainText("Awaiting payment");
  await expect(row).toContainText("Direct bank transfer");
  await row.getByRole("link", { name: placed.number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.number}`);

  const payment = main(page).getByRole("region", { name: "Record a payment received" });
  const record = payment.getByRole("button", { name: "Record the payment" });
  await waitForHydration(record);
  await payment.getByLabel("Reference (optional)").fill("SEPA OVERVIEW 48");
  // The Overview in another tab, read just before and just after; the test runs alone (@alone), so no other order
  // comes or goes between the two reads.
  const overview = await page.context().newPage();
  const before = await awaitingCount(overview);
  await record.click();
  await expect(main(page).getByRole("status").filter({ hasText: "The payment is recorded." })).toBeVisible();
  expect(await awaitingCount(overview)).toBe(before - 1);
  await overview.close();
  await page.goto(`/admin/orders?payment=awaiting&q=${encodeURIComponent(placed.email)}`);
  await expect(main(page).getByText("No order matches.")).toBeVisible();
  await page.goto(`/admin/orders?payment=paid&q=${encodeURIComponent("SEPA OVERVIEW 48")}`);
  await expect(main(page).getByRole("row").filter({ hasText: placed.number })).toContainText("Paid");
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`the Overview's charts are drawn on the server, named for screen readers, and axe finds nothing (${dir})`, async ({
    page,
    operator,
    product,
    guestCart,
  }) => {
    expect(operator.email).toBeTruthy();
    await (await guestCart(product))();
    await page.goto(`/admin?dir=${dir}`);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    const charts = main(page).getByRole("img");
    await expect(charts).toHaveCount(3);
    const orders = main(page).getByRole("img", {
      name: dir === "rtl" ? "الطلبات في كل يوم" : "Orders placed per day",
    });
    await expect(orders).toBeVisible();
    // The description holds the figures: a total that is not zero (this test's order at least).
    await expect(orders).toHaveAccessibleDescription(dir === "rtl" ? /^المجموع: [1-9]/ : /^Total: [1-9]/);
    // Time runs from the start side: the newest day's label is the last in the start-to-end reading order.
    const labels = orders.locator("text[text-anchor='middle']");
    const first = await labels.first().boundingBox();
    const last = await labels.last().boundingBox();
    if (dir === "rtl") expect(last!.x).toBeLessThan(first!.x);
    else expect(last!.x).toBeGreaterThan(first!.x);
    await main(page)
      .getByText(dir === "rtl" ? "اعرض الأرقام" : "Show the figures")
      .first()
      .click();
    await expect(
      main(page).getByRole("table", { name: dir === "rtl" ? "الطلبات في كل يوم" : "Orders placed per day" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Overview's charts and the orders' filters work as plain pages", async ({ page, operator }) => {
    expect(operator.email).toBeTruthy();
    await page.goto("/admin");
    await expect(main(page).getByRole("img", { name: "Orders placed per day" })).toBeVisible();
    await page.goto("/admin/orders?from=2031-02-30");
    await expect(main(page).getByText("Enter a day as YYYY-MM-DD; meanwhile the list shows every day.")).toBeVisible();
    await main(page).getByLabel("Way to pay").selectOption("bank");
    await main(page).getByLabel("Payment", { exact: true }).selectOption("awaiting");
    await main(page).getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/payment=awaiting&method=bank/);
    await expect(main(page).getByRole("status")).toContainText(/match/);
  });
});
