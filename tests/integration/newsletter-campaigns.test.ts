import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as campaignAction, loader as campaignLoader } from "~/routes/admin/campaign";
import { action as newCampaignAction, loader as newCampaignLoader } from "~/routes/admin/campaign-new";
import { loader as campaignsLoader } from "~/routes/admin/campaigns";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter-confirm";
import {
  action as unsubscribeAction,
  headers as unsubscribeHeaders,
  loader as unsubscribeLoader,
} from "~/routes/newsletter-unsubscribe";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { auditLog, mailOutbox, newsletterCampaigns, newsletterSubscriptions } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { handOverNextBatch } from "~server/newsletter/campaign-sending";
import { type SignedIn, signedInUser } from "../support/accounts";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let inbox: SmtpInbox;
let operator: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  inbox = await startSmtpInbox();
  operator = await signedInUser(database.db, "editor@example.com");
  customer = await signedInUser(database.db, "reader-account@example.com");
  await setOperator(database.db, operator.email, true);
});

afterAll(async () => {
  await inbox?.close();
  await database?.cleanup();
});

const context = (locale: "en" | "ru" | "ar" = "en") =>
  ({
    ...appContext(database.db, createLocalMediaStore(`${database.dataDir}/media`)),
    prefs: { locale, currency: "USD" },
  }) as ReturnType<typeof appContext>;
const get = (loader: (args: never) => unknown, url: string, cookie?: string, params: Record<string, string> = {}) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context(), params });
const post = (
  action: (args: never) => unknown,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  params: Record<string, string> = {},
) => callRoute(action, { request: formPost(url, fields, cookie), context: context(), params });

async function signUp(email: string, locale: "en" | "ru" | "ar" = "en") {
  return callRoute(newsletterAction, { request: formPost("/newsletter", { email }), context: context(locale) });
}

/** The first link in a mail's plain text that starts with `prefix`. */
function linkIn(mail: ParsedMail | undefined, prefix: string): string {
  const found = (mail?.text ?? "").match(new RegExp(`${prefix.replace(/[.?/]/g, "\\$&")}[^\\s\\]>)]+`));
  if (!found) throw new Error(`no link ${prefix} in ${mail?.text}`);
  return found[0];
}

/** A header as the mail carries it (unfolded), after its name: mailparser folds every List-* header into one object. */
function rawHeader(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n[ \t]+/g, " ")
    .slice(name.length + 1)
    .trim();
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Signs up and confirms through the mailed link, as a visitor does. */
async function confirmedSubscriber(email: string, locale: "en" | "ru" | "ar") {
  await signUp(email, locale);
  await inbox.deliverAll(database.db);
  const link = linkIn(inbox.to(email).at(-1), "https://tools.example.com/newsletter/confirm?token=");
  const token = new URL(link).searchParams.get("token") ?? "";
  expect(await post(confirmAction, pathOf(link), { token })).toMatchObject({ status: 200, data: { confirmed: true } });
}

const text = (en: string, ru = "", ar = "") => ({ "subject.en": en, "subject.ru": ru, "subject.ar": ar });

describe("double opt-in", () => {
  it("answers the same for a new, a pending and a confirmed address, and mails only the ones not confirmed", async () => {
    const first = await signUp("Fresh@Example.com");
    expect(first).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "fresh@example.com"));
    expect(row).toMatchObject({ status: "pending", confirmedAt: null });
    // Only the token's hash is kept: the mail's token is not in the row.
    await inbox.deliverAll(database.db);
    const mail = inbox.to("fresh@example.com")[0];
    expect(mail?.subject).toBe("Confirm your subscription to the Tool Store newsletter");
    const token = new URL(linkIn(mail, "https://tools.example.com/newsletter/confirm?token=")).searchParams.get(
      "token",
    );
    expect(row?.confirmTokenHash).not.toContain(token);
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    // The page asks first (a link scanner confirms nobody); the button's post confirms.
    const page = await get(confirmLoader, `/newsletter/confirm?token=${token}`);
    expect(page).toMatchObject({ status: 200, data: { email: "fresh@example.com", token } });
    const [still] = await database.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "fresh@example.com"));
    expect(still?.status).toBe("pending");
    expect(await post(confirmAction, "/newsletter/confirm", { token: token ?? "" })).toMatchObject({
      status: 200,
      data: { confirmed: true },
    });
    // Used once.
    expect(await post(confirmAction, "/newsletter/confirm", { token: token ?? "" })).toMatchObject({ status: 400 });

    // Confirmed: the same answer, no further mail.
    const sentBefore = inbox.mails.length;
    expect(await signUp("fresh@example.com")).toMatchObject(first);
    await inbox.deliverAll(database.db);
    expect(inbox.mails.length).toBe(sentBefore);
    expect(await signUp("no-at-sign")).toMatchObject({
      status: 400,
      data: { errors: { email: "errors.emailInvalid" } },
    });
  });

  it("refuses a bad, a forged or an unknown token with a 400 page, never a 500", async () => {
    for (const token of ["", "short", "A".repeat(43), "%00", "x".repeat(5000), "<script>"]) {
      const page = await get(confirmLoader, `/newsletter/confirm?token=${encodeURIComponent(token)}`);
      expect(page).toMatchObject({ status: 400, data: { token: null } });
      expect(await post(confirmAction, "/newsletter/confirm", { token })).toMatchObject({
        status: 400,
        data: { confirmed: false },
      });
    }
  });
});

