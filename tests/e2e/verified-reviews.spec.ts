import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, operatorThrough, storeUrl, test } from "../support/fixtures";
import { mailTo } from "../support/mail-files";

// Reviews from verified buyers (issue 49, item 3): the completed order's mail invites the buyer to review, and the
// review shows "Verified purchase" on the product's page, whose reviews may be filtered to those.

const main = (page: Page) => page.getByRole("main");

/** The seller moves their part of the order on its sale page, as its forms post it (confirmed). */
async function movePart(page: Page, number: string, action: "ship" | "complete", from: "pending" | "shipped") {
  await page.goto(`/account/sales/${number}`);
  const partId = await page.locator("input[name=partId]").first().inputValue();
  const response = await page.request.post(`/account/sales/${number}`, {
    form: { partId, action, from, _confirmed: "1" },
    headers: { Origin: storeUrl(page.url()) },
    maxRedirects: 0,
  });
  expect(response.status(), `${action} the part of ${number}`).toBe(303);
}

test("a guest buyer reviews from the completed order's mail, and the product page marks it a verified purchase", async ({
  page,
  browser,
  baseURL,
  seller,
  guestCart,
  reviewOf,
}) => {
  test.slow();
  const product = await seller.list({ name: "Verified Vise", price: 30 });
  // Someone who did not buy it reviews it too: no mark.
  await reviewOf(product, { stars: 2, text: "Never used it." });
  const placed = await (await guestCart(product))({ paymentMethod: "cash" });
  if (!placed) throw new Error("the order was refused");
  await movePart(page, placed.number, "ship", "pending");
  await movePart(page, placed.number, "complete", "shipped");

  // The mail says the order is complete and links to the review form: opened signed out, in a browser of its own.
  const mail = await mailTo(placed.email, new RegExp(`${placed.number} is complete`));
  const link = /https?:\/\/\S+\/review\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  expect(link, "the mail's review link").toBeTruthy();
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(`Review ${product.name}`);
  await expect(main(buyer)).toContainText("your review will be marked as a verified purchase");
  const form = main(buyer).locator("form");
  await waitForHydration(form.getByRole("button", { name: "Post review" }));
  await form.getByLabel("Your name").fill("Ada Buyer");
  await form.getByLabel("4 stars").check();
  await form.getByLabel("Your review").fill("Holds tight, as promised.");
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you, your review has been posted");
  await expectNoAxeViolations(buyer);
  // The link used again shows the review to edit; in Arabic too, clean.
  await buyer.goto(`${new URL(link ?? "").pathname}${new URL(link ?? "").search}&dir=rtl`);
  await expect(main(buyer).locator("textarea")).toHaveValue("Holds tight, as promised.");
  await expectNoAxeViolations(buyer);
  await buyerContext.close();

  // On the product page: the buyer's review has the mark, the other has not; the filter shows only the verified.
  await page.goto(`${product.path}#reviews`);
  const reviews = main(page).getByRole("list", { name: "Customer reviews" }).getByRole("listitem");
  await expect(reviews).toHaveCount(2);
  await expect(reviews.filter({ hasText: "Ada Buyer" })).toContainText("Verified purchase");
  await expect(reviews.filter({ hasText: "Rex Reviewer" })).not.toContainText("Verified purchase");
  await expect(main(page).getByRole("link", { name: "1 verified purchase" })).toBeVisible();
  await expectNoAxeViolations(page, "#reviews");
  await main(page).getByRole("link", { name: "Verified purchases only (1)" }).click();
  await expect(page).toHaveURL(/reviews=verified/);
  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText("Ada Buyer");
  await expect(main(page).getByRole("link", { name: "Verified purchases only (1)" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // In Arabic the same, mirrored, and clean too.
  await page.context().addCookies([{ name: "lang", value: "ar", url: storeUrl(baseURL) }]);
  await page.goto(`${product.path}?reviews=verified`);
  const shown = main(page).locator("#reviews ol > li");
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("شراء موثَّق");
  await expectNoAxeViolations(page, "#reviews");

  // The operator hides the other review, with a reason: listed in the back office as hidden, gone from the page.
  const office = await browser.newContext({ baseURL });
  await operatorThrough(office.request, storeUrl(baseURL));
  const admin = await office.newPage();
  await admin.goto(`/admin/reviews?product=${product.slug}`);
  const other = main(admin).getByRole("listitem").filter({ hasText: "Never used it." });
  const hide = other.getByRole("button", { name: "Hide the review by Rex Reviewer" });
  await waitForHydration(hide);
  await other.getByLabel("Reason").fill("Not a review of the vise");
  await hide.click();
  await admin.getByRole("dialog", { name: "Hide this review?" }).getByRole("button", { name: "Hide review" }).click();
  await expect(main(admin).getByRole("status").first()).toHaveText(
    "The review is hidden and its stars have left the product's rating.",
  );
  await expect(other).toContainText("Hidden: Not a review of the vise");
  await expectNoAxeViolations(admin);
  await admin.goto(`/admin/reviews?product=${product.slug}&dir=rtl`);
  await expect(main(admin)).toContainText("مخفية: Not a review of the vise");
  await expectNoAxeViolations(admin);
  await office.close();
  await page.goto(`${product.path}?reviews=all`);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("Ada Buyer");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // No review posted here: the store takes 5 reviews per address in 10 minutes, and every browser test shares one.
  test("the reviews filter is a plain link, which opens the Reviews tab", async ({ page, product }) => {
    await page.goto(`${product.path}?reviews=verified#reviews`);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("No review from a verified buyer yet");
    await panel.getByRole("link", { name: "All reviews" }).click();
    await expect(page).toHaveURL(/reviews=all/);
    await expect(panel).toContainText("There are no reviews yet");
  });
});
