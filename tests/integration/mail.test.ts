import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGuestSession } from "~server/accounts/sessions";
import { currencies, mailOutbox, orderParts, orders, products, users } from "~server/db/schema";
import { MAX_ATTEMPTS } from "~server/mail/outbox";
import { sendDueMail } from "~server/mail/sender";
import { type MailTransport, smtpTransport } from "~server/mail/transport";
import { cancelOrderAsBuyer, changePart } from "~server/orders/order-parts";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { payInFull } from "../support/payments";
import { type SmtpInbox, startSmtpInbox, TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let inbox: SmtpInbox;
let sellerA: SignedIn;
let sellerB: SignedIn;
let buyer: SignedIn;
const settings = TEST_MAIL_SETTINGS;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await database.db
    .insert(currencies)
    .values({ code: "EUR", symbol: "€", rate: "0.9", name: { en: "Euro", ru: "Евро", ar: "يورو" } });
  sellerA = await signedInUser(database.db, "mail-seller-a@example.com");
  sellerB = await signedInUser(database.db, "mail-seller-b@example.com");
  buyer = await signedInUser(database.db, "mail-buyer@example.com");
  await database.db.update(users).set({ locale: "ar" }).where(eq(users.id, sellerA.id));
  await database.db.update(users).set({ locale: "ru" }).where(eq(users.id, sellerB.id));
  await database.db.update(products).set({ ownerId: sellerA.id }).where(eq(products.slug, "drill-b"));
  await database.db.update(products).set({ ownerId: sellerB.id }).where(eq(products.slug, "saw-b"));
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox?.close();
  await database?.cleanup();
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
  inbox.mails.length = 0;
});

