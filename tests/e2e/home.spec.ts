import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e";

const homePages = ["/", "/home-two"];

/**
 * Opens a home page and waits until the blocks streamed in below the fold are there and React has hydrated
 * them (the brand carousel comes late in the page): a key press or click before that would do nothing.
 */
async function openHome(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#home-special").locator("xpath=..").getByRole("link").first()).toBeVisible();
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
    return (
      hydrated(document.querySelector("[role='tab']")) &&
      hydrated(document.querySelector("[aria-labelledby='home-brands'] button"))
    );
  });
}

for (const path of homePages) {
  test(`${path} shows every block of the home page`, async ({ page }) => {
    await openHome(page, path);
    const main = page.getByRole("main");
    const slideshow = main.getByRole("region", { name: "Highlights" });
    await expect(slideshow.getByRole("group")).toHaveCount(3);
    await expect(main.getByText("Free Shipping", { exact: true })).toBeVisible();
    await expect(main.getByText("Discounts up to 90%")).toBeVisible();
    for (const heading of [
      "Featured Products",
      "Popular Categories",
      "New Arrivals",
      "Latest News",
      "Top Rated Products",
      "Special Offers",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 2, name: "Bestsellers", exact: true })).toHaveCount(2);
    await expect(main.getByRole("tab")).toHaveText(["All", "Power Tools", "Hand Tools", "Plumbing"]);
    for (const carousel of ["Featured Products: All", "New Arrivals", "Latest News", "Our brands"]) {
      const region = main.getByRole("region", { name: carousel, exact: true });
      await expect(region, carousel).toHaveAttribute("aria-roledescription", "carousel");
      expect(await region.getByRole("group").count(), carousel).toBeGreaterThan(1);
    }
    const bestsellers = main.getByRole("region", { name: "Bestsellers" });
    await expect(bestsellers.getByRole("article")).toHaveCount(7);
    const categoryCards = main.getByRole("region", { name: "Popular Categories" }).getByRole("listitem");
    await expect(categoryCards.filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(6);
  });
}

test("the featured tabs switch products with the keyboard", async ({ page }) => {
  await openHome(page, "/");
  const all = page.getByRole("tab", { name: "All" });
  await all.focus();
  await expect(all).toHaveAttribute("aria-selected", "true");
  const firstOfAll = await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first().textContent();

  await page.keyboard.press("ArrowRight");
  const powerTools = page.getByRole("tab", { name: "Power Tools" });
  await expect(powerTools).toBeFocused();
  await expect(powerTools).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("region", { name: "Featured Products: Power Tools" })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Hand Tools" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Plumbing" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Power Tools" })).toHaveAttribute("aria-selected", "false");
  const plumbing = panel.getByRole("region", { name: "Featured Products: Plumbing" });
  await expect(plumbing).toBeVisible();
  await expect(plumbing.getByRole("heading", { level: 3 }).first()).not.toHaveText(firstOfAll ?? "");
});

test("a carousel's next button moves it, and arrow keys move through its slides", async ({ page }) => {
  await openHome(page, "/");
  const carousel = page.getByRole("region", { name: "New Arrivals", exact: true });
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.getByRole("group");
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(4)).not.toBeInViewport();

  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(slides.first()).not.toBeInViewport();
  await expect(slides.nth(4)).toBeInViewport({ ratio: 0.9 });

  await carousel.getByRole("button", { name: "Previous" }).click();
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await slides.first().getByRole("link").first().focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(slides.nth(5).getByRole("link").first()).toBeFocused();
  await expect(slides.nth(5)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.first()).not.toBeInViewport();
});

test("the slideshow dots switch slides", async ({ page }) => {
  await openHome(page, "/");
  const slideshow = page.getByRole("region", { name: "Highlights" });
  await slideshow.getByRole("button", { name: "Pause the slideshow" }).click();
  const second = slideshow.getByRole("group", { name: "2 of 3" });
  await expect(second).not.toBeInViewport();
  await slideshow.getByRole("button", { name: "Show slide 2" }).click();
  await expect(second).toBeInViewport({ ratio: 0.9 });
  await expect(second.getByRole("heading", { name: "Hand tools that last" })).toBeInViewport();
  await expect(slideshow.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
  await expect(slideshow.getByRole("group", { name: "1 of 3" })).not.toBeInViewport();
  await slideshow.getByRole("button", { name: "Show slide 3" }).click();
  await expect(
    slideshow.getByRole("group", { name: "3 of 3" }).getByRole("link", { name: "Shop Now" }),
  ).toHaveAttribute("href", "/shop/catalog/measurement");
});

test("the slides' pictures show on a wide screen, and a phone (where they are hidden) never fetches them", async ({
  browser,
  baseURL,
}) => {
  for (const width of [1280, 412]) {
    const page = await browser.newPage({ baseURL, viewport: { width, height: 823 } });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/", { waitUntil: "networkidle" });
    const first = page.getByRole("region", { name: "Highlights" }).getByRole("group", { name: "1 of 3" });
    const picture = (await first.locator("source").getAttribute("srcset")) ?? "";
    expect(picture).toMatch(/^\/media\/.+\.webp$/);
    const shown = await first.locator("img").evaluate((img) => (img as HTMLImageElement).currentSrc);
    if (width > 768) {
      expect(new URL(shown).pathname).toBe(picture);
      await expect(first.locator("img")).toBeVisible();
    } else {
      expect(asked).not.toContain(picture);
      await expect(first.locator("img")).toBeHidden();
    }
    await page.close();
  }
});

test("a brand in the brand carousel opens the catalogue filtered by that brand", async ({ page }) => {
  await openHome(page, "/");
  const brands = page.getByRole("region", { name: "Our brands" });
  const brandix = brands.getByRole("link", { name: "Brandix" });
  await expect(brandix).toHaveAttribute("href", "/shop/catalog?filter_check=brandix");
  await brandix.click();
  await expect(page).toHaveURL(/\/shop\/catalog\?filter_check=brandix$/);
});

for (const dir of ["ltr", "rtl"]) {
  for (const path of homePages) {
    test(`axe finds nothing on ${path} with every block loaded (${dir})`, async ({ page }) => {
      await openHome(page, `${path}?dir=${dir}`);
      await expectNoAxeViolations(page);
    });
  }
}

test("in Arabic the carousels run right to left", async ({ page }) => {
  await openHome(page, "/?dir=rtl");
  const carousel = page.getByRole("region", { name: "وصل حديثًا", exact: true });
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.getByRole("group");
  const first = await slides.first().boundingBox();
  const second = await slides.nth(1).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
  await carousel.getByRole("button", { name: "التالي" }).click();
  await expect(slides.first()).not.toBeInViewport();
  await expect(slides.nth(4)).toBeInViewport({ ratio: 0.9 });
});
