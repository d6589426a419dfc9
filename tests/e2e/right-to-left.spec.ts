import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e";
import { cartThrough, expect, listThrough, operatorThrough, signUpThrough, storeUrl, test } from "../support/fixtures";
import { expectTypedOrder, LATIN_IN_ARABIC } from "../support/typed-order";

const DEMO = "/shop/product-standard";

async function inLanguage(page: Page, locale: "en" | "ar", baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lang", value: locale, url: baseURL ?? "" }]);
}

/** Where the last character of an element's text is drawn, and where the rest of its last line is. */
function lastCharacterBox(element: Locator) {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      if (text.data.trim()) last = text;
    }
    if (!last) throw new Error("no text");
    const end = last.data.trimEnd().length;
    const range = document.createRange();
    range.setStart(last, end - 1);
    range.setEnd(last, end);
    const character = range.getBoundingClientRect();
    range.setStart(last, Math.max(0, end - 6));
    range.setEnd(last, end - 1);
    const before = range.getBoundingClientRect();
    return { character: last.data.trimEnd().at(-1), left: character.left, beforeRight: before.right };
  });
}

test("in Arabic a Latin description keeps its full stop at its end, and says what language it is in", async ({
  page,
  baseURL,
}) => {
  await inLanguage(page, "ar", baseURL);
  await page.goto(DEMO);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const description = page.getByRole("tabpanel").locator("p[dir=auto]");
  await expect(description).toHaveAttribute("lang", "en");
  expect(await description.evaluate((node) => getComputedStyle(node).direction)).toBe("ltr");
  const end = await lastCharacterBox(description);
  expect(end.character).toBe(".");
  // Left to right: the full stop is drawn after (to the right of) the words before it.
  expect(end.left).toBeGreaterThanOrEqual(end.beforeRight - 1);
  await expect(page.getByRole("tabpanel").getByText("مكتوب باللغة الإنجليزية")).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveAttribute("dir", "auto");
  await expect(heading).toHaveAttribute("lang", "en");
  await expectNoAxeViolations(page);
});

test("in Arabic a clamped Latin product name runs left to right, so its ellipsis is on its right", async ({
  page,
  baseURL,
}) => {
  await inLanguage(page, "ar", baseURL);
  await page.goto("/shop/catalog");
  const title = page.locator(".product-card-title.line-clamp-2").first();
  await expect(title).toHaveAttribute("dir", "auto");
  await expect(title).toHaveAttribute("lang", "en");
  const style = await title.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { direction: computed.direction, clamp: computed.webkitLineClamp, align: computed.textAlign };
  });
  // Aligned to its own start: Chromium draws no ellipsis on a clamped line aligned to its end.
  expect(style).toEqual({ direction: "ltr", clamp: "2", align: "start" });
  await expectNoAxeViolations(page);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const locale of ["en", "ar"] as const) {
  test(`badges and buttons leave the picture's brand label uncovered (${locale})`, async ({ page, baseURL }) => {
    await inLanguage(page, locale, baseURL);
    // Discounted demo products (a SALE badge each); tests list Brandix products, so none of theirs comes first.
    await page.goto("/shop/catalog?filter_check=wakita,zosch,windix,fastwind,turbohand,mitasia&filter_radio=YES");
    const cards = page.locator("article.product-card");
    await expect(cards.first()).toBeVisible();
    let badgesSeen = 0;
    for (let index = 0; index < Math.min(await cards.count(), 12); index++) {
      const card = cards.nth(index);
      const picture = await card.locator(".product-card-media").boundingBox();
      const brand = ((await card.locator(".product-card-body > p").first().textContent()) ?? "").trim();
      if (!picture) continue;
      // server/seed/product-art.ts: a 200-unit square, the label at (10, 10), 14 high, 12 + 5.6 per letter wide.
      const unit = picture.width / 200;
      const label = {
        x: picture.x + 10 * unit,
        y: picture.y + 10 * unit,
        width: (12 + brand.length * 5.6) * unit,
        height: 14 * unit,
      };
      const covering = [
        ...(await card.locator(".product-card-badges li").all()),
        ...(await card.locator(".product-card-actions button, .product-card-actions a").all()),
      ];
      badgesSeen += await card.locator(".product-card-badges li").count();
      for (const item of covering) {
        const box = await item.boundingBox();
        if (box)
          expect(
            overlaps(box, label),
            `${brand}: ${(await item.getAttribute("aria-label")) ?? (await item.textContent())}`,
          ).toBe(false);
      }
    }
    expect(badgesSeen).toBeGreaterThan(0);
  });
}

/**
 * How the first text node under `root` holding `text` is drawn: the element isolating it from the page's direction
 * (a <bdi>, or an element whose own dir is auto or ltr), that element's computed direction, and whether its
 * characters (spaces aside) are drawn left to right in the order they are written.
 */