/** Sends everything due, as the app's sender does, until nothing is left to take. */
async function order(options: {
  userId: string | null;
  locale: "en" | "ru" | "ar";
  notes?: string;
  email: string;
  paid?: boolean;
  paymentMethod?: "bank" | "cash";
}) {
  const owner = options.userId ? { userId: options.userId } : { sessionId: await guestSession() };
  await addToCart(database.db, owner, await productId(database.db, "drill-b"), 2, "red");
  await addToCart(database.db, owner, await productId(database.db, "saw-b"), 1);
  const base = checkoutInput();
  const placed = await placeOrder(database.db, {
    owner,
    userId: options.userId,
    sessionId: "sessionId" in owner ? (owner.sessionId ?? null) : null,
    currencyCode: "EUR",
    locale: options.locale,
    checkout: {
      ...base,
      paymentMethod: options.paymentMethod ?? base.paymentMethod,
      notes: options.notes,
      billing: { ...base.billing, email: options.email },
    },
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  // Paid by bank transfer, as the back office records it: its parts may ship.
  if (options.paid) await payInFull(database.db, placed.number);
  return placed.number;
}

async function guestSession(): Promise<string> {
  return (await createGuestSession(database.db, new Request("http://localhost/"))).sessionId;
}

const html = (mail: ParsedMail) => (typeof mail.html === "string" ? mail.html : "");

/** Invisible direction marks (U+200E/F, U+2066–2069): a reader copying an IBAN or an amount would carry them along. */
const DIRECTION_MARKS = /[\u200e\u200f\u2066-\u2069]/;

describe("order mail", () => {
  it("an order writes the buyer's confirmation and each seller's news of the sale, which arrive by SMTP in their languages", async () => {
    const number = await order({ userId: null, locale: "ar", email: "guest-ar@example.com" });
    const queued = await database.db.select().from(mailOutbox);
    expect(queued.map((row) => [row.kind, row.recipient, row.locale]).sort()).toEqual([
      ["new-sale", "mail-seller-a@example.com", "ar"],
      ["new-sale", "mail-seller-b@example.com", "ru"],
      ["order-placed", "guest-ar@example.com", "ar"],
    ]);
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toHaveLength(3);

    // The buyer's, in Arabic, right to left: every line, the totals in euros, how to pay, a link to track order.
    const [confirmation] = inbox.to("guest-ar@example.com");
    // Paid by bank transfer and not paid yet: received, awaiting payment (nothing thanks the buyer for money not paid).
    expect(confirmation?.subject).toBe(`تم استلام الطلب ${number}: بانتظار الدفع`);
    expect(confirmation?.from?.text).toBe('"Tool Store" <shop@tools.example.com>');
    expect(confirmation?.headers.get("content-language")).toBe("ar");
    expect(html(confirmation!)).toMatch(/<html[^>]*dir="rtl"[^>]*lang="ar"|<html[^>]*lang="ar"[^>]*dir="rtl"/);
    const [placed] = await database.db.select().from(orders).where(eq(orders.number, number));
    for (const part of [confirmation?.text, html(confirmation!)]) {
      expect(part).toContain("DRILL B");
      expect(part).toContain("SAW B");
      expect(part).toContain(`€${(placed!.totalCents / 100).toFixed(2)}`);
      expect(part).toContain(`يرجى تحويل الإجمالي إلى الحساب أدناه واستخدام رقم الطلب ${number} مرجعًا للدفع`);
      // The store's account, with the amount and the order number as the payment reference.
      expect(part).toContain("DE89 3704 0044 0532 0130 00");
      expect(part).toContain("مرجع الدفع");
    }
    // The reference stands after its label, in its own direction in the HTML, bare in the plain text.
    expect(confirmation?.text).toContain(`مرجع الدفع: ${number}`);
    expect(html(confirmation!)).toMatch(new RegExp(`مرجع الدفع.*<span dir="ltr">${number}</span>`));
    expect(html(confirmation!)).toContain(`href="https://tools.example.com/shop/track-order?orderId=${number}"`);
    expect(confirmation?.text).toContain("Rue de Rivoli");
    expect(confirmation?.messageId).toBe(queued.find((row) => row.kind === "order-placed")?.messageId);

    // Each seller's: only their own lines, the address to ship to with the buyer's phone, and a link to the sale.
    const [saleA] = inbox.to("mail-seller-a@example.com");
    // The sellers are told of the sale, and not to ship before the payment comes in.
    expect(saleA?.subject).toBe(`عملية بيع جديدة بانتظار الدفع: الطلب ${number} (لا تشحن بعد)`);
    expect(saleA?.text).toContain("لا تشحنها بعد: لم تصل الدفعة");
    expect(saleA?.text).toContain("DRILL B");
    expect(saleA?.text).not.toContain("SAW B");
    expect(saleA?.text).toContain("+33 1 23 45 67 89");
    expect(html(saleA!)).toContain('<span dir="ltr">+33 1 23 45 67 89</span>');
    expect(html(saleA!)).toContain(`href="https://tools.example.com/account/sales/${number}"`);
    const [saleB] = inbox.to("mail-seller-b@example.com");
    expect(saleB?.subject).toBe(`Новая продажа ждёт оплаты: заказ ${number} (пока не отправляйте)`);
    expect(saleB?.text).toContain("Пока не отправляйте: оплата ещё не поступила.");
    expect(saleB?.text).not.toContain("Отправьте их по адресу ниже и отметьте");
    expect(saleB?.text).toContain("SAW B");
    expect(saleB?.text).not.toContain("DRILL B");

    // Each row is marked sent with the server's answer, and never taken again.
    const sent = await database.db.select().from(mailOutbox);
    expect(sent.every((row) => row.status === "sent" && row.transportId?.startsWith("250"))).toBe(true);
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toHaveLength(3);
  });

  it("a signed-in buyer's confirmation links to their order; what they typed is escaped", async () => {
    const number = await order({
      userId: buyer.id,
      locale: "en",
      email: buyer.email,
      notes: '<script>alert("x")</script> & <b>bold</b>',
    });
    await inbox.deliverAll(database.db);
    const [confirmation] = inbox.to(buyer.email);
    expect(confirmation?.subject).toBe(`Order ${number} received: awaiting payment`);
    expect(html(confirmation!)).toContain(`href="https://tools.example.com/account/orders/${number}"`);
    expect(html(confirmation!)).not.toContain("<script>");
    expect(html(confirmation!)).not.toContain("<b>bold</b>");
    expect(html(confirmation!)).toContain("&lt;script&gt;");
    expect(confirmation?.text).toContain('<script>alert("x")</script> & <b>bold</b>');
  });

  it("a refused order writes no mail", async () => {
    await database.db.update(products).set({ stock: 0 }).where(eq(products.slug, "saw-b"));
    const owner = { sessionId: await guestSession() };
    await addToCart(database.db, owner, await productId(database.db, "drill-b"), 1, "red");
    await database.db.update(products).set({ stock: 50 }).where(eq(products.slug, "saw-b"));
    await addToCart(database.db, owner, await productId(database.db, "saw-b"), 1);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.slug, "saw-b"));
    const refused = await placeOrder(database.db, {
      owner,
      userId: null,
      sessionId: owner.sessionId,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    expect(refused).toMatchObject({ ok: false, error: "notInStock" });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    await database.db.update(products).set({ stock: 50 }).where(eq(products.slug, "saw-b"));
  });

  it("the buyer hears when a part ships (carrier, tracking number), is cancelled (the reason) or completed, in their language", async () => {
    const number = await order({ userId: buyer.id, locale: "ar", email: buyer.email, paid: true });
    const parts = await database.db
      .select({ id: orderParts.id, sellerId: orderParts.sellerId })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orders.number, number));
    const partA = parts.find((part) => part.sellerId === sellerA.id)!.id;
    const partB = parts.find((part) => part.sellerId === sellerB.id)!.id;
    await inbox.deliverAll(database.db);
    inbox.mails.length = 0;

    const ship = {
      partId: partA,
      from: "pending",
      action: "ship",
      carrier: "DHL",
      trackingNumber: "JD0146",
      note: null,
    };
    expect(await changePart(database.db, { role: "seller", userId: sellerA.id }, number, ship as never)).toMatchObject({
      ok: true,
    });
    const hold = {
      partId: partB,
      from: "pending",
      action: "hold",
      carrier: null,
      trackingNumber: null,
      note: "Checking",
    };
    expect(await changePart(database.db, { role: "seller", userId: sellerB.id }, number, hold as never)).toMatchObject({
      ok: true,
    });
    const cancel = { partId: partB, from: "on-hold", action: "cancel", note: "<i>Damaged</i> in the shop" };
    expect(
      await changePart(database.db, { role: "seller", userId: sellerB.id }, number, cancel as never),
    ).toMatchObject({ ok: true });
    const complete = { partId: partA, from: "shipped", action: "complete", note: null };
    expect(
      await changePart(database.db, { role: "seller", userId: sellerA.id }, number, complete as never),
    ).toMatchObject({ ok: true });
    await inbox.deliverAll(database.db);

    // Three mails: a hold is the seller's business, not a change of the delivery.
    const subjects = inbox.to(buyer.email).map((mail) => mail.subject);
    // Two parcels: each subject names its own, until the last one left completes the order.
    expect(subjects).toEqual([
      `طلبك ${number}: تم شحن الشحنة 1 من 2`,
      `طلبك ${number}: أُلغيت الشحنة 2 من 2`,
      `اكتمل طلبك ${number}`,
    ]);
    const [shipped, cancelled] = inbox.to(buyer.email);
    expect(shipped?.text).toContain("شركة الشحن: DHL");
    expect(shipped?.text).toContain("رقم التتبع: JD0146");
    expect(shipped?.text).toContain("DRILL B");
    expect(shipped?.text).not.toContain("SAW B");
    expect(cancelled?.text).toContain("السبب: <i>Damaged</i> in the shop");
    expect(html(cancelled!)).toContain("&lt;i&gt;Damaged&lt;/i&gt;");
    expect(html(shipped!)).toContain(`href="https://tools.example.com/account/orders/${number}"`);
    // The tracking number in its own direction in the HTML; no mark in the plain text of any of them.
    expect(html(shipped!)).toMatch(/dir="ltr"[^>]*>JD0146</);
    for (const mail of inbox.mails) expect(mail.text, mail.subject).not.toMatch(DIRECTION_MARKS);
  });

  it("plain-text mails in Arabic carry no invisible direction marks: each value stands after its label", async () => {
    const number = await order({ userId: buyer.id, locale: "ar", email: buyer.email });
    await payInFull(database.db, number);
    await inbox.deliverAll(database.db);
    const kinds = (await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(["order-placed", "new-sale", "payment-received"]));
    for (const mail of inbox.mails) expect(mail.text, mail.subject).not.toMatch(DIRECTION_MARKS);
    const [placed] = await database.db.select().from(orders).where(eq(orders.number, number));
    const total = `€${(placed!.totalCents / 100).toFixed(2)}`;
    const [confirmation, paid] = inbox.to(buyer.email);
    // The IBAN and the amount each on its own line after their labels, as the reader copies them.
    expect(confirmation?.text).toMatch(/^IBAN \/ الحساب: DE89 3704 0044 0532 0130 00$/m);
    expect(confirmation?.text).toMatch(new RegExp(`^المبلغ: ${total.replace(".", "\\.")}$`, "m"));
    expect(html(confirmation!)).toContain('<span dir="ltr">DE89 3704 0044 0532 0130 00</span>');
    expect(paid?.text).toContain(total);
    expect(html(paid!)).toContain(`<span dir="ltr">${total}</span>`);
    // The seller's copy of the address: the buyer's phone after its label.
    const [sale] = inbox.to("mail-seller-a@example.com");
    expect(sale?.text).toMatch(/^الهاتف: \+33 1 23 45 67 89$/m);
  });
});

