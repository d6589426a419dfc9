import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "../support/e2e";
import { categoryPage, expect, type Product, test } from "../support/fixtures";

// Pages paint first and hydrate later (decision 022). A shopper who clicks before the scripts run gets the same
// outcome and the same words as one who waits for them (decision 036). Each case runs twice: with every script held
// back for 5 s and the click made at once, and with the page hydrated first.

const HOLD_MS = 5_000;

/** Every script of the store answers HOLD_MS late, on this page and the pages it leads to. */
async function holdScripts(page: Page) {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
}

/** Whether React has taken over this element yet. */
const isHydrated = (control: Locator) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")));

// The phone's or the desktop's header, whichever shows (both may, for a moment, before the stylesheet applies).
const header = (page: Page) => page.locator("header").filter({ visible: true }).last();
const said = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

for (const before of [true, false]) {
  const when = before ? "before the scripts" : "with the scripts";

  test.describe(when, () => {
    /** Opens a page; before the scripts, checks the control is still plain HTML when it is clicked. */
    async function ready(page: Page, path: string, control: (page: Page) => Locator) {
      if (before) await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      if (before) expect(await isHydrated(control(page))).toBe(false);
      else await waitForHydration(control(page));
      return control(page);
    }

    const card = (page: Page, product: Product) =>
      page.locator("article").filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });

    test(`Add to cart on a card says so and counts it (${when})`, async ({ page, product }) => {
      const add = await ready(page, categoryPage(product), (p) =>
        card(p, product).getByRole("button", { name: "Add to cart" }),
      );
      await add.click();
      await expect(said(page, `Product "${product.name}" added to cart!`)).toBeVisible();
      await expect(header(page).getByLabel("Cart, 1 item")).toBeVisible();
    });

    test(`Add to cart on the product page adds the quantity typed and says so (${when})`, async ({ page, product }) => {
      const add = await ready(page, product.path, (p) =>
        p.getByRole("main").getByRole("button", { name: "Add to cart" }).first(),
      );
      await page.getByRole("main").getByRole("spinbutton", { name: "Quantity" }).fill("3");
      await add.click();
      await expect(said(page, `Product "${product.name}" added to cart!`)).toBeVisible();
      await page.goto("/shop/cart", { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue("3");
    });

    test(`an emptied quantity is refused, and stays empty once the page hydrates (${when})`, async ({
      page,
      product,
    }) => {
      await ready(page, product.path, (p) => p.getByRole("main").getByRole("button", { name: "Add to cart" }).first());
      const quantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
      await quantity.fill("");
      await waitForHydration(page.getByRole("main").getByRole("button", { name: "Add to cart" }).first());
      await expect(quantity).toHaveValue("");
      await expect(page.getByRole("main").getByRole("button", { name: "Add to cart" }).first()).toBeDisabled();
      await expect(quantity).toHaveAccessibleDescription("Enter a quantity of at least 1");
    });

    test(`Wishlist and Compare say so and count it (${when})`, async ({ page, shopper: _signedIn, product }) => {
      const wish = await ready(page, categoryPage(product), (p) =>
        card(p, product).getByRole("button", { name: `Add ${product.name} to wish list` }),
      );
      await wish.click();
      await expect(said(page, `Product "${product.name}" added to wish list!`)).toBeVisible();
      await expect(header(page).getByLabel("Wish list, 1 product")).toBeVisible();

      const compare = await ready(page, categoryPage(product), (p) =>
        card(p, product).getByRole("button", { name: `Add ${product.name} to compare` }),
      );
      await compare.click();
      await expect(said(page, `Product "${product.name}" added to compare!`)).toBeVisible();
    });

    test(`Quick view shows the product (${when})`, async ({ page, product }) => {
      const quickView = await ready(page, categoryPage(product), (p) =>
        card(p, product).getByLabel(`Quick view: ${product.name}`),
      );
      await quickView.click();
      if (before) {
        // The product's own page: what the modal shows, and more.
        await expect(page).toHaveURL(product.path);
        await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
      } else {
        await expect(page.getByRole("dialog").getByRole("heading", { name: product.name })).toBeVisible();
      }
    });

    test(`the header's menus open (${when})`, async ({ page }) => {
      const departments = await ready(page, "/", (p) => header(p).getByText("Shop By Category"));
      await departments.click();
      await expect(page.getByRole(before ? "link" : "menuitem", { name: "Instruments", exact: true })).toBeVisible();
      await page.keyboard.press("Escape");

      await ready(page, "/", (p) => header(p).getByText("Currency:"));
      await header(page).getByText("Currency:").click();
      await page.getByRole(before ? "button" : "menuitemradio", { name: /Euro/ }).click();
      await expect(header(page).getByText("Currency:")).toContainText("€ EUR");

      const cart = await ready(page, "/", (p) => header(p).getByLabel(/^Cart, 0 items$/));
      await cart.click();
      if (before) await expect(page).toHaveURL("/shop/cart");
      else await expect(header(page).getByRole("dialog", { name: "Shopping cart" })).toContainText("empty");
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`the menu drawer and the search field open (${when})`, async ({ page }) => {
        const menu = await ready(page, "/", (p) => header(p).getByRole("button", { name: "Open menu" }));
        await menu.click();
        await expect(
          page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Track Order" }),
        ).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

        await header(page).getByRole("button", { name: "Show search" }).click();
        const field = header(page).getByRole("combobox", { name: /Search/ });
        await expect(field).toBeVisible();
        // With the scripts, the tap also puts the cursor in the field.
        if (!before) await expect(field).toBeFocused();
      });
    });
  });
}
