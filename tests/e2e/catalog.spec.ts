import { expect, type Page, test } from "@playwright/test";
import { stopPageClock, waitForHydration } from "../support/e2e";

const POWER_TOOLS = "/shop/catalog/power-tools";

const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ products$/);
const products = (page: Page) =>
  page.getByRole("region", { name: "Products", exact: true }).locator(":scope > ul > li");
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const categoryLinks = (page: Page) => filters(page).getByRole("region", { name: "Categories" }).getByRole("link");
const title = (page: Page) => page.getByRole("heading", { level: 1 });

/** Opens a page and waits until React has hydrated it: a change made before that would do nothing. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const select = document.querySelector("select[name='sort']");
    return select !== null && Object.keys(select).some((key) => key.startsWith("__react"));
  });
  return response;
}

/** The count a facet option shows next to its name, e.g. "Brandix (8)" → 8. */
function optionCount(label: string | null): number {
  const match = /\((\d+)\)/.exec(label ?? "");
  if (!match) throw new Error(`no count in ${label}`);
  return Number(match[1]);
}

test("choosing a brand narrows the list, puts it in the URL and goes back to page 1", async ({ page }) => {
  await visit(page, `${POWER_TOOLS}?page=2`);
  await expect(showing(page)).toHaveText("Showing 13–24 of 30 products");
  const brand = filters(page).locator("label").filter({ hasText: "Brandix" });
  const count = optionCount(await brand.textContent());
  expect(count).toBeLessThan(30);
  await brand.getByRole("checkbox").check();
  await expect(page).toHaveURL(`${POWER_TOOLS}?filter_check=brandix`);
  await expect(showing(page)).toHaveText(`Showing 1–${Math.min(12, count)} of ${count} products`);
  await expect(filters(page).getByRole("checkbox", { name: /Brandix/ })).toBeChecked();
  // The box is not replaced by the new page: a keyboard user stays where they were.
  await expect(filters(page).getByRole("checkbox", { name: /Brandix/ })).toBeFocused();
  for (const text of await products(page).allInnerTexts()) expect(text).toContain("Brandix");

  await filters(page)
    .getByRole("checkbox", { name: /Brandix/ })
    .uncheck();
  await expect(page).toHaveURL(POWER_TOOLS);
  await expect(showing(page)).toHaveText("Showing 1–12 of 30 products");
});

test("sorting by price puts the cheapest first and keeps the filters", async ({ page }) => {
  await visit(page, `${POWER_TOOLS}?page=2&filter_radio=NO`);
  await page.getByLabel("Sort by").selectOption({ label: "Price (low to high)" });
  await expect(page).toHaveURL(`${POWER_TOOLS}?sort=price-asc&filter_radio=NO`);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  const prices = async () =>
    (await products(page).allInnerTexts()).map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, "")));
  // The address changes as the navigation ends; the list follows in the same render, so wait for it.
  await expect(showing(page)).toHaveText(/^Showing 1–/);
  const sorted = async () => {
    const list = await prices();
    return list.length > 1 && list.every((price, i) => i === 0 || (list[i - 1] ?? 0) <= price);
  };
  await expect.poll(sorted).toBe(true);

  await page.getByRole("combobox", { name: /^Show/ }).selectOption("24");
  await expect(page).toHaveURL(`${POWER_TOOLS}?limit=24&sort=price-asc&filter_radio=NO`);
});