describe("order mail in English, and the buyer's cancel", () => {
  async function partOf(number: string, sellerId: string) {
    const [part] = await database.db
      .select({ id: orderParts.id })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(eq(orders.number, number), eq(orderParts.sellerId, sellerId)));
    return part!.id;
  }

  it("tells an English-speaking buyer what shipped, with the carrier and the tracking number", async () => {
    const number = await order({ userId: null, locale: "en", email: "english@example.com", paid: true });
    const ship = {
      partId: await partOf(number, sellerB.id),
      from: "pending",
      action: "ship",
      carrier: "La Poste",
      trackingNumber: "6A123",
      note: null,
    };
    expect(await changePart(database.db, { role: "seller", userId: sellerB.id }, number, ship as never)).toMatchObject({
      ok: true,
    });
    await inbox.deliverAll(database.db);
    const [shipped] = inbox.to("english@example.com").filter((mail) => mail.subject?.includes("shipped"));
    expect(shipped?.subject).toBe(`Your order ${number}: shipment 2 of 2 has shipped`);
    expect(shipped?.text).toContain("Carrier: La Poste");
    expect(shipped?.text).toContain("Tracking number: 6A123");
    expect(html(shipped!)).toContain(`href="https://tools.example.com/shop/track-order?orderId=${number}"`);
  });

  it("links the tracking number to the carrier's page when the store knows the carrier", async () => {
    const number = await order({ userId: null, locale: "en", email: "tracked@example.com", paid: true });
    const ship = {
      partId: await partOf(number, sellerB.id),
      from: "pending",
      action: "ship",
      carrier: "UPS",
      trackingNumber: "1Z 999",
      note: null,
    };
    expect(await changePart(database.db, { role: "seller", userId: sellerB.id }, number, ship as never)).toMatchObject({
      ok: true,
    });
    await inbox.deliverAll(database.db);
    const [shipped] = inbox.to("tracked@example.com").filter((mail) => mail.subject?.includes("shipped"));
    expect(shipped?.text).toContain("Tracking number: 1Z 999");
    expect(html(shipped!)).toContain('href="https://www.ups.com/track?tracknum=1Z%20999"');
  });

  it("when the buyer cancels, each seller hears their part must not ship, in their language", async () => {
    const number = await order({ userId: buyer.id, locale: "en", email: buyer.email });
    await inbox.deliverAll(database.db);
    inbox.mails.length = 0;
    expect(await cancelOrderAsBuyer(database.db, number, { userId: buyer.id, sessionId: null })).toEqual({ ok: true });
    await inbox.deliverAll(database.db);
    expect(
      inbox.mails.map((mail) => [mail.to && JSON.stringify(mail.to).match(/mail-seller-\w/)?.[0], mail.subject]).sort(),
    ).toEqual([
      ["mail-seller-a", `ألغى المشتري الطلب ${number}`],
      ["mail-seller-b", `Покупатель отменил заказ ${number}`],
    ]);
    const [toA] = inbox.to("mail-seller-a@example.com");
    expect(toA?.text).toContain("DRILL B");
    expect(toA?.text).not.toContain("SAW B");
    expect(html(toA!)).toContain(`href="https://tools.example.com/account/sales/${number}"`);
  });
});

