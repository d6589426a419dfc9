import type { BusinessBuyer } from "~domain/business-buyer";
import type { CouponRefusal } from "~domain/coupon-discount";
import type { FieldErrors, FormValues } from "~domain/form";
import type { Locale } from "~domain/locales";
import { shipsTo } from "~domain/shipping";
import { allowAuthAttempt } from "../accounts/auth-limits";
import { countryField } from "../accounts/countries";
import { type CurrentSession, currentSession } from "../accounts/sessions";
import { startUserSession } from "../accounts/start-user-session";
import { registerUser } from "../accounts/users";
import type { AuthLimits } from "../app-context";
import type { Db } from "../db/handle";
import type { Clock } from "../http/rate-limit";
import type { PayPalAccount } from "../payments/paypal-account";
import { startPayPalPayment } from "../payments/paypal-checkout";
import { readStoreSettings } from "../settings/store-settings";
import { cartOwnerOf } from "../shopping/cart-owner";
import { setShipCountry } from "../shopping/ship-destination";
import { decideBusinessBuyer } from "../tax/business-buyer";
import { parseCheckoutForm } from "./checkout-input";
import { orderNumberForKey, placeOrder } from "./place-order";

export type CheckOutOptions = {
  clientIp: string;
  authLimits: AuthLimits;
  currencyCode: string;
  /** The buyer's language, kept with the order for the mail about it. */
  locale: Locale;
  /** The store's PayPal app: PayPal is offered, and an order paid with it goes to PayPal at once. Null: not offered. */
  paypal: PayPalAccount | null;
  /** This site's address, where PayPal sends the buyer back. */
  origin: string;
  /** The EU's VIES service (VIES_URL), asked about business buyers' VAT numbers when the `tax` setting says so. */
  viesUrl: string;
  now?: Clock;
};

/** The outcome, with the sign-in cookie when an account was made, and what was typed (for a refusal). */
export type CheckOutResult = {
  setCookie?: string;
  values: FormValues;
} /** Placed; `payAt` is PayPal's page to pay it at (null when PayPal could not be reached: pay from the order). */ & (
  | { ok: true; number: string; paypal?: { payAt: string | null } }
  | { ok: false; error: "emptyCart" }
  | { ok: false; error: "invalid"; errors: FieldErrors; formError?: string }
  | { ok: false; error: "tooManyAttempts" | "emailTaken" | "keyReused" | "paymentMethod" | "totalChanged" }
  | { ok: false; error: "notInStock"; names: string[] }
  | { ok: false; error: "coupon"; code: string; refusal: CouponRefusal }
);

/** The cart goes where a refused form said, when that is a country the store ships to. */
async function followChosenCountry(db: Db, session: CurrentSession | null, values: FormValues): Promise<void> {
  const owner = cartOwnerOf(session);
  const country = countryField.safeParse(
    values[values.shipToDifferent === "on" ? "shipping.country" : "billing.country"],
  );
  if (!owner || !country.success) return;
  if (shipsTo((await readStoreSettings(db)).shipping, country.data)) await setShipCountry(db, owner, country.data);
}

/**
 * The checkout form's whole workflow: the form is validated for this browser's buyer; a guest who asked for
 * an account gets one and is signed in the way every sign-in happens (their cart and a waiting list
 * addition come along); then the cart becomes the order. The order is filed under the account made here. An order
 * paid with PayPal is then sent to PayPal to pay.
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
    // The page comes back priced for the country chosen (without scripts, nothing else told the cart).
    await followChosenCountry(db, session, values);
    return { ok: false, error: "invalid", errors: parsed.errors, formError: parsed.errors.idempotencyKey, values };
  }
  const input = parsed.data;
  let setCookie: string | undefined;

  // A business buyer's VAT number: VIES (when on) asked now, once; "not registered" is said beside the field.
  let business: BusinessBuyer | null = null;
  if (input.vatNumber) {
    const decided = await decideBusinessBuyer(
      {
        company: input.billing.company ?? "",
        vat: input.vatNumber,
        shipTo: (input.shipping ?? input.billing).country,
      },
      (await readStoreSettings(db)).tax,
      options.viesUrl,
    );
    if (!decided.ok) return { ok: false, error: "invalid", errors: { vatNumber: decided.error }, values };
    business = decided.business;
  }

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
    paypal: options.paypal !== null,
    business,
  });
  // The store does not ship there: said beside the country.
  if (!result.ok && result.error === "notShipped") {
    return { ok: false, error: "invalid", errors: { [result.field]: "checkout.errors.notShipped" }, setCookie, values };
  }
  if (result.ok && input.paymentMethod === "paypal" && options.paypal) {
    const started = await startPayPalPayment(db, options.paypal, result.number, options.origin);
    return { ...result, setCookie, values, paypal: { payAt: started.ok ? started.approveUrl : null } };
  }
  return { ...result, setCookie, values };
}
