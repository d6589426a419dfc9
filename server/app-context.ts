import type { Db } from "./db/client";
import type { Clock } from "./http/rate-limit";
import type { Logger } from "./log/logger";
import type { MediaStore } from "./media/store";
import type { PayPalAccount } from "./payments/paypal-account";
import type { Preferences } from "./prefs/preferences";

/** What every loader and action receives as `context`. */
export type AppContext = {
  db: Db;
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
  /** The clock the rate limits count by; unset, the system clock (tests stop it inside one minute). */
  now?: Clock;
  /** This request's logger: its lines carry the request id. */
  log: Logger;
};

/** Sign-in and sign-up attempts allowed per minute per client address. */
export type AuthLimits = { signInPerMinute: number; signUpPerMinute: number };

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
