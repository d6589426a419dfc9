import type { Env } from "../env";

/** The store's PayPal REST app: whom the store's PayPal payments go to (decision 031). */
export type PayPalAccount = {
  clientId: string;
  clientSecret: string;
  /** PayPal's REST API: the sandbox's or the live one's (or the tests' stand-in). */
  apiUrl: string;
  /** Where PayPal's approval page is, to which Place Order and Pay with PayPal send the buyer (its CSP form-action). */
  approvalOrigin: string;
  /** The store's webhook at PayPal, against which each notice's signature is verified; unset, notices are refused. */
  webhookId: string | null;
};

const API_URLS = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" } as const;
const APPROVAL_ORIGINS = { sandbox: "https://www.sandbox.paypal.com", live: "https://www.paypal.com" } as const;

/** PayPal as configured (PAYPAL_*), or null: then the checkout does not offer it. */
export function paypalAccountOf(env: Env): PayPalAccount | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    apiUrl: env.PAYPAL_API_URL ?? API_URLS[env.PAYPAL_ENVIRONMENT],
    // The stand-in of the tests serves its approval page itself.
    approvalOrigin: env.PAYPAL_API_URL ? new URL(env.PAYPAL_API_URL).origin : APPROVAL_ORIGINS[env.PAYPAL_ENVIRONMENT],
    webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
  };
}