describe("a campaign", () => {
  let campaignId = 0;
  const here = () => `/admin/newsletter/campaigns/${campaignId}`;
  const params = () => ({ campaignId: String(campaignId) });

  it("is written, previewed (sanitised), tried on the operator's address, and sent to the confirmed only, each in their language", async () => {
    await confirmedSubscriber("anna@example.com", "ru");
    await confirmedSubscriber("omar@example.com", "ar");
    await confirmedSubscriber("emma@example.com", "en");
    await signUp("never-confirmed@example.com");

    // An empty English subject is refused beside its field, and what was typed comes back.
    const refused = await post(
      newCampaignAction,
      "/admin/newsletter/campaigns/new",
      {
        ...text(""),
        "body.en": "Hello",
        intent: "save",
      },
      operator.cookie,
    );
    expect(refused).toMatchObject({
      status: 400,
      data: { errors: { "subject.en": "errors.required" }, values: { "body.en": "Hello" } },
    });

    const fields = {
      ...text("Spring sale", "Весенняя распродажа"),
      "body.en": "# Spring\n\nDrills at **20%** off. <script>alert(1)</script> [x](javascript:alert(1))",
      "body.ru": "# Весна\n\nДрели со скидкой **20%**.",
      "body.ar": "",
    };
    const preview = await post(
      newCampaignAction,
      "/admin/newsletter/campaigns/new",
      { ...fields, intent: "preview" },
      operator.cookie,
    );
    const shown = (preview.data as { preview: { locale: string; lang: string; subject: string; html: string }[] })
      .preview;
    expect(shown.map((language) => [language.locale, language.lang, language.subject])).toEqual([
      ["en", "en", "Spring sale"],
      ["ru", "ru", "Весенняя распродажа"],
      ["ar", "en", "Spring sale"],
    ]);
    expect(shown[0]?.html).toContain("<strong>20%</strong>");
    expect(shown[0]?.html).not.toMatch(/<script|href="javascript:/i);

    const made = await post(
      newCampaignAction,
      "/admin/newsletter/campaigns/new",
      { ...fields, intent: "save" },
      operator.cookie,
    );
    expect(made.status).toBe(303);
    campaignId = Number(made.location?.match(/campaigns\/(\d+)/)?.[1]);
    const view = await get(campaignLoader, here(), operator.cookie, params());
    expect(view).toMatchObject({ status: 200, data: { campaign: { status: "draft" }, subscribers: 4 } });

    // The test: once in each language, to the operator only, marked.
    expect(await post(campaignAction, here(), { intent: "test" }, operator.cookie, params())).toMatchObject({
      status: 303,
    });
    await inbox.deliverAll(database.db);
    expect(
      inbox
        .to(operator.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(["[Test] Spring sale", "[Тест] Весенняя распродажа", "[تجربة] Spring sale"].sort());
    expect(inbox.to("anna@example.com").some((mail) => mail.subject?.includes("Весенняя"))).toBe(false);

    // Without the dialog's mark (no JavaScript) it asks again; confirmed, it sends.
    const asked = await post(campaignAction, here(), { intent: "send" }, operator.cookie, params());
    expect(asked).toMatchObject({ status: 200, data: { confirm: { intent: "send" } } });
    const [draft] = await database.db.select({ status: newsletterCampaigns.status }).from(newsletterCampaigns);
    expect(draft?.status).toBe("draft");
    const sent = await post(
      campaignAction,
      here(),
      { intent: "send", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
      params(),
    );
    expect(sent).toMatchObject({ status: 303, location: `${here()}?done=sending` });
    // Sent twice: refused, and a sent campaign cannot be edited.
    expect(
      await post(campaignAction, here(), { intent: "send", [CONFIRMED_FIELD]: "1" }, operator.cookie, params()),
    ).toMatchObject({ status: 409 });
    expect(await post(campaignAction, here(), { ...fields, intent: "save" }, operator.cookie, params())).toMatchObject({
      status: 409,
      data: { formError: "admin.campaigns.errors.notDraft" },
    });

    // The job hands it to the outbox (a high rate here), then the sender sends it. (fresh@ confirmed above: 4 in all.)
    await database.db.update(newsletterCampaigns).set({ paidUntil: sql`now() - interval '1 minute'` });
    while (!(await handOverNextBatch(database.db, 100_000))?.done) {}
    await inbox.deliverAll(database.db);
    const russian = inbox.to("anna@example.com").filter((mail) => mail.subject === "Весенняя распродажа");
    const arabic = inbox.to("omar@example.com").filter((mail) => mail.subject === "Spring sale");
    const english = inbox.to("emma@example.com").filter((mail) => mail.subject === "Spring sale");
    expect([russian.length, arabic.length, english.length]).toEqual([1, 1, 1]);
    expect(russian[0]?.text).toContain("Дрели со скидкой");
    expect(russian[0]?.headers.get("content-language")).toBe("ru");
    // Arabic left empty: the English text, in a mail framed in Arabic.
    expect(arabic[0]?.text).toContain("Drills at");
    expect(arabic[0]?.html).toContain('dir="rtl"');
    expect(english[0]?.html).not.toMatch(/<script|href="javascript:/i);
    expect(inbox.to("never-confirmed@example.com").filter((mail) => mail.subject === "Spring sale")).toHaveLength(0);
    // RFC 8058: the one-click headers, with the same signed link as the mail's.
    const link = linkIn(english[0], "https://tools.example.com/newsletter/unsubscribe?");
    expect(rawHeader(english[0], "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(english[0], "List-Unsubscribe")).toBe(`<${link}>`);

    const progress = await get(campaignLoader, here(), operator.cookie, params());
    expect(progress.data).toMatchObject({
      campaign: { status: "sent", progress: { total: 4, sent: 4, queued: 0, failed: 0 } },
    });
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, `campaign:${campaignId}`));
    expect(actions.map((row) => row.action).sort()).toEqual(["campaign.create", "campaign.send", "campaign.test"]);
  });

  it("unsubscribes with the link's button and with a one-click post, and refuses a forged or altered signature", async () => {
    const [english] = inbox.to("emma@example.com").filter((mail) => mail.subject === "Spring sale");
    const link = pathOf(linkIn(english, "https://tools.example.com/newsletter/unsubscribe?"));
    expect(unsubscribeHeaders()).toEqual({ "Cache-Control": "private, no-store" });

    // Opening the link changes nothing: it shows the button.
    expect(await get(unsubscribeLoader, link)).toMatchObject({ status: 200, data: { email: "emma@example.com" } });
    const status = async (email: string) =>
      (
        await database.db
          .select({ status: newsletterSubscriptions.status })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
      )[0]?.status;
    expect(await status("emma@example.com")).toBe("confirmed");
    expect(await post(unsubscribeAction, link, {})).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect(await status("emma@example.com")).toBe("unsubscribed");

    // One-click (RFC 8058): the mail program posts to the header's address, no page.
    const [russian] = inbox.to("anna@example.com").filter((mail) => mail.subject === "Весенняя распродажа");
    const oneClick = pathOf(linkIn(russian, "https://tools.example.com/newsletter/unsubscribe?"));
    const answer = await post(unsubscribeAction, oneClick, { "List-Unsubscribe": "One-Click" });
    expect(answer).toMatchObject({ status: 200, body: "Unsubscribed.\n" });
    expect(answer.headers?.get("cache-control")).toBe("private, no-store");
    expect(await status("anna@example.com")).toBe("unsubscribed");

    // Forged: another id with this signature, a signature changed by one character, none, garbage.
    const url = new URL(`http://localhost${link}`);
    const id = url.searchParams.get("id") ?? "";
    const signature = url.searchParams.get("signature") ?? "";
    const [omar] = await database.db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "omar@example.com"));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const forged = [
      `id=${omar?.id}&signature=${signature}`,
      `id=${id}&signature=${flipped}`,
      `id=${id}`,
      `id=${id}&signature=${"A".repeat(43)}`,
      "id=-1&signature=x",
      `id=${"9".repeat(40)}&signature=${signature}`,
      "",
    ];
    for (const query of forged) {
      expect((await get(unsubscribeLoader, `/newsletter/unsubscribe?${query}`)).status).toBe(403);
      expect((await post(unsubscribeAction, `/newsletter/unsubscribe?${query}`, {})).status).toBe(403);
      expect(
        (await post(unsubscribeAction, `/newsletter/unsubscribe?${query}`, { "List-Unsubscribe": "One-Click" })).status,
      ).toBe(403);
    }
    expect(await status("omar@example.com")).toBe("confirmed");
  });

  it("takes an address that left back only through a new confirmation", async () => {
    const before = inbox.to("emma@example.com").length;
    expect(await signUp("emma@example.com")).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "emma@example.com"));
    expect(row?.status).toBe("unsubscribed");
    await inbox.deliverAll(database.db);
    const mails = inbox.to("emma@example.com");
    expect(mails).toHaveLength(before + 1);
    const token = new URL(linkIn(mails.at(-1), "https://tools.example.com/newsletter/confirm?token=")).searchParams.get(
      "token",
    );
    expect(await post(confirmAction, "/newsletter/confirm", { token: token ?? "" })).toMatchObject({ status: 200 });
    const [back] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "emma@example.com"));
    expect(back).toMatchObject({ status: "confirmed", unsubscribedAt: null });
  });

  it("hands over no more than the rate allows, and no more than a minute's worth after a pause", async () => {
    const made = await post(
      newCampaignAction,
      "/admin/newsletter/campaigns/new",
      { ...text("Rate"), "body.en": "Slow", intent: "save" },
      operator.cookie,
    );
    const id = Number(made.location?.match(/campaigns\/(\d+)/)?.[1]);
    await database.db.insert(newsletterSubscriptions).values(
      Array.from({ length: 150 }, (_, n) => ({
        email: `rate-${n}@example.com`,
        locale: "en",
        status: "confirmed" as const,
      })),
    );
    await post(
      campaignAction,
      `/admin/newsletter/campaigns/${id}`,
      { intent: "send", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
      { campaignId: String(id) },
    );
    // 60 a minute, paid 10 seconds back: 10 now.
    await database.db
      .update(newsletterCampaigns)
      .set({ paidUntil: sql`now() - interval '10 seconds'` })
      .where(eq(newsletterCampaigns.id, id));
    expect(await handOverNextBatch(database.db, 60)).toMatchObject({ campaignId: id, handed: 10, done: false });
    // An hour's pause saves up no more than a minute's worth.
    await database.db
      .update(newsletterCampaigns)
      .set({ paidUntil: sql`now() - interval '1 hour'` })
      .where(eq(newsletterCampaigns.id, id));
    expect(await handOverNextBatch(database.db, 60)).toMatchObject({ handed: 60, done: false });
    const queued = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "newsletter-campaign"), eq(mailOutbox.status, "pending")));
    expect(queued[0]?.n).toBe(70);
  });
});

