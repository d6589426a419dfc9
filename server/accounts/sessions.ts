import { createHash, randomBytes } from "node:crypto";
import { parse, type SerializeOptions, serialize } from "cookie";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "../db/handle";
import { prepared } from "../db/prepared";
import { sessions, users } from "../db/schema";
import { noteRequestUser } from "../log/request-facts";
import type { MediaStore } from "../media/store";
import { avatarUrl } from "./avatar";

export type SessionUser = {
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  /** Read with the session at every request, so a role taken away counts at once. */
  role: "customer" | "operator";
};

const SESSION_COOKIE = "sid";
const DAY_MS = 24 * 60 * 60 * 1000;
const PERSISTENT_DAYS = 30;
const BROWSER_SESSION_DAYS = 1;

/** Only the SHA-256 of the token is stored, so a leaked database cannot be replayed as cookies. */
function sessionId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function tokenOf(request: Request): string | undefined {
  const token = parse(request.headers.get("cookie") ?? "")[SESSION_COOKIE];
  return token || undefined;
}

/** The session cookie's Set-Cookie header: only for HTTP (no script reads it), sent on same-site navigation. */
function sessionCookie(request: Request, token: string, maxAge?: number): string {
  const options: SerializeOptions = { path: "/", httpOnly: true, sameSite: "lax", maxAge };
  if (new URL(request.url).protocol === "https:") options.secure = true;
  return serialize(SESSION_COOKIE, token, options);
}

/**
 * Signs the user in with a new session and returns its Set-Cookie header. The session the browser
 * had before (if any) is deleted, so a token known before sign-in is worthless after it.
 */
export async function createUserSession(db: Db, request: Request, userId: string, remember: boolean): Promise<string> {
  const previous = tokenOf(request);
  if (previous) await db.delete(sessions).where(eq(sessions.id, sessionId(previous)));
  // Housekeeping that needs no scheduler: this user's expired sessions go when they sign in again.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));

  const token = randomBytes(32).toString("base64url");
  const days = remember ? PERSISTENT_DAYS : BROWSER_SESSION_DAYS;
  await db.insert(sessions).values({
    id: sessionId(token),
    userId,
    persistent: remember,
    expiresAt: new Date(Date.now() + days * DAY_MS),
  });
  return sessionCookie(request, token, remember ? (PERSISTENT_DAYS * DAY_MS) / 1000 : undefined);
}

/** The session this browser's cookie names, if it exists and has not expired: its id, and its user (null for a guest). */
export type CurrentSession = { id: string; user: SessionUser | null };

/** The session named by the token's hash, unexpired, and its user: prepared once (decision 023), as every page reads it. */
function sessionRead(db: Db) {
  return prepared(db, "current_session", () =>
    db
      .select({
        sessionId: sessions.id,
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        avatarKey: users.avatarKey,
        role: users.role,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
      .limit(1)
      .prepare("current_session"),
  );
}

/**
 * The browser's session and its user in one query (it runs on every page, for the header): what the
 * user, the cart and the thank-you page all need. Pass the media store to resolve the avatar's URL.
 */
export async function currentSession(
  db: Db,
  request: Request,
  media?: Pick<MediaStore, "url">,
  /**
   * One object for the whole request, shared by its loaders (their load context), under which a GET reads the
   * session once: React Router hands each loader its own copy of the Request.
   */
  scope: object = request,
): Promise<CurrentSession | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const row = await sessionRowOf(db, request, token, scope);
  if (!row) return null;
  const { sessionId: id, avatarKey, ...user } = row;
  if (user.id === null || user.email === null || user.displayName === null || user.role === null) {
    return { id, user: null };
  }
  noteRequestUser(user.id);
  return {
    id,
    user: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      avatarUrl: avatarKey && media ? avatarUrl(media, avatarKey, "small") : null,
      role: user.role,
    },
  };
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRead>["execute"]>>[number];

// A page's loaders (the root's and the page's) each ask for the session: read once per GET. Not for a post, whose
// action may end or start a session before the loaders run with the same load context.
const readsOfRequest = new WeakMap<object, Promise<SessionRow | undefined>>();

function sessionRowOf(db: Db, request: Request, token: string, scope: object): Promise<SessionRow | undefined> {
  const once = request.method === "GET" || request.method === "HEAD";
  const known = once ? readsOfRequest.get(scope) : undefined;
  if (known) return known;
  // The time as Drizzle sends a timestamptz parameter.
  const reading = sessionRead(db)
    .execute({ id: sessionId(token), now: new Date().toISOString() })
    .then(([row]) => row);
  if (once) readsOfRequest.set(scope, reading);
  return reading;
}

const GUEST_DAYS = 30;

/**
 * A new guest session (no user), for a visitor who has none, so a guest's cart can live on the server;
 * returns its id and the Set-Cookie header that gives it to the browser.
 */
export async function createGuestSession(db: Db, request: Request): Promise<{ sessionId: string; setCookie: string }> {
  // Housekeeping without a scheduler: now and then, expired sessions (and guest carts with them) go.
  if (Math.random() < 1 / 50) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  const token = randomBytes(32).toString("base64url");
  const id = sessionId(token);
  await db.insert(sessions).values({
    id,
    userId: null,
    persistent: true,
    expiresAt: new Date(Date.now() + GUEST_DAYS * DAY_MS),
  });
  return {
    sessionId: id,
    setCookie: sessionCookie(request, token, GUEST_DAYS * 86_400),
  };
}

/**
 * The session to keep a guest's things on (a cart, a list addition waiting for sign-in): the browser's own
 * session, or for a new visitor a new guest session with the Set-Cookie header that gives it.
 */
export async function sessionForGuest(
  db: Db,
  request: Request,
  current: CurrentSession | null,
): Promise<{ sessionId: string; setCookie?: string }> {
  return current ? { sessionId: current.id } : createGuestSession(db, request);
}

/**
 * The signed-in user, or null for a guest, an unknown token or an expired session.
 * Pass the media store to resolve the avatar's URL; without it `avatarUrl` is null.
 */
export async function getOptionalUser(
  db: Db,
  request: Request,
  media?: Pick<MediaStore, "url">,
): Promise<SessionUser | null> {
  return (await currentSession(db, request, media))?.user ?? null;
}

/**
 * The signed-in operator, read from the database at this request; anyone else (a customer, a guest, a revoked
 * operator) gets the not-found page, as if `/admin` did not exist.
 */
export async function requireOperator(db: Db, request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(db, request);
  if (user?.role !== "operator") throw data(null, { status: 404 });
  return user;
}

/** The signed-in user; a guest is sent to the login page and brought back here afterwards. */
export async function requireUser(db: Db, request: Request, media?: Pick<MediaStore, "url">): Promise<SessionUser> {
  const user = await getOptionalUser(db, request, media);
  if (user) return user;
  const url = new URL(request.url);
  const query = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`/account/login?${query}`);
}

/** For pages only guests need (login, register): a signed-in user is sent home. */
export async function requireAnonymous(db: Db, request: Request): Promise<void> {
  if (await getOptionalUser(db, request)) throw redirect("/");
}

/** Deletes the browser's session and returns a Set-Cookie header that removes the cookie. */
export async function destroySession(db: Db, request: Request): Promise<string> {
  const token = tokenOf(request);
  if (token) await db.delete(sessions).where(eq(sessions.id, sessionId(token)));
  return sessionCookie(request, "", 0);
}

/** Ends every session of the user except the one this request came with (after a password change). */
export async function endOtherSessions(db: Db, request: Request, userId: string): Promise<void> {
  const token = tokenOf(request);
  const others = token ? ne(sessions.id, sessionId(token)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}
