import type { Page } from "@playwright/test";
import { expectNoAxeViolations, stopPageClock, waitForHydration } from "../support/e2e";
import { categoryPage, expect, type Product, test } from "../support/fixtures";

/** A product's card on the open catalogue page, its name, its Quick view button and the answer it waits for. */
function cardOf(page: Page, { name, slug }: Product) {
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  return {
    card,
    name,
    quickView: card.getByRole("button", { name: /^(Quick view|نظرة سريعة)/ }),
    /** The product's data, asked for at the click. */
    dataArrived: () => page.waitForResponse((response) => response.url().includes(`/shop/quick-view/${slug}`)),
  };
}

// Clicks before hydration would do nothing: wait until React has attached itself to the cards' buttons.
async function openCatalog(page: Page, product: Product, dir: "ltr" | "rtl" = "ltr") {
  await page.goto(`${categoryPage(product)}&dir=${dir}`);
  await waitForHydration(page, "article button[aria-haspopup='dialog']");
  return cardOf(page, product);
}

test("Quick view opens a dialog of the product after a short delay, loading its code only then", async ({
  page,
  product,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  const { card, name, quickView } = await openCatalog(page, product);
  expect(scripts.filter((url) => url.includes("quick-view-dialog"))).toEqual([]);
  const price = ((await card.locator("span.font-bold").first().textContent()) ?? "").trim();

  // The page's clock stands still: however slow the machine, the dialog cannot open before the delay is run.
  await stopPageClock(page);
  await quickView.click();
  await expect(quickView).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.clock.runFor(400);

  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await expect(dialog).toContainText(price);
  await expect(dialog.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
  await expect(dialog.getByRole("link", { name: "View details" })).toHaveAttribute("href", /^\/shop\/products\//);
  await expect(dialog.getByRole("button", { name: "Add to cart" })).toBeVisible();
});

test("Escape closes the quick view and the focus goes back to its button", async ({ page, product }) => {
  const { quickView } = await openCatalog(page, product);
  await quickView.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(quickView).toBeFocused();
});

test("Tab keeps the focus inside the open quick view", async ({ page, product }) => {
  const { quickView } = await openCatalog(page, product);
  await quickView.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test("the quantity steps with − and + and never goes below 1", async ({ page, product }) => {
  const { quickView } = await openCatalog(page, product);
  await quickView.click();
  const dialog = page.getByRole("dialog");
  const quantity = dialog.getByRole("spinbutton", { name: "Quantity" });
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity).toHaveValue("3");
  const decrease = dialog.getByRole("button", { name: "Decrease quantity" });
  await decrease.click();
  await decrease.click();
  await expect(quantity).toHaveValue("1");
  await expect(decrease).toHaveAttribute("aria-disabled", "true");
  // Typed under 1, it is refused where it is and stays as typed until corrected.
  await quantity.fill("0");
  await expect(quantity).toHaveValue("0");
  await expect(dialog.getByText("Enter a quantity of at least 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity).toHaveValue("1");
});

/**
 * After a quick view was cancelled, another card's quick view, opened meanwhile, is let through: the delays
 * of both pass in the same tick of the page's clock, so once that dialog shows, the cancelled one would too.
 */
async function expectOnlyTheOtherOpens(page: Page, other: ReturnType<typeof cardOf>) {
  const arrived = other.dataArrived();
  await other.quickView.click();
  await expect(other.quickView).toHaveAttribute("aria-busy", "true");
  await arrived;
  await page.clock.runFor(600);
  await expect(page.getByRole("dialog", { name: other.name })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
}

// The page's clock stands still between the actions, so a slow machine cannot let the 350 ms pass.
test("a second click while the quick view is pending cancels it", async ({ page, listProduct }) => {
  const [first, second] = [await listProduct(), await listProduct()];
  const cancelled = await openCatalog(page, first);
  await stopPageClock(page);
  // The product is fetched at the first click all the same; it is in before the other card is clicked.
  const arrived = cancelled.dataArrived();
  await cancelled.quickView.click();
  await cancelled.quickView.click();
  await expect(cancelled.quickView).toHaveAttribute("aria-busy", "false");
  await arrived;
  await expectOnlyTheOtherOpens(page, cardOf(page, second));
});

test("Escape while the quick view is pending cancels it", async ({ page, listProduct }) => {
  const [first, second] = [await listProduct(), await listProduct()];
  const cancelled = await openCatalog(page, first);
  await stopPageClock(page);
  const arrived = cancelled.dataArrived();
  await cancelled.quickView.click();
  await page.keyboard.press("Escape");
  await expect(cancelled.quickView).toHaveAttribute("aria-busy", "false");
  await arrived;
  await expectOnlyTheOtherOpens(page, cardOf(page, second));
});

test("should the modal's code not arrive, Quick view leads to the product's page instead", async ({
  page,
  product,
}) => {
  await page.route("**/assets/quick-view-dialog-*.js", (route) => route.abort("connectionreset"));
  const { quickView } = await openCatalog(page, product);
  await quickView.click();
  await expect(page).toHaveURL(product.path);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
});

test("the quick view data of an unknown product is a 404", async ({ request }) => {
  const response = await request.get("/shop/quick-view/no-such-product");
  expect(response.status()).toBe(404);
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing in the open quick view (${dir})`, async ({ page, product }) => {
    const { quickView } = await openCatalog(page, product, dir);
    await quickView.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "[role='dialog']");
  });
}
