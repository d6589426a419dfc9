import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, test } from "../support/fixtures";

const main = (page: Page) => page.getByRole("main");
const group = (page: Page, name: string) => main(page).getByRole("group", { name, exact: true });

async function inLanguage(page: Page, locale: "en" | "ar", baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lang", value: locale, url: baseURL ?? "" }]);
}

/** Fills the editor with a post in English and Arabic, its body in Markdown. */
async function writePost(page: Page, slug: string) {
  await group(page, "Title").getByLabel("English").fill(`Workshop night ${slug}`);
  await group(page, "Title").getByLabel("العربية").fill(`أمسية الورشة ${slug}`);
  await group(page, "Excerpt").getByLabel("English").fill("Bring a blade, leave with an edge.");
  await group(page, "Text (Markdown)")
    .getByLabel("English")
    .fill("# Sharpening night\n\nBring **your chisels**.\n\n- stones\n- strops\n\n<script>alert(1)</script>");
  await group(page, "Text (Markdown)").getByLabel("العربية").fill("# أمسية السنّ\n\nأحضر **أزاميلك**.");
  await main(page).getByLabel("Address (slug)").fill(slug);
  await main(page).getByLabel("Tags").fill("sharpening, chisels");
}

test("the operator writes a post, previews it, publishes it, and readers read it in English and Arabic", async ({
  page,
  operator,
  baseURL,
}, testInfo) => {
  // Three pages checked by axe, a picture uploaded twice: longer than most tests on a busy machine.
  test.slow();
  expect(operator.email).toBeTruthy();
  const slug = `workshop-night-${Date.now()}`;
  const cover = testInfo.outputPath("cover.png");
  await sharp({ create: { width: 800, height: 450, channels: 3, background: "#2f6f4f" } })
    .png()
    .toFile(cover);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog posts");
  await main(page).getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New post");
  await waitForHydration(main(page).getByLabel("Cover picture"));
  await writePost(page, slug);
  await main(page).getByLabel("Cover picture").setInputFiles(cover);

  // The preview is the server's rendering of what was typed; the form keeps it all.
  await main(page).getByRole("button", { name: "Preview" }).click();
  const preview = main(page).getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Sharpening night" })).toBeVisible();
  await expect(preview.getByText("your chisels")).toHaveJSProperty("tagName", "STRONG");
  await expect(preview.getByRole("heading", { name: "أمسية السنّ" })).toBeVisible();
  await expect(preview).toContainText("<script>alert(1)</script>");
  await expect(group(page, "Title").getByLabel("English")).toHaveValue(`Workshop night ${slug}`);
  await expect(main(page).getByLabel("Address (slug)")).toHaveValue(slug);
  await expectNoAxeViolations(page);

  // A cover picture is picked again after a preview (a browser never fills a file field); publish now.
  await main(page).getByLabel("Cover picture").setInputFiles(cover);
  await main(page).getByLabel("Published", { exact: true }).check();
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(main(page).getByRole("status").first()).toHaveText("The post was saved.");
  await expect(main(page).getByText("Published", { exact: true }).first()).toBeVisible();

  await main(page).getByRole("link", { name: "View on the site" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/posts/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Workshop night ${slug}`);
  const article = main(page).getByRole("article");
  await expect(article.getByRole("heading", { name: "Sharpening night" })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: "strops" })).toBeVisible();
  await expect(article).toContainText("<script>alert(1)</script>");
  await expect(article.getByRole("link", { name: "chisels" })).toBeVisible();
  await expect(article.locator("img").first()).toHaveAttribute("src", /-gallery\.webp$/);
  await expectNoAxeViolations(page);

  await inLanguage(page, "ar", baseURL);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`أمسية الورشة ${slug}`);
  await expect(main(page).getByRole("article").getByRole("heading", { name: "أمسية السنّ" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The blog's listing shows it too, under its tag.
  await inLanguage(page, "en", baseURL);
  await page.goto("/blog/category-classic?tag=chisels");
  await expect(
    main(page)
      .getByRole("article")
      .getByRole("link", { name: `Workshop night ${slug}` }),
  ).toBeVisible();

  // Deleted, after the dialog's question: the blog is as the other tests expect it.
  await page.goto("/admin/blog");
  await main(page)
    .getByRole("link", { name: `Workshop night ${slug}` })
    .click();
  const remove = main(page).getByRole("button", { name: "Delete post" });
  await waitForHydration(remove);
  await remove.click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect(main(page).getByRole("status").first()).toHaveText("The post was deleted.");
  expect((await page.goto(`/blog/posts/${slug}`))?.status()).toBe(404);
});

test("an empty English title and a file that is not a picture are refused beside their fields, keeping what was typed", async ({
  page,
  operator,
}) => {
  expect(operator.email).toBeTruthy();
  await page.goto("/admin/blog/new");
  await waitForHydration(main(page).getByLabel("Cover picture"));
  await writePost(page, "why-a-tool-store-needs-a-blog-not-taken");
  await group(page, "Title").getByLabel("English").fill("");
  await main(page)
    .getByLabel("Cover picture")
    .setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    });
  await main(page).getByRole("button", { name: "Save" }).click();
  await expect(group(page, "Title").getByLabel("English")).toHaveAttribute("aria-invalid", "true");
  await expect(group(page, "Title").getByText("This field is required.")).toBeVisible();
  await expect(main(page).getByText("Please provide a valid image (JPG, JPEG or PNG)")).toBeVisible();
  await expect(group(page, "Title").getByLabel("العربية")).toHaveValue(/أمسية الورشة/);
  await expectNoAxeViolations(page);
});

for (const locale of ["en", "ar"] as const) {
  test(`axe finds nothing on the blog's back-office pages (${locale})`, async ({ page, operator, baseURL }) => {
    expect(operator.email).toBeTruthy();
    await inLanguage(page, locale, baseURL);
    await page.goto("/admin/blog");
    await expect(main(page).getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);
    // A post of the demo's, not the newest: another test may delete the post it just wrote at any moment.
    await main(page)
      .getByRole("table")
      .getByRole("link", { name: /^(Free Shipping on Parcels from \$50|شحن مجاني للطرود بدءاً من 50 دولاراً)$/ })
      .click();
    await expect(main(page).getByRole("button", { name: locale === "ar" ? "معاينة" : "Preview" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/blog/comments?status=approved");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "ar" ? "تعليقات المدونة" : "Blog comments",
    );
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the preview and the confirmation of a deletion work as plain pages", async ({ page, operator }) => {
    expect(operator.email).toBeTruthy();
    const slug = `plain-post-${Date.now()}`;
    await page.goto("/admin/blog/new");
    await writePost(page, slug);
    await main(page).getByRole("button", { name: "Preview" }).click();
    await expect(
      main(page).getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Sharpening night" }),
    ).toBeVisible();
    await expect(main(page).getByLabel("Address (slug)")).toHaveValue(slug);
    await main(page).getByRole("button", { name: "Save" }).click();
    await expect(main(page).getByRole("status").first()).toHaveText("The post was saved.");
    // A draft: readers find nothing; the operator can open its preview.
    await main(page).getByRole("link", { name: "Open a preview" }).click();
    await expect(main(page).getByText(/Preview of a post readers cannot see yet \(Draft\)/)).toBeVisible();
    const answer = await page.goto(`/blog/posts/${slug}`);
    expect(answer?.status()).toBe(404);
    await page.goBack();
    await main(page).getByRole("link", { name: "Back to the editor" }).click();
    await main(page).getByRole("button", { name: "Delete post" }).click();
    await expect(main(page).getByRole("heading", { name: "Delete this post?" })).toBeVisible();
    await main(page).getByRole("button", { name: "Delete post" }).first().click();
    await expect(main(page).getByRole("status").first()).toHaveText("The post was deleted.");
  });
});