describe("the back office's newsletter pages", () => {
  it("answer 404 to a guest and to a signed-in customer, and change nothing; the operator gets them", async () => {
    const [campaign] = await database.db.select({ id: newsletterCampaigns.id }).from(newsletterCampaigns).limit(1);
    const id = { campaignId: String(campaign?.id) };
    const url = `/admin/newsletter/campaigns/${campaign?.id}`;
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const before = await count();
    for (const cookie of [undefined, customer.cookie]) {
      const answers = [
        await get(campaignsLoader, "/admin/newsletter/campaigns", cookie),
        await get(newCampaignLoader, "/admin/newsletter/campaigns/new", cookie),
        await post(
          newCampaignAction,
          "/admin/newsletter/campaigns/new",
          { ...text("X"), "body.en": "Y", intent: "save" },
          cookie,
        ),
        await get(campaignLoader, url, cookie, id),
        await post(campaignAction, url, { intent: "test" }, cookie, id),
        await post(campaignAction, url, { intent: "send", [CONFIRMED_FIELD]: "1" }, cookie, id),
      ];
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
    }
    expect(await count()).toBe(before);
    expect((await get(campaignsLoader, "/admin/newsletter/campaigns", operator.cookie)).status).toBe(200);
    expect((await get(newCampaignLoader, "/admin/newsletter/campaigns/new", operator.cookie)).status).toBe(200);
    expect(
      (await get(campaignLoader, "/admin/newsletter/campaigns/999999", operator.cookie, { campaignId: "999999" }))
        .status,
    ).toBe(404);
  });
});
