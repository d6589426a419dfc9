import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" (a sandboxed or privacy-sensitive context) and anything unparsable
  }
}

/**
 * Whether a state-changing request may have been sent by another site's page (CSRF). The browser's
 * `Sec-Fetch-Site` decides when present; otherwise the host of `Origin` must be this site's (the scheme
 * is not compared, so a proxy that ends TLS needs no configuration). A request with neither header comes
 * from a program, not from a page in a browser, and cookies give it nothing a forger could use.
 * The same order as Go's net/http CrossOriginProtection.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { secFetchSite?: string; origin?: string },
  siteHosts: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const { secFetchSite, origin } = headers;
  if (secFetchSite) return secFetchSite !== "same-origin" && secFetchSite !== "none";
  if (!origin) return false;
  const host = hostOf(origin);
  return host === null || !siteHosts.includes(host);
}

/** Refuses a cross-site POST, PUT, PATCH or DELETE with 403 before any action runs. */
export function refuseCrossSiteWrites(publicUrl: string | undefined): RequestHandler {
  const configured = publicUrl ? hostOf(publicUrl) : null;
  return (req, res, next) => {
    const own = (req.get("host") ?? "").toLowerCase();
    const hosts = configured ? [configured, own] : [own];
    const crossSite = isCrossSiteWrite(
      req.method,
      { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") },
      hosts,
    );
    if (!crossSite) return next();
    res.status(403).type("text/plain").send("Forbidden: this form was sent from another site.");
  };
}
