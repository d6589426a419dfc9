import type { ParsedMail } from "mailparser";
import { expectNoAxeViolations, uniqueEmail, waitForHydration } from "../support/e2e";
import { E2E_OPERATOR_EMAIL, expect, test, uniqueName } from "../support/fixtures";
import { mailTo } from "../support/mail-files";

// Issue 50 (decision 057): a visitor subscribes in the footer and confirms from the mail; the operator writes a
// campaign, previews it, sends a test to themselves, then sends it; the subscriber's mail arrives, and its unsubscribe
// link works. axe finds nothing on the pages, in English and in Arabic.

/** The address of the mail's link that starts with `path`, as a path of the store (the mail says localhost). */
function linkIn(mail: ParsedMail, path: string): string {
  const found = (mail.text ?? "").match(new RegExp(`https?://[^/\\s]+(${path.replace(/[?/]/g, "\\$&")}[^\\s\\]>)]+)`));
  if (!found?.[1]) throw new Error(`no link ${path} in ${mail.text}`);
  return found[1];
}

const main = (page: import("@playwright/test").Page) => page.getByRole("main");

test("a visitor subscribes and confirms; the operator tries and sends a campaign, which arrives and unsubscribes", async ({
  page,
  operator,
  browser,
}) => {
  test.slow();
  expect(operator.email).toBe(E2E_OPERATOR_EMAIL);
  // A visitor of their own (axe needs a page of a context made with browser.newContext()).
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail("newsletter-reader");

  // The footer's box: the message says what happens next.
  await visitor.goto("/");
  const footer = visitor.getByRole("contentinfo");
  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  await waitForHydration(subscribe);
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await subscribe.click();
  await expect(footer.getByText("check your inbox and follow the link")).toBeVisible();

  // The confirmation mail's link asks first, then confirms.
  const confirmMail = await mailTo(email, /Confirm your subscription/, 30_000);
  const confirmLink = linkIn(confirmMail, "/newsletter/confirm?token=");
  await visitor.goto(`${confirmLink}&dir=rtl`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("أكّد اشتراكك");
  await expectNoAxeViolations(visitor);
  await visitor.goto(`${confirmLink}&dir=ltr`);
  await expect(main(visitor).getByText(`Send the Tool Store newsletter to ${email}?`)).toBeVisible();
  await expectNoAxeViolations(visitor);
  await main(visitor).getByRole("button", { name: "Yes, subscribe me" }).click();
  await expect(main(visitor).getByRole("status")).toHaveText(/Your subscription is confirmed/);

  // The operator writes the campaign and previews it.
  const subject = uniqueName("Spring tools");
  await page.goto("/admin/newsletter/campaigns/new");
  const subjectEn = page.getByRole("group", { name: "Subject" }).getByRole("textbox", { name: "English" });
  await subjectEn.fill(subject);
  await page
    .getByRole("group", { name: "Text (Markdown)" })
    .getByRole("textbox", { name: "English" })
    .fill("## Spring\n\nEvery drill **20% off** this week. <script>alert(1)</script>");
  await page.getByRole("group", { name: "Subject" }).getByRole("textbox", { name: "Русский" }).fill(`${subject} (ru)`);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview of what you typed (not saved yet)" });
  await expect(preview.locator("strong").first()).toHaveText("20% off");
  await expect(preview.getByText("<script>alert(1)</script>").first()).toBeVisible();
  await expect(subjectEn).toHaveValue(subject);
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The draft is saved.");
  const campaignPath = new URL(page.url()).pathname;
  await expectNoAxeViolations(page);
  await page.goto(`${campaignPath}?dir=rtl`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page);
  await page.goto(`${campaignPath}?dir=ltr`);

  // A test to the operator, in each language.
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(main(page).getByRole("status")).toHaveText(/The test is on its way/);
  const testMail = await mailTo(E2E_OPERATOR_EMAIL, new RegExp(`^\\[Test\\] ${subject}$`), 30_000);
  expect(testMail.text).toContain("This is a test, sent only to you.");
  await mailTo(E2E_OPERATOR_EMAIL, new RegExp(`^\\[Тест\\] ${subject} \\(ru\\)$`), 30_000);

  // Sent, after the question.
  const send = page.getByRole("button", { name: "Send to subscribers" });
  await waitForHydration(send);
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Send this campaign to the subscribers?" });
  await dialog.getByRole("button", { name: "Yes, send it" }).click();
  await expect(main(page).getByRole("status")).toHaveText(/The campaign is being sent/);
  await expect(page.getByRole("button", { name: "Save the draft" })).toHaveCount(0);

  // The subscriber's mail: the campaign, the one-click headers, and a working unsubscribe link.
  const campaign = await mailTo(email, new RegExp(`^${subject}$`), 60_000);
  expect(campaign.text).toContain("Every drill");
  const headers = campaign.headerLines.map((header) => header.key);
  expect(headers).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
  const unsubscribeLink = linkIn(campaign, "/newsletter/unsubscribe?");
  await visitor.goto(`${unsubscribeLink}&dir=rtl`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("إلغاء الاشتراك في النشرة");
  await expectNoAxeViolations(visitor);
  await visitor.goto(`${unsubscribeLink}&dir=ltr`);
  await expectNoAxeViolations(visitor);
  await main(visitor).getByRole("button", { name: "Unsubscribe" }).click();
  await expect(main(visitor).getByRole("status")).toHaveText(/You are unsubscribed/);
  // A forged link is refused with a page that says so.
  await visitor.goto(unsubscribeLink.replace(/signature=./, "signature=Z"));
  await expect(main(visitor).getByText("This unsubscribe link is not valid.")).toBeVisible();
  await visitorContext.close();

  // The progress, on reload; the list of campaigns.
  await page.reload();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(main(page).getByText(/^Sent: \d+ of \d+/)).toBeVisible();
  await page.goto("/admin/newsletter/campaigns");
  await expect(main(page).getByRole("link", { name: subject })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/newsletter/campaigns?dir=rtl");
  await expectNoAxeViolations(page);
});
