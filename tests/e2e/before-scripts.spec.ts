import { randomBytes } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { waitForHydration } from "../support/e2e";
import { categoryPage, expect, listThrough, type Product, signUpThrough, storeUrl, test } from "../support/fixtures";

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

/** A day counted from today, in UTC, as the coupon form writes it. */
const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A seller of their own lists a product and makes a 20 % coupon for it on their coupons page; both, and its code. */
async function couponedProduct(request: APIRequestContext, baseURL: string) {
  await signUpThrough(request, baseURL, "Coupon Seller");
  const product = await listThrough(request, baseURL);
  const code = `PLAIN-${randomBytes(3).toString("hex").toUpperCase()}`;
  const made = await request.post("/account/coupons", {
    headers: { Origin: baseURL },
    maxRedirects: 0,
    form: {
      intent: "create",
      code,
      kind: "percent",
      percentOff: "20",
      amountOff: "",
      minSubtotal: "",
      startsOn: dayFromToday(-1),
      endsOn: dayFromToday(30),
      maxUses: "",
      maxUsesPerCustomer: "",
      active: "on",
    },
  });
  expect(made.status(), `making coupon ${code}`).toBe(303);
  return { product, code };
}

for (const before of [true, false]) {
  const when = before ? "before the scripts" : "with the scripts";

  test.describe(when, () => {
    /**
     * Opens a page; before the scripts, checks the control is still plain HTML when it is clicked. With them, a link
     * standing in for a header control until its code comes (decision 072) says it opens a popup once the page has
     * hydrated.
     */
    async function ready(page: Page, path: string, control: (page: Page) => Locator, { popup = false } = {}) {
      if (before) await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      if (before) expect(await isHydrated(control(page))).toBe(false);
      else await waitForHydration(control(page));
      if (!before && popup) await expect(control(page)).toHaveAttribute("aria-haspopup", /.+/);
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

    test(`a negative quantity is refused beside the field and stays as typed (${when})`, async ({ page, product }) => {
      const add = await ready(page, product.path, (p) =>
        p.getByRole("main").getByRole("button", { name: "Add to cart" }).first(),
      );
      const quantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
      const message = page.getByRole("main").getByText("Enter a quantity of at least 1");
      await quantity.fill("-3");
      await quantity.press("Tab");
      // Before the scripts the browser's own check shows it (the field is left refused); after, the page does.
      await expect(message).toBeVisible();
      await waitForHydration(add);
      await expect(quantity).toHaveValue("-3");
      await expect(message).toBeVisible();
      await expect(quantity).toHaveAccessibleDescription("Enter a quantity of at least 1");
      await expect(add).toBeDisabled();
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

      const cart = await ready(page, "/", (p) => header(p).getByLabel(/^Cart, 0 items$/), { popup: true });
      await cart.click();
      if (before) await expect(page).toHaveURL("/shop/cart");
      else await expect(header(page).getByRole("dialog", { name: "Shopping cart" })).toContainText("empty");
    });

    test(`an emptied quantity is refused at Add to cart and nothing is added (${when})`, async ({ page, product }) => {
      const add = await ready(page, product.path, (p) =>
        p.getByRole("main").getByRole("button", { name: "Add to cart" }).first(),
      );
      const quantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
      await quantity.fill("");
      const refused = async () => {
        await expect(add).toBeDisabled();
        await expect(page.getByRole("main").getByText("Enter a quantity of at least 1")).toBeVisible();
        await expect(quantity).toHaveAccessibleDescription("Enter a quantity of at least 1");
      };
      if (before) {
        // The browser refuses the plain form itself (its own bubble says why): the field is required.
        await add.click();
        expect(await quantity.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(true);
        await waitForHydration(add);
        // Still this page, as it was (a post would have come back to a fresh page, its quantity 1), now saying why.
        await expect(quantity).toHaveValue("");
        await refused();
      } else {
        await refused();
        // A press on the greyed button sends nothing (leaving the field puts back the least quantity, 1).
        await add.click({ force: true });
      }
      await expect(header(page).getByLabel(/^Cart, 0 items$/)).toBeVisible();
      await page.goto("/shop/cart", { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("main").getByText("Your shopping cart is empty!")).toBeVisible();
    });

    test(`the language menu switches the page to Russian (${when})`, async ({ page }) => {
      const language = await ready(page, "/", (p) => header(p).getByText("Language:"));
      await language.click();
      await page.getByRole(before ? "button" : "menuitemradio", { name: "Русский" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(header(page).getByText("Язык:")).toContainText("Русский");
    });

    test(`the signed-in account icon and My Account lead to the account's links (${when})`, async ({
      page,
      shopper,
    }) => {
      // Before the scripts each is a link to the dashboard, which lists the same links; with them, a menu opens.
      const accountLink = (p: Page) =>
        before
          ? p.getByRole("main").getByRole("link", { name: "Order History", exact: true })
          : header(p).getByRole("menuitem", { name: "Order History", exact: true });
      const icon = await ready(page, "/", (p) => header(p).getByLabel(`Account menu of ${shopper.name}`), {
        popup: true,
      });
      await icon.click();
      if (before) await expect(page).toHaveURL("/account/dashboard");
      await expect(accountLink(page)).toBeVisible();
      await page.keyboard.press("Escape");

      const myAccount = await ready(page, "/", (p) => header(p).getByText("My Account", { exact: true }), {
        popup: true,
      });
      await myAccount.click();
      if (before) await expect(page).toHaveURL("/account/dashboard");
      await expect(accountLink(page)).toBeVisible();
    });

    test(`updating and removing a cart line say so (${when})`, async ({ page, product, cartWith }) => {
      await cartWith(product);
      const update = await ready(page, "/shop/cart", (p) => p.getByRole("button", { name: "Update Cart" }));
      await page.getByRole("spinbutton", { name: `Quantity of ${product.name}` }).fill("2");
      await update.click();
      await expect(said(page, "Your cart was updated.")).toBeVisible();
      await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue("2");

      const remove = await ready(page, "/shop/cart", (p) =>
        p.getByRole("button", { name: `Remove ${product.name} from the cart` }),
      );
      await remove.click();
      await expect(said(page, "The product was removed from your cart.")).toBeVisible();
      await expect(page.getByRole("main").getByText("Your shopping cart is empty!")).toBeVisible();
    });

    test(`applying and removing a coupon say so (${when})`, async ({ page, playwright, baseURL, cartWith }) => {
      const sellerRequest = await playwright.request.newContext({ baseURL });
      const { product, code } = await couponedProduct(sellerRequest, storeUrl(baseURL));
      await sellerRequest.dispose();
      await cartWith(product);
      const apply = await ready(page, "/shop/cart", (p) => p.getByRole("button", { name: "Apply Coupon" }));
      await page.getByRole("main").getByLabel("Coupon code").fill(code.toLowerCase());
      await apply.click();
      await expect(said(page, `Coupon ${code} applied to your cart.`)).toBeVisible();
      await expect(page.getByRole("main").getByText(`Coupon ${code} is on your cart.`)).toBeVisible();

      const remove = await ready(page, "/shop/cart", (p) => p.getByRole("button", { name: `Remove coupon ${code}` }));
      await remove.click();
      await expect(said(page, "The coupon was removed from your cart.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Apply Coupon" })).toBeVisible();
    });

    test(`removing a product from the wish list says so (${when})`, async ({
      page,
      context,
      baseURL,
      shopper: _signedIn,
      product,
    }) => {
      const added = await context.request.post("/shop/wishlist", {
        headers: { Origin: storeUrl(baseURL) },
        maxRedirects: 0,
        form: { intent: "add", productId: product.id },
      });
      expect(added.status()).toBeLessThan(400);
      const remove = await ready(page, "/shop/wishlist", (p) =>
        p.getByRole("button", { name: `Remove ${product.name} from the wish list` }),
      );
      await remove.click();
      await expect(said(page, "The product was removed from your wish list.")).toBeVisible();
      await expect(page.getByRole("main").getByText("Your wish list is empty!")).toBeVisible();
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

      test(`the catalogue's filters drawer opens (${when})`, async ({ page, product }) => {
        const filters = await ready(page, categoryPage(product), (p) =>
          p.getByRole("main").getByRole("button", { name: "Filters", exact: true }),
        );
        await filters.click();
        // Before the scripts the drawer is the wide screens' sidebar, opened as a popover; then Radix's dialog.
        const drawer = before
          ? page.getByRole("complementary", { name: "Filters" })
          : page.getByRole("dialog", { name: "Filters" });
        await expect(drawer.getByRole("checkbox", { name: /Brandix/ })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
      });
    });
  });
}

test("what was typed in the header's search before the scripts ran is what the hydrated page searches for", async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const field = header(page).getByRole("combobox", { name: "Search products" });
  expect(await isHydrated(field)).toBe(false);
  await field.fill("drill");
  await waitForHydration(field);
  await expect(field).toHaveValue("drill");
  // From here the scripts the results page needs come at their own pace.
  await page.unroute("**/assets/*.js");
  // The hydrated form searches for what its field holds; had it forgotten the text, Enter would do nothing.
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\/drill\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("drill");
});

test("passwords typed into a refused register form before the scripts ran are still there once they run", async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto("/account/login", { waitUntil: "domcontentloaded" });
  const form = () => page.locator("form").filter({ has: page.getByRole("button", { name: "Register" }) });
  // A plain post, answered with the page drawn with its errors (the scripts are still held back).
  await form().getByRole("button", { name: "Register" }).click();
  await expect(form().getByText("This field is required.")).toHaveCount(4);
  const password = form().getByLabel(/^Password/);
  expect(await isHydrated(password)).toBe(false);
  await form().getByLabel("User name").fill("Ada");
  await password.fill("short");
  await form().getByLabel("Repeat password").fill("shorter");
  await waitForHydration(password);
  await expect(password).toHaveValue("short");
  await expect(form().getByLabel("Repeat password")).toHaveValue("shorter");
  // The visitor was typing in the last field; the scripts' start does not move them.
  await expect(form().getByLabel("Repeat password")).toBeFocused();
  await page.unroute("**/assets/*.js");
  await form().getByRole("button", { name: "Register" }).click();
  await expect(form().getByText("The password must be at least 8 characters long.")).toBeVisible();
  await expect(form().getByText("The passwords do not match.")).toBeVisible();
});

test("a quantity under 1 posted by hand is refused with a message, and nothing is added", async ({ page, product }) => {
  const posted = await page.request.post("/shop/cart", {
    form: { intent: "add", productId: product.id, quantity: "-3", redirectTo: product.path },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toBe(product.path);
  await page.goto(product.path);
  await expect(page.getByText("Enter a quantity of at least 1: nothing was added to the cart.")).toBeVisible();
  await page.goto("/shop/cart");
  await expect(page.getByRole("main").getByText(product.name)).toHaveCount(0);
});
