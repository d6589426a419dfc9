import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as earningsAction, loader as earningsLoader } from "~/routes/account/earnings";
import { action as payoutAction, loader as payoutLoader } from "~/routes/admin/payout";
import { loader as payoutsLoader } from "~/routes/admin/payouts";
import { loader as csvLoader } from "~/routes/admin/payouts-csv";
import { action as settingsAction } from "~/routes/admin/settings";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { auditLog, mailOutbox, sellerLedger, storeSettings, users } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import {
  completePart,
  type InsertedOrder,
  insertOrder,
  payOrder,
  seedLedgerCurrencies,
} from "../support/ledger-orders";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Earnings in the account area and the operator's Payouts (issue 37, decision 034), through their routes: who sees
// what, payout details kept and masked, payouts never above the available balance, the balances as CSV.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let seller: SignedIn;
let other: SignedIn;
let order: InsertedOrder;

const context = () => appContext(database.db, media);
const load = (loader: Parameters<typeof callRoute>[0], url: string, cookie: string, params = {}) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context(), params });
const post = (
  action: Parameters<typeof callRoute>[0],
  url: string,
  fields: Record<string, string>,
  cookie: string,
  params = {},
) => callRoute(action, { request: formPost(url, fields, cookie), context: context(), params });

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await seedLedgerCurrencies(database.db);
  operator = await signedInUser(database.db, "payouts-boss@example.com");
  await setOperator(database.db, operator.email, true);
  seller = await signedInUser(database.db, "payouts-seller@example.com");
  other = await signedInUser(database.db, "payouts-other@example.com");
  // A shop name a spreadsheet would run as a formula.
  await database.db.update(users).set({ shopName: '=HYPERLINK("http://evil.example")' }).where(eq(users.id, seller.id));
  // An order in euros: $100 of the seller's (€92), paid, completed 20 days ago; and one still pending ($50, €46).
  order = await insertOrder(database.db, {
    paymentMethod: "bank",
    currencyCode: "EUR",
    currencyRate: "0.920000",
    parts: [{ sellerId: seller.id, subtotalCents: 9_200, discountCents: 0, shippingCents: 0 }],
  });
  const pending = await insertOrder(database.db, {
    paymentMethod: "bank",
    currencyCode: "EUR",
    currencyRate: "0.920000",
    parts: [{ sellerId: seller.id, subtotalCents: 4_600, discountCents: 0, shippingCents: 0 }],
  });
  for (const paid of [order, pending]) await payOrder(database.db, paid, "2026-11-20");
  await completePart(database.db, operator, order, order.partIds[0]!, 20);
});

afterAll(async () => {
  await database?.cleanup();
});

describe("a seller's Earnings", () => {
  it("shows the balance (available after the holding days, pending before) and the rows with their orders", async () => {
    const page = await load(earningsLoader, "/account/earnings", seller.cookie);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      balance: { availableCents: 10_000, pendingCents: 5_000 },
      holdingDays: 14,
      details: null,
    });
    const rows = (
      page.data as {
        rows: { orderNumber: string; kind: string; usdCents: number; amountCents: number; available: boolean }[];
      }
    ).rows;
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({
        orderNumber: order.number,
        kind: "sale",
        usdCents: 10_000,
        amountCents: 9_200,
        available: true,
      }),
    );
  });

  it("shows another account nothing of it", async () => {
    const page = await load(earningsLoader, "/account/earnings", other.cookie);
    expect(page.data).toMatchObject({ balance: { availableCents: 0, pendingCents: 0 }, rows: [] });
    expect(JSON.stringify(page.data)).not.toContain(order.number);
  });

  it("sends a guest to sign in", async () => {
    const page = await load(earningsLoader, "/account/earnings", "");
    expect(page).toMatchObject({ status: 302, location: "/account/login?redirectTo=%2Faccount%2Fearnings" });
  });

  it("keeps the payout details the seller enters (the IBAN checked), and shows them back masked", async () => {
    const refused = await post(
      earningsAction,
      "/account/earnings",
      { holder: "Ada Seller", account: "DE89 3704 0044 0532 0130 01", bic: "" },
      seller.cookie,
    );
    expect(refused).toMatchObject({ status: 400, data: { errors: { account: "settings.errors.iban" } } });
    const saved = await post(
      earningsAction,
      "/account/earnings",
      { holder: "Ada Seller", account: "de89 3704 0044 0532 0130 00", bic: "cobadeff" },
      seller.cookie,
    );
    expect(saved).toMatchObject({ status: 303, location: "/account/earnings?saved=details#payout-details" });
    const [row] = await database.db.select({ details: users.payoutDetails }).from(users).where(eq(users.id, seller.id));
    expect(row?.details).toEqual({ holder: "Ada Seller", account: "DE89370400440532013000", bic: "COBADEFF" });
    const page = await load(earningsLoader, "/account/earnings?saved=details", seller.cookie);
    expect(page.data).toMatchObject({
      saved: true,
      details: { holder: "Ada Seller", account: "•••• 3000", bic: "COBADEFF" },
    });
    expect(JSON.stringify(page.data)).not.toContain("DE89370400440532013000");
  });
});

