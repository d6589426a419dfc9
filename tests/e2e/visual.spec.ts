import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type en from "../../app/i18n/en.json";
import { cartThrough, expect, signUpThrough, storeUrl, test } from "../support/fixtures";
import { LATIN_IN_ARABIC } from "../support/typed-order";

// Visual baselines (issue 38): six pages on a 390 px phone in English, Russian and Arabic, as their first paint
// draws them (the server's page, before any script), kept in visual.spec.ts-snapshots and reviewed by eye when
// made. What changes from run to run is masked: names of the test's own products, dates, order numbers, emails.
// A change to these pages that moves pixels fails here: look at the diff, and if it is meant, run
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and review the new pictures.

const messagesOf = (lang: string): typeof en => JSON.parse(readFileSync(`app/i18n/${lang}.json`, "utf8"));

/** A demo catalogue page no test adds to (tests list Brandix products), in a fixed order. */
const CATALOGUE = "/shop/catalog/power-tools?filter_check=wakita&sort=name-asc";
/** A demo product, sold by the store. */
const PRODUCT = "/shop/products/wakita-12v-compact-drill-driver-cdd-634";

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

/** `fullPage`: the whole page, for those whose totals sit below the first screen (cart, checkout, sale). */
async function snap(page: Page, name: string, mask: ReturnType<Page["locator"]>[] = [], { fullPage = false } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(name, { mask, fullPage, animations: "disabled", maxDiffPixelRatio: 0.01 });
}

for (const lang of ["en", "ru", "ar"]) {
  test(`home, catalogue, product, cart, checkout, order and sale pages on a phone look as reviewed (${lang})`, async ({
    page,
    context,
    browser,
    baseURL,
    seller,
    guestCart,
  }) => {
    const messages = messagesOf(lang);
    await context.addCookies([{ name: "lang", value: lang, url: storeUrl(baseURL) }]);
    const own = await seller.list({ name: "Bench Vise", price: 11.5 });
    const sale = await (await guestCart(own))({ billing: LATIN_IN_ARABIC });
    // The seller's own cart holds their product: its name is the only thing that changes between runs.
    const added = await context.request.post("/shop/cart", {
      form: { intent: "add", productId: own.id, quantity: 1, redirectTo: "/shop/cart" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    // The one-time message the add left is read here, not on the pictures.
    await page.goto("/site/faq");

    const ownName = page.getByText(own.name);
    const estimate = page.locator("[data-delivery-estimate]");

    await page.goto("/");
    await snap(page, `home-${lang}.png`);
    await page.goto(CATALOGUE);
    await snap(page, `catalogue-${lang}.png`);
    await page.goto(PRODUCT);
    await snap(page, `product-${lang}.png`, [estimate]);
    await page.goto("/shop/cart");
    await snap(page, `cart-${lang}.png`, [ownName, estimate], { fullPage: true });
    await page.goto("/shop/checkout");
    // The whole page holds the billing email, filled with the test's own (unique) account.
    const email = page.locator('input[name="billing.email"]');
    await snap(page, `checkout-${lang}.png`, [ownName, estimate, email], { fullPage: true });

    await page.goto(`/account/sales/${sale?.number}`);
    await expect(page.getByRole("main").getByRole("table", { name: messages.sales.yourLines })).toBeVisible();
    const number = page.getByText(sale?.number ?? "no order");
    const buyerEmail = page.getByText(/@example\.com$/);
    // Its history says when the order was placed.
    const placedAt = page.getByRole("main").locator("time");
    await snap(page, `sale-${lang}.png`, [ownName, number, buyerEmail, placedAt], { fullPage: true });

    // The buyer's own order page, signed in.
    const buyerContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    await buyerContext.addCookies([{ name: "lang", value: lang, url: storeUrl(baseURL) }]);
    await signUpThrough(buyerContext.request, storeUrl(baseURL), "Ada Lovelace");
    const bought = await (await cartThrough(buyerContext.request, storeUrl(baseURL), [own]))({
      billing: LATIN_IN_ARABIC,
    });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/account/orders/${bought?.number}`);
    await expect(buyer.getByRole("main").locator("address").first()).toContainText("Sheikh Zayed Road 1");
    await snap(
      buyer,
      `order-${lang}.png`,
      [
        buyer.getByText(own.name),
        buyer.getByText(bought?.number ?? "no order"),
        buyer.getByText(/@example\.com$/),
        buyer.getByRole("main").locator("time"),
      ],
      { fullPage: true },
    );
    await buyerContext.close();
  });
}
