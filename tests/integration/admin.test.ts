import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { loader as auditLoader } from "~/routes/admin/audit";
import { action as listingsAction, loader as listingsLoader } from "~/routes/admin/listings";
import { action as messageAction, loader as messageLoader } from "~/routes/admin/message";
import { loader as messagesLoader } from "~/routes/admin/messages";
import { loader as newsletterLoader } from "~/routes/admin/newsletter";
import { loader as csvLoader } from "~/routes/admin/newsletter-csv";
import { action as orderAction, loader as orderLoader } from "~/routes/admin/order";
import { loader as ordersLoader } from "~/routes/admin/orders";
import { loader as overviewLoader } from "~/routes/admin/overview";
import { action as reviewsAction, loader as reviewsLoader } from "~/routes/admin/reviews";
import { action as usersAction, loader as usersLoader } from "~/routes/admin/users";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator, syncOperatorEmails } from "~server/accounts/operators";
import { createGuestSession, createUserSession, currentSession } from "~server/accounts/sessions";
import { registerSchema, registerUser } from "~server/accounts/users";
import { csvCell } from "~server/admin/newsletter-export";
import {
  auditLog,
  contactMessages,
  mailOutbox,
  newsletterSubscriptions,
  orderEvents,
  orderParts,
  orders,
  products,
  reviews,
  users,
} from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { createReview } from "../support/reviews";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "boss@example.com");
  customer = await signedInUser(database.db, "shopper@example.com");
  await setOperator(database.db, operator.email, true);
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);
const get = (loader: (args: never) => unknown, url: string, cookie?: string, params: Record<string, string> = {}) =>
  callRoute(loader, { request: pageRequest(url, cookie), context: context(), params });
const post = (
  action: (args: never) => unknown,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  params: Record<string, string> = {},
) => callRoute(action, { request: formPost(url, fields, cookie), context: context(), params });

/** A guest's order of a product of the store's own (no seller account): only an operator can move its part. */
async function storeOrder(email: string): Promise<string> {
  const { sessionId } = await createGuestSession(database.db, new Request("http://localhost/"));
  await addToCart(database.db, { sessionId }, await productId(database.db, "mower-a"), 1);
  const base = checkoutInput();
  const placed = await placeOrder(database.db, {
    owner: { sessionId },
    userId: null,
    sessionId,
    currencyCode: "USD",
    locale: "en",
    checkout: { ...base, billing: { ...base.billing, email } },
  });
  if (!placed.ok) throw new Error("order refused");
  return placed.number;
}

async function auditCount(): Promise<number> {
  return (await database.db.select().from(auditLog)).length;
}