test("the price slider works with the keyboard and applies after a pause", async ({ page }) => {
  await visit(page, POWER_TOOLS);
  const min = page.getByRole("slider", { name: "Minimum price" });
  const max = page.getByRole("slider", { name: "Maximum price" });
  const low = Number(await min.getAttribute("aria-valuenow"));
  const high = Number(await max.getAttribute("aria-valuenow"));
  // Keys pressed before React has hydrated the slider would move nothing.
  await waitForHydration(min);
  // The page's clock stands still while the keys are pressed: on a slow machine a gap between two presses could
  // pass the 250 ms pause, apply the filter mid-way and lose a press to the page's update.
  await stopPageClock(page);
  await min.focus();
  for (let i = 0; i < 20; i++) await min.press("ArrowRight");
  await expect(min).toHaveAttribute("aria-valuenow", String(low + 20));
  await page.clock.runFor(300);
  await expect(page).toHaveURL(`${POWER_TOOLS}?filter_price=${low + 20}-${high}`);
  await expect(showing(page)).not.toHaveText("Showing 1–12 of 30 products");
  await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuenow", String(low + 20));
  await expect(min).toBeFocused();
});

test("a sub-category in the sidebar filters by it, and All clears it", async ({ page }) => {
  await visit(page, POWER_TOOLS);
  const drills = filters(page).getByRole("link", { name: /^Drills/ });
  const count = optionCount(await drills.textContent());
  await drills.click();
  await expect(page).toHaveURL(`${POWER_TOOLS}?filter_category=drills`);
  await expect(title(page)).toHaveText("Drills");
  await expect(showing(page)).toHaveText(`Showing 1–${count} of ${count} products`);
  await expect(filters(page).getByRole("link", { name: /^Drills/ })).toHaveAttribute("aria-current", "true");
  await filters(page).getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(POWER_TOOLS);
  await expect(title(page)).toHaveText("Power Tools");
  await expect(showing(page)).toHaveText("Showing 1–12 of 30 products");
});

