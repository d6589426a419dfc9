import type { Page } from "@playwright/test";
import { expectNoAxeViolations, stopPageClock } from "../support/e2e";
import { expect, openCard, test } from "../support/fixtures";

const DEMO = "/shop/product-standard";
const SCREWDRIVER = /Screwdriver/i;

/**
 * Opens a product page and waits until React has hydrated it, the tabs too (their code follows the page's first
 * scripts): a click before that would do nothing.
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
    return (
      hydrated(document.querySelector("main button[aria-pressed], main button[aria-label]")) &&
      hydrated(document.querySelector("main [role='tab']"))
    );
  });
  return response;
}

const quantity = (page: Page) => page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
// The first one is the product's own; the related products' cards follow.
const addToCart = (page: Page) => page.getByRole("main").getByRole("button", { name: "Add to cart" }).first();

test("the three demo routes show the screwdriver, the sidebar one with its sidebar", async ({ page }) => {
  for (const path of ["/shop/product-standard", "/shop/product-columnar", "/shop/product-sidebar"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SCREWDRIVER);
  }
  await expect(page.getByRole("complementary").getByRole("heading", { name: "Latest products" })).toBeVisible();
});

test("an unknown product is the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/shop/products/no-such-product");
  expect(response?.status()).toBe(404);
});

test("the breadcrumb leads from Home through the shop and the product's categories to the product", async ({
  page,
}) => {
  await page.goto(DEMO);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs.first()).toHaveText("Home");
  await expect(crumbs.nth(1)).toHaveText("Shop");
  expect(await crumbs.count()).toBeGreaterThanOrEqual(4);
  await expect(crumbs.last()).toHaveText(SCREWDRIVER);
});

test("the tabs switch with the arrow keys, Description first", async ({ page }) => {
  await visit(page, DEMO);
  const tabs = page.getByRole("tablist", { name: "Product details" });
  const description = tabs.getByRole("tab", { name: "Description" });
  await expect(description).toHaveAttribute("aria-selected", "true");
  await description.focus();
  await page.keyboard.press("ArrowRight");
  const specification = tabs.getByRole("tab", { name: "Specification" });
  await expect(specification).toBeFocused();
  await expect(specification).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Specification" }).getByRole("table")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  const reviews = tabs.getByRole("tab", { name: /Reviews/ });
  await expect(reviews).toHaveAttribute("aria-selected", "true");
  await expect(reviews).toBeFocused();
  // One key at a time, each after the last has taken effect: a busy machine must not reorder them.
  await page.keyboard.press("ArrowLeft");
  await expect(specification).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(description).toHaveAttribute("aria-selected", "true");
});

test("right to left, the left arrow goes to the next tab and the right arrow back; Home and End go to the ends", async ({
  page,
}) => {
  await visit(page, `${DEMO}?dir=rtl`);
  const tabs = page.getByRole("main").getByRole("tablist");
  const [description, specification, reviews] = [0, 1, 2].map((at) => tabs.getByRole("tab").nth(at));
  await description!.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(specification!).toBeFocused();
  await expect(specification!).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(description!).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(reviews!).toBeFocused();
  await expect(page.getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await reviews!.getAttribute("id")) ?? "",
  );
  await page.keyboard.press("Home");
  await expect(description!).toHaveAttribute("aria-selected", "true");
  // Only the chosen tab is in the Tab order.
  await expect(tabs.locator("[tabindex='0']")).toHaveCount(1);
});

test("the review count links to the Reviews tab", async ({ page }) => {
  await visit(page, DEMO);
  await page
    .getByRole("main")
    .getByRole("link", { name: /\d+ reviews?$/ })
    .click();
  await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveAttribute("aria-selected", "true");
});

test("posting a review adds it to the list and updates the count and the rating on the page", async ({
  page,
  product,
  reviewOf,
}) => {
  await reviewOf(product, { stars: 5 });
  await visit(page, product.path);
  const countLink = page.getByRole("main").getByRole("link", { name: /^\d+ reviews?$/ });
  const before = Number(/\d+/.exec((await countLink.textContent()) ?? "")?.[0]);
  const stars = page
    .getByRole("main")
    .getByRole("img", { name: /^Rated / })
    .first();
  const ratingBefore = await stars.getAttribute("aria-label");
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  await panel.getByRole("textbox", { name: "Your name" }).fill("Tess Tester");
  await panel.getByRole("textbox", { name: /Email address/ }).fill("tess@example.com");
  await panel.getByRole("radio", { name: "1 star" }).check();
  await panel.getByRole("textbox", { name: /Your review/ }).fill("Solid grip, <b>not</b> HTML.");
  await panel.getByRole("button", { name: "Post review" }).click();
  await expect(panel.getByRole("status")).toHaveText("Thank you, your review has been posted");
  await expect(countLink).toHaveText(`${before + 1} reviews`);
  // One star among higher ratings lowers the average.
  await expect(stars).not.toHaveAttribute("aria-label", ratingBefore ?? "");
  await expect(page.getByRole("tab", { name: /Reviews/ })).toContainText(`(${before + 1})`);
  await expect(panel.getByRole("listitem").first()).toContainText("Solid grip, <b>not</b> HTML.");
});

test("the zoom opens PhotoSwipe on the large picture, loaded only then, and Escape closes it and gives the focus back", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await visit(page, DEMO);
  expect(requests.filter((url) => /photoswipe/i.test(url))).toEqual([]);
  const zoom = page.getByRole("button", { name: "Zoom image" });
  await zoom.click();
  const dialog = page.locator(".pswp[role='dialog']");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".pswp__img").first()).toBeVisible();
  // It shows the large (1400 px) rendition, sharper than the 700 px one on the page.
  await expect(dialog.locator(".pswp__img").first()).toHaveAttribute("src", /-large\.webp$/);
  expect(
    await dialog
      .locator(".pswp__img")
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1400);
  // The focus moves into the zoom once it has opened (before that, PhotoSwipe ignores Escape).
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(zoom).toBeFocused();
});

test("thumbnails switch the main image", async ({ page }) => {
  await visit(page, DEMO);
  const second = page.getByRole("button", { name: "Show image 2" });
  test.skip((await second.count()) === 0, "the demo product has one image");
  const main = page.getByRole("button", { name: "Zoom image" }).locator("img");
  const before = await main.getAttribute("src");
  await second.click();
  await expect(second).toHaveAttribute("aria-pressed", "true");
  expect(await main.getAttribute("src")).not.toBe(before);
});

test("letters typed as the quantity are refused beside the field and stay until corrected", async ({ page }) => {
  await visit(page, DEMO);
  await quantity(page).fill("abc");
  await expect(addToCart(page)).toHaveAttribute("title", "Enter a quantity of at least 1");
  await quantity(page).blur();
  // Nothing changes the shopper's text behind their back: it stays, and so does the reason.
  await expect(quantity(page)).toHaveValue("abc");
  await expect(page.getByRole("main").getByText("Enter a quantity of at least 1")).toBeVisible();
  await expect(addToCart(page)).toBeDisabled();
  await quantity(page).fill("2");
  await expect(addToCart(page)).toBeEnabled();
  await expect(addToCart(page)).not.toHaveAttribute("title");
});

test("an empty, zero or negative quantity disables Add to cart and says why, in every language", async ({
  page,
  baseURL,
}) => {
  await visit(page, DEMO);
  await quantity(page).fill("");
  await expect(addToCart(page)).toBeDisabled();
  await expect(addToCart(page)).toHaveAttribute("title", "Enter a quantity of at least 1");
  for (const typed of ["0", "-3"]) {
    await quantity(page).fill(typed);
    await quantity(page).blur();
    await expect(quantity(page)).toHaveValue(typed);
    await expect(page.getByRole("main").getByText("Enter a quantity of at least 1")).toBeVisible();
    await expect(addToCart(page)).toBeDisabled();
  }
  await quantity(page).fill("3");
  await expect(addToCart(page)).toBeEnabled();
  await expect(page.getByRole("main").getByText("Enter a quantity of at least 1")).toBeHidden();

  const others: [string, string][] = [
    ["ru", "Укажите количество не меньше 1"],
    ["ar", "أدخل كمية لا تقل عن 1"],
  ];
  for (const [lang, says] of others) {
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL ?? "" }]);
    await visit(page, DEMO);
    const field = page.getByRole("main").getByRole("spinbutton").first();
    await field.fill("-3");
    await field.blur();
    await expect(field).toHaveValue("-3");
    await expect(page.getByRole("main").getByText(says)).toBeVisible();
  }
});

// The page's clock moves only when told: the button is held exactly 700 ms, however busy the machine.
test("holding + down steps the quantity again and again; the keyboard steps once per press", async ({ page }) => {
  await visit(page, DEMO);
  await stopPageClock(page);
  const plus = page.getByRole("main").getByRole("button", { name: "Increase quantity" });
  const box = await plus.boundingBox();
  if (!box) throw new Error("no + button");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(700);
  await page.mouse.up();
  // One step at once, then after 300 ms one every 50 ms: about 8 in 700 ms.
  await expect.poll(async () => Number(await quantity(page).inputValue())).toBeGreaterThanOrEqual(4);
  const held = Number(await quantity(page).inputValue());
  // Let go, it stops: the keyboard's step below counts from where the hold ended.
  await page.clock.runFor(200);
  await expect(quantity(page)).toHaveValue(String(held));

  await plus.focus();
  await page.keyboard.press("Enter");
  await expect(quantity(page)).toHaveValue(String(held + 1));
  await page.getByRole("main").getByRole("button", { name: "Decrease quantity" }).click();
  await expect(quantity(page)).toHaveValue(String(held));
});

test("a sold-out product cannot be added to the cart", async ({ page, listProduct }) => {
  const card = await openCard(page, await listProduct({ stock: 0 }), { hydrated: false });
  await expect(card).toContainText("Sold out");
  const href = await card.getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/^\/shop\/products\//);
  await visit(page, href ?? "");
  await expect(page.getByRole("main").getByText("Sold out", { exact: true })).toBeVisible();
  await expect(addToCart(page)).toBeDisabled();
  await expect(addToCart(page)).toHaveAttribute("title", "This product is not in stock");
});

test("the page carries a canonical URL, Open Graph tags and a JSON-LD Product with its offer in USD", async ({
  page,
}) => {
  await page.goto(DEMO);
  await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /^https?:\/\/.+\/shop\/products\/.+/);
  await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator("meta[property='og:type']")).toHaveAttribute("content", "product");
  await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /^https?:\/\//);
  const json = await page.locator("script[type='application/ld+json']").textContent();
  const product = JSON.parse(json ?? "{}");
  expect(product["@type"]).toBe("Product");
  expect(product.name).toMatch(SCREWDRIVER);
  expect(product.offers.price).toMatch(/^\d+\.\d\d$/);
  expect(product.offers.priceCurrency).toBe("USD");
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|OutOfStock)$/);
});

/** Scrolls to the page's end, as a visitor does: what waits below the fold (the related products) renders then. */
async function scrollToEnd(page: Page) {
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
}

test("related products of the same sub-category follow in a carousel, once the visitor scrolls near them", async ({
  page,
}) => {
  await visit(page, DEMO);
  const related = page.getByRole("region", { name: "Related products" });
  // Their code and their rendering wait until the visitor comes near them.
  await expect(related).toHaveCount(0);
  await scrollToEnd(page);
  await expect(related.locator("article").first()).toBeVisible();
  const count = await related.locator("article").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect(related.getByRole("heading", { name, exact: true })).toHaveCount(0);
});

for (const dir of ["ltr", "rtl"]) {
  test(`axe finds nothing on the product page (${dir})`, async ({ page }) => {
    await visit(page, `${DEMO}?dir=${dir}`);
    // Right to left is the Arabic page: the related products' cards (the page's only articles) by their role.
    await scrollToEnd(page);
    await expect(page.locator("main article").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
