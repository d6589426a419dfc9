import { expect, type Page, type Request, test } from "@playwright/test";
import { expectNoAxeViolations, stopPageClock, waitForHydration } from "../support/e2e";

const SUGGESTIONS = "**/shop/search-suggestions?**";

// Keys typed before hydration would reach a box that does not suggest yet: wait for React on the input.
async function hydratedSearchBox(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("input[type=search]")].some((input) =>
      Object.keys(input).some((key) => key.startsWith("__react")),
    ),
  );
  return page.getByRole("combobox", { name: /^(Search products|البحث عن المنتجات)$/ });
}

async function searchBox(page: Page, path = "/?dir=ltr") {
  await page.goto(path);
  return hydratedSearchBox(page);
}

const listbox = (page: Page) => page.getByRole("listbox", { name: /Suggested products|منتجات مقترحة/ });

test("typing shows at most 5 suggestions with image, name, SKU and price", async ({ page }) => {
  const box = await searchBox(page);
  await box.pressSequentially("screwdrivr");
  const options = listbox(page).getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5);
  await expect(options.first()).toContainText(/Screwdriver/);
  await expect(options.first()).toContainText(/SKU: TS-\d{6}/);
  await expect(options.first()).toContainText(/\$\d+\.\d{2}/);
  await expect(options.first().locator("img")).toHaveAttribute("src", /thumb\.webp$/);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  // The header's suggestions offer Add to cart beside each row; a product in several colours leads to its page instead.
  const addOrChoose = page
    .getByRole("button", { name: /^Add .* to cart$/ })
    .or(page.getByRole("link", { name: /^Choose the colour of / }));
  await expect(addOrChoose).toHaveCount(await options.count());
});

test("arrow keys move through the suggestions and Enter opens the highlighted one", async ({ page }) => {
  const box = await searchBox(page);
  await box.pressSequentially("drill");
  const options = listbox(page).getByRole("option");
  await expect(options.nth(1)).toBeVisible();

  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id")) ?? "");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
  await box.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");

  const name = ((await options.nth(0).locator(".font-medium").textContent()) ?? "").trim();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\/products\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("Escape closes the suggestions and keeps the text; leaving the box closes them too", async ({ page }) => {
  const box = await searchBox(page);
  await box.pressSequentially("grinder");
  await expect(listbox(page)).toBeVisible();
  await box.press("Escape");
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveValue("grinder");
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.press("s");
  await expect(listbox(page)).toBeVisible();
  await box.blur();
  await expect(listbox(page)).toBeHidden();
});

const suggestionsAskedFor = (request: Request) =>
  request.url().includes("/shop/search-suggestions") ? new URL(request.url()).searchParams.get("query") : null;

// The page's clock moves only when the test says: the typing pauses exactly where the test makes it pause.
test("suggestions are asked for once per pause in typing, never for blank text", async ({ page }) => {
  const box = await searchBox(page);
  await stopPageClock(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    const query = suggestionsAskedFor(request);
    if (query !== null) asked.push(query);
  });
  await box.pressSequentially("   ");
  await page.clock.runFor(400);
  expect(asked).toEqual([]);
  await box.pressSequentially("hammer");
  await page.clock.runFor(400);
  await expect(listbox(page).getByRole("option").first()).toBeVisible();
  // Had the blank text been asked for after its pause, that request would have gone out before this one.
  expect(asked).toEqual(["   hammer"]);
});

test("a slow answer to older text never replaces the answer to newer text", async ({ page }) => {
  const box = await searchBox(page);
  // The answer to "dr" is held back until the answer to "drill" is shown.
  let asked = () => {};
  const staleAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const staleEnded = new Promise<void>((resolve) => {
    const ifStale = (request: Request) => {
      if (suggestionsAskedFor(request) === "dr") resolve();
    };
    page.on("requestfinished", ifStale);
    page.on("requestfailed", ifStale);
  });
  await page.route(SUGGESTIONS, async (route) => {
    const query = suggestionsAskedFor(route.request());
    if (query !== "dr") return route.continue();
    asked();
    await released;
    const stale = { id: 1, slug: "stale", name: "Stale answer", priceCents: 100, compareAtCents: null, thumb: null };
    // The page may have given up on it already.
    await route.fulfill({ json: { query, items: [{ ...stale, availability: "in-stock" }] } }).catch(() => {});
  });
  await box.pressSequentially("dr");
  await staleAsked; // the request for "dr" has gone out and hangs
  await box.pressSequentially("ill");
  await expect(listbox(page).getByRole("option").first()).toContainText(/drill/i);
  release();
  await staleEnded; // answered late, or given up by the page
  await expect(listbox(page).getByRole("option", { name: /Stale answer/ })).toHaveCount(0);
  await expect(listbox(page).getByRole("option").first()).toContainText(/drill/i);
});

test("submitting goes to the results route with the chosen category, where both can be changed", async ({ page }) => {
  const box = await searchBox(page);
  await page.getByRole("combobox", { name: "Search in category" }).selectOption("power-tools");
  await box.fill("angel grinder");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/angel%20grinder\/power-tools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “angel grinder”" })).toBeVisible();
  await expect(page.getByText("In category: Power Tools")).toBeVisible();
  await expect(page.getByText(/Also showing results for: angle/)).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards.first()).toContainText(/Angle Grinder/);
  await expect(page.getByRole("link", { name: /^See everything in / })).toHaveAttribute(
    "href",
    /^\/shop\/catalog\/power-tools\?filter_category=[a-z-]+$/,
  );

  const refine = page.getByRole("search", { name: "Refine your search" });
  await expect(refine.getByRole("combobox", { name: "Search products" })).toHaveValue("angel grinder");
  await expect(refine.getByRole("combobox", { name: "Search in category" })).toHaveValue("power-tools");
  await refine.getByRole("combobox", { name: "Search in category" }).selectOption("");
  await refine.getByRole("combobox", { name: "Search products" }).fill("hammer drill");
  // Suggestions here too, but Add to cart only in the header's.
  await expect(listbox(page).getByRole("option").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add .* to cart$/ })).toHaveCount(0);
  await refine.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\/hammer%20drill\/all$/);
  await expect(cards.first()).toContainText(/Hammer Drill/i);
});