describe("the sender", () => {
  const failing = (message: string): MailTransport => ({
    describe: "failing",
    send: () => Promise.reject(new Error(message)),
    close() {},
  });

  it("retries a failed send after a minute, then twice as long each time, and gives up after 10 tries with the error", async () => {
    await order({ userId: null, locale: "en", email: "retry@example.com" });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "retry@example.com"));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Due now, as if the wait were over.
      await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row!.id));
      await sendDueMail(database.db, failing("421 try again later"), settings);
      const [after] = await database.db
        .select({
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          wait: sql<number>`round(extract(epoch from ${mailOutbox.nextAttemptAt} - now()))::int`,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, row!.id));
      expect(after).toMatchObject({ attempts: attempt, lastError: "421 try again later" });
      if (attempt < MAX_ATTEMPTS) {
        expect(after?.status).toBe("pending");
        waits.push(after!.wait);
      } else {
        expect(after?.status).toBe("failed");
      }
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 15360].map((wait) => expect.closeTo(wait, -1)));
    // Failed for good: never taken again.
    await inbox.deliverAll(database.db);
    expect(inbox.to("retry@example.com")).toEqual([]);
  });

  it("a mail whose sender died mid-send is sent again when its lease ends, with the same Message-ID", async () => {
    await order({ userId: null, locale: "en", email: "lease@example.com" });
    // A sender takes everything and dies before sending.
    const { takeDueMail } = await import("~server/mail/outbox");
    const taken = await takeDueMail(database.db, 20);
    expect(taken.length).toBe(3);
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toEqual([]);
    // Its lease ends; the next pass sends them.
    await database.db.update(mailOutbox).set({ leasedUntil: sql`now()` });
    await inbox.deliverAll(database.db);
    const [mail] = inbox.to("lease@example.com");
    expect(mail?.messageId).toBe(taken.find((row) => row.recipient === "lease@example.com")?.messageId);
  });

  it("leases what it takes for half a minute only: a sender killed mid-send delays its mail by seconds", async () => {
    await order({ userId: null, locale: "en", email: "short-lease@example.com" });
    const { takeDueMail } = await import("~server/mail/outbox");
    const taken = await takeDueMail(database.db, 20);
    expect(taken).toHaveLength(3);
    const [lease] = await database.db
      .select({ seconds: sql<number>`extract(epoch from max(${mailOutbox.leasedUntil}) - now())::float` })
      .from(mailOutbox);
    expect(lease?.seconds).toBeGreaterThan(20);
    expect(lease?.seconds).toBeLessThanOrEqual(30);
  });

  it("renews the lease while a slow send goes on, so another sender never takes that mail: sent once", async () => {
    await order({ userId: null, locale: "en", email: "slow-send@example.com" });
    const real = smtpTransport(inbox.url);
    // Each send takes 2.5 s, more than twice the 1-second lease of this test.
    const slow: MailTransport = {
      describe: "slow",
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        return real.send(message);
      },
      close: () => real.close(),
    };
    const ids = (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id).sort();
    const first = sendDueMail(database.db, slow, settings, { limit: 1, leaseSeconds: 1 });
    // Another process's sender takes what is due while the first send is under way, past its first lease's end.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const { takeDueMail } = await import("~server/mail/outbox");
    const other = await takeDueMail(database.db, 20, 60);
    expect(other.map((row) => row.id)).toEqual(ids.slice(1));
    expect(await first).toBe(1);
    slow.close();
    // Whatever the other sender took goes out too; every mail arrives once.
    await database.db.update(mailOutbox).set({ leasedUntil: null }).where(eq(mailOutbox.status, "pending"));
    await inbox.deliverAll(database.db);
    const arrived = inbox.mails.map((mail) => mail.messageId);
    expect(arrived).toHaveLength(3);
    expect(new Set(arrived).size).toBe(3);
  });

  it("on the embedded database, the next start takes back at once what a sender that died had taken", async () => {
    await order({ userId: null, locale: "en", email: "restart@example.com" });
    const { releaseLeases, takeDueMail } = await import("~server/mail/outbox");
    expect(await takeDueMail(database.db, 20)).toHaveLength(3);
    // Leased (for half a minute): nothing is due.
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toEqual([]);
    expect(await releaseLeases(database.db)).toBe(3);
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toHaveLength(3);
  });

  it("refuses to send through an SMTP server that does not take its login, and keeps the mail", async () => {
    await order({ userId: null, locale: "en", email: "login@example.com" });
    const wrong = smtpTransport(inbox.url.replace(":secret@", ":wrong@"));
    await sendDueMail(database.db, wrong, settings);
    wrong.close();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "pending" && row.attempts === 1 && row.lastError)).toBe(true);
    expect(inbox.mails).toEqual([]);
  });
});