function isolationOf(root: Locator, text: string) {
  return root.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let found: Text | null = null;
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (node.data.includes(wanted)) {
        found = node;
        break;
      }
    }
    if (!found?.parentElement) return null;
    const isolating = found.parentElement.closest("bdi, [dir=auto], [dir=ltr]");
    const start = found.data.indexOf(wanted);
    const range = document.createRange();
    const lefts: number[] = [];
    for (let index = start; index < start + wanted.length; index++) {
      if (found.data[index] === " ") continue;
      range.setStart(found, index);
      range.setEnd(found, index + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
    return {
      isolatedBy: isolating
        ? `${isolating.tagName.toLowerCase()}${isolating.hasAttribute("dir") ? `[dir=${isolating.getAttribute("dir")}]` : ""}`
        : null,
      direction: isolating ? getComputedStyle(isolating).direction : null,
      inOrder: lefts.every((left, index) => index === 0 || left > (lefts[index - 1] ?? 0)),
    };
  }, text);
}

test("in Arabic a Latin address and phone number keep their own order, on an order's address card and in the footer", async ({
  page,
  context,
  baseURL,
  shopper: _signedIn,
  product,
}) => {
  const order = await (await cartThrough(context.request, baseURL ?? "", [product]))();
  await inLanguage(page, "ar", baseURL);
  await page.goto(`/account/orders/${order?.number}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The checkout's billing address (tests/support/fixtures.ts checkoutFields).
  const card = page.getByRole("main").locator("address").first();
  await expect(card).toContainText("Unter den Linden 1");
  // The name is one piece of text, read as written (not "Lovelace Ada").
  expect(await isolationOf(card, "Ada Lovelace")).toMatchObject({ direction: "ltr", inOrder: true });
  const street = await isolationOf(card, "Unter den Linden 1");
  expect(street?.isolatedBy).toMatch(/^bdi|\[dir=auto\]$/);
  expect(street).toMatchObject({ direction: "ltr", inOrder: true });
  // The phone number's digits read left to right, in the order they were typed.
  expect(await isolationOf(card, "+49 30 1234 5678")).toMatchObject({ direction: "ltr", inOrder: true });
  expect((await isolationOf(card, "+49 30 1234 5678"))?.isolatedBy).toMatch(/^bdi|\[dir=auto\]$/);

  const footer = page.getByRole("contentinfo");
  for (const text of ["715 Fake Street", "(800) 060-0730"]) {
    const drawn = await isolationOf(footer, text);
    expect(drawn?.isolatedBy, text).toMatch(/^bdi|\[dir=auto\]$/);
    expect(drawn, text).toMatchObject({ direction: "ltr", inOrder: true });
  }
});

test("in Arabic a UK phone and a UAE address read as typed on the buyer's order, the seller's sale and the back office's order", async ({
  browser,
  baseURL,
}) => {
  const store = storeUrl(baseURL);
  const signedIn = async (as: (request: APIRequestContext) => Promise<unknown>) => {
    const context = await browser.newContext({ baseURL });
    await as(context.request);
    await context.addCookies([{ name: "lang", value: "ar", url: store }]);
    return context;
  };
  const sellerContext = await signedIn((request) => signUpThrough(request, store, "Rtl Seller"));
  const product = await listThrough(sellerContext.request, store);
  const buyerContext = await signedIn((request) => signUpThrough(request, store, "Ada Lovelace"));
  const placed = await (await cartThrough(buyerContext.request, store, [product]))({
    billing: LATIN_IN_ARABIC,
  });
  expect(placed).not.toBeNull();
  const operatorContext = await signedIn((request) => operatorThrough(request, store));
  const typed = ["+44 20 7946 0958", "Dubai, Dubai, 00000", "Sheikh Zayed Road 1", "Ada Lovelace"];
  for (const [context, path] of [
    [buyerContext, `/account/orders/${placed?.number}`],
    [sellerContext, `/account/sales/${placed?.number}`],
    [operatorContext, `/admin/orders/${placed?.number}`],
  ] as const) {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const card = page.getByRole("main").locator("address").first();
    await expect(card, path).toContainText("Sheikh Zayed Road 1");
    await expectTypedOrder(card, typed);
    // The sale's buyer box too (on the other pages, the card's is the first).
    await expectTypedOrder(page.getByRole("main"), ["+44 20 7946 0958"]);
    await context.close();
  }
});

test("in Arabic an e-mail address typed into a form runs left to right", async ({ page, baseURL }) => {
  await inLanguage(page, "ar", baseURL);
  await page.goto("/account/login");
  const email = page.locator('input[type="email"]').first();
  await email.fill("a.rather.long.address.for.a.phone@example-tool-store.com");
  // Its caret at its end: the address reads from its start, the domain in view, as in any other language.
  await expect(email).toHaveCSS("direction", "ltr");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});
