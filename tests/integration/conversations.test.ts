import path from "node:path";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as askAction, loader as askLoader } from "~/routes/account/ask-seller";
import { action as conversationAction, loader as conversationLoader } from "~/routes/account/conversation";
import { loader as messagesLoader } from "~/routes/account/messages";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/conversation";
import { loader as adminListLoader } from "~/routes/admin/conversations";
import { loader as productLoader } from "~/routes/product";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { unreadMessageCount } from "~server/conversations/conversations";
import {
  auditLog,
  conversationMessages,
  conversations,
  mailOutbox,
  orderParts,
  orders,
  products,
  sessions,
  users,
} from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInCast, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let stranger: SignedIn;
let operator: SignedIn;

// Every message is written at the time of this clock, which the tests move on by hand.
let now = new Date(Date.UTC(2026, 0, 5, 9, 0, 0));
const clock = () => now;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  ({ seller, otherSeller, buyer, stranger, operator } = await signedInCast(database.db));
  await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "drill-a"));
  await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "drill-b"));
  await database.db.update(products).set({ ownerId: otherSeller.id }).where(eq(products.slug, "saw-a"));
  // The seller reads the store in Russian: their mail comes in Russian.
  await database.db.update(users).set({ locale: "ru" }).where(eq(users.id, seller.id));
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media, { now: clock });
type RouteFunction = (args: never) => unknown;
const get = (loader: RouteFunction, url: string, cookie?: string, params: Record<string, string> = {}) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context(), params });
const post = (
  action: RouteFunction,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  params: Record<string, string> = {},
) => callRoute(action, { request: formPost(url, fields, cookie), context: context(), params });

/** Asks the seller of the product (or of an order's part), as `who`; the conversation's id. */
async function ask(who: SignedIn, query: string, body: string): Promise<number> {
  const answer = await post(askAction, `/account/messages/ask?${query}`, { body }, who.cookie);
  expect(answer.status, JSON.stringify(answer.data)).toBe(303);
  const id = /^\/account\/messages\/(\d+)\?sent$/.exec(answer.location ?? "")?.[1];
  expect(id).toBeDefined();
  return Number(id);
}

const page = (id: number, who?: SignedIn) =>
  get(conversationLoader, `/account/messages/${id}`, who?.cookie, { conversationId: String(id) });
const reply = (id: number, who: SignedIn | undefined, body: string) =>
  post(conversationAction, `/account/messages/${id}`, { intent: "reply", body }, who?.cookie, {
    conversationId: String(id),
  });
const report = (id: number, who: SignedIn | undefined, reason: string, confirmed = true) =>
  post(
    conversationAction,
    `/account/messages/${id}`,
    { intent: "report", reason, ...(confirmed ? { [CONFIRMED_FIELD]: "1" } : {}) },
    who?.cookie,
    { conversationId: String(id) },
  );

async function messageCount(conversationId: number) {
  const [row] = await database.db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  return row?.n ?? 0;
}

async function mailsTo(email: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "conversation-message"), eq(mailOutbox.recipient, email)))
    .orderBy(asc(mailOutbox.id));
}

/** An order by `who` of drill-a (the seller's) and mower-a (the store's own); its number and parts. */
async function orderOf(who: SignedIn) {
  const owner = { userId: who.id };
  await addToCart(database.db, owner, await productId(database.db, "drill-a"), 1);
  await addToCart(database.db, owner, await productId(database.db, "mower-a"), 1);
  const placed = await placeOrder(database.db, {
    owner,
    userId: who.id,
    sessionId: `${who.email}-session`,
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput(),
    paypal: false,
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const parts = await database.db
    .select({ id: orderParts.id, sellerId: orderParts.sellerId })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orders.number, placed.number));
  return {
    number: placed.number,
    sellerPart: parts.find((part) => part.sellerId === seller.id)!.id,
    storePart: parts.find((part) => part.sellerId === null)!.id,
  };
}

