import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";

test("the contact form names a bad email beside its field, keeps the message, then sends it", async ({ page }) => {
  await page.goto("/site/contact-us-alt");
  await waitForHydration(page, "main form");
  const form = page.getByRole("main").locator("form");
  await form.getByRole("textbox", { name: "Your name" }).fill("Ann Lee");
  await form.getByRole("textbox", { name: "Email address" }).fill("ann.example.com");
  await form.getByRole("textbox", { name: "Subject" }).fill("Opening hours");
  await form.getByRole("textbox", { name: "Message" }).fill("Are you open on 1 May?");
  await form.getByRole("button", { name: "Send Message" }).click();
  const email = form.getByRole("textbox", { name: "Email address" });
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(email).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Are you open on 1 May?");

  await email.fill(uniqueEmail("contact"));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Thank you! Your message has been sent/);
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("");
});

test("a comment appears under its post, shown as text, and a bad email is refused", async ({ page }) => {
  await page.goto("/blog/post-full");
  await waitForHydration(page, "main form");
  const form = page.getByRole("main").locator("form");
  const text = `<b>Useful</b> tips ${Date.now()}`;
  await form.getByRole("textbox", { name: "Your name" }).fill("Bob");
  await form.getByRole("textbox", { name: "Email address" }).fill("bob");
  await form.getByRole("textbox", { name: "Comment" }).fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(
    /Please enter a valid email address\./,
  );
  await form.getByRole("textbox", { name: "Email address" }).fill("bob@example.com");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your comment is published below.");
  const comments = page.getByRole("region", { name: /^Comments \(\d+\)$/ });
  await expect(comments.getByText(text, { exact: true })).toBeVisible();
  await expect(comments.locator("b")).toHaveCount(0);
});

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
