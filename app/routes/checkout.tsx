import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { type CheckoutFailure, CheckoutForm } from "~/components/checkout/checkout-form";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { z } from "~domain/zod";
import { addressesOfUser } from "~server/accounts/addresses";
import { countryOptions } from "~server/accounts/countries";
import { currentSession } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { checkOut } from "~server/orders/check-out";
import { checkoutPrefill, savedAddressOf } from "~server/orders/checkout-values";
import { displayCurrency } from "~server/prefs/currencies";
import { paymentOptions } from "~server/settings/payment-options";
import { readStoreSettings } from "~server/settings/store-settings";
import { cartOwnerOf } from "~server/shopping/cart-owner";
import { pricedCart } from "~server/shopping/priced-cart";
import { deliveryEstimate } from "~server/shopping/ship-destination";
import type { Route } from "./+types/checkout";

/** `?address=ID` fills the billing details, `?shipAddress=ID` the shipping details, with a saved address. */
const addressIdField = z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, media } = context;
  const [session, currency] = await Promise.all([
    currentSession(db, request),
    displayCurrency(db, context.prefs.currency),
  ]);
  const user = session?.user ?? null;
  const settings = await readStoreSettings(db);
  const { shipping, tax } = settings;
  const cart = await pricedCart(db, media, cartOwnerOf(session), currency, settings, context.prefs.locale);
  const payment = await paymentOptions(db, context.paypal !== null, cart);
  // Checkout needs items: with an empty cart the shopper is sent to the cart page.
  if (cart.lines.length === 0) throw redirect("/shop/cart");
  // Only the buyer's own addresses: another's id names none of them, and the default one is filled in instead.
  const addresses = user ? await addressesOfUser(db, user.id) : [];
  const query = new URL(request.url).searchParams;
  const chosen = (param: string) => {
    const id = addressIdField.parse(query.get(param));
    return addresses.find((address) => address.id === id);
  };
  const billing = chosen("address") ?? addresses[0];
  const shipTo = chosen("shipAddress");
  return {
    cart,
    signedIn: user !== null,
    prefill: checkoutPrefill({
      billing,
      shipping: shipTo,
      email: user?.email,
      country: cart.destination.known ? cart.destination.country : null,
    }),
    savedAddresses: addresses.map(savedAddressOf),
    chosenAddresses: { billing: billing?.id ?? null, shipping: shipTo?.id ?? null },
    payment,
    countries: countryOptions(context.prefs.locale),
    /** Where the store ships (null: everywhere): the shipping country is one of these. */
    shipsTo: shipping.shipsTo,
    // One key per rendering of the form: resubmitting it can never place a second order.
    idempotencyKey: randomUUID(),
    delivery: deliveryEstimate(cart.destination, context.prefs.locale),
    homeCountry: tax.homeCountry,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await checkOut(context.db, request, await readForm(request), {
    clientIp: context.clientIp,
    authLimits: context.authLimits,
    currencyCode: context.prefs.currency,
    locale: context.prefs.locale,
    paypal: context.paypal,
    origin: context.publicUrl,
    viesUrl: context.viesUrl,
    now: context.now,
  });
  const headers = result.setCookie ? { "Set-Cookie": result.setCookie } : undefined;
  if (result.ok) {
    // Paid with PayPal: on to PayPal's page (or, PayPal out of reach, to the order, to pay from there).
    if (result.paypal?.payAt) return redirect(result.paypal.payAt, { headers });
    const problem = result.paypal ? "&paypal=unreachable" : "";
    return redirect(`/shop/checkout/success?order=${result.number}${problem}`, { headers });
  }
  if (result.error === "emptyCart") return redirect("/shop/cart", { headers });
  const failure = (status: number, failed: Omit<CheckoutFailure, "ok" | "values">) =>
    data<CheckoutFailure>({ ok: false, values: result.values, ...failed }, { status, headers });
  switch (result.error) {
    case "invalid":
      return failure(400, { errors: result.errors, formError: result.formError });
    case "tooManyAttempts":
      return failure(429, { errors: {}, formError: "account.errors.tooManyAttempts" });
    case "emailTaken":
      return failure(400, { errors: { "billing.email": "checkout.errors.emailTaken" } });
    case "notInStock":
      return failure(409, { errors: {}, formError: "checkout.errors.notInStock", names: result.names });
    case "paymentMethod":
      return failure(409, { errors: { paymentMethod: "checkout.errors.paymentNotOffered" } });
    case "keyReused":
      return failure(409, { errors: {}, formError: "checkout.errors.keyReused" });
    case "totalChanged":
      return failure(409, { errors: {}, formError: "checkout.errors.totalChanged" });
    case "coupon":
      return failure(409, {
        errors: {},
        formError: "checkout.errors.coupon",
        coupon: { code: result.code, refusal: result.refusal },
      });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-store py-6">
      <PageHeader title={t("checkout.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <CheckoutForm {...loaderData} failure={actionData} />
    </div>
  );
}