test("no match says so and suggests what to try", async ({ page }) => {
  await page.goto("/search/xylophone/power-tools");
  await expect(page.getByText("There are no products like this.")).toBeVisible();
  await expect(page.getByText("Check the spelling of each word.")).toBeVisible();
  await page.getByRole("link", { name: "Search for “xylophone” in all categories" }).click();
  await expect(page).toHaveURL(/\/search\/xylophone\/all$/);
  await expect(page.getByRole("link", { name: "Browse the whole catalogue" })).toHaveAttribute("href", "/shop/catalog");
});

test("the search form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search products" }).fill("cordless drill");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/search\/cordless%20drill\/all$/);
  await expect(page.locator("main article").first()).toBeVisible();
  await context.close();
});

test("any text is answered safely, and shown as text", async ({ page, request }) => {
  for (const query of ["'\"%_\\", "<script>alert(1)</script>", "\u0007", "x".repeat(2000), "дрель", "مثقاب"]) {
    const response = await request.get(`/shop/search-suggestions?query=${encodeURIComponent(query)}&category=%27`);
    expect(response.status(), query.slice(0, 20)).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, max-age=60");
    expect(Array.isArray((await response.json()).items)).toBe(true);
  }
  // A NUL is in no text anyone types, and no database stores it: the address is refused before any search.
  expect((await request.get("/shop/search-suggestions?query=%00&category=all")).status()).toBe(404);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => dialogs.push(dialog.message()));
  const response = await page.goto(`/search/${encodeURIComponent("<img src=x onerror=alert(1)>")}/all`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “<img src=x onerror=alert(1)>”");
  expect(dialogs).toEqual([]);
  expect((await page.goto(`/search/${"y".repeat(2000)}/all`))?.status()).toBe(200);
});

test("the search box names the store's real count of products, rounded down", async ({ page }) => {
  await page.goto("/shop/catalog");
  const total = Number(
    /of ([\d,]+) products/.exec((await page.getByText(/^Showing /).textContent()) ?? "")?.[1]?.replace(/,/g, ""),
  );
  const placeholder =
    (await page.getByRole("combobox", { name: "Search products" }).first().getAttribute("placeholder")) ?? "";
  const named = Number(/^Search (?:over )?([\d,]+) products$/.exec(placeholder)?.[1]?.replace(/,/g, ""));
  expect(named).toBeLessThanOrEqual(total);
  expect(named).toBeGreaterThan(total * 0.9);
});