describe("who may enter", () => {
  it("answers 404 to a customer and to a guest at every back-office address and action, and changes nothing", async () => {
    const [message] = await database.db
      .insert(contactMessages)
      .values({ name: "Ann", email: "ann@example.com", subject: "Hello", message: "Hi", locale: "en" })
      .returning();
    const drill = await productId(database.db, "drill-a");
    const review = await createReview(database.db, {
      productId: drill,
      name: "Troll",
      email: "troll@example.com",
      text: "Bad",
      stars: 1,
    });
    const messageParams = { messageId: String(message!.id) };
    const placed = await storeOrder("matrix@example.com");
    const [part] = await database.db
      .select({ id: orderParts.id })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orders.number, placed));
    const partId = part!.id;
    for (const cookie of [customer.cookie, undefined]) {
      const answers = [
        await get(overviewLoader, "/admin", cookie),
        await get(reviewsLoader, "/admin/reviews", cookie),
        await post(
          reviewsAction,
          "/admin/reviews",
          { reviewId: String(review!.id), reason: "spam", [CONFIRMED_FIELD]: "1" },
          cookie,
        ),
        await get(listingsLoader, "/admin/listings", cookie),
        await post(
          listingsAction,
          "/admin/listings",
          { intent: "hide", productId: String(drill), reason: "coup", [CONFIRMED_FIELD]: "1" },
          cookie,
        ),
        await get(messagesLoader, "/admin/messages", cookie),
        await get(messageLoader, `/admin/messages/${message!.id}`, cookie, messageParams),
        await post(messageAction, `/admin/messages/${message!.id}`, {}, cookie, messageParams),
        await get(newsletterLoader, "/admin/newsletter", cookie),
        await get(csvLoader, "/admin/newsletter.csv", cookie),
        await get(usersLoader, "/admin/users", cookie),
        await post(
          usersAction,
          "/admin/users",
          { intent: "lock", userId: operator.id, reason: "coup", [CONFIRMED_FIELD]: "1" },
          cookie,
        ),
        await get(auditLoader, "/admin/audit", cookie),
        await get(ordersLoader, "/admin/orders", cookie),
        await get(orderLoader, `/admin/orders/${placed}`, cookie, { orderNumber: placed }),
        await post(
          orderAction,
          `/admin/orders/${placed}`,
          { partId: String(partId), action: "ship", from: "pending", [CONFIRMED_FIELD]: "1" },
          cookie,
          { orderNumber: placed },
        ),
      ];
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
    }
    // Nothing happened: the review is shown, the product listed, the message unread, the operator unlocked, no audit row.
    const [listed] = await database.db.select().from(products).where(eq(products.id, drill));
    expect(listed?.listed).toBe(true);
    expect(
      await database.db.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, review!.id)),
    ).toEqual([{ hiddenAt: null }]);
    const [unread] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(unread?.openedAt).toBeNull();
    const [boss] = await database.db.select().from(users).where(eq(users.id, operator.id));
    expect(boss?.lockedAt).toBeNull();
    const [untouched] = await database.db.select().from(orderParts).where(eq(orderParts.id, partId));
    expect(untouched?.status).toBe("pending");
    expect(await auditCount()).toBe(0);
  });

  it("reads the role at each request: a revoked operator is out at once, with the same session", async () => {
    const deputy = await signedInUser(database.db, "deputy@example.com");
    expect((await get(overviewLoader, "/admin", deputy.cookie)).status).toBe(404);
    await setOperator(database.db, deputy.email, true);
    expect((await get(overviewLoader, "/admin", deputy.cookie)).status).toBe(200);
    await setOperator(database.db, deputy.email, false);
    expect((await get(overviewLoader, "/admin", deputy.cookie)).status).toBe(404);
  });

  it("makes the accounts of OPERATOR_EMAILS operators, those that exist now and those made later", async () => {
    await signedInUser(database.db, "Early@Example.com");
    await syncOperatorEmails(database.db, ["early@example.com", "LATE@example.com"]);
    const role = async (email: string) =>
      (await database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
    expect(await role("early@example.com")).toBe("operator");
    const input = registerSchema.parse({
      userName: "Late",
      email: "late@example.com",
      password: "x".repeat(10),
      confirm: "x".repeat(10),
    });
    await registerUser(database.db, input);
    expect(await role("late@example.com")).toBe("operator");
    expect(await role("shopper@example.com")).toBe("customer");
    await syncOperatorEmails(database.db, []);
  });
});

