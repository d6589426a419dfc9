import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, headerControl, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

// A shopper on a 390 px phone with a keyboard, in each language: the header's cart is crossed with Tab, every focused
// control shows its ring, a refused quantity says so beside its field, and the signed-in header fits on one line.

type Dictionary = Record<string, unknown>;
const words = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/${locale}.json`, import.meta.url), "utf8")) as Dictionary;
const say = (dictionary: Dictionary, key: string, values: Record<string, string | number> = {}) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Dictionary)?.[part], dictionary);
  if (typeof text !== "string") throw new Error(`no ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
};

// The phone's or the desktop's header, whichever shows (both may, for a moment, before the stylesheet applies).
const header = (page: Page) => page.locator("header").filter({ visible: true }).last();

/**
 * The focused element shows a ring: an outline of some width, or a box shadow; on `drawnOn` when the ring is drawn
 * around it (the search field's box) rather than on it.
 */
async function expectFocusRing(control: Locator, drawnOn: Locator = control) {
  await expect(control).toBeFocused();
  const ring = await drawnOn.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
  });
  expect(ring).toBe(true);
}

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ["en", "ru", "ar"]) {
  const dictionary = words(locale);

  test.describe(`in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: locale, url: baseURL ?? "" }]);
    });

    test(`the header's cart is crossed with Tab, with a ring on each stop (${locale})`, async ({
      page,
      product,
      cartWith,
    }) => {
      await cartWith(product);
      await page.goto("/");
      const name = say(dictionary, "shell.cartCount_one", { count: 1 });
      // A link to the cart page until the focus comes: then the popover's button, which keeps the focus (decision 072).
      const standIn = headerControl(header(page), name);
      await waitForHydration(standIn);
      await standIn.focus();
      const cart = header(page).getByRole("button", { name, exact: true });
      await expectFocusRing(cart);
      await page.keyboard.press("Enter");
      const panel = header(page).getByRole("dialog", { name: say(dictionary, "shell.cart") });
      await expect(panel).toBeVisible();
      const stops = [
        panel.getByRole("link", { name: new RegExp(product.name) }),
        panel.getByRole("button", { name: say(dictionary, "cart.removeNamed", { name: product.name }) }),
        panel.getByRole("link", { name: say(dictionary, "cart.viewCart") }),
        panel.getByRole("link", { name: say(dictionary, "cart.checkout") }),
      ];
      await expectFocusRing(stops[0] as Locator);
      for (const stop of stops.slice(1)) {
        await page.keyboard.press("Tab");
        await expectFocusRing(stop);
      }
      await expectNoAxeViolations(page);
      // Past the last stop Tab comes round to the first; Escape closes the panel and gives the focus back.
      await page.keyboard.press("Tab");
      await expectFocusRing(stops[0] as Locator);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expectFocusRing(cart);
    });

    test(`a negative quantity says why beside the field, on the product page and in the cart (${locale})`, async ({
      page,
      product,
      cartWith,
    }) => {
      const refused = say(dictionary, "product.enterQuantity");
      await page.goto(product.path);
      const add = page
        .getByRole("main")
        .getByRole("button", { name: say(dictionary, "product.addToCart") })
        .first();
      await waitForHydration(add);
      const quantity = page.getByRole("main").getByRole("spinbutton", { name: say(dictionary, "product.quantity") });
      await quantity.fill("-2");
      await expect(page.getByRole("main").getByText(refused)).toBeVisible();
      await expect(quantity).toHaveAccessibleDescription(refused);
      await expect(add).toBeDisabled();
      await expectNoAxeViolations(page);

      await cartWith(product);
      await page.goto("/shop/cart");
      const line = page.getByRole("spinbutton", { name: say(dictionary, "cart.quantityOf", { name: product.name }) });
      await waitForHydration(line);
      await line.fill("-1");
      await expect(page.getByRole("main").getByText(refused)).toBeVisible();
      await expect(page.getByRole("button", { name: say(dictionary, "cart.update") })).toBeDisabled();
    });

    test(`the header's search field shows its ring when reached with the keyboard (${locale})`, async ({ page }) => {
      await page.goto("/");
      const show = header(page).getByRole("button", { name: say(dictionary, "search.toggle") });
      await waitForHydration(show);
      await show.focus();
      await page.keyboard.press("Enter");
      const field = header(page).getByRole("combobox", { name: say(dictionary, "search.label") });
      const box = header(page).getByRole("search");
      await expectFocusRing(field, box);
      // Away to the search button and back with Tab: the ring is there each time the field has the focus.
      await page.keyboard.press("Tab");
      await expectFocusRing(box.getByRole("button", { name: say(dictionary, "search.submit") }));
      await page.keyboard.press("Shift+Tab");
      await expectFocusRing(field, box);
    });

    test(`Add to cart keeps the focus and its result is announced in the notifications region (${locale})`, async ({
      page,
      product,
    }) => {
      await page.goto(product.path);
      const add = page
        .getByRole("main")
        .getByRole("button", { name: say(dictionary, "product.addToCart") })
        .first();
      await waitForHydration(add);
      await add.focus();
      await page.keyboard.press("Enter");
      // Sonner's region is a polite live region: what is added to it is read out without moving the focus.
      const notices = page.getByRole("region", { name: say(dictionary, "shell.notifications"), exact: true });
      await expect(notices).toHaveAttribute("aria-live", "polite");
      await expect(notices).toContainText(say(dictionary, "cart.added", { name: product.name }));
      await expectFocusRing(add);
      await expect(headerControl(header(page), say(dictionary, "shell.cartCount_one", { count: 1 }))).toBeVisible();
    });

    test(`the notifications region is named in the page's language, with no shortcut in its name (${locale})`, async ({
      page,
    }) => {
      await page.goto("/");
      // It comes with the visitor's first key press once the page has hydrated (decision 071): the header's links
      // that open popups say so once the page's effects have run.
      await expect(header(page).locator("a[aria-haspopup]").first()).toBeAttached();
      await page.keyboard.press("Tab");
      const name = say(dictionary, "shell.notifications");
      const notices = page.getByRole("region", { name, exact: true });
      await expect(notices).toHaveCount(1);
      await expect(notices).toHaveAccessibleName(name);
      await expect(page.getByRole("region", { name: /alt\+T/i })).toHaveCount(0);
    });

    test(`the signed-in header fits, the store name on one line (${locale})`, async ({ page, shopper: _signedIn }) => {
      await page.goto("/");
      const name = header(page).getByRole("link").first().locator("span").first();
      const lineHeight = await name.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      const height = await name.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThan(lineHeight * 1.5);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
