import type { Page } from "@playwright/test";
import { expectNoAxeViolations, sendContactFormWithBadEmail, uniqueEmail, waitForHydration } from "../support/e2e";
import { expect, test, uniqueName } from "../support/fixtures";

test("the contact form names a bad email beside its field, keeps the message, then sends it", async ({ page }) => {
  await page.goto("/site/contact-us-alt");
  await waitForHydration(page, "main form");
  const form = page.getByRole("main").locator("form");
  await sendContactFormWithBadEmail(form);
  const email = form.getByRole("textbox", { name: "Email address" });
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(email).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Are you open on 1 May?");

  await email.fill(uniqueEmail("contact"));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Thank you! Your message has been sent/);
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("");
});

test("a comment waits for the store's approval, then appears under its post as text; a bad email is refused", async ({
  page,
  operator,
}) => {
  await page.goto("/blog/post-full");
  await waitForHydration(page, "main form");
  const form = page.getByRole("main").locator("form");
  const text = uniqueName("<b>Useful</b> tips");
  await form.getByRole("textbox", { name: "Your name" }).fill("Bob");
  await form.getByRole("textbox", { name: "Email address" }).fill("bob");
  await form.getByRole("textbox", { name: "Comment" }).fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(
    /Please enter a valid email address\./,
  );
  await form.getByRole("textbox", { name: "Email address" }).fill("bob@example.com");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you! Your comment will appear here once the store has approved it.",
  );
  const comments = page.getByRole("region", { name: /^Comments \(\d+\)$/ });
  await expect(comments.getByText(text, { exact: true })).toHaveCount(0);
  // The operator (this browser is signed in as one) approves it in the back office.
  await approveComment(page, text, operator.email);
  await page.goto("/blog/post-full");
  await expect(comments.getByText(text, { exact: true })).toBeVisible();
  await expect(comments.locator("b")).toHaveCount(0);
});

/** Approves the comment holding `text` at /admin/blog/comments. */
async function approveComment(page: Page, text: string, operatorEmail: string) {
  expect(operatorEmail).toBeTruthy();
  await page.goto("/admin/blog/comments");
  const comment = page.getByRole("main").getByRole("listitem").filter({ hasText: text });
  await comment.getByRole("button", { name: /^Approve the comment of / }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "The comment is now shown under its post.",
  );
}

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the contact form with errors and on a post with comments (${dir})`, async ({ page }) => {
    await page.goto(`/site/contact-us?dir=${dir}`);
    await waitForHydration(page, "main form");
    await page.getByRole("main").locator("form button[type=submit]").click();
    await expect(page.locator("main [aria-invalid=true]").first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto(`/blog/post-classic?dir=${dir}`);
    await expectNoAxeViolations(page);
  });
}

test("the home page's Latest News leads to the posts themselves", async ({ page }) => {
  await page.goto("/");
  const news = page.getByRole("region", { name: "Latest News" });
  await news.scrollIntoViewIfNeeded();
  const first = news.getByRole("link", { name: "Free Shipping on Parcels from $50" });
  await first.click();
  await expect(page).toHaveURL(/\/blog\/posts\/free-shipping-on-orders-over-50$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Shipping on Parcels from $50");
});

test("the blog's sidebar searches the posts and narrows them by tag and category; the listing has pages", async ({
  page,
}) => {
  await page.goto("/blog/category-classic");
  const posts = page.getByRole("main").getByRole("listitem").getByRole("article");
  const titles = posts.getByRole("heading");
  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  await expect(posts).toHaveCount(6);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  // The ten seeded posts, and any a back-office test (admin-blog.spec.ts) publishes meanwhile: at least four here.
  await expect(posts.nth(3)).toBeVisible();

  await sidebar.getByRole("searchbox", { name: "Search posts" }).fill("grinder");
  await sidebar.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blog\/category-classic\?q=grinder$/);
  await expect(page.getByRole("heading", { name: "Posts matching “grinder” (2 posts)" })).toBeVisible();
  await expect(titles).toHaveText([
    "New Season, New Tools: What Arrived This Month",
    "Angle Grinder Safety: Habits That Save Fingers",
  ]);

  await sidebar.getByRole("region", { name: "Tags" }).getByRole("link", { name: "Cordless" }).click();
  await expect(page.getByRole("heading", { name: "Tag: Cordless (2 posts)" })).toBeVisible();
  await expect(titles).toHaveText(["How to Choose Your First Cordless Drill", "Looking After Your Li-Ion Batteries"]);

  await sidebar
    .getByRole("region", { name: "Categories" })
    .getByRole("link", { name: /^Reviews/ })
    .click();
  await expect(titles).toHaveText([
    "Brushless vs Brushed Motors: What Changes in Practice",
    "Review: Three Laser Levels on a Real Renovation",
  ]);
  await page.getByRole("link", { name: "Show all posts" }).click();
  await expect(page).toHaveURL(/\/blog\/category-classic$/);
  await expect(posts).toHaveCount(6);
});

test("the blog searches in the reader's language, and the sidebar shows the newest comments", async ({
  page,
  commentOn,
  operator,
}) => {
  const text = uniqueName("Ordered twice");
  await commentOn("free-shipping-on-orders-over-50", text);
  await approveComment(page, text, operator.email);
  await page.goto("/blog/category-list?dir=rtl");
  const sidebar = page.getByRole("complementary", { name: "الشريط الجانبي للمدونة" });
  await sidebar.getByRole("searchbox", { name: "ابحث في المقالات" }).fill("الجلاخة");
  await sidebar.getByRole("button", { name: "بحث" }).click();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await page.goto("/blog/category-grid?dir=ltr");
  const comments = page.getByRole("complementary").getByRole("region", { name: "Latest comments" });
  // The comment just written, under the newest post.
  await expect(comments.getByRole("link", { name: "Free Shipping on Parcels from $50" }).first()).toBeVisible();
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on the blog listings, the typography and the components pages (${dir})`, async ({ page }) => {
    for (const path of [
      "/blog/category-list",
      "/blog/category-left-sidebar?tag=cordless",
      "/site/typography",
      "/site/components",
    ]) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}dir=${dir}`);
      await expectNoAxeViolations(page);
    }
  });
}
