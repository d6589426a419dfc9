import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, storeUrl, test } from "../support/fixtures";

// The operator edits the home page and the site pages (issue 50). Other tests count the slides and read the first
// one: these edit the third slide (and put it back) and the Privacy page, which no other test reads.

const main = (page: Page) => page.getByRole("main");

async function inLanguage(page: Page, baseURL: string | undefined, lang: "en" | "ar") {
  await page.context().addCookies([{ name: "lang", value: lang, url: storeUrl(baseURL) }]);
}

test("the operator edits a slide, which the home page shows in English and Arabic", async ({
  page,
  operator,
  baseURL,
}) => {
  // Six pages checked with axe, a picture resized, and the seeded texts put back.
  test.slow();
  expect(operator.email).toBeTruthy();
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page");
  await expectNoAxeViolations(page);
  await main(page).getByRole("link", { name: "Edit slide 3" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit a slide");
  const headline = main(page).getByRole("group", { name: "Headline" });
  const original = {
    en: await headline.getByRole("textbox", { name: "English" }).inputValue(),
    ar: await headline.getByRole("textbox", { name: "العربية" }).inputValue(),
  };
  expect(original.en).toBe("Measure twice, cut once");
  await expectNoAxeViolations(page);

  // Refused: no English headline, a link that is not ours, a picture that is not one. What was typed stays.
  await headline.getByRole("textbox", { name: "English" }).fill("");
  await headline.getByRole("textbox", { name: "العربية" }).fill("قِس بدقة");
  await main(page).getByRole("textbox", { name: "Button link" }).fill("javascript:alert(1)");
  await main(page)
    .getByLabel("Picture")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await main(page).getByRole("button", { name: "Save the slide" }).click();
  await expect(
    main(page).getByText("Enter a path of this store starting with “/” or an https:// address."),
  ).toBeVisible();
  await expect(main(page).getByText("Please provide a valid image (JPG, JPEG or PNG)")).toBeVisible();
  await expect(headline.getByRole("textbox", { name: "English" })).toHaveAttribute("aria-invalid", "true");
  await expect(headline.getByRole("textbox", { name: "العربية" })).toHaveValue("قِس بدقة");
  await expectNoAxeViolations(page);

  await headline.getByRole("textbox", { name: "English" }).fill("Levels on sale");
  await headline.getByRole("textbox", { name: "العربية" }).fill("موازين التسوية بسعر مخفّض");
  await main(page).getByRole("textbox", { name: "Button link" }).fill("/shop/catalog/measurement");
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  await main(page).getByLabel("Picture").setInputFiles({ name: "level.png", mimeType: "image/png", buffer: picture });
  await main(page).getByRole("button", { name: "Save the slide" }).click();
  await expect(page).toHaveURL(/\/admin\/home\?saved=slide#slides$/);
  await expect(main(page).getByRole("region", { name: "Slides" }).getByRole("status")).toHaveText(
    "Saved: the home pages show it now.",
  );

  try {
    await page.goto("/");
    const slideshow = main(page).getByRole("region", { name: "Highlights" });
    const pause = slideshow.getByRole("button", { name: "Pause the slideshow" });
    await waitForHydration(pause);
    await pause.click();
    await slideshow.getByRole("button", { name: "Show slide 3" }).click();
    const third = slideshow.getByRole("group", { name: "3 of 3" });
    await expect(third.getByRole("heading", { level: 2 })).toHaveText("Levels on sale");
    await expect(third.getByRole("img")).toHaveCount(0); // decorative: alt=""
    await expect
      .poll(() => third.locator("img").evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/\/slides\/.+-card\.webp$/);
    await expectNoAxeViolations(page);

    await inLanguage(page, baseURL, "ar");
    await page.goto("/");
    const arabic = main(page).locator('h2[lang="ar"]', { hasText: "موازين التسوية بسعر مخفّض" });
    await expect(arabic).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.goto("/admin/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة الرئيسية");
    await expectNoAxeViolations(page);
  } finally {
    // The seeded texts back, for the tests that read the slides.
    await inLanguage(page, baseURL, "en");
    await page.goto("/admin/home");
    await main(page).getByRole("link", { name: "Edit slide 3" }).click();
    await headline.getByRole("textbox", { name: "English" }).fill(original.en);
    await headline.getByRole("textbox", { name: "العربية" }).fill(original.ar);
    await main(page).getByRole("button", { name: "Save the slide" }).click();
    await expect(page).toHaveURL(/saved=slide/);
  }
});

test("the operator previews and saves a site page, which visitors then read", async ({ page, operator, baseURL }) => {
  test.slow();
  expect(operator.email).toBeTruthy();
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site pages");
  await expectNoAxeViolations(page);
  await main(page).getByRole("link", { name: "Edit Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit: Privacy Policy");
  const body = main(page).getByRole("group", { name: "Text (Markdown)" });
  const stamp = `Checked on ${Date.now()}`;
  await body
    .getByRole("textbox", { name: "English" })
    .fill(`# Your data\n\n${stamp}. Returns within {{returnDays}} days.`);
  await body.getByRole("textbox", { name: "العربية" }).fill(`# بياناتك\n\nنص عربي ${stamp}.`);

  // An unknown placeholder is refused beside its field, the text kept.
  await body.getByRole("textbox", { name: "Русский" }).fill("Срок: {{deliveryDays}}");
  await main(page).getByRole("button", { name: "Save the page" }).click();
  await expect(
    main(page).getByText("This text names a placeholder the page does not know: use only those listed below."),
  ).toBeVisible();
  await expect(body.getByRole("textbox", { name: "Русский" })).toHaveValue("Срок: {{deliveryDays}}");
  // Every language written, so the page keeps a description of its own in each (routes.spec.ts reads them).
  await body.getByRole("textbox", { name: "Русский" }).fill(`# Ваши данные\n\nПроверено ${stamp}.`);

  await main(page).getByRole("button", { name: "Preview" }).click();
  const preview = main(page).getByRole("region", { name: "Preview, as visitors will read it" });
  const english = preview.getByRole("article", { name: "English" });
  await expect(english.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
  await expect(english).toContainText(/Returns within \d+ days\./);
  await expect(body.getByRole("textbox", { name: "English" })).toHaveValue(/Checked on/);
  await expectNoAxeViolations(page);

  await main(page).getByRole("button", { name: "Save the page" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Saved: visitors read it now.");

  // The footer's Privacy Policy opens this page, at its own address.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/site\/privacy$/);
  await expect(main(page).getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
  await expect(main(page)).toContainText(stamp);
  await expect(main(page)).not.toContainText("{{returnDays}}");
  await expectNoAxeViolations(page);

  await inLanguage(page, baseURL, "ar");
  await page.goto("/site/privacy");
  await expect(main(page).getByRole("heading", { level: 2, name: "بياناتك" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/pages/privacy");
  await expectNoAxeViolations(page);
});

test("the footer links each site page to its own address, and the delivery pages say the zones' days", async ({
  page,
  baseURL,
}) => {
  for (const lang of ["en", "ar"] as const) {
    await inLanguage(page, baseURL, lang);
    await page.goto("/site/faq");
    await expect(main(page).getByRole("listitem").filter({ hasText: "Europe" })).toContainText("4–10");
    await expectNoAxeViolations(page);
    await page.goto("/site/delivery");
    await expect(main(page).getByRole("listitem").filter({ hasText: "Europe" })).toContainText("4–10");
    await expectNoAxeViolations(page);
  }
  await inLanguage(page, baseURL, "en");
  await page.goto("/site/faq");
  await expect(main(page)).not.toContainText("two to five days");
  const footer = page.getByRole("contentinfo");
  for (const [name, address] of <const>[
    ["About Us", "/site/about-us"],
    ["Delivery Information", "/site/delivery"],
    ["Privacy Policy", "/site/privacy"],
    ["Terms and Conditions", "/site/terms"],
    ["Returns", "/site/returns"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", address);
  }
});
