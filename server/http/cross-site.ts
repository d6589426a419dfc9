import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request may have been sent by another site's page (CSRF). The browser's
 * `Sec-Fetch-Site` decides when present; otherwise `Origin` must be this site's. A request with neither
 * header comes from a program, not from a page in a browser, and cookies give it nothing extra.
 * The same order as Go's net/http CrossOriginProtection.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { secFetchSite?: string; origin?: string },
  siteOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const { secFetchSite, origin } = headers;
  if (secFetchSite) return secFetchSite !== "same-origin" && secFetchSite !== "none";
  if (!origin) return false;
  return !siteOrigins.includes(origin.toLowerCase());
}

/** Refuses a cross-site POST, PUT, PATCH or DELETE with 403 before any action runs. */
export function refuseCrossSiteWrites(publicUrl: string | undefined): RequestHandler {
  const configured = publicUrl ? new URL(publicUrl).origin.toLowerCase() : undefined;
  return (req, res, next) => {
    const own = `${req.protocol}://${req.get("host") ?? ""}`.toLowerCase();
    const origins = configured ? [configured, own] : [own];
    const crossSite = isCrossSiteWrite(
      req.method,
      { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") },
      origins,
    );
    if (!crossSite) return next();
    res.status(403).type("text/plain").send("Forbidden: this form was sent from another site.");
  };
}
