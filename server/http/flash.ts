import { randomUUID } from "node:crypto";
import { parse, serialize } from "cookie";
import { z } from "zod";

// A plain (JavaScript-less) post is answered with a redirect; the page it lands on says what happened with the
// confirmation a script would have shown as a toast. The message rides in a short-lived cookie, read and cleared by
// the root loader (decision 036). The cookie comes back from the browser: it is parsed as untrusted input.

const FLASH_COOKIE = "flash";
const FLASH_MAX_AGE_SECONDS = 60;
/** Longer than any message we write: a bigger cookie is refused before it is parsed. */
const MAX_COOKIE_CHARS = 600;
const MAX_NAME_CHARS = 200;
const MAX_COUNT = 100_000;

/** The messages a flash may carry (translation keys) and how each shows: success, error or info. */
const FLASH_KINDS = [
  ["cart.added", "success"],
  ["cart.addedLimited", "info"],
  ["cart.errors.notInStock", "error"],
  ["cart.errors.notFound", "error"],
  ["cart.errors.allInCart", "error"],
  ["cart.errors.quantity", "error"],
  ["cart.updated", "success"],
  ["cart.removed", "success"],
  ["coupons.applied", "success"],
  ["coupons.removed", "success"],
  ["orders.boughtAgain", "success"],
  ["lists.addedToWishlist", "success"],
  ["lists.addedToCompare", "success"],
  ["lists.alreadyInWishlist", "success"],
  ["lists.alreadyInCompare", "success"],
  ["lists.removedFromWishlist", "success"],
  ["lists.removedFromCompare", "success"],
  ["lists.cleared", "success"],
  ["lists.errors.notFound", "error"],
  ["lists.errors.wishlistFull", "error"],
  ["lists.errors.compareFull", "error"],
  ["ratings.thanks", "success"],
  ["ratings.answered", "success"],
] as const;

export type FlashKey = (typeof FLASH_KINDS)[number][0];
export type FlashKind = (typeof FLASH_KINDS)[number][1];

export const FLASH_KEYS = FLASH_KINDS.map(([key]) => key) as [FlashKey, ...FlashKey[]];

/** What an action asks the next page to say: a key of the allowlist and its bounded parameters. */
export type FlashMessage = { key: FlashKey; name?: string; count?: number; limit?: number; code?: string };

/** What the root loader hands the page: the message, how it shows, and an id telling one flash from the next. */
export type Flash = FlashMessage & { kind: FlashKind; id: string };

const count = z.number().int().min(0).max(MAX_COUNT);
const flashSchema = z
  .object({
    key: z.enum(FLASH_KEYS),
    name: z.string().min(1).max(MAX_NAME_CHARS).optional(),
    count: count.optional(),
    limit: count.optional(),
    code: z.string().min(1).max(64).optional(),
  })
  .strict();

function kindOf(key: FlashKey): FlashKind {
  // A search of our own table, never an index by a name that came with the request.
  return FLASH_KINDS.find(([known]) => known === key)?.[1] ?? "info";
}

/** The cookie's value as a message, or null for anything else (absent, too long, not JSON, not of the allowlist). */
export function parseFlash(raw: string | undefined): FlashMessage | null {
  if (!raw || raw.length > MAX_COOKIE_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = flashSchema.safeParse(json);
  if (!parsed.success) return null;
  const { key, name, count: n, limit, code } = parsed.data;
  // Rebuilt field by field: nothing of the parsed object but the allowed fields travels on.
  const message: FlashMessage = { key };
  if (name !== undefined) message.name = name;
  if (n !== undefined) message.count = n;
  if (limit !== undefined) message.limit = limit;
  if (code !== undefined) message.code = code;
  return message;
}

function cookieOptions(request: Request, maxAge: number) {
  const secure = new URL(request.url).protocol === "https:";
  return { path: "/", maxAge, httpOnly: true, sameSite: "lax", secure } as const;
}

/** The Set-Cookie header value that carries `message` to the next page. Long names are cut to fit. */
export function flashCookie(request: Request, message: FlashMessage): string {
  const bounded: FlashMessage = { ...message };
  if (bounded.name !== undefined) bounded.name = bounded.name.slice(0, MAX_NAME_CHARS);
  return serialize(FLASH_COOKIE, JSON.stringify(bounded), cookieOptions(request, FLASH_MAX_AGE_SECONDS));
}

/** A redirect's headers: the flash cookie, after any other Set-Cookie the action already had to send. */
export function withFlash(request: Request, message: FlashMessage, setCookie?: string | null): Headers {
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", flashCookie(request, message));
  return headers;
}

/**
 * The request's flash without taking it, for a page's own loader that says more about it (the cart after Buy
 * again); the root loader takes and clears it.
 */
export function peekFlash(request: Request): FlashMessage | null {
  return parseFlash(parse(request.headers.get("cookie") ?? "")[FLASH_COOKIE]);
}

/** The request's flash, if any, and the Set-Cookie header that clears it (so it shows once). */
export function takeFlash(request: Request): { flash: Flash | null; clear: string } | null {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const raw = cookies[FLASH_COOKIE];
  if (raw === undefined) return null;
  const message = parseFlash(raw);
  const clear = serialize(FLASH_COOKIE, "", cookieOptions(request, 0));
  return { flash: message ? { ...message, kind: kindOf(message.key), id: randomUUID() } : null, clear };
}
