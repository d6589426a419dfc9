import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserSession, destroySession, getOptionalUser, requireUser } from "~server/accounts/sessions";
import { loginSchema, registerSchema, registerUser, verifyLogin } from "~server/accounts/users";
import { sessions, users } from "~server/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.cleanup();
});

function registration(email: string, password = "correct horse battery") {
  return registerSchema.parse({ userName: "Ada Lovelace", email, password, confirm: password });
}

async function register(email: string, password?: string) {
  const result = await registerUser(database.db, registration(email, password));
  if (!result.ok) throw new Error(`registration of ${email} failed: ${result.errors.email}`);
  return result.user;
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
function cookieFrom(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

function requestWith(cookie?: string, url = "http://localhost/account/login"): Request {
  return new Request(url, cookie ? { headers: { cookie } } : undefined);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("registration", () => {
  it("stores an argon2id hash of the password, never the password itself", async () => {
    const user = await register("ada@example.com", "correct horse battery");
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain("correct horse battery");
    expect(row?.displayName).toBe("Ada Lovelace");
  });

  it("refuses a second account with the same email in other letter case", async () => {
    const result = await registerUser(database.db, registration("  ADA@Example.COM "));
    expect(result).toEqual({ ok: false, errors: { email: "account.errors.emailTaken" } });
  });

  it("refuses one of two sign-ups with one email sent at the same moment", async () => {
    const results = await Promise.all([
      registerUser(database.db, registration("twins@example.com")),
      registerUser(database.db, registration("Twins@Example.com")),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, errors: { email: "account.errors.emailTaken" } },
    ]);
  });

  it("reports mismatched passwords on the confirmation field", () => {
    const result = registerSchema.safeParse({
      userName: "Ada",
      email: "ada@example.com",
      password: "correct horse battery",
      confirm: "correct horse battery!",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirm"], message: "account.errors.passwordsMismatch" }),
    ]);
  });
});

describe("login", () => {
  it("succeeds with the right password, whatever the letter case of the email", async () => {
    const user = await verifyLogin(database.db, { email: "Ada@Example.com", password: "correct horse battery" });
    expect(user).toMatchObject({ email: "ada@example.com", displayName: "Ada Lovelace" });
  });

  it("fails with a wrong password", async () => {
    expect(await verifyLogin(database.db, { email: "ada@example.com", password: "wrong horse battery" })).toBeNull();
  });

  it("fails with an email that has no account", async () => {
    expect(
      await verifyLogin(database.db, { email: "nobody@example.com", password: "correct horse battery" }),
    ).toBeNull();
  });

  it("reads a ticked Remember me checkbox as true and an absent one as false", () => {
    expect(loginSchema.parse({ email: "a@example.com", password: "x", remember: "on" }).remember).toBe(true);
    expect(loginSchema.parse({ email: "a@example.com", password: "x" }).remember).toBe(false);
  });
});

describe("sessions", () => {
  it("identifies the signed-in user by the session cookie", async () => {
    const user = await register("grace@example.com");
    const setCookie = await createUserSession(database.db, requestWith(), user.id, false);
    const signedIn = await getOptionalUser(database.db, requestWith(cookieFrom(setCookie)));
    expect(signedIn).toEqual({
      id: user.id,
      email: "grace@example.com",
      displayName: "Ada Lovelace",
      avatarUrl: null,
      role: "customer",
    });
  });

  it("treats a visitor without a cookie, or with an unknown one, as a guest", async () => {
    expect(await getOptionalUser(database.db, requestWith())).toBeNull();
    expect(await getOptionalUser(database.db, requestWith("sid=made-up-token"))).toBeNull();
  });

  it("keeps only the SHA-256 of the token in the database, never the token", async () => {
    const user = await register("hash@example.com");
    const setCookie = await createUserSession(database.db, requestWith(), user.id, false);
    const token = cookieFrom(setCookie).slice("sid=".length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ids = (await database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids).toContain(sha256(token));
  });

  it("ignores an expired session", async () => {
    const user = await register("expired@example.com");
    const cookie = cookieFrom(await createUserSession(database.db, requestWith(), user.id, true));
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256(cookie.slice("sid=".length))));
    expect(await getOptionalUser(database.db, requestWith(cookie))).toBeNull();
  });

  it("makes the cookie useless after signing out, and tells the browser to drop it", async () => {
    const user = await register("leaving@example.com");
    const cookie = cookieFrom(await createUserSession(database.db, requestWith(), user.id, true));
    const cleared = await destroySession(database.db, requestWith(cookie, "http://localhost/account/logout"));
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toContain("Max-Age=0");
    expect(await getOptionalUser(database.db, requestWith(cookie))).toBeNull();
  });

  it("gives a new token on each sign-in and ends the session the browser had before", async () => {
    const user = await register("rotate@example.com");
    const first = cookieFrom(await createUserSession(database.db, requestWith(), user.id, false));
    const second = cookieFrom(await createUserSession(database.db, requestWith(first), user.id, false));
    expect(second).not.toBe(first);
    expect(await getOptionalUser(database.db, requestWith(first))).toBeNull();
    expect(await getOptionalUser(database.db, requestWith(second))).toMatchObject({ id: user.id });
  });

  it("sets a browser-session cookie without Remember me, and a 30-day cookie with it", async () => {
    const user = await register("remember@example.com");
    const browserSession = await createUserSession(database.db, requestWith(), user.id, false);
    const remembered = await createUserSession(database.db, requestWith(), user.id, true);
    for (const setCookie of [browserSession, remembered]) {
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).not.toContain("Secure");
    }
    expect(browserSession).not.toContain("Max-Age");
    expect(remembered).toContain("Max-Age=2592000");
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const user = await register("secure@example.com");
    const setCookie = await createUserSession(
      database.db,
      requestWith(undefined, "https://store.example/account/login"),
      user.id,
      false,
    );
    expect(setCookie).toContain("; Secure");
  });

  it("sends a guest from a private page to login, with the way back", async () => {
    const request = requestWith(undefined, "http://localhost/shop/wishlist?page=2");
    const thrown = await requireUser(database.db, request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/account/login?redirectTo=${encodeURIComponent("/shop/wishlist?page=2")}`,
    );
  });
});
