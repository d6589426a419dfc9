import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as myMailAction, loader as myMailLoader } from "~/routes/admin/my-mail";
import { loader as overviewLoader } from "~/routes/admin/overview";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession } from "~server/accounts/sessions";
import { dismissReport } from "~server/admin/conversations";
import { DIGEST_HOUR_UTC, startDailyDigest, writeDailyDigest } from "~server/admin/daily-digest";
import { reportConversation } from "~server/conversations/report";
import {
  auditLog,
  conversations,
  mailOutbox,
  orderParts,
  orders,
  passClaims,
  products,
  users,
} from "~server/db/schema";
import { silentLogger } from "~server/log/logger";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { changePart } from "~server/orders/order-parts";
import { placeOrder } from "~server/orders/place-order";
import { recordPaymentReceived } from "~server/payments/payments";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { fillCart } from "../support/coupons";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 48, F16: the operators hear of what should not wait, through the outbox, in their own language, once per
// event; once a day a digest of what waits, written once across processes; each operator may turn each kind off.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
/** Gets everything, in English. */
let boss: SignedIn;
/** Reads Russian, and turned off the parcels and the digest. */
let deputy: SignedIn;
/** An operator whose account is locked: gets nothing. */
let locked: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;

const operatorMail = (kind: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(mailOutbox.recipient, mailOutbox.id);
const recipientsOf = async (kind: string) => (await operatorMail(kind)).map((row) => row.recipient);

async function composed(kind: string, to: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, to)));
  if (!row) throw new Error(`no ${kind} mail to ${to}`);
  const mail = await composeMail(database.db, row, TEST_MAIL_SETTINGS);
  if ("gone" in mail) throw new Error(mail.gone);
  return mail;
}

/** A guest's order of these products (by slug), paid with `method`: its id and number. */
async function ordered(items: [slug: string, quantity: number][], method: "bank" | "cash" = "bank") {
  const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
  await fillCart(database.db, { sessionId }, items);
  const placed = await placeOrder(database.db, {
    owner: { sessionId },
    userId: null,
    sessionId,
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput({ paymentMethod: method }),
  });
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  const [row] = await database.db.select().from(orders).where(eq(orders.number, placed.number));
  return row!;
}

/** The preferences form with these kinds ticked. */
function wanting(...kinds: string[]): FormData {
  const form = new FormData();
  for (const kind of kinds) form.append("wanted", kind);
  return form;
}

const payment = (order: { id: number; totalCents: number }, key = randomUUID()) => ({
  orderId: order.id,
  amountCents: order.totalCents,
  occurredOn: new Date().toISOString().slice(0, 10),
  reference: "SEPA",
  note: null,
  recordedBy: null,
  key,
});

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  boss = await signedInUser(database.db, "mail-boss@example.com");
  deputy = await signedInUser(database.db, "mail-deputy@example.com");
  locked = await signedInUser(database.db, "mail-locked@example.com");
  seller = await signedInUser(database.db, "mail-op-seller@example.com");
  buyer = await signedInUser(database.db, "mail-op-buyer@example.com");
  for (const operator of [boss, deputy, locked]) await setOperator(database.db, operator.email, true);
  await database.db.update(users).set({ locale: "ru" }).where(eq(users.id, deputy.id));
  await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.id));
  await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "saw-b"));
}, 120_000);

afterAll(async () => {
  await database?.cleanup();
});

describe("each operator's choice of mail", () => {
  it("is a plain form: what is not ticked is turned off, saved with its audit row and the same note both ways", async () => {
    const saved = await callRoute(myMailAction, {
      request: formPost("/admin/my-mail", wanting("conversation-reported"), deputy.cookie),
      context: appContext(database.db, media),
    });
    expect(saved).toMatchObject({ status: 303, location: "/admin/my-mail?saved" });
    const page = await callRoute(myMailLoader, {
      request: pageRequest("/admin/my-mail?saved", deputy.cookie),
      context: appContext(database.db, media),
    });
    expect(page.data).toEqual({ wanted: ["conversation-reported"], language: "Русский", saved: true });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "operator.mail"));
    expect(audit).toMatchObject({
      operatorEmail: deputy.email,
      subjectLabel: `${deputy.email}: off parcel-ready, returns, claims, daily-digest`,
    });
    const refused = await callRoute(myMailAction, {
      request: formPost("/admin/my-mail", { wanted: "everything" }, deputy.cookie),
      context: appContext(database.db, media),
    });
    expect(refused).toMatchObject({ status: 400, data: { formError: "admin.myMail.refused" } });
    // The boss's own choices are untouched: everything.
    const bossPage = await callRoute(myMailLoader, {
      request: pageRequest("/admin/my-mail", boss.cookie),
      context: appContext(database.db, media),
    });
    expect((bossPage.data as { wanted: string[] }).wanted).toEqual([
      "parcel-ready",
      "conversation-reported",
      "returns",
      "claims",
      "daily-digest",
    ]);
  });
});