test("a top category chosen in the catalogue's sidebar is shown as on its own address, with its sub-categories", async ({
  page,
}) => {
  await page.goto("/shop/catalog/instruments");
  const ownSubCategories = await categoryLinks(page).allTextContents();
  expect(ownSubCategories).toContainEqual(expect.stringMatching(/^Power Tools/));

  await visit(page, "/shop/catalog");
  await expect(title(page)).toHaveText("All products");
  await categoryLinks(page)
    .filter({ hasText: /^Instruments/ })
    .click();
  await expect(page).toHaveURL("/shop/catalog?filter_category=instruments");
  await expect(title(page)).toHaveText("Instruments");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Instruments");
  await expect(categoryLinks(page)).toHaveText(ownSubCategories);
  await expect(filters(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "true");

  // One level down the same holds; a leaf is listed among its siblings, whose All is their parent.
  await categoryLinks(page)
    .filter({ hasText: /^Power Tools/ })
    .click();
  await expect(page).toHaveURL("/shop/catalog?filter_category=power-tools");
  await expect(title(page)).toHaveText("Power Tools");
  await categoryLinks(page)
    .filter({ hasText: /^Drills/ })
    .click();
  await expect(page).toHaveURL("/shop/catalog?filter_category=drills");
  await expect(title(page)).toHaveText("Drills");
  await expect(categoryLinks(page).filter({ hasText: /^Drills/ })).toHaveAttribute("aria-current", "true");
  await filters(page).getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL("/shop/catalog?filter_category=power-tools");
  await expect(title(page)).toHaveText("Power Tools");
});

test("filters matching nothing say so, and Reset filters brings the products back", async ({ page }) => {
  await visit(page, `${POWER_TOOLS}?filter_price=0-1&sort=name-asc`);
  const main = page.getByRole("region", { name: "Products", exact: true });
  await expect(main.getByRole("heading", { name: "No matching items" })).toBeVisible();
  await expect(main.getByText("Try resetting the filters")).toBeVisible();
  await main.getByRole("link", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(`${POWER_TOOLS}?sort=name-asc`);
  await expect(products(page)).toHaveCount(12);
});

test("a category without products says there are none", async ({ page }) => {
  const response = await page.goto("/shop/catalog/sheet-music");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("There are no products in this category")).toBeVisible();
});

test("malformed parameters are ignored instead of failing the page", async ({ page }) => {
  const response = await visit(page, `${POWER_TOOLS}?page=abc&limit=999&filter_price=zz&filter_radio=maybe&sort=up`);
  expect(response?.status()).toBe(200);
  await expect(showing(page)).toHaveText("Showing 1–12 of 30 products");
  const past = await page.goto(`${POWER_TOOLS}?page=99`);
  expect(past?.status()).toBe(200);
  await expect(page).toHaveURL(`${POWER_TOOLS}?page=3`);
});

test("the view switcher shows the products as a grid or a list", async ({ page }) => {
  await visit(page, POWER_TOOLS);
  const grid = page.getByRole("button", { name: "Grid", exact: true });
  const list = page.getByRole("button", { name: "List", exact: true });
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  // Both cards measured in one frame: two separate reads could straddle a scroll of the page and compare apples
  // with pears.
  const sameRow = () =>
    products(page)
      .first()
      .evaluate((first) => {
        const second = first.nextElementSibling;
        return second !== null && first.getBoundingClientRect().top === second.getBoundingClientRect().top;
      });
  expect(await sameRow()).toBe(true);
  await list.click();
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await expect(grid).toHaveAttribute("aria-pressed", "false");
  expect(await sameRow()).toBe(false);
  await page.getByRole("button", { name: "Grid with features" }).click();
  await expect(page.getByRole("button", { name: "Grid with features" })).toHaveAttribute("aria-pressed", "true");
  expect(await sameRow()).toBe(true);
});

test("the fixed demo layouts start as their names say", async ({ page }) => {
  await visit(page, "/shop/category-list");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Power Tools");
  await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute("aria-pressed", "true");
  await visit(page, "/shop/category-grid-5-columns-full");
  await expect(page.getByRole("button", { name: "Grid", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(filters(page)).toHaveCount(0);
  await visit(page, "/shop/category-right-sidebar");
  const [aside, list] = [await filters(page).boundingBox(), await products(page).first().boundingBox()];
  expect(aside?.x ?? 0).toBeGreaterThan(list?.x ?? 0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sort and the filters still apply through their forms", async ({ page }) => {
    await page.goto(POWER_TOOLS);
    await page.getByLabel("Sort by").selectOption("name-desc");
    await page.getByRole("region", { name: "Products", exact: true }).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=name-desc/);
    await filters(page)
      .getByRole("checkbox", { name: /Brandix/ })
      .check();
    await filters(page).getByRole("checkbox", { name: /Zosch/ }).check();
    await filters(page).getByRole("button", { name: "Apply" }).click();
    await expect(page.getByLabel("Sort by")).toHaveValue("name-desc");
    await expect(filters(page).getByRole("checkbox", { name: /Brandix/ })).toBeChecked();
    await expect(filters(page).getByRole("checkbox", { name: /Zosch/ })).toBeChecked();
    for (const text of await products(page).allInnerTexts()) expect(text).toMatch(/Brandix|Zosch/);
  });

  test("a category chosen in the sidebar is shown with its sub-categories", async ({ page }) => {
    await page.goto("/shop/catalog");
    await categoryLinks(page)
      .filter({ hasText: /^Instruments/ })
      .click();
    await expect(page).toHaveURL("/shop/catalog?filter_category=instruments");
    await expect(title(page)).toHaveText("Instruments");
    await expect(categoryLinks(page).filter({ hasText: /^Power Tools/ })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters open in a drawer that locks the page and closes on Escape or a wide window", async ({ page }) => {
    await visit(page, POWER_TOOLS);
    await expect(filters(page)).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("checkbox", { name: /Brandix/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await page.getByRole("button", { name: "Filters" }).click();
    await drawer.getByRole("checkbox", { name: /Brandix/ }).check();
    await expect(page).toHaveURL(`${POWER_TOOLS}?filter_check=brandix`);
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(drawer).toBeHidden();
    await expect(filters(page)).toBeVisible();
  });
});
