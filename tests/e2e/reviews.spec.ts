import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e";
import { expect, test } from "../support/fixtures";

// A demo product, for what only reads the tab; a review is posted on a product of the test's own.
const PRODUCT = "/shop/products/brandix-screwdriver-screw1500acc";

/** Opens the product's Reviews tab and waits until React has hydrated the form. */
async function openReviews(page: Page, path = PRODUCT) {
  await page.goto(`${path}#reviews`);
  await page.waitForFunction(() => {
    const form = document.querySelector("form[action$='/reviews']");
    return form?.hasAttribute("novalidate") === true;
  });
  return page.getByRole("tabpanel");
}

/** The "N reviews" count next to the product's stars. */
async function reviewCount(page: Page) {
  const text = await page
    .getByRole("main")
    .getByRole("link", { name: /\d+ reviews?$/ })
    .first()
    .textContent();
  return Number((text ?? "").match(/\d+/)?.[0]);
}

test("empty fields are marked invalid and nothing is posted", async ({ page }) => {
  const panel = await openReviews(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await panel.getByRole("button", { name: "Post review" }).click();
  for (const name of ["Your name", "Email address", "Your review"]) {
    await expect(panel.getByLabel(name)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(panel.getByText("This field is required.")).toHaveCount(3);
  await expect(panel.getByLabel("Your name")).toBeFocused();
  expect(posts).toEqual([]);
});

test("posting a review shows it, thanks the reviewer, clears the form and updates the count", async ({
  page,
  product,
}) => {
  const panel = await openReviews(page, product.path);
  const before = await reviewCount(page);
  await panel.getByLabel("Your name").fill("Rita Reviewer");
  await panel.getByLabel("Email address").fill("rita@example.com");
  await panel.getByLabel("3 stars").check();
  await panel.getByLabel("Your review").fill("Solid grip. <b>Not bold</b>");
  await panel.getByRole("button", { name: "Post review" }).click();
  await expect(panel.getByRole("status")).toHaveText("Thank you, your review has been posted");
  const newest = panel.getByRole("list", { name: "Customer reviews" }).getByRole("listitem").first();
  await expect(newest).toContainText("Rita Reviewer");
  // Shown as text: the markup is visible, not rendered.
  await expect(newest).toContainText("Solid grip. <b>Not bold</b>");
  await expect(newest.getByRole("img", { name: "Rated 3 out of 5" })).toBeVisible();
  await expect(panel.getByLabel("Your review")).toHaveValue("");
  await expect(panel.getByLabel("5 stars")).toBeChecked();
  await expect.poll(() => reviewCount(page)).toBe(before + 1);
});

test("a review the server refuses shows why and keeps what was typed", async ({ page }) => {
  const panel = await openReviews(page);
  await panel.getByLabel("Your name").fill("Sam");
  await panel.getByLabel("Email address").fill("not-an-email");
  await panel.getByLabel("Your review").fill("Keep this text");
  await panel.getByRole("button", { name: "Post review" }).click();
  await expect(panel.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(panel.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByLabel("Your review")).toHaveValue("Keep this text");
  await expect(panel.getByLabel("Your name")).toHaveValue("Sam");
  await expect(panel.getByRole("status")).toHaveText("");
});

for (const locale of ["en", "ar"]) {
  test(`axe finds nothing in the Reviews tab with its errors showing (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "lang", value: locale, url: baseURL ?? "" }]);
    const panel = await openReviews(page);
    // The form's own submit button, whatever the language: an empty form shows every field's error.
    await panel.locator("form[action$='/reviews'] button[type=submit]").click();
    await expect(panel.locator("[aria-invalid=true]")).toHaveCount(3);
    await expectNoAxeViolations(page, "#reviews");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page a posted review returns to opens the Reviews tab and thanks the reviewer", async ({ page }) => {
    await page.goto(`${PRODUCT}?review=thanks#reviews`);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("Thank you, your review has been posted");
    await expect(panel.getByRole("textbox").first()).toBeVisible();
  });
});