describe("a parcel of the store's own ready to ship", () => {
  it("is mailed to each operator who wants it once the order is paid, once however often the payment comes", async () => {
    const order = await ordered([
      ["drill-a", 1],
      ["saw-b", 1],
    ]);
    expect(await recipientsOf("operator-parcel-ready")).toEqual([]);
    const key = randomUUID();
    expect((await recordPaymentReceived(database.db, payment(order, key))).ok).toBe(true);
    // The same form again, and another payment (refused: already paid): nothing more.
    await recordPaymentReceived(database.db, payment(order, key));
    await recordPaymentReceived(database.db, payment(order));
    const rows = await operatorMail("operator-parcel-ready");
    expect(rows.map((row) => row.recipient)).toEqual([boss.email]);
    const [storePart] = await database.db
      .select({ id: orderParts.id })
      .from(orderParts)
      .where(and(eq(orderParts.orderId, order.id), isNull(orderParts.sellerId)));
    expect(rows[0]?.payload).toEqual({ partId: storePart?.id });
    const mail = await composed("operator-parcel-ready", boss.email);
    expect(mail.subject).toBe(`Order ${order.number}: the store's parcel is ready to ship`);
    expect(mail.text).toContain("DRILL A");
    expect(mail.text).not.toContain("SAW B");
    expect(mail.text).toContain(`/admin/orders/${order.number}`);
    expect(mail.text).toContain("1 Rue de Rivoli");
    expect(mail.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("is not mailed for a seller's parcel, and not sent once the parcel has shipped", async () => {
    const before = (await operatorMail("operator-parcel-ready")).length;
    const sellersOnly = await ordered([["saw-b", 1]]);
    await recordPaymentReceived(database.db, payment(sellersOnly));
    expect((await operatorMail("operator-parcel-ready")).length).toBe(before);
    // Cash on delivery ships at once: mailed when placed.
    const cash = await ordered([["drill-c", 1]], "cash");
    const rows = (await operatorMail("operator-parcel-ready")).slice(before);
    expect(rows.map((row) => row.recipient)).toEqual([boss.email]);
    const [part] = await database.db.select().from(orderParts).where(eq(orderParts.orderId, cash.id));
    const shipped = await changePart(database.db, { role: "operator", operator: boss }, cash.number, {
      partId: part!.id,
      from: "pending",
      action: "ship",
      carrier: null,
      trackingNumber: null,
      note: null,
    });
    expect(shipped.ok).toBe(true);
    const gone = await composeMail(database.db, rows[0]!, TEST_MAIL_SETTINGS);
    expect(gone).toEqual({ gone: "the parcel was shipped or cancelled" });
  });
});

describe("a reported conversation", () => {
  it("is mailed to each operator who wants it, in their language, once until it is dismissed", async () => {
    const [conversation] = await database.db
      .insert(conversations)
      .values({ buyerId: buyer.id, sellerId: seller.id, subject: "SAW B" })
      .returning();
    const id = conversation!.id;
    expect(await reportConversation(database.db, buyer.id, id, "Asked me to pay outside the store", new Date())).toBe(
      true,
    );
    // Reported again (a new reason): the operators already know.
    await reportConversation(database.db, seller.id, id, "Rude", new Date());
    // Someone who is not a side cannot report it, and nobody hears of it.
    expect(await reportConversation(database.db, boss.id, id, "x", new Date())).toBe(false);
    expect(await recipientsOf("operator-conversation-reported")).toEqual([boss.email, deputy.email]);
    const russian = await composed("operator-conversation-reported", deputy.email);
    expect(russian.subject).toBe("Жалоба на переписку: SAW B");
    expect(russian.text).toContain("Продавец");
    expect(russian.text).toContain("Rude");
    expect(russian.text).toContain(`/admin/conversations/${id}`);
    expect(russian.text).not.toMatch(/[\u2066-\u2069]/);
    // Dismissed, then reported again: a new report, a new mail.
    const operator = { ...boss, displayName: "Boss", avatarUrl: null, role: "operator" as const };
    expect(await dismissReport(database.db, operator, id)).toBe(true);
    await reportConversation(database.db, buyer.id, id, "Again", new Date());
    expect(await recipientsOf("operator-conversation-reported")).toEqual([
      boss.email,
      boss.email,
      deputy.email,
      deputy.email,
    ]);
  });
});

describe("the daily digest", () => {
  const day = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);

  it("counts what the Overview counts, and is written once a day across two processes at once", async () => {
    // Something waits: an order awaiting its transfer.
    await ordered([["drill-e", 1]]);
    const now = day("2031-05-04", DIGEST_HOUR_UTC + 1);
    const written = await Promise.all([writeDailyDigest(database.db, now), writeDailyDigest(database.db, now)]);
    // One operator wants it (the deputy turned it off, the locked one gets nothing): one mail, from one pass.
    expect(written.sort()).toEqual([0, 1]);
    expect(await recipientsOf("operator-digest")).toEqual([boss.email]);
    // Later the same day, nothing; before the hour the next day, nothing; the next day after the hour, again.
    expect(await writeDailyDigest(database.db, day("2031-05-04", 23))).toBe(0);
    expect(await writeDailyDigest(database.db, day("2031-05-05", DIGEST_HOUR_UTC - 1))).toBe(0);
    expect(await writeDailyDigest(database.db, day("2031-05-05", DIGEST_HOUR_UTC))).toBe(1);
    const claims = await database.db.select().from(passClaims).where(like(passClaims.key, "digest:2031-05-0%"));
    expect(claims.map((claim) => claim.key).sort()).toEqual(["digest:2031-05-04", "digest:2031-05-05"]);

    const [first] = await operatorMail("operator-digest");
    const overview = await callRoute(overviewLoader, {
      request: pageRequest("/admin", boss.cookie),
      context: appContext(database.db, media, { now: () => now }),
    });
    const { todo } = overview.data as Awaited<ReturnType<typeof overviewLoader>>;
    expect(first?.payload).toMatchObject({
      day: "2031-05-04",
      awaiting: todo.awaiting,
      storeParcels: todo.storeParcels,
      lateParcels: todo.lateParcels,
      payoutSellers: todo.payouts.sellers,
      lowStock: todo.lowStock,
    });
    expect(todo.awaiting).toBeGreaterThan(0);
    const mail = await composeMail(database.db, first!, TEST_MAIL_SETTINGS);
    if ("gone" in mail) throw new Error(mail.gone);
    expect(mail.subject).toBe("What waits in the back office, May 4, 2031");
    expect(mail.text).toContain(`Orders awaiting payment: ${todo.awaiting}`);
    expect(mail.text).toContain("/admin/orders?payment=awaiting&sort=oldest");
    expect(mail.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("runs in every process's loop on their clock: two loops started at once write the day's digest once", async () => {
    const clock = () => day("2031-06-01", 12);
    const before = (await operatorMail("operator-digest")).length;
    const loops = [
      startDailyDigest(database.db, silentLogger(), clock),
      startDailyDigest(database.db, silentLogger(), clock),
    ];
    for (let waited = 0; waited < 10_000; waited += 50) {
      const [claim] = await database.db.select().from(passClaims).where(eq(passClaims.key, "digest:2031-06-01"));
      if (claim && (await operatorMail("operator-digest")).length > before) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(loops.map((loop) => loop.stop()));
    expect((await operatorMail("operator-digest")).length - before).toBe(1);
  });

  it("is written to nobody who turned it off, and an operator who turns it back on gets the next one", async () => {
    await callRoute(myMailAction, {
      request: formPost("/admin/my-mail", wanting("conversation-reported", "daily-digest"), deputy.cookie),
      context: appContext(database.db, media),
    });
    expect(await writeDailyDigest(database.db, day("2031-07-01", 9))).toBe(2);
    const russian = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "operator-digest"), eq(mailOutbox.recipient, deputy.email)));
    expect(russian).toHaveLength(1);
    const mail = await composeMail(database.db, russian[0]!, TEST_MAIL_SETTINGS);
    if ("gone" in mail) throw new Error(mail.gone);
    expect(mail.subject).toMatch(/^Что ждёт в панели управления, 1 июля 2031/);
    expect(mail.text).toContain("Заказы, ожидающие оплаты:");
    // The locked operator never got any of it.
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, locked.email))).toEqual([]);
  });
});
