import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

// Clicks before hydration would do nothing: wait until React has attached itself to the first card's button.
async function openCatalog(page: Page, dir: "ltr" | "rtl" = "ltr") {
  await page.goto(`/shop/catalog?dir=${dir}`);
  await page.waitForFunction(() => {
    const button = document.querySelector("article button[aria-haspopup='dialog']");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__react"));
  });
  const card = page.locator("article").first();
  return {
    card,
    name: ((await card.getByRole("heading").textContent()) ?? "").trim(),
    quickView: card.getByRole("button", { name: /^(Quick view|نظرة سريعة)/ }),
  };
}

test("Quick view opens a dialog of the product after a short delay, loading its code only then", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  const { card, name, quickView } = await openCatalog(page);
  expect(scripts.filter((url) => url.includes("quick-view-dialog"))).toEqual([]);
  const price = ((await card.locator("span.font-bold").first().textContent()) ?? "").trim();

  await quickView.click();
  await expect(quickView).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await expect(dialog).toContainText(price);
  await expect(dialog.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
  await expect(dialog.getByRole("link", { name: "View details" })).toHaveAttribute("href", /^\/shop\/products\//);
  await expect(dialog.getByRole("button", { name: "Add to cart" })).toBeVisible();
});

test("Escape closes the quick view and the focus goes back to its button", async ({ page }) => {
  const { quickView } = await openCatalog(page);
  await quickView.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(quickView).toBeFocused();
});

test("Tab keeps the focus inside the open quick view", async ({ page }) => {
  const { quickView } = await openCatalog(page);
  await quickView.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test("the quantity steps with − and + and never goes below 1", async ({ page }) => {
  const { quickView } = await openCatalog(page);
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
  await quantity.fill("0");
  await expect(quantity).toHaveValue("1");
});

// The page's clock stands still between the two actions, so a slow machine cannot let the 350 ms pass.
test("a second click while the quick view is pending cancels it", async ({ page }) => {
  const { quickView } = await openCatalog(page);
  await page.clock.install();
  await quickView.click();
  await quickView.click();
  await expect(quickView).toHaveAttribute("aria-busy", "false");
  // The product was fetched at the first click; let that finish, then let the delay pass.
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(600);
  await page.waitForTimeout(200);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Escape while the quick view is pending cancels it", async ({ page }) => {
  const { quickView } = await openCatalog(page);
  await page.clock.install();
  await quickView.click();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(600);
  await page.waitForTimeout(200);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the quick view data of an unknown product is a 404", async ({ request }) => {
  const response = await request.get("/shop/quick-view/no-such-product");
  expect(response.status()).toBe(404);
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing in the open quick view (${dir})`, async ({ page }) => {
    const { quickView } = await openCatalog(page, dir);
    await quickView.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("[role='dialog']").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
