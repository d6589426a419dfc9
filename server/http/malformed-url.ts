import type { RequestHandler } from "express";

/** Longer than any slug, name or search a page takes; longer path segments name nothing. */
export const MAX_SEGMENT_LENGTH = 1000;

/** Whether the text holds a control character: none is in a page's address, and no PostgreSQL text stores NUL. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Where a malformed address is sent inside the app: only the catch-all route matches it ("Page Not Found"). */
export const MALFORMED_URL_PATH = "/_/malformed-address";

/**
 * Whether a request's address can reach the pages: each path segment is valid percent-encoded UTF-8 without
 * control characters and at most MAX_SEGMENT_LENGTH long, and no query name or value holds a NUL. Route
 * parameters come from the path, so none of them reaches a query unless it passed here.
 */
export function isWellFormedUrl(url: string): boolean {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded.length > MAX_SEGMENT_LENGTH || hasControlCharacter(decoded)) return false;
  }
  if (queryAt === -1) return true;
  for (const [name, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    if (name.includes("\0") || value.includes("\0")) return false;
  }
  return true;
}

/** The address a malformed request was sent to, kept for its log line once the app has rewritten it. */
const requested = new WeakMap<object, string>();

/** The address the client asked for, whatever the app rewrote it to. */
export function requestedUrl(req: object, current: string): string {
  return requested.get(req) ?? current;
}

/**
 * One place answers malformed addresses, before any route sees them: "Page Not Found" (404) in the visitor's
 * language, whatever the method, rather than a database error. React Router reads `originalUrl`, so both change.
 */
export function refuseMalformedUrls(): RequestHandler {
  return (req, _res, next) => {
    if (!isWellFormedUrl(req.originalUrl)) {
      requested.set(req, req.originalUrl);
      req.url = MALFORMED_URL_PATH;
      req.originalUrl = MALFORMED_URL_PATH;
    }
    next();
  };
}