describe("what an operator does", () => {
  it("hides a review with a reason: its stars leave the product's rating in the same transaction, with its audit row", async () => {
    const id = await productId(database.db, "saw-a");
    const made = [];
    for (const stars of [5, 4, 1]) {
      made.push(
        await createReview(database.db, { productId: id, name: `R${stars}`, email: "r@example.com", text: "t", stars }),
      );
    }
    const before = await auditCount();
    const answer = await post(
      reviewsAction,
      "/admin/reviews?product=saw-a",
      { reviewId: String(made[2]!.id), reason: "Not about this saw", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
    );
    expect(answer).toMatchObject({ status: 303, location: "/admin/reviews?product=saw-a&hidden=1" });
    const [product] = await database.db.select().from(products).where(eq(products.id, id));
    expect([product?.ratingSum, product?.ratingCount]).toEqual([9, 2]);
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(before);
    expect(entry).toMatchObject({
      action: "review.hide",
      operatorEmail: operator.email,
      reason: "Not about this saw",
    });
    // Hiding it again changes nothing: the rating and the audit log stay as they are.
    await post(
      reviewsAction,
      "/admin/reviews?product=saw-a",
      { reviewId: String(made[2]!.id), reason: "Again", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
    );
    const [again] = await database.db.select().from(products).where(eq(products.id, id));
    expect([again?.ratingSum, again?.ratingCount]).toEqual([9, 2]);
    expect(await auditCount()).toBe(before + 1);
    // The back office still lists it, marked hidden with its reason.
    const listed = await get(reviewsLoader, "/admin/reviews?product=saw-a", operator.cookie);
    const rows = (listed.data as { reviews: { name: string; hidden: boolean; hiddenReason: string | null }[] }).reviews;
    expect(rows.map((review) => [review.name, review.hidden, review.hiddenReason])).toEqual([
      ["R1", true, "Not about this saw"],
      ["R4", false, null],
      ["R5", false, null],
    ]);
  });

  it("asks once more without JavaScript, and refuses to hide without a reason beside the field", async () => {
    const review = await createReview(database.db, {
      productId: await productId(database.db, "saw-b"),
      name: "Kept",
      email: "k@example.com",
      text: "Fine",
      stars: 4,
    });
    const unconfirmed = await post(
      reviewsAction,
      "/admin/reviews",
      { reviewId: String(review!.id), reason: "x" },
      operator.cookie,
    );
    expect(unconfirmed).toMatchObject({
      status: 200,
      data: { confirm: { reviewId: String(review!.id), reason: "x" } },
    });
    const noReason = await post(
      reviewsAction,
      "/admin/reviews",
      { reviewId: String(review!.id), reason: " ", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
    );
    expect(noReason).toMatchObject({ status: 400, data: { errors: { reason: "errors.required" } } });
    expect(await database.db.select().from(reviews).where(eq(reviews.id, review!.id))).toHaveLength(1);
  });

  it("locks an account: its sessions end, it cannot sign in or get a reset link; unlocked, it signs in again", async () => {
    const member = await signedInUser(database.db, "member@example.com", "member password 1");
    const second = cookieFrom(await createUserSession(database.db, new Request("http://localhost/"), member.id, true));
    const before = await auditCount();
    const locked = await post(
      usersAction,
      "/admin/users?q=member",
      { intent: "lock", userId: member.id, reason: "Fraudulent listings", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
    );
    expect(locked).toMatchObject({ status: 303, location: "/admin/users?q=member&done=lock" });
    expect(await currentSession(database.db, pageRequest("/", member.cookie))).toBeNull();
    expect(await currentSession(database.db, pageRequest("/", second))).toBeNull();
    const login = () =>
      post(loginAction, "/account/login", {
        intent: "login",
        email: member.email,
        password: "member password 1",
        redirectTo: "/",
      });
    expect(await login()).toMatchObject({ status: 403, data: { formError: "account.errors.suspended" } });
    const { requestPasswordReset } = await import("~server/accounts/password-reset");
    await requestPasswordReset(database.db, member.email, { clientIp: "192.0.2.50", locale: "en" });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member.email))).toEqual([]);

    // Locking again changes nothing and says so; an operator cannot lock themselves.
    expect(
      await post(
        usersAction,
        "/admin/users",
        { intent: "lock", userId: member.id, reason: "again", [CONFIRMED_FIELD]: "1" },
        operator.cookie,
      ),
    ).toMatchObject({ status: 409, data: { formError: "admin.users.errors.unchanged" } });
    expect(
      await post(
        usersAction,
        "/admin/users",
        { intent: "lock", userId: operator.id, reason: "oops", [CONFIRMED_FIELD]: "1" },
        operator.cookie,
      ),
    ).toMatchObject({ status: 409, data: { formError: "admin.users.errors.self" } });

    expect(
      await post(
        usersAction,
        "/admin/users",
        { intent: "unlock", userId: member.id, reason: "", [CONFIRMED_FIELD]: "1" },
        operator.cookie,
      ),
    ).toMatchObject({ status: 303 });
    expect(await login()).toMatchObject({ status: 302 });
    const actions = (await database.db.select().from(auditLog).orderBy(auditLog.id))
      .slice(before)
      .map((row) => [row.action, row.subjectLabel, row.reason]);
    expect(actions).toEqual([
      ["user.lock", "member@example.com", "Fraudulent listings"],
      ["user.unlock", "member@example.com", null],
    ]);
  });

  it("lists the contact messages unread first, opens one (now read) and marks it handled, once, in the audit log", async () => {
    await database.db.delete(contactMessages);
    const [older] = await database.db
      .insert(contactMessages)
      .values({
        name: "Old",
        email: "old@example.com",
        subject: "Older",
        message: "1",
        locale: "ru",
        createdAt: new Date("2026-01-01"),
      })
      .returning();
    await database.db.insert(contactMessages).values({
      name: "Read",
      email: "read@example.com",
      subject: "Read one",
      message: "2",
      locale: "en",
      openedAt: new Date(),
    });
    await database.db
      .insert(contactMessages)
      .values({ name: "New", email: "new@example.com", subject: "Newest", message: "3", locale: "ar" });
    const list = async () =>
      (await get(messagesLoader, "/admin/messages", operator.cookie)).data as {
        messages: { subject: string }[];
        unread: number;
      };
    expect((await list()).messages.map((message) => message.subject)).toEqual(["Newest", "Older", "Read one"]);
    expect((await list()).unread).toBe(2);

    const params = { messageId: String(older!.id) };
    const opened = await get(messageLoader, `/admin/messages/${older!.id}`, operator.cookie, params);
    expect(opened.data).toMatchObject({
      message: { subject: "Older", message: "1", email: "old@example.com", handled: false },
    });
    expect((await list()).messages.map((message) => message.subject)).toEqual(["Newest", "Read one", "Older"]);

    const before = await auditCount();
    expect(await post(messageAction, `/admin/messages/${older!.id}`, {}, operator.cookie, params)).toMatchObject({
      status: 303,
    });
    expect(await post(messageAction, `/admin/messages/${older!.id}`, {}, operator.cookie, params)).toMatchObject({
      status: 303,
    });
    expect(await auditCount()).toBe(before + 1);
    expect((await get(messageLoader, `/admin/messages/${older!.id}`, operator.cookie, params)).data).toMatchObject({
      message: { handled: true },
    });
    expect((await get(messageLoader, "/admin/messages/999999", operator.cookie, { messageId: "999999" })).status).toBe(
      404,
    );
    expect((await get(messageLoader, "/admin/messages/x", operator.cookie, { messageId: "x" })).status).toBe(404);
  });

  it("downloads the newsletter list as CSV that no spreadsheet runs as a formula, and logs the download", async () => {
    await database.db.insert(newsletterSubscriptions).values([
      { email: "plain@example.com", locale: "en", createdAt: new Date("2026-03-01T10:00:00Z"), status: "confirmed" },
      { email: '"quoted"@example.com', locale: "ru", createdAt: new Date("2026-03-02T10:00:00Z"), status: "confirmed" },
      { email: "a,b@example.com", locale: "ar", createdAt: new Date("2026-03-03T10:00:00Z"), status: "unsubscribed" },
      {
        email: '=HYPERLINK("http://evil")@example.com',
        locale: "en",
        createdAt: new Date("2026-03-04T10:00:00Z"),
        status: "pending",
      },
    ]);
    const before = await auditCount();
    const answer = await get(csvLoader, "/admin/newsletter.csv", operator.cookie);
    expect(answer.contentType).toBe("text/csv; charset=utf-8");
    expect(answer.body?.split("\r\n")).toEqual([
      '"email","date","language","status"',
      '"plain@example.com","2026-03-01T10:00:00.000Z","en","confirmed"',
      '"""quoted""@example.com","2026-03-02T10:00:00.000Z","ru","confirmed"',
      '"a,b@example.com","2026-03-03T10:00:00.000Z","ar","unsubscribed"',
      '"\'=HYPERLINK(""http://evil"")@example.com","2026-03-04T10:00:00.000Z","en","pending"',
      "",
    ]);
    expect(await auditCount()).toBe(before + 1);
    expect(["+1", "-1", "@a", "\tx"].map(csvCell)).toEqual(['"\'+1"', '"\'-1"', '"\'@a"', '"\'\tx"']);
    // Only the confirmed count as subscribers (double opt-in, decision 057).
    expect((await get(newsletterLoader, "/admin/newsletter", operator.cookie)).data).toEqual({ subscribers: 2 });
  });

  it("finds orders by number, email and status, and moves any part with a note, like its seller would", async () => {
    const number = await storeOrder("walk-in@example.com");
    const list = async (query: string) =>
      (
        (await get(ordersLoader, `/admin/orders${query}`, operator.cookie)).data as { orders: { number: string }[] }
      ).orders.map((order) => order.number);
    expect(await list(`?q=${number}`)).toEqual([number]);
    expect(await list("?q=WALK-IN")).toEqual([number]);
    expect(await list("?status=shipped&q=walk-in")).toEqual([]);

    const detail = await get(orderLoader, `/admin/orders/${number}`, operator.cookie, { orderNumber: number });
    const { sellerParts } = detail.data as { sellerParts: { id: number; sellerEmail: string | null }[] };
    expect(sellerParts).toMatchObject([{ sellerEmail: null }]);
    const partId = String(sellerParts[0]!.id);
    const before = await auditCount();
    const hold = await post(
      orderAction,
      `/admin/orders/${number}`,
      { partId, action: "hold", from: "pending", note: "Address to check", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
      { orderNumber: number },
    );
    expect(hold).toMatchObject({ status: 303, location: `/admin/orders/${number}?done=hold` });
    // A second tab still showing Pending is told what happened.
    const stale = await post(
      orderAction,
      `/admin/orders/${number}`,
      { partId, action: "ship", from: "pending", [CONFIRMED_FIELD]: "1" },
      operator.cookie,
      { orderNumber: number },
    );
    expect(stale).toMatchObject({ status: 409, data: { formError: "sales.errors.changed", status: "on-hold" } });
    const [event] = await database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.partId, Number(partId)))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      actor: "operator",
      fromStatus: "pending",
      toStatus: "on-hold",
      note: "Address to check",
    });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "order.part", reason: "Address to check" });
    expect(entry?.subjectLabel).toContain(number);
  });

  it("shows every action in the audit log, newest first", async () => {
    const answer = await get(auditLoader, "/admin/audit", operator.cookie);
    const { entries } = answer.data as { entries: { action: string }[] };
    expect(entries).toHaveLength(await auditCount());
    expect(entries[0]?.action).toBe("order.part");
  });
});