test.describe("sorting and filtering the results", () => {
  const RESULTS = "/search/drill/all";
  const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ products$/);
  const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
  const cards = (page: Page) => page.getByRole("region", { name: "Products", exact: true }).locator(":scope > ul > li");
  const prices = async (page: Page) =>
    (await cards(page).allInnerTexts()).map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, "")));
  const ascending = (list: number[]) =>
    list.length > 1 && list.every((price, i) => i === 0 || (list[i - 1] ?? 0) <= price);
  const descending = (list: number[]) =>
    list.length > 1 && list.every((price, i) => i === 0 || (list[i - 1] ?? 0) >= price);
  const countIn = (label: string | null) => Number(/\((\d+)\)/.exec(label ?? "")?.[1] ?? Number.NaN);

  test("the results sort by price and narrow by brand and sub-category, with the counts the list shows", async ({
    page,
  }) => {
    await page.goto(RESULTS);
    await waitForHydration(page.getByLabel("Sort by"));
    await expect(page.getByLabel("Sort by")).toHaveValue("default");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
    // "drill" offers the Drills category, not another that holds the word.
    await expect(page.getByRole("link", { name: "See everything in Drills" })).toHaveAttribute(
      "href",
      "/shop/catalog/power-tools?filter_category=drills",
    );

    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(`${RESULTS}?sort=price-desc`);
    await expect.poll(() => prices(page).then(descending)).toBe(true);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(`${RESULTS}?sort=price-asc`);
    await expect.poll(() => prices(page).then(ascending)).toBe(true);

    const drills = filters(page).getByRole("link", { name: /^Drills \(\d+\)$/ });
    const inDrills = countIn(await drills.textContent());
    await drills.click();
    await expect(page).toHaveURL(`${RESULTS}?sort=price-asc&filter_category=drills`);
    await expect(showing(page)).toHaveText(`Showing 1–${Math.min(12, inDrills)} of ${inDrills} products`);

    const brand = filters(page)
      .locator("label")
      .filter({ has: page.getByRole("checkbox") })
      .first();
    const brandName = ((await brand.textContent()) ?? "").split("(")[0]?.trim() ?? "";
    const ofBrand = countIn(await brand.textContent());
    await brand.getByRole("checkbox").check();
    await expect(page).toHaveURL(/filter_category=drills&filter_check=[a-z-]+$/);
    await expect(showing(page)).toHaveText(`Showing 1–${Math.min(12, ofBrand)} of ${ofBrand} products`);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain(brandName);
    await expect.poll(() => prices(page).then((list) => list.length === 1 || ascending(list))).toBe(true);

    await filters(page).getByRole("link", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(`${RESULTS}?sort=price-asc`);
    // A malformed query string is ignored, never an error.
    expect((await page.goto(`${RESULTS}?page=x&sort=cheap&filter_price=zz&filter_check=%27`))?.status()).toBe(200);
    await expect(showing(page)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sort, a brand and a sub-category apply through the forms and links", async ({ page }) => {
      await page.goto(RESULTS);
      await page.getByLabel("Sort by").selectOption("price-asc");
      await page.getByRole("region", { name: "Products", exact: true }).getByRole("button", { name: "Apply" }).click();
      // A form sent without scripts carries every field, the page size too.
      await expect(page).toHaveURL(/\/search\/drill\/all\?sort=price-asc(&|$)/);
      expect(ascending(await prices(page))).toBe(true);

      const brand = filters(page)
        .locator("label")
        .filter({ has: page.getByRole("checkbox") })
        .first();
      const ofBrand = countIn(await brand.textContent());
      await brand.getByRole("checkbox").check();
      await filters(page).getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/search\/drill\/all\?.*filter_check=[a-z-]+/);
      await expect(showing(page)).toHaveText(`Showing 1–${Math.min(12, ofBrand)} of ${ofBrand} products`);
      await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");

      const category = filters(page)
        .getByRole("link", { name: /\(\d+\)$/ })
        .first();
      const inCategory = countIn(await category.textContent());
      await category.click();
      await expect(page).toHaveURL(/filter_category=[a-z-]+/);
      await expect(showing(page)).toHaveText(`Showing 1–${Math.min(12, inCategory)} of ${inCategory} products`);
      expect(ascending(await prices(page)) || (await prices(page)).length === 1).toBe(true);
    });
  });
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing in the open suggestions (${dir})`, async ({ page }) => {
    const box = await searchBox(page, `/?dir=${dir}`);
    await box.pressSequentially("drill");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await expectNoAxeViolations(page);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile search suggests too", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page.getByRole("button", { name: "Show search" }));
    await page.getByRole("button", { name: "Show search" }).click();
    const box = await hydratedSearchBox(page);
    await box.pressSequentially("hammer");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/hammer\/all$/);
  });
});
