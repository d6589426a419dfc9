import type { Express } from "express";

/** Whether this process should get traffic: its database answers, the migrations are applied, it is not stopping. */
export type ReadinessCheck = () => Promise<boolean>;

/** The probes' addresses: their request lines log at debug, below the default level. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * The balancer's probes, before everything else (no session, no cookie, no compression): `/healthz` is 200 while the
 * process runs; `/readyz` is 200 when `ready` says so within two seconds, 503 otherwise. Neither is cached.
 */
export function mountHealthChecks(app: Express, ready: ReadinessCheck): void {
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ok = await withTimeout(ready(), READY_TIMEOUT_MS).catch(() => false);
    res
      .status(ok ? 200 : 503)
      .type("text/plain")
      .send(ok ? "ready" : "not ready");
  });
}

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
