import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as forgotAction } from "~/routes/account/forgot-password";
import { action as loginAction } from "~/routes/account/login";
import { action as resetAction, loader as resetLoader } from "~/routes/account/reset-password";
import { currentSession } from "~server/accounts/sessions";
import { mailOutbox, passwordResetTokens, rateLimits } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let inbox: SmtpInbox;
let user: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  inbox = await startSmtpInbox();
  user = await signedInUser(database.db, "forgetful@example.com", "old password 1");
});

afterAll(async () => {
  await inbox?.close();
  await database?.cleanup();
});

beforeEach(async () => {
  inbox.mails.length = 0;
  await database.db.delete(rateLimits);
});

const context = (locale: "en" | "ar" = "en", clientIp = "192.0.2.7") =>
  appContext(database.db, media, { prefs: { locale, currency: "USD" }, clientIp });

const forgot = (email: string, locale: "en" | "ar" = "en", clientIp?: string) =>
  callRoute(forgotAction, {
    request: formPost("/account/forgot-password", { email }),
    context: context(locale, clientIp),
  });

function linkIn(mail: ParsedMail | undefined): string {
  const match = mail?.text?.match(/https:\/\/tools\.example\.com\/account\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
  return match[1];
}

async function mailedToken(locale: "en" | "ar" = "en"): Promise<string> {
  expect(await forgot(user.email.toUpperCase(), locale)).toMatchObject({ status: 200 });
  await inbox.deliverAll(database.db);
  const mail = inbox.to(user.email).at(-1);
  expect(mail?.subject).toBe(locale === "ar" ? "إعادة تعيين كلمة مرور Tool Store" : "Reset your Tool Store password");
  return linkIn(mail);
}

const reset = (token: string, password: string, confirm = password, cookie?: string) =>
  callRoute(resetAction, {
    request: formPost("/account/reset-password", { token, password, confirm }, cookie),
    context: context(),
  });

const login = (password: string) =>
  callRoute(loginAction, {
    request: formPost("/account/login", { intent: "login", email: user.email, password, redirectTo: "/" }),
    context: context(),
  });

describe("forgotten password", () => {
  it("answers the same for an account and for an unknown address, and mails the account a link in the page's language", async () => {
    const known = await forgot(user.email, "ar");
    const unknown = await forgot("nobody@example.com", "ar");
    expect(known).toEqual({ status: 200, data: { ok: true, email: user.email } });
    expect(unknown).toEqual({ status: 200, data: { ok: true, email: "nobody@example.com" } });
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toHaveLength(1);
    const [mail] = inbox.mails;
    expect(mail?.subject).toBe("إعادة تعيين كلمة مرور Tool Store");
    expect(mail?.headers.get("content-language")).toBe("ar");
    const token = linkIn(mail);
    // 256 random bits; only their hash is kept, and the outbox forgets the token once the mail is sent.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const outbox = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "password-reset"));
    expect(JSON.stringify(outbox)).not.toContain(token);
  });

  it("sets the new password with the link once, ends every session of the account and signs this browser in", async () => {
    const token = await mailedToken();
    const other = await signedInUser(database.db, "someone-else@example.com");
    expect(
      (
        await callRoute(resetLoader, {
          request: pageRequest(`/account/reset-password?token=${token}`),
          context: context(),
        })
      ).data,
    ).toEqual({ token });

    // The rules of sign-up: a short password is refused beside the field, and the link still works.
    const short = await reset(token, "short");
    expect(short).toMatchObject({ status: 400, data: { errors: { password: "account.errors.passwordTooShort" } } });
    const mismatch = await reset(token, "new password 2", "new password 3");
    expect(mismatch).toMatchObject({ status: 400, data: { errors: { confirm: "account.errors.passwordsMismatch" } } });

    const done = await reset(token, "new password 2");
    expect(done).toMatchObject({ status: 302, location: "/account/dashboard?passwordReset=1" });
    const browser = await currentSession(database.db, pageRequest("/", cookieFrom(done.setCookie)));
    expect(browser?.user?.email).toBe(user.email);
    // The session signed in before the reset has ended; another account's has not.
    expect(await currentSession(database.db, pageRequest("/", user.cookie))).toBeNull();
    expect((await currentSession(database.db, pageRequest("/", other.cookie)))?.user?.email).toBe(other.email);

    expect(await login("old password 1")).toMatchObject({ status: 400 });
    expect(await login("new password 2")).toMatchObject({ status: 302 });

    // Used once: the page asks for a new link, and a second post changes nothing.
    const again = await callRoute(resetLoader, {
      request: pageRequest(`/account/reset-password?token=${token}`),
      context: context(),
    });
    expect(again.data).toEqual({ token: null });
    expect(await reset(token, "third password 3")).toMatchObject({ status: 400, data: { formError: "reset.invalid" } });
    expect(await login("new password 2")).toMatchObject({ status: 302 });
    user.cookie = "";
  });

  it("refuses a link older than an hour, and one that was never made", async () => {
    const token = await mailedToken();
    await database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await reset(token, "late password 4")).toMatchObject({ status: 400, data: { formError: "reset.invalid" } });
    const made = "A".repeat(43);
    expect(await reset(made, "made password 5")).toMatchObject({ status: 400, data: { formError: "reset.invalid" } });
    expect(
      (await callRoute(resetLoader, { request: pageRequest("/account/reset-password?token=nope"), context: context() }))
        .data,
    ).toEqual({ token: null });
  });

  it("mails one address at most 3 links an hour (answering the same), and tells an address asking too often to wait", async () => {
    for (let n = 0; n < 4; n++) {
      expect(await forgot(user.email, "en", `198.51.100.${n}`)).toMatchObject({ status: 200, data: { ok: true } });
    }
    await inbox.deliverAll(database.db);
    expect(inbox.to(user.email)).toHaveLength(3);

    await database.db.delete(rateLimits);
    for (let n = 0; n < 5; n++) expect(await forgot(`n${n}@example.com`)).toMatchObject({ status: 200 });
    expect(await forgot("n6@example.com")).toMatchObject({
      status: 429,
      data: { formError: "account.errors.tooManyAttempts", values: { email: "n6@example.com" } },
    });
  });

  it("never sends a link past its hour, and a mail given up forgets its token too", async () => {
    await database.db.delete(mailOutbox);
    await forgot(user.email);
    // Retried for more than an hour (a mail server down): the link would not work any more.
    await database.db.update(mailOutbox).set({ createdAt: sql`now() - interval '61 minutes'` });
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toEqual([]);
    const [expired] = await database.db.select().from(mailOutbox);
    expect(expired).toMatchObject({
      status: "failed",
      lastError: "the reset link has expired",
      payload: { token: null },
    });
  });

  it("refuses a malformed email beside the field, keeping it", async () => {
    expect(await forgot("not-an-email")).toMatchObject({
      status: 400,
      data: { errors: { email: expect.any(String) }, values: { email: "not-an-email" } },
    });
  });
});
