import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import type en from "../../app/i18n/en.json";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { cartThrough, categoryPage, expect, storeUrl, test } from "../support/fixtures";

/** The store's texts in a language, read as the app reads them (the English file gives their shape). */
const messagesOf = (lang: string): typeof en => JSON.parse(readFileSync(`app/i18n/${lang}.json`, "utf8"));

const LANGUAGES = ["en", "ru", "ar"].map((lang) => ({ lang, messages: messagesOf(lang) }));

const main = (page: Page) => page.getByRole("main");

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

/** No element under `root` that clips its overflow holds more than it shows, and none reaches past the screen. */
async function expectNothingClipped(root: Locator, what: string) {
  const clipped = await root.evaluate((element) => {
    const found: string[] = [];
    const screen = document.documentElement.clientWidth;
    for (const node of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      if (!(node instanceof HTMLElement) || node.offsetParent === null || node.closest("[inert]")) continue;
      const style = getComputedStyle(node);
      // Texts for screen readers only are clipped to a pixel on purpose.
      if (style.position === "absolute" && node.clientWidth <= 1) continue;
      const box = node.getBoundingClientRect();
      const text = (node.textContent ?? "").trim().slice(0, 40);
      if (style.overflowX !== "visible" && node.scrollWidth > node.clientWidth + 1 && text) {
        found.push(`${node.tagName} "${text}" holds ${node.scrollWidth}px in ${node.clientWidth}px`);
      }
      if (text && node.children.length === 0 && (box.left < -1 || box.right > screen + 1)) {
        found.push(`${node.tagName} "${text}" reaches ${Math.round(box.left)}…${Math.round(box.right)}px`);
      }
    }
    return found;
  });
  expect(clipped, `${what}: text clipped`).toEqual([]);
}

for (const { lang, messages } of LANGUAGES) {
  test.describe(`on a 390 px phone in ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`a sale's lines show each amount in its own labelled cell, and no page scrolls sideways or clips its text (${lang})`, async ({
      page,
      context,
      baseURL,
      seller,
      product,
      guestCart,
      cartWith,
    }) => {
      const store = storeUrl(baseURL);
      await context.addCookies([{ name: "lang", value: lang, url: store }]);
      // A guest buys from the seller (a sale); the seller buys another seller's product (an order of their own).
      const own = await seller.list({ name: "Bench Vise", price: 11.5 });
      const sale = await (await guestCart(own))();
      const order = await (await cartThrough(context.request, store, [product]))();
      await cartWith(product);

      // Every page fits the screen (the first also shows what the posts above said, as a one-time message).
      for (const path of [
        "/",
        categoryPage(product),
        product.path,
        "/shop/cart",
        "/shop/checkout",
        "/account/dashboard",
        "/account/orders",
        `/account/orders/${order?.number}`,
        "/account/sales",
        `/account/sales/${sale?.number}`,
        "/account/earnings",
        "/account/addresses",
        "/account/myProducts",
        "/shop/wishlist",
      ]) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }

      await page.goto(`/account/sales/${sale?.number}`);
      const table = main(page).getByRole("table", { name: messages.sales.yourLines });
      const line = table.getByRole("row").filter({ hasText: own.name });
      const cells = [
        [messages.cart.price, "11.50"],
        [messages.cart.quantity, "1"],
        [messages.cart.total, "11.50"],
      ] as const;
      let above = 0;
      for (const [label, amount] of cells) {
        const cell = line.locator(`td[data-label="${label}"]`);
        // The cell holds its amount alone; its column's name is drawn beside it, on a line of its own.
        await expect(cell).toHaveText(new RegExp(`^\\D{0,3}${amount.replace(".", "\\.")}\\D{0,3}$`));
        expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toContain(label);
        const box = await cell.boundingBox();
        expect(box?.y ?? 0).toBeGreaterThan(above);
        above = (box?.y ?? 0) + (box?.height ?? 0) - 1;
      }
      // Each total's name and amount sit apart on one line.
      for (const row of await table.locator("tfoot tr").all()) {
        const [heading, amount] = [await row.locator("th").boundingBox(), await row.locator("td").boundingBox()];
        const gap =
          lang === "ar"
            ? (heading?.x ?? 0) - ((amount?.x ?? 0) + (amount?.width ?? 0))
            : (amount?.x ?? 0) - ((heading?.x ?? 0) + (heading?.width ?? 0));
        expect(gap).toBeGreaterThanOrEqual(8);
      }
      await expectNoAxeViolations(page);

      await page.goto(`/account/orders/${order?.number}`);
      await expect(
        main(page)
          .getByRole("table", { name: messages.orders.items })
          .locator(`td[data-label="${messages.cart.total}"]`),
      ).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.goto("/");
      for (const heading of await page.locator("[aria-roledescription] h2").all()) {
        expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
        const [box, slide] = [await heading.boundingBox(), await heading.locator("xpath=../..").boundingBox()];
        expect(box?.width ?? 0).toBeLessThanOrEqual(slide?.width ?? 0);
      }
      await expectNothingClipped(page.locator("[role=group][aria-roledescription]").first(), "home hero");
      await expectNothingClipped(page.getByRole("banner"), "header");
    });

    test(`the account menu is one control above the page's content, opened with the keyboard and without scripts (${lang})`, async ({
      page,
      browser,
      context,
      baseURL,
      shopper,
    }) => {
      const store = storeUrl(baseURL);
      await context.addCookies([{ name: "lang", value: lang, url: store }]);
      expect(shopper.email).toBeTruthy();
      await page.goto("/account/addresses");
      const menu = main(page)
        .locator("details")
        .filter({ has: page.locator("summary") });
      const summary = menu.locator("summary");
      await expect(summary).toContainText(messages.accountNav.addresses);
      const profileLink = page.getByRole("link", { name: messages.accountNav.profile, exact: true });
      await expect(profileLink).toBeHidden();
      // The page's own content starts in the first screen, right under the one-line control.
      const content = main(page).getByRole("link", { name: messages.addresses.add }).first();
      const [control, first] = [await summary.boundingBox(), await content.boundingBox()];
      expect(first?.y ?? 0).toBeGreaterThan(control?.y ?? 0);
      expect(first?.y ?? 0).toBeLessThan(844);

      await waitForHydration(page.getByRole("banner").getByRole("button").first());
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(profileLink).toBeVisible();
      await expectNoAxeViolations(page);

      const noScripts = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
        storageState: await context.storageState(),
      });
      const plain = await noScripts.newPage();
      await plain.goto("/account/addresses");
      await plain.getByRole("main").locator("summary").click();
      await plain.getByRole("link", { name: messages.accountNav.profile, exact: true }).click();
      await expect(plain).toHaveURL(/\/account\/profile$/);
      await expect(plain.getByRole("main").locator("summary")).toContainText(messages.accountNav.profile);
      await noScripts.close();
    });
  });
}
