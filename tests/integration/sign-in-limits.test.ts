import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { changePassword } from "~server/accounts/password-change";
import { getOptionalUser } from "~server/accounts/sessions";
import { isLockedOut, LOCKOUT } from "~server/accounts/sign-in-guard";
import { signIn } from "~server/accounts/users";
import { signInFailures, users } from "~server/db/schema";
import type { Clock } from "~server/http/rate-limit";
import { createLocalMediaStore } from "~server/media/local-store";
import { signedInUser } from "../support/accounts";
import { stoppedClock } from "../support/clock";
import { appContext, callRoute, cookieFrom, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let context: ReturnType<typeof appContext>;

beforeAll(async () => {
  database = await openTestDatabase();
  context = appContext(database.db, createLocalMediaStore(`${database.dataDir}/media`));
});

afterAll(async () => {
  await database?.cleanup();
});

const RIGHT = "correct horse battery";

function login(email: string, password: string, clientIp = "198.51.100.10", signInPerMinute = 1000, now?: Clock) {
  return callRoute(loginAction, {
    request: formPost("/account/login", { intent: "login", email, password, redirectTo: "/account/dashboard" }),
    context: { ...context, clientIp, authLimits: { signInPerMinute, signUpPerMinute: 1000 }, now },
  });
}

/** Moves this email's failures back in time, as if that many minutes had passed. */
async function age(email: string, minutes: number) {
  await database.db
    .update(signInFailures)
    .set({ createdAt: sql`${signInFailures.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(signInFailures.email, email));
}

describe("account lockout", () => {
  it("locks an account for 15 minutes after 10 wrong passwords, even against the right one", async () => {
    const user = await signedInUser(database.db, "target@example.com");
    for (let i = 0; i < LOCKOUT.failures; i++) {
      expect((await login(user.email, `guess ${i}`)).data).toMatchObject({ formError: "account.errors.loginFailed" });
    }
    const locked = await login(user.email, RIGHT);
    expect(locked).toMatchObject({ status: 429, data: { formError: "account.errors.tooManyAttempts" } });
    expect(locked.setCookie).toBeUndefined();

    await age(user.email, 14);
    expect((await login(user.email, RIGHT)).status).toBe(429);
    await age(user.email, 2);
    const after = await login(user.email, RIGHT);
    expect(after).toMatchObject({ status: 302, location: "/account/dashboard" });
    expect(await getOptionalUser(database.db, pageRequest("/", cookieFrom(after.setCookie)))).toMatchObject({
      id: user.id,
    });
  });

  it("does not count attempts made while locked, so waiting is enough", async () => {
    await signedInUser(database.db, "patient@example.com");
    for (let i = 0; i < LOCKOUT.failures; i++)
      await signIn(database.db, { email: "patient@example.com", password: "x" });
    for (let i = 0; i < 5; i++) await signIn(database.db, { email: "patient@example.com", password: "y" });
    const [row] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(eq(signInFailures.email, "patient@example.com"));
    expect(row?.count).toBe(LOCKOUT.failures);
  });

  it("forgets failures older than an hour, and clears the count on success", async () => {
    await signedInUser(database.db, "forgetful@example.com");
    for (let i = 0; i < 9; i++) await signIn(database.db, { email: "forgetful@example.com", password: "x" });
    await age("forgetful@example.com", 61);
    await signIn(database.db, { email: "forgetful@example.com", password: "x" });
    expect(await isLockedOut(database.db, "forgetful@example.com")).toBe(false);
    for (let i = 0; i < 8; i++) await signIn(database.db, { email: "forgetful@example.com", password: "x" });
    expect(await signIn(database.db, { email: "Forgetful@Example.com", password: RIGHT })).toMatchObject({ ok: true });
    for (let i = 0; i < 9; i++) await signIn(database.db, { email: "forgetful@example.com", password: "x" });
    expect(await isLockedOut(database.db, "forgetful@example.com")).toBe(false);
  });

  it("locks an address that has no account the same way, so a lock tells nothing", async () => {
    for (let i = 0; i < LOCKOUT.failures; i++) await login("nobody@example.com", `guess ${i}`);
    expect((await login("nobody@example.com", RIGHT)).data).toMatchObject({
      formError: "account.errors.tooManyAttempts",
    });
  });

  it("counts wrong current passwords in the password form towards the same lock", async () => {
    const user = await signedInUser(database.db, "borrowed@example.com");
    const input = { currentPassword: "guess", password: "new password!", confirm: "new password!" };
    for (let i = 0; i < LOCKOUT.failures; i++) await changePassword(database.db, user.id, input);
    const right = await changePassword(database.db, user.id, { ...input, currentPassword: RIGHT });
    expect(right).toEqual({ ok: false, errors: { currentPassword: "account.errors.tooManyAttempts" } });
    expect((await login(user.email, RIGHT)).status).toBe(429);
  });
});

describe("per-address limits", () => {
  it("allows the configured number of sign-ins per minute from one address, then says to wait", async () => {
    await signedInUser(database.db, "busy@example.com");
    const now = stoppedClock();
    for (let i = 0; i < 3; i++) {
      expect((await login("busy@example.com", RIGHT, "203.0.113.50", 3, now)).status).toBe(302);
    }
    const refused = await login("busy@example.com", RIGHT, "203.0.113.50", 3, now);
    expect(refused).toMatchObject({ status: 429, data: { formError: "account.errors.tooManyAttempts" } });
    // Another address is counted on its own.
    expect((await login("busy@example.com", RIGHT, "203.0.113.51", 3, now)).status).toBe(302);
  });

  it("allows 10 sign-ups per minute from one address by default", async () => {
    const defaults = {
      ...context,
      clientIp: "203.0.113.60",
      authLimits: { signInPerMinute: 10, signUpPerMinute: 10 },
      now: stoppedClock(),
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await callRoute(loginAction, {
        request: formPost("/account/login", {
          intent: "register",
          userName: `Maker ${i}`,
          email: `maker${i}@example.com`,
          password: RIGHT,
          confirm: RIGHT,
        }),
        context: defaults,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(302), 429]);
    const made = await database.db.select({ email: users.email }).from(users).where(sql`${users.email} like 'maker%'`);
    expect(made).toHaveLength(10);
  });
});

describe("signing up with a profile image", () => {
  async function register(email: string, profileImage?: File) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "register",
      userName: "Pic",
      email,
      password: RIGHT,
      confirm: RIGHT,
    })) {
      form.append(name, value);
    }
    form.append("profileImage", profileImage ?? new File([], "", { type: "application/octet-stream" }));
    return callRoute(loginAction, { request: formPost("/account/login", form), context });
  }

  it("stores a real JPEG as the avatar", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
    const answer = await register(
      "pic@example.com",
      new File([new Uint8Array(jpeg)], "me.jpg", { type: "image/jpeg" }),
    );
    expect(answer.status).toBe(302);
    const user = await getOptionalUser(database.db, pageRequest("/", cookieFrom(answer.setCookie)), context.media);
    expect(user?.avatarUrl).toMatch(/^\/media\/avatars\/.+-small\.webp$/);
  });

  it("signs up without a picture (none chosen)", async () => {
    const answer = await register("nopic@example.com");
    expect(answer.status).toBe(302);
    const [row] = await database.db
      .select({ key: users.avatarKey })
      .from(users)
      .where(eq(users.email, "nopic@example.com"));
    expect(row?.key).toBeNull();
  });

  it("refuses a truncated PNG and creates no account", async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#3c3" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const truncated = new File([new Uint8Array(png.subarray(0, png.length / 2))], "half.png", { type: "image/png" });
    const answer = await register("half@example.com", truncated);
    expect(answer).toMatchObject({ status: 400, data: { errors: { profileImage: "images.errors.invalidType" } } });
    expect(await database.db.select().from(users).where(eq(users.email, "half@example.com"))).toEqual([]);
  });
});