describe("the operator's Payouts", () => {
  it("is not found for anyone but an operator", async () => {
    for (const cookie of [seller.cookie, ""]) {
      expect((await load(payoutsLoader, "/admin/payouts", cookie)).status).toBe(404);
      expect((await load(csvLoader, "/admin/payouts.csv", cookie)).status).toBe(404);
      expect((await load(payoutLoader, `/admin/payouts/${seller.id}`, cookie, { sellerId: seller.id })).status).toBe(
        404,
      );
      const posted = await post(
        payoutAction,
        `/admin/payouts/${seller.id}`,
        { amount: "1", occurredOn: "2026-11-25", reference: "X", key: randomUUID() },
        cookie,
        { sellerId: seller.id },
      );
      expect(posted.status).toBe(404);
    }
    expect(await database.db.select().from(sellerLedger).where(eq(sellerLedger.kind, "payout"))).toEqual([]);
  });

  it("lists every seller with a balance, their details masked", async () => {
    const page = await load(payoutsLoader, "/admin/payouts", operator.cookie);
    expect(page.data).toMatchObject({
      sellers: [
        {
          sellerId: seller.id,
          name: '=HYPERLINK("http://evil.example")',
          availableCents: 10_000,
          pendingCents: 5_000,
          details: { holder: "Ada Seller", account: "•••• 3000" },
        },
      ],
    });
    expect(JSON.stringify(page.data)).not.toContain("DE89370400440532013000");
  });

  it("shows a seller's details in full on their page, each viewing in the audit log", async () => {
    const viewed = () =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "payout.details"), eq(auditLog.subject, `user:${seller.id}`)));
    const before = (await viewed()).length;
    const page = await load(payoutLoader, `/admin/payouts/${seller.id}`, operator.cookie, { sellerId: seller.id });
    expect(page.data).toMatchObject({ seller: { details: { account: "DE89370400440532013000" } } });
    await load(payoutLoader, `/admin/payouts/${seller.id}`, operator.cookie, { sellerId: seller.id });
    expect((await viewed()).length).toBe(before + 2);
    expect(
      (await load(payoutLoader, "/admin/payouts/not-an-id", operator.cookie, { sellerId: "not-an-id" })).status,
    ).toBe(404);
    const nobody = randomUUID();
    expect((await load(payoutLoader, `/admin/payouts/${nobody}`, operator.cookie, { sellerId: nobody })).status).toBe(
      404,
    );
  });

  it("asks before recording a payout: without the confirmation nothing is recorded, and the question names the amount, the seller and the account's last four", async () => {
    const key = randomUUID();
    const fields = { amount: "10,5", occurredOn: "2026-11-25", reference: "SEPA-10", key };
    const asked = await post(payoutAction, `/admin/payouts/${seller.id}`, fields, operator.cookie, {
      sellerId: seller.id,
    });
    expect(asked).toMatchObject({
      status: 200,
      data: {
        // The question posts the same fields again, the form's key with them, marked confirmed by ConfirmAgain.
        confirm: fields,
        question: { amountCents: 1_050, sellerName: '=HYPERLINK("http://evil.example")', account: "•••• 3000" },
        values: { amount: "10,5", reference: "SEPA-10" },
      },
    });
    expect(JSON.stringify(asked.data)).not.toContain("DE89370400440532013000");
    expect(await database.db.select().from(sellerLedger).where(eq(sellerLedger.kind, "payout"))).toEqual([]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "payout-sent"))).toEqual([]);
  });

  it("refuses a payout above the available balance beside the amount, and records one within it once", async () => {
    const url = `/admin/payouts/${seller.id}`;
    const form = (amount: string, key = randomUUID()) => ({
      amount,
      occurredOn: "2026-11-25",
      reference: "SEPA-77",
      key,
    });
    const confirmed = (fields: Record<string, string>) => ({ ...fields, [CONFIRMED_FIELD]: "1" });
    // Refused before it is even asked, and when confirmed.
    for (const fields of [form("100.01"), confirmed(form("100.01"))]) {
      const above = await post(payoutAction, url, fields, operator.cookie, { sellerId: seller.id });
      expect(above).toMatchObject({
        status: 409,
        data: {
          errors: { amount: "payouts.errors.moreThanAvailable" },
          availableCents: 10_000,
          values: { amount: "100.01" },
        },
      });
    }
    // The pending $50 cannot be paid out either.
    expect((await post(payoutAction, url, form("150"), operator.cookie, { sellerId: seller.id })).status).toBe(409);
    const bad = await post(payoutAction, url, { ...form("0"), reference: "" }, operator.cookie, {
      sellerId: seller.id,
    });
    expect(bad).toMatchObject({
      status: 400,
      data: { errors: { amount: "payouts.errors.amount", reference: "errors.required" } },
    });

    const once = form("60.00");
    for (let submit = 0; submit < 2; submit++) {
      const done = await post(payoutAction, url, confirmed(once), operator.cookie, { sellerId: seller.id });
      expect(done).toMatchObject({ status: 303, location: `/admin/payouts/${seller.id}?done=payout` });
    }
    const payouts = await database.db.select().from(sellerLedger).where(eq(sellerLedger.kind, "payout"));
    expect(payouts).toMatchObject([
      {
        sellerId: seller.id,
        usdCents: -6_000,
        amountCents: -6_000,
        currencyCode: "USD",
        reference: "SEPA-77",
        recordedBy: operator.id,
      },
    ]);
    const page = await load(payoutLoader, `${url}?done=payout`, operator.cookie, { sellerId: seller.id });
    expect(page.data).toMatchObject({ done: true, balance: { availableCents: 4_000, pendingCents: 5_000 } });
    expect((await post(payoutAction, url, form("40.01"), operator.cookie, { sellerId: seller.id })).status).toBe(409);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "payout.record"));
    expect(audited).toMatchObject([
      { subject: `user:${seller.id}`, subjectLabel: "payouts-seller@example.com: 60.00 USD", reason: "SEPA-77" },
    ]);
    // The seller sees it in their Earnings: its bank reference in its own column, no order.
    const earnings = await load(earningsLoader, "/account/earnings", seller.cookie);
    expect(earnings.data).toMatchObject({ balance: { availableCents: 4_000, pendingCents: 5_000 } });
    const rows = (earnings.data as { rows: { kind: string; orderNumber: string | null; reference: string | null }[] })
      .rows;
    expect(rows.find((row) => row.kind === "payout")).toMatchObject({ orderNumber: null, reference: "SEPA-77" });
  });

  it("mails the seller once that they have been paid: the dollars, the bank reference and the day, in their language", async () => {
    const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "payout-sent"));
    expect(queued).toHaveLength(1);
    const [row] = queued;
    expect(row).toMatchObject({ recipient: "payouts-seller@example.com", locale: "en", status: "pending" });
    const mail = await composeMail(database.db, row!, TEST_MAIL_SETTINGS);
    if ("gone" in mail) throw new Error(mail.gone);
    expect(mail.subject).toBe("You have been paid $60.00");
    expect(mail.text).toContain("YOU HAVE BEEN PAID");
    expect(mail.text).toContain("Amount (US dollars): $60.00");
    expect(mail.text).toContain("Day sent: November 25, 2026");
    expect(mail.text).toContain("Bank reference: SEPA-77");
    expect(mail.html).toContain('href="https://tools.example.com/account/earnings"');
    // The same mail in Russian and Arabic: their own words, and no invisible direction marks in the text.
    const russian = await composeMail(database.db, { ...row!, locale: "ru" }, TEST_MAIL_SETTINGS);
    const arabic = await composeMail(database.db, { ...row!, locale: "ar" }, TEST_MAIL_SETTINGS);
    if ("gone" in russian || "gone" in arabic) throw new Error("the payout is gone");
    expect(russian.subject).toBe("Вам перечислено $60.00");
    expect(russian.text).toContain("25 ноября 2026");
    expect(arabic.subject).toBe("تم الدفع لك: $60.00");
    expect(arabic.text).toContain("مرجع البنك: SEPA-77");
    for (const text of [mail.text, russian.text, arabic.text]) expect(text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("exports the balances as CSV, quoted, a formula-like name kept as text, the export audited", async () => {
    const csv = await load(csvLoader, "/admin/payouts.csv", operator.cookie);
    expect(csv.status).toBe(200);
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
    expect(csv.body).toBe(
      [
        '"seller_id","seller","email","available_usd","pending_usd","payout_holder","payout_account"',
        `"${seller.id}","'=HYPERLINK(""http://evil.example"")","payouts-seller@example.com",40.00,50.00,"Ada Seller","•••• 3000"`,
        "",
      ].join("\r\n"),
    );
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "payout.export"))).toHaveLength(1);
  });
});