describe("mail follows payment (issue 47)", () => {
  it("tells the seller of a bank order to wait, then to ship once it is paid, with what they receive", async () => {
    await database.db.update(users).set({ locale: "en" }).where(eq(users.id, sellerA.id));
    const number = await order({ userId: null, locale: "en", email: "wait-then-ship@example.com" });
    await inbox.deliverAll(database.db);
    const [first] = inbox.to(sellerA.email);
    expect(first?.subject).toBe(`New sale awaiting payment: order ${number} (do not ship yet)`);
    expect(first?.text).toContain("Do not ship yet: the payment has not come in.");
    expect(first?.text).not.toContain("Ship them to the address below, then mark the part shipped.");
    // What the seller receives, with the commission at today's rate until the order is paid.
    expect(first?.text).toContain("What you receive");
    expect(first?.text).toContain("You receive");
    expect(first?.text).toContain("The commission is at today's rate");

    inbox.mails.length = 0;
    await payInFull(database.db, number);
    await inbox.deliverAll(database.db);
    const [paid] = inbox.to(sellerA.email);
    expect(paid?.subject).toBe(`Order ${number} is paid: ready to ship`);
    expect(paid?.text).toContain("You can ship these products now.");
    expect(paid?.text).toContain("You receive");
    expect(paid?.text).not.toContain("The commission is at today's rate");
    const [buyerPaid] = inbox.to("wait-then-ship@example.com");
    expect(buyerPaid?.subject).toBe(`Payment received for your order ${number}`);
    await database.db.update(users).set({ locale: "ar" }).where(eq(users.id, sellerA.id));
  });

  it("tells the seller of a cash-on-delivery order to ship at once, and the buyer that the order is confirmed", async () => {
    await database.db.update(users).set({ locale: "en" }).where(eq(users.id, sellerA.id));
    const number = await order({ userId: null, locale: "en", email: "cash-now@example.com", paymentMethod: "cash" });
    await inbox.deliverAll(database.db);
    const [sale] = inbox.to(sellerA.email);
    expect(sale?.subject).toBe(`New sale: order ${number}`);
    expect(sale?.text).toContain("Ship them to the address below, then mark the part shipped.");
    expect(sale?.text).toContain("Cash on delivery: you collect the buyer's payment yourself");
    const [confirmation] = inbox.to("cash-now@example.com");
    expect(confirmation?.subject).toBe(`Your order ${number} is confirmed`);
    await database.db.update(users).set({ locale: "ar" }).where(eq(users.id, sellerA.id));
  });
});