describe("asking the seller", () => {
  it("about a product opens one conversation per buyer, seller and product; asking again goes back to it", async () => {
    const form = await get(askLoader, "/account/messages/ask?product=drill-a", buyer.cookie);
    expect(form.status).toBe(200);
    expect(form.data).toMatchObject({ seller: "seller", kind: "product", subject: expect.any(String) });

    const id = await ask(buyer, "product=drill-a", "Is it cordless?");
    later(1);
    // The same question's address now leads to the conversation.
    const again = await get(askLoader, "/account/messages/ask?product=drill-a", buyer.cookie);
    expect(again).toMatchObject({ status: 302, location: `/account/messages/${id}` });
    // A second post (another tab) writes into the same conversation.
    expect(await ask(buyer, "product=drill-a", "And how heavy?")).toBe(id);
    expect(await messageCount(id)).toBe(2);
    // Another product of the same seller is another conversation.
    later(1);
    expect(await ask(buyer, "product=drill-b", "Which bits fit?")).not.toBe(id);
    const rows = await database.db.select().from(conversations).where(eq(conversations.buyerId, buyer.id));
    expect(rows).toHaveLength(2);
  });

  it("is offered on a seller's product page to everyone but the seller, and a guest signs in first", async () => {
    const asked = async (slug: string, who?: SignedIn) =>
      ((await get(productLoader, `/shop/products/${slug}`, who?.cookie, { slug })).data as { askSeller: unknown })
        .askSeller;
    expect(await asked("drill-a", buyer)).toEqual({ signedIn: true });
    expect(await asked("drill-a")).toEqual({ signedIn: false });
    expect(await asked("drill-a", seller)).toBeNull();
    expect(await asked("mower-a", buyer)).toBeNull();

    const guest = await get(askLoader, "/account/messages/ask?product=drill-a");
    expect(guest.status).toBe(302);
    const login = new URL(guest.location ?? "", "http://localhost");
    expect(login.pathname).toBe("/account/login");
    expect(login.searchParams.get("redirectTo")).toBe("/account/messages/ask?product=drill-a");
    const guestPost = await post(askAction, "/account/messages/ask?product=drill-a", { body: "Hello?" });
    expect(guestPost.status).toBe(302);
  });

  it("has nobody to ask about the store's own product, one's own, a hidden or an unknown one", async () => {
    for (const [query, who] of [
      ["product=mower-a", buyer],
      ["product=drill-a", seller],
      ["product=no-such-product", buyer],
      ["product=", buyer],
      ["order=abc&part=1", buyer],
    ] as const) {
      expect((await get(askLoader, `/account/messages/ask?${query}`, who.cookie)).status, query).toBe(404);
      expect((await post(askAction, `/account/messages/ask?${query}`, { body: "Hi" }, who.cookie)).status).toBe(404);
    }
    await database.db.update(products).set({ hiddenAt: now, hiddenReason: "test" }).where(eq(products.slug, "saw-a"));
    expect((await get(askLoader, "/account/messages/ask?product=saw-a", buyer.cookie)).status).toBe(404);
    await database.db.update(products).set({ hiddenAt: null, hiddenReason: null }).where(eq(products.slug, "saw-a"));
    expect((await get(askLoader, "/account/messages/ask?product=saw-a", buyer.cookie)).status).toBe(200);
  });

  it("about an order is open to its buyer only, to the seller of one of its parts", async () => {
    const order = await orderOf(buyer);
    const query = `order=${order.number}&part=${order.sellerPart}`;
    expect((await get(askLoader, `/account/messages/ask?${query}`, buyer.cookie)).data).toMatchObject({
      seller: "seller",
      kind: "order",
      subject: order.number,
    });
    // Someone else, the seller themselves, the store's own part, a part of another order: nobody to ask.
    const mine = await orderOf(stranger);
    for (const [q, who] of [
      [query, stranger],
      [query, seller],
      [`order=${order.number}&part=${order.storePart}`, buyer],
      [`order=${order.number}&part=${mine.sellerPart}`, buyer],
    ] as const) {
      expect((await get(askLoader, `/account/messages/ask?${q}`, who.cookie)).status, q).toBe(404);
      expect((await post(askAction, `/account/messages/ask?${q}`, { body: "Where is it?" }, who.cookie)).status).toBe(
        404,
      );
    }
    later(1);
    const id = await ask(buyer, query, "When does it ship?");
    const [row] = await database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ sellerId: seller.id, buyerId: buyer.id, productId: null, subject: order.number });
    expect((await get(askLoader, `/account/messages/ask?${query}`, buyer.cookie)).location).toBe(
      `/account/messages/${id}`,
    );
  });
});