describe("the settings of sellers' earnings", () => {
  it("saves the commission and the holding days an operator types, audited, and refuses what does not fit", async () => {
    const save = (fields: Record<string, string>) => post(settingsAction, "/admin/settings", fields, operator.cookie);
    expect(await save({ intent: "commission", percent: "12,5" })).toMatchObject({
      status: 303,
      location: "/admin/settings?saved=commission#commission",
    });
    expect(await save({ intent: "holdingDays", days: "30" })).toMatchObject({ status: 303 });
    expect(await save({ intent: "commission", percent: "60" })).toMatchObject({
      status: 400,
      data: { form: "commission", errors: { percent: "settings.errors.commission" } },
    });
    expect(await save({ intent: "holdingDays", days: "" })).toMatchObject({
      status: 400,
      data: { errors: { days: "settings.errors.holdingDays" } },
    });
    const rows = await database.db.select().from(storeSettings);
    expect(rows.find((row) => row.key === "commission")?.value).toEqual({ percent: 12.5 });
    expect(rows.find((row) => row.key === "holdingDays")?.value).toEqual({ days: 30 });
    const changes = await database.db.select().from(auditLog).where(eq(auditLog.action, "setting.change"));
    expect(changes.map((row) => row.subjectLabel)).toEqual(expect.arrayContaining(["commission", "holdingDays"]));
    // Held 30 days now, the sale completed 20 days ago waits again; a seller is never paid beyond what is available.
    const page = await load(earningsLoader, "/account/earnings", seller.cookie);
    expect(page.data).toMatchObject({ holdingDays: 30, balance: { availableCents: -6_000, pendingCents: 15_000 } });
  });
});
