import { expect, test } from "@playwright/test";
import { reachFor, waitForHydration } from "../support/e2e";

test("?dir=rtl switches to Arabic right to left, and the choice is kept", async ({ page }) => {
  await page.goto("/?dir=rtl");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.goto("/shop/catalog");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/?dir=ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("choosing a language in the top bar re-renders the store in it", async ({ page }) => {
  await page.goto("/");
  await (await reachFor(page, /Language/)).click();
  await page.getByRole("menuitemradio", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("choosing a currency converts the prices with the stored rate", async ({ page }) => {
  await page.goto("/shop/product-standard");
  const price = page.getByRole("main").locator("p.text-2xl");
  await expect(price).toContainText("$");
  await (await reachFor(page, /Currency/)).click();
  await page.getByRole("menuitemradio", { name: /Euro/ }).click();
  await expect(price).toContainText("€");
  await page.reload();
  await expect(price).toContainText("€");
});

test("the departments menu opens sub-category links filtered by sub-category", async ({ page }) => {
  await page.goto("/");
  await (await reachFor(page, "Shop By Category")).click();
  await page.getByRole("menuitem", { name: "Instruments" }).hover();
  await page.getByRole("menuitem", { name: "Power Tools" }).hover();
  const drills = page.getByRole("menuitem", { name: "Drills" });
  await expect(drills).toHaveAttribute("href", "/shop/catalog/power-tools?filter_category=drills");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, and choosing a language closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page.getByRole("button", { name: "Open menu" }));
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "العربية" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test("the back-to-top button appears after scrolling and takes you up", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("changing the page of a list keeps the scroll position", async ({ page }) => {
  await page.goto("/shop/catalog");
  const next = page.getByRole("link", { name: "Next page" });
  // Before hydration the link is a plain one: the browser loads the next page from the top.
  await waitForHydration(next);
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("the newsletter box refuses a bad email and asks a good one to confirm from the inbox", async ({ page }) => {
  await page.goto("/");
  const email = page.getByRole("textbox", { name: "Email address" });
  await waitForHydration(page.getByRole("button", { name: "Subscribe" }));
  await email.fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(email).toHaveValue("not-an-email");
  await email.fill("reader@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("check your inbox and follow the link")).toBeVisible();
});

for (const width of [1280, 1024]) {
  test(`the Russian navigation bar keeps each of its labels on one line at ${width} px`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "lang", value: "ru", url: baseURL ?? "" }]);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const bar = page.locator("header").filter({ has: page.getByRole("navigation", { name: "Основное меню" }) });
    // Every text of the bar: the menu's label, the links, the cart's subtotal and its label.
    const labels = bar.locator("span:not(:has(*)), nav a");
    // One line box per label: a wrapped label's text has two rectangles. Asked until the islands have their content.
    const wrapped = async () => {
      const lines = await labels.evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility() && element.textContent?.trim())
          .map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return { text: element.textContent?.trim() ?? "", lines: tops.size };
          }),
      );
      const missing = ["Каталог товаров", "Сумма корзины"].filter((text) => !lines.some((line) => line.text === text));
      return [
        ...missing.map((text) => `${text}: missing`),
        ...lines.filter((line) => line.lines !== 1).map((line) => line.text),
      ];
    };
    await expect.poll(wrapped).toEqual([]);
  });
}
