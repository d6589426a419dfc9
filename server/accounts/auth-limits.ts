import type { AuthLimits } from "../app-context";
import type { Db } from "../db/handle";
import { type Clock, hit } from "../http/rate-limit";

/** Counts one sign-in or sign-up attempt from this client address; false once over the minute's limit. */
export function allowAuthAttempt(
  db: Db,
  kind: "sign-in" | "sign-up",
  clientIp: string,
  limits: AuthLimits,
  now?: Clock,
): Promise<boolean> {
  const limit = kind === "sign-in" ? limits.signInPerMinute : limits.signUpPerMinute;
  return hit(db, `${kind}:${clientIp}`, { limit, windowSeconds: 60 }, now);
}
