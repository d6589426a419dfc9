import type { CouponRefusal } from "~domain/coupon-discount";
import type { FieldErrors, FormValues } from "~domain/form";
import type { Locale } from "~domain/locales";
import { allowAuthAttempt } from "../accounts/auth-limits";
import { currentSession } from "../accounts/sessions";
import { startUserSession } from "../accounts/start-user-session";
import { registerUser } from "../accounts/users";
import type { AuthLimits } from "../app-context";
import type { Db } from "../db/client";
import type { Clock } from "../http/rate-limit";
import { cartOwnerOf } from "../shopping/cart-owner";
import { parseCheckoutForm } from "./checkout-input";
import { orderNumberForKey, placeOrder } from "./place-order";

export type CheckOutOptions = {
  clientIp: string;
  authLimits: AuthLimits;
  currencyCode: string;
  /** The buyer's language, kept with the order for the mail about it. */
  locale: Locale;
  /** Whether PayPal takes payments in this store. */
  paypal: boolean;
  now?: Clock;
};

/** The outcome, with the sign-in cookie when an account was made, and what was typed (for a refusal). */
export type CheckOutResult = { setCookie?: string; values: FormValues } & (
  | { ok: true; number: string }
  | { ok: false; error: "emptyCart" }
  | { ok: false; error: "invalid"; errors: FieldErrors; formError?: string }
  | { ok: false; error: "tooManyAttempts" | "emailTaken" | "keyReused" | "paymentMethod" }
  | { ok: false; error: "notInStock"; names: string[] }
  | { ok: false; error: "coupon"; code: string; refusal: CouponRefusal }
);

/**
 * The checkout form's whole workflow: the form is validated for this browser's buyer; a guest who asked for
 * an account gets one and is signed in the way every sign-in happens (their cart and a waiting list
 * addition come along); then the cart becomes the order. The order is filed under the account made here.
 */
export async function checkOut(
  db: Db,
  request: Request,
  form: FormData,
  options: CheckOutOptions,
): Promise<CheckOutResult> {
  const session = await currentSession(db, request);
  let userId = session?.user?.id ?? null;
  const parsed = parseCheckoutForm(form, { signedIn: userId !== null });
  // A form without a valid key (an old page, a forged post) has no field to mark: the message goes on top.
  const { values } = parsed;
  if (!parsed.ok) {
    return { ok: false, error: "invalid", errors: parsed.errors, formError: parsed.errors.idempotencyKey, values };
  }
  const input = parsed.data;
  let setCookie: string | undefined;

  // "Create an account?" (not again for a resubmission of an order already placed).
  if (!userId && input.accountPassword && !(await orderNumberForKey(db, input.idempotencyKey))) {
    if (!(await allowAuthAttempt(db, "sign-up", options.clientIp, options.authLimits, options.now))) {
      return { ok: false, error: "tooManyAttempts", values };
    }
    const { firstName, lastName, email } = input.billing;
    const password = input.accountPassword;
    const userName = `${firstName} ${lastName}`.slice(0, 60);
    const created = await registerUser(db, { userName, email, password, confirm: password });
    if (!created.ok) return { ok: false, error: "emailTaken", values };
    userId = created.user.id;
    ({ setCookie } = await startUserSession(db, request, userId, {
      remember: false,
      redirectTo: "/",
      locale: options.locale,
    }));
  }

  const owner = userId ? { userId } : cartOwnerOf(session);
  if (!owner) return { ok: false, error: "emptyCart", setCookie, values };
  const result = await placeOrder(db, {
    owner,
    userId,
    sessionId: session?.id ?? null,
    currencyCode: options.currencyCode,
    locale: options.locale,
    checkout: input,
    paypal: options.paypal,
  });
  return { ...result, setCookie, values };
}
