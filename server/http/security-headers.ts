import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/** The nonce of this response's Content-Security-Policy; the page's own scripts carry it. */
export function cspNonceOf(res: Response): string {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : "";
}

/**
 * The policy: scripts only from this site and only when they carry this response's nonce, so injected
 * markup cannot run code. Styles allow inline ones: the toast and dialog libraries set them at run time.
 */
function contentSecurityPolicy(nonce: string, imageOrigin: string | undefined, formOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // A form may also end on a payment service's page (its redirect counts): PayPal's approval page.
    `form-action 'self'${formOrigins.map((origin) => ` ${origin}`).join("")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Headers every response carries: the enforced policy with a fresh nonce, no sniffing, no framing,
 * no referrer leaks to other sites, and HSTS when the page came over HTTPS. `withPolicy` is false only
 * under the development server, whose hot-reload scripts carry no nonce.
 */
export function securityHeaders({
  withPolicy,
  imageOrigin,
  formOrigins = [],
}: {
  withPolicy: boolean;
  /** The CDN that serves the media, when it is not this site. */
  imageOrigin?: string;
  /** Other sites a form post may be sent on to (PayPal's approval page, after Place Order or Pay with PayPal). */
  formOrigins?: readonly string[];
}): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (withPolicy) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, imageOrigin, formOrigins));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", `max-age=${YEAR_SECONDS}; includeSubDomains`);
    next();
  };
}

/**
 * Headers for the build's scripts and stylesheets: only `nosniff` (a script or stylesheet sent as another type is
 * refused). The policy, framing, referrer, opener and permissions headers apply to documents, not to the files a
 * document loads, and a phone's first visit fetches some forty of these: 0.6 KB of headers each (decision 074).
 * Anything else under /assets (the icon sprite, which a browser could open as a document) gets `pageHeaders`.
 */
export function assetHeaders(pageHeaders: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!/\.(?:js|css)$/.test(req.path)) return pageHeaders(req, res, next);
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  };
}