describe("a conversation", () => {
  it("is read and written by its buyer and its seller only (the access matrix)", async () => {
    later(1);
    const id = await ask(buyer, "product=saw-a", "Is the blade included?");
    const params = { conversationId: String(id) };

    // Its two sides read it and write in it.
    expect((await page(id, buyer)).status).toBe(200);
    expect((await page(id, otherSeller)).status).toBe(200);
    later(1);
    expect((await reply(id, otherSeller, "Yes, one blade.")).status).toBe(303);
    expect(await messageCount(id)).toBe(2);

    // A third signed-in user, and the operator as a user of the store: as if it did not exist.
    for (const who of [stranger, operator]) {
      expect((await page(id, who)).status).toBe(404);
      expect((await reply(id, who, "Let me in")).status).toBe(404);
      expect((await report(id, who, "Let me in")).status).toBe(404);
      const list = (await get(messagesLoader, "/account/messages", who.cookie)).data as { conversations: unknown[] };
      expect(list.conversations).toEqual([]);
    }
    // A guest is sent to sign in, to come back here.
    const guest = await page(id);
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(`/account/login?redirectTo=${encodeURIComponent(`/account/messages/${id}`)}`);
    expect((await reply(id, undefined, "Hello")).status).toBe(302);
    // The back office shows only reported conversations, and only to an operator.
    expect((await get(adminLoader, `/admin/conversations/${id}`, operator.cookie, params)).status).toBe(404);
    // An unknown or malformed id is not found either.
    expect((await page(999_999, buyer)).status).toBe(404);
    expect((await get(conversationLoader, "/account/messages/x", buyer.cookie, { conversationId: "1e3" })).status).toBe(
      404,
    );
    expect(await messageCount(id)).toBe(2);

    later(1);
    expect((await report(id, buyer, "Rude answer")).status).toBe(303);
    expect((await get(adminLoader, `/admin/conversations/${id}`, operator.cookie, params)).status).toBe(200);
    for (const who of [buyer, otherSeller, stranger, undefined]) {
      expect((await get(adminLoader, `/admin/conversations/${id}`, who?.cookie, params)).status).toBe(404);
      expect((await get(adminListLoader, "/admin/conversations", who?.cookie)).status).toBe(404);
    }
    // Dismissed by the operator (test below) or not, the sides still read it; others still do not.
    expect((await page(id, stranger)).status).toBe(404);
  });

  it("takes at most 2,000 characters, says so beside the field and keeps what was typed", async () => {
    later(1);
    const id = await ask(buyer, "product=drill-a", "Short question");
    const long = "a".repeat(2001);
    const refused = await reply(id, buyer, long);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { body: "conversations.errors.tooLong" }, values: { body: long } });
    expect((await reply(id, buyer, "   ")).data).toMatchObject({ errors: { body: "errors.required" } });
    const askRefused = await post(askAction, "/account/messages/ask?product=saw-a", { body: long }, stranger.cookie);
    expect(askRefused).toMatchObject({ status: 400, data: { errors: { body: "conversations.errors.tooLong" } } });
    // Exactly 2,000 is a message, line breaks and all (a browser's CR LF is one character).
    later(1);
    expect((await reply(id, buyer, `${"b".repeat(1998)}\r\n!`)).status).toBe(303);
    const [last] = await database.db
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(desc(conversationMessages.id))
      .limit(1);
    expect(last?.body).toBe(`${"b".repeat(1998)}\n!`);
  });

  it("lets a user send 20 messages an hour: the 21st is refused with when to write again, and an hour later it goes", async () => {
    const hurried = await signedInUser(database.db, "hurried@example.com");
    later(60);
    const started = now;
    const id = await ask(hurried, "product=drill-a", "Message 1");
    for (let n = 2; n <= 20; n++) {
      later(1);
      expect((await reply(id, hurried, `Message ${n}`)).status, `message ${n}`).toBe(303);
    }
    later(1);
    const refused = await reply(id, hurried, "Message 21");
    expect(refused.status).toBe(429);
    // The first of the twenty was written 20 minutes ago: it stops counting in 40.
    expect(refused.data).toMatchObject({
      formError: "conversations.errors.limit",
      retryInMinutes: 40,
      values: { body: "Message 21" },
    });
    // Asking another seller counts the same messages.
    const elsewhere = await post(askAction, "/account/messages/ask?product=saw-a", { body: "Hi" }, hurried.cookie);
    expect(elsewhere).toMatchObject({ status: 429, data: { retryInMinutes: 40 } });
    expect(await messageCount(id)).toBe(20);

    now = new Date(started.getTime() + 60 * 60_000);
    expect((await reply(id, hurried, "Message 21")).status).toBe(303);
    expect(await messageCount(id)).toBe(21);
  });

  it("counts each side's unread messages, in the list and the header, until that side reads them", async () => {
    const reader = await signedInUser(database.db, "reader@example.com");
    later(1);
    const id = await ask(reader, "product=saw-a", "Does it come with a case?");
    const header = async (who: SignedIn, url = "/") =>
      ((await get(rootLoader, url, who.cookie)).data as { unreadMessages: number }).unreadMessages;
    const listed = async (who: SignedIn) =>
      (
        (await get(messagesLoader, "/account/messages", who.cookie)).data as {
          conversations: { id: number; unread: number }[];
        }
      ).conversations.find((row) => row.id === id)?.unread;

    const sellerBefore = await unreadMessageCount(database.db, otherSeller.id);
    expect(sellerBefore).toBeGreaterThanOrEqual(1);
    expect(await listed(otherSeller)).toBe(1);
    expect(await header(reader)).toBe(0);
    // The page that opens the conversation already counts it read.
    expect(await header(otherSeller, `/account/messages/${id}`)).toBe(sellerBefore - 1);
    await page(id, otherSeller);
    expect(await listed(otherSeller)).toBe(0);
    expect(await unreadMessageCount(database.db, otherSeller.id)).toBe(sellerBefore - 1);

    later(1);
    await reply(id, otherSeller, "Yes.");
    later(1);
    await reply(id, otherSeller, "A hard case.");
    expect(await header(reader)).toBe(2);
    expect(await listed(reader)).toBe(2);
    const opened = (await page(id, reader)).data as { conversation: { messages: { unread: boolean }[] } };
    expect(opened.conversation.messages.map((message) => message.unread)).toEqual([false, true, true]);
    expect(await header(reader)).toBe(0);
    expect(await listed(reader)).toBe(0);
    // Their own messages never count for the sender.
    expect(await unreadMessageCount(database.db, otherSeller.id)).toBe(sellerBefore - 1);
  });

  it("mails the other side at most once an hour per conversation, in their language, through the outbox", async () => {
    const writer = await signedInUser(database.db, "writer@example.com");
    later(60);
    const before = (await mailsTo(seller.email)).length;
    const id = await ask(writer, "product=drill-a", "Is https://example.com/manual the right manual?");
    expect(await mailsTo(seller.email)).toHaveLength(before + 1);
    later(10);
    await reply(id, writer, "Also: is it new?");
    expect(await mailsTo(seller.email)).toHaveLength(before + 1);
    later(5);
    await reply(id, seller, "Yes, it is.");
    expect(await mailsTo(writer.email)).toHaveLength(1);
    later(1);
    await reply(id, seller, "And it ships tomorrow.");
    expect(await mailsTo(writer.email)).toHaveLength(1);
    // An hour after the first mail, the seller is mailed again.
    later(50);
    await reply(id, writer, "Thanks!");
    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(before + 2);

    const first = mails[before]!;
    expect(first.locale).toBe("ru");
    const mail = await composeMail(database.db, first, TEST_MAIL_SETTINGS);
    if ("gone" in mail) throw new Error(mail.gone);
    expect(mail.subject).toContain("Новое сообщение от writer");
    expect(mail.text).toContain("https://example.com/manual");
    expect(mail.text).toContain(`/account/messages/${id}`);
    const toWriter = await composeMail(database.db, (await mailsTo(writer.email))[0]!, TEST_MAIL_SETTINGS);
    if ("gone" in toWriter) throw new Error(toWriter.gone);
    expect(toWriter.subject).toContain("New message from seller");
    expect(toWriter.text).toContain("Yes, it is.");
  });

  it("is reported by a side after a question, and the operator locks the sender and dismisses the report (audited)", async () => {
    const rude = await signedInUser(database.db, "rude@example.com");
    later(1);
    const id = await ask(rude, "product=drill-b", "Give me a discount or else");
    const params = { conversationId: String(id) };

    // Without the dialog's mark (no JavaScript), the page asks first and nothing is reported.
    const question = await report(id, seller, "Threats", false);
    expect(question.data).toMatchObject({ intent: "report", confirm: { intent: "report", reason: "Threats" } });
    expect((await report(id, seller, "")).data).toMatchObject({ errors: { reason: "errors.required" } });
    const list = async () =>
      (
        (await get(adminListLoader, "/admin/conversations", operator.cookie)).data as {
          conversations: { id: number }[];
        }
      ).conversations;
    expect((await list()).map((row) => row.id)).not.toContain(id);

    const reported = await report(id, seller, "Threats");
    expect(reported).toMatchObject({ status: 303, location: `/account/messages/${id}?reported` });
    expect((await list()).map((row) => row.id)).toContain(id);
    const shown = (await get(adminLoader, `/admin/conversations/${id}`, operator.cookie, params)).data as {
      conversation: { report: { by: string; reason: string }; messages: { body: string }[] };
    };
    expect(shown.conversation.report).toMatchObject({ by: "seller", reason: "Threats" });
    expect(shown.conversation.messages.map((message) => message.body)).toEqual(["Give me a discount or else"]);

    // The operator locks only a side of this conversation.
    const lock = (userId: string, confirmed = true) =>
      post(
        adminAction,
        `/admin/conversations/${id}`,
        { intent: "lock", userId, reason: "Threatened a seller", ...(confirmed ? { [CONFIRMED_FIELD]: "1" } : {}) },
        operator.cookie,
        params,
      );
    expect((await lock(stranger.id)).status).toBe(404);
    expect((await lock(rude.id, false)).data).toMatchObject({ confirm: { intent: "lock", userId: rude.id } });
    expect(
      (
        await post(
          adminAction,
          `/admin/conversations/${id}`,
          { intent: "lock", userId: rude.id, reason: "x", [CONFIRMED_FIELD]: "1" },
          buyer.cookie,
          params,
        )
      ).status,
    ).toBe(404);
    const [stillOpen] = await database.db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, rude.id));
    expect(stillOpen?.lockedAt).toBeNull();

    expect(await lock(rude.id)).toMatchObject({ status: 303, location: `/admin/conversations/${id}?done=lock` });
    const [locked] = await database.db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, rude.id));
    expect(locked?.lockedAt).not.toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, rude.id))).toEqual([]);

    const dismissed = await post(
      adminAction,
      `/admin/conversations/${id}`,
      { intent: "dismiss", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
      params,
    );
    expect(dismissed).toMatchObject({ status: 303, location: "/admin/conversations?done=dismiss" });
    expect((await list()).map((row) => row.id)).not.toContain(id);
    expect((await get(adminLoader, `/admin/conversations/${id}`, operator.cookie, params)).status).toBe(404);
    // The seller still has the conversation, its messages kept.
    expect((await page(id, seller)).status).toBe(200);

    const audit = await database.db
      .select({ action: auditLog.action, subject: auditLog.subject, reason: auditLog.reason, by: auditLog.operatorId })
      .from(auditLog)
      .orderBy(asc(auditLog.id));
    expect(audit.slice(-2)).toEqual([
      { action: "user.lock", subject: `user:${rude.id}`, reason: "Threatened a seller", by: operator.id },
      { action: "conversation.dismiss", subject: `conversation:${id}`, reason: "Threats", by: operator.id },
    ]);
  });
});
