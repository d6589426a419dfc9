import type { Db } from "./db/handle";
import type { Clock } from "./http/rate-limit";
import type { Logger } from "./log/logger";
import type { MediaStore } from "./media/store";
import type { PayPalAccount } from "./payments/paypal-account";
import type { Preferences } from "./prefs/preferences";

/** What every loader and action receives as `context`. */
export type AppContext = {
  /** The primary: every write, and every read that is not the catalogue's, search's or a product page's. */
  db: Db;
  /**
   * For the catalogue's, search's, product and seller pages' reads only: a streaming replica for a GET or HEAD from
   * a visitor who has not written within REPLICA_STICKY_SECONDS, else the primary (`db`). Never for a write.
   */
  readDb: Db;
  /** Whether `readDb` is a replica's handle for this request (a page rendered from it may be a little behind). */
  readsFromReplica: boolean;
  /**
   * Whether this request may use the data a process keeps of a product page (server/db/kept-reads.ts): not for a
   * visitor who wrote within REPLICA_STICKY_SECONDS on PostgreSQL, whose change's notice may not have arrived yet.
   * Unset: never (tests that call a loader read afresh).
   */
  keptReads?: boolean;
  media: MediaStore;
  prefs: Preferences;
  publicUrl: string;
  /** The client's address (behind a trusted proxy, the forwarded one): the key of per-client rate limits. */
  clientIp: string;
  /** This response's Content-Security-Policy nonce, for the page's own inline scripts. */
  cspNonce: string;
  authLimits: AuthLimits;
  /** The store's PayPal app; null when PayPal is not configured (the checkout does not offer it). */
  paypal: PayPalAccount | null;
  /** The EU's VIES service's REST API (VIES_URL), for business buyers' VAT numbers (decision 060). */
  viesUrl: string;
  /** The clock the rate limits count by; unset, the system clock (tests stop it inside one minute). */
  now?: Clock;
  /** This request's logger: its lines carry the request id. */
  log: Logger;
  /** The page being sent failed in part: the page cache must not keep it (decision 038). Unset outside HTTP. */
  dontKeepPage?: () => void;
};

/** Sign-in and sign-up attempts allowed per minute per client address. */
export type AuthLimits = { signInPerMinute: number; signUpPerMinute: number };

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
