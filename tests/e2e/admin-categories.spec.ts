import type { Page } from "@playwright/test";
import { expectNoAxeViolations, reachFor } from "../support/e2e";
import { expect, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");

test("the operator adds a category, which then shows in the menu and the catalogue, in English and Arabic", async ({
  page,
  operator,
}) => {
  test.slow();
  expect(operator.email).toBeTruthy();
  const name = `Laser Levels ${Date.now() % 100000}`;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await expectNoAxeViolations(page);
  await main(page).getByRole("link", { name: "Add a category" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a category");

  // An address another category has is refused beside its field, and what was typed stays.
  const form = main(page).getByRole("group", { name: "Name" });
  await form.getByLabel("English").fill(name);
  await form.getByLabel("Русский").fill("Лазерные нивелиры");
  await form.getByLabel("العربية").fill("موازين ليزر");
  await main(page).getByLabel("Address (slug)").fill("power-tools");
  await main(page).getByLabel("Parent category").selectOption({ label: "\u00a0\u00a0– Power Tools" });
  await main(page).getByRole("button", { name: "Create" }).click();
  await expect(main(page).getByLabel("Address (slug)")).toHaveAccessibleDescription(
    /Another one already has this address: choose another\./,
  );
  await expect(form.getByLabel("Русский")).toHaveValue("Лазерные нивелиры");
  await expectNoAxeViolations(page);

  await main(page).getByLabel("Address (slug)").fill("");
  await main(page).getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(main(page).getByRole("status").first()).toHaveText("Created.");
  await expect(main(page).getByLabel("Address (slug)")).toHaveValue(slug);
  await expectNoAxeViolations(page);

  // Its parent cannot be put under it: the parent's page does not offer it (a stale form is refused, see
  // tests/integration/categories-brands.test.ts).
  await page.goto("/admin/categories");
  await main(page).getByRole("link", { name: "Power Tools", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Power Tools");
  await expect(main(page).getByLabel("Parent category").getByRole("option", { name: "Instruments" })).toHaveCount(1);
  await expect(main(page).getByLabel("Parent category").getByRole("option", { name })).toHaveCount(0);

  // The menu offers it under its parent, and the catalogue has its page.
  await page.goto("/");
  await (await reachFor(page, "Shop By Category")).click();
  await page.getByRole("menuitem", { name: "Instruments" }).hover();
  await page.getByRole("menuitem", { name: "Power Tools" }).hover();
  await expect(page.getByRole("menuitem", { name })).toHaveAttribute(
    "href",
    `/shop/catalog/power-tools?filter_category=${slug}`,
  );
  await page.goto(`/shop/catalog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goto(`/shop/catalog/${slug}?dir=rtl`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("موازين ليزر");
});

for (const [language, suffix] of [
  ["English", ""],
  ["Arabic", "?dir=rtl"],
] as const) {
  test(`the back office's category and brand pages have nothing axe finds, in ${language}`, async ({
    page,
    operator,
  }) => {
    test.slow();
    expect(operator.email).toBeTruthy();
    for (const address of ["/admin/categories", "/admin/categories/new", "/admin/brands"]) {
      await page.goto(`${address}${suffix}`);
      await expectNoAxeViolations(page);
    }
    for (const list of ["/admin/categories", "/admin/brands"]) {
      await page.goto(`${list}${suffix}`);
      const first = await main(page).getByRole("table").getByRole("link").first().getAttribute("href");
      await page.goto(`${first}${suffix}`);
      await expect(main(page).getByRole("button").first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
