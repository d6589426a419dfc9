import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { cartThrough, expect, type Seller, signUpThrough, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");

/** Checks the cart of `request`'s buyer out, to pay cash on delivery (its seller may ship it at once): its number. */
async function placeCashOrder(request: APIRequestContext, baseURL: string): Promise<string> {
  const placed = await request.post("/shop/checkout", {
    headers: { Origin: baseURL },
    maxRedirects: 0,
    form: {
      "billing.firstName": "Noor",
      "billing.lastName": "Haddad",
      "billing.country": "FR",
      "billing.address": "1 Rue de Rivoli",
      "billing.city": "Paris",
      "billing.state": "Île-de-France",
      "billing.postcode": "75001",
      "billing.phone": "+33 1 23 45 67 89",
      "billing.email": uniqueEmail("rating-buyer"),
      paymentMethod: "cash",
      terms: "on",
      idempotencyKey: randomUUID(),
    },
  });
  expect(placed.status()).toBe(302);
  const number = /order=(\d+)/.exec(placed.headers().location ?? "")?.[1];
  if (!number) throw new Error(`no order number in ${placed.headers().location}`);
  return number;
}

/**
 * `seller` (signed in in `page`) sells a product to a new buyer, paid cash on delivery, then ships and completes the
 * part (each move confirmed, as its dialog would): the buyer's browser context and the order's number.
 */
async function completedSale(
  { page, browser, seller }: { page: Page; browser: Browser; seller: Seller },
  store: string,
  options: BrowserContextOptions = {},
) {
  const product = await seller.list({ name: "Rated Plane" });
  const buyer = await browser.newContext({ baseURL: store, ...options });
  await signUpThrough(buyer.request, store, "Noor Haddad");
  await cartThrough(buyer.request, store, [product]);
  const number = await placeCashOrder(buyer.request, store);
  await page.goto(`/account/sales/${number}`);
  const partId = await main(page).locator('input[name="partId"]').first().inputValue();
  for (const [action, from] of [
    ["ship", "pending"],
    ["complete", "shipped"],
  ] as const) {
    const moved = await page.request.post(`/account/sales/${number}`, {
      headers: { Origin: store },
      maxRedirects: 0,
      form: { partId, action, from, _confirmed: "1" },
    });
    expect(moved.status(), `${action}`).toBe(303);
  }
  return { buyer, number };
}

test("a buyer rates the seller of a completed shipment from the order page, the seller page shows it, and the seller answers it once", async ({
  page,
  browser,
  baseURL,
  seller,
}) => {
  test.slow();
  const store = baseURL ?? "";
  const { buyer, number } = await completedSale({ page, browser, seller }, store);

  const buyerPage = await buyer.newPage();
  // The form, in Arabic first: every rule of axe passes, right to left.
  await buyerPage.goto(`/account/orders/${number}?dir=rtl`);
  await expect(main(buyerPage).getByRole("heading", { name: "قيّم البائعين" })).toBeVisible();
  await expectNoAxeViolations(buyerPage);
  await buyerPage.goto(`/account/orders/${number}?dir=ltr`);
  const ratings = main(buyerPage).getByRole("region", { name: "Rate your sellers" });
  const form = ratings.getByRole("form", { name: new RegExp(`^Rate .${seller.name}.$`) });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(buyerPage);

  const send = form.getByRole("button", { name: "Send my rating" });
  await waitForHydration(send);
  // Sent with a score missing: said beside it, and what was chosen and typed is kept.
  await form.getByRole("group", { name: "As described" }).getByLabel("5 out of 5").check();
  await form.getByRole("group", { name: "Shipping speed" }).getByLabel("4 out of 5").check();
  await form.getByLabel("What would you tell other buyers? (optional)").fill("Sharp out of the box, well packed.");
  await send.click();
  const communication = form.getByRole("group", { name: "Communication" });
  await expect(communication).toContainText("Choose a score from 1 to 5.");
  await expect(form.getByLabel("What would you tell other buyers? (optional)")).toHaveValue(
    "Sharp out of the box, well packed.",
  );
  await communication.getByLabel("3 out of 5").check();
  await send.click();
  await expect(buyerPage.getByText("Thank you: your rating is on the seller's page.")).toBeVisible();
  await expect(ratings.getByRole("heading", { name: "Your rating" })).toBeVisible();
  await expect(ratings).toContainText("Sharp out of the box, well packed.");
  await expect(ratings.getByRole("form")).toHaveCount(0);

  // The seller's page, as any visitor sees it.
  const sellerPath = (await ratings.getByRole("link", { name: `Sold by ${seller.name}` }).getAttribute("href")) ?? "";
  expect(sellerPath).toMatch(/^\/shop\/sellers\//);
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(sellerPath);
  const shown = main(visitorPage).getByRole("region", { name: "Ratings from buyers" });
  await expect(shown).toContainText("Averages of 1 rating in the last 12 months");
  // The averages of each score, then the rating itself among the latest.
  const scores = ["5 out of 5", "4 out of 5", "3 out of 5"];
  await expect(shown.getByRole("definition")).toContainText([...scores, ...scores]);
  await expect(shown.getByRole("list", { name: "Latest ratings" })).toContainText("Sharp out of the box");
  await expect(shown).toContainText("Sharp out of the box, well packed.");
  await expect(shown).toContainText("Noor");
  await expect(shown).not.toContainText("Haddad");
  await expectNoAxeViolations(visitorPage);

  // The seller answers from the sale's page, once; its form passes axe in Arabic and in English.
  await page.goto(`/account/sales/${number}?dir=rtl`);
  await expect(main(page).getByRole("region", { name: "تقييم المشتري" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/account/sales/${number}?dir=ltr`);
  const rating = main(page).getByRole("region", { name: "The buyer's rating" });
  await expectNoAxeViolations(page);
  await expect(rating).toContainText("Sharp out of the box, well packed.");
  const publish = rating.getByRole("button", { name: "Publish my answer" });
  await waitForHydration(publish);
  await rating.getByLabel("Your answer").fill("Thank you, Noor: enjoy the plane.");
  await publish.click();
  await expect(page.getByText("Your answer is on your seller page.")).toBeVisible();
  await expect(rating.getByRole("button", { name: "Publish my answer" })).toHaveCount(0);
  await expect(rating).toContainText(`Answer from \u2068${seller.name}\u2069`);

  await visitorPage.goto(sellerPath);
  await expect(shown).toContainText("Thank you, Noor: enjoy the plane.");
  await visitorPage.goto(`${sellerPath}?dir=rtl`);
  await expect(main(visitorPage).getByRole("region", { name: "تقييمات المشترين" })).toContainText(
    "Thank you, Noor: enjoy the plane.",
  );
  await expectNoAxeViolations(visitorPage);
  await visitor.close();
  await buyer.close();
});

test("without JavaScript, a rating refused comes back with its message and what was typed, and a rating sent comes back with a thank-you", async ({
  page,
  browser,
  baseURL,
  seller,
}) => {
  test.slow();
  const store = baseURL ?? "";
  const { buyer, number } = await completedSale({ page, browser, seller }, store, { javaScriptEnabled: false });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/account/orders/${number}`);
  const ratings = main(buyerPage).getByRole("region", { name: "Rate your sellers" });
  const form = ratings.getByRole("form", { name: new RegExp(`^Rate .${seller.name}.$`) });
  await form.getByRole("group", { name: "As described" }).getByLabel("4 out of 5").check();
  await form.getByLabel("What would you tell other buyers? (optional)").fill("Plain and simple.");
  await form.getByRole("button", { name: "Send my rating" }).click();
  await expect(form.getByRole("group", { name: "Shipping speed" })).toContainText("Choose a score from 1 to 5.");
  await expect(form.getByRole("group", { name: "As described" }).getByLabel("4 out of 5")).toBeChecked();
  await expect(form.getByLabel("What would you tell other buyers? (optional)")).toHaveValue("Plain and simple.");
  await form.getByRole("group", { name: "Shipping speed" }).getByLabel("2 out of 5").check();
  await form.getByRole("group", { name: "Communication" }).getByLabel("5 out of 5").check();
  await form.getByRole("button", { name: "Send my rating" }).click();
  await expect(buyerPage.getByText("Thank you: your rating is on the seller's page.")).toBeVisible();
  await expect(ratings.getByRole("heading", { name: "Your rating" })).toBeVisible();
  await expect(ratings).toContainText("Plain and simple.");
  await buyer.close();
});
