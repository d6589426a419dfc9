import type { Express, Response } from "express";
import { intrinsicsIntact } from "./intact-intrinsics";

/** Whether this process should get traffic: its database answers, the migrations are applied, it is not stopping. */
export type ReadinessCheck = () => Promise<boolean>;

/** The probes' addresses: their request lines log at debug, below the default level. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * The balancer's probes, before everything else (no session, no cookie, no compression). `/healthz` (liveness) is
 * 200 while the process runs with its built-in prototypes as they were at its start, 500 once they changed: such a
 * process can no longer be trusted to render a page, and only a restart mends it. `/readyz` (readiness) is 200 when
 * the prototypes are intact and `ready` says so within two seconds, 503 otherwise. Neither is cached.
 */
export function mountHealthChecks(app: Express, ready: ReadinessCheck): void {
  app.get("/healthz", (_req, res) => {
    const ok = intrinsicsIntact();
    answer(res, ok ? 200 : 500, ok ? "ok" : "built-in prototypes changed");
  });
  app.get("/readyz", async (_req, res) => {
    const ok = intrinsicsIntact() && (await withTimeout(ready(), READY_TIMEOUT_MS).catch(() => false));
    answer(res, ok ? 200 : 503, ok ? "ready" : "not ready");
  });
}

/** Written with its status and headers given outright: a polluted process's defaults are not to be trusted. */
function answer(res: Response, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(text);
}

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
