import type { RequestHandler } from "express";

/** Far longer than any slug, name or search a page takes (a search is cut to its limit); longer names nothing. */
export const MAX_SEGMENT_LENGTH = 4096;

/** No PostgreSQL text can hold a NUL. */
const NUL = "\0";

/** Where a malformed address is sent inside the app: only the catch-all route matches it ("Page Not Found"). */
export const MALFORMED_URL_PATH = "/_/malformed-address";

/**
 * Whether a request's address can reach the pages: each path segment is valid percent-encoded UTF-8 without a NUL
 * and at most MAX_SEGMENT_LENGTH long, and no query name or value holds a NUL. Route parameters and query values
 * come from here, so no NUL reaches a database query whichever loader reads them.
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
    if (decoded.length > MAX_SEGMENT_LENGTH || decoded.includes(NUL)) return false;
  }
  if (queryAt === -1) return true;
  for (const [name, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    if (name.includes(NUL) || value.includes(NUL)) return false;
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
