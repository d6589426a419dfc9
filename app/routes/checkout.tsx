import { randomUUID } from "node:crypto";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { type CheckoutFailure, CheckoutForm } from "~/components/checkout/checkout-form";
import { PageHeader } from "~/components/ui/page-header";
import { addressesOfUser } from "~server/accounts/addresses";
import { allowAuthAttempt } from "~server/accounts/auth-limits";
import { createUserSession, currentSession } from "~server/accounts/sessions";
import { registerUser } from "~server/accounts/users";
import { parseCheckoutForm } from "~server/orders/checkout-input";
import { billingPrefill, typedValues } from "~server/orders/checkout-values";
import { orderNumberForKey, placeOrder } from "~server/orders/place-order";
import { cartOwnerOf, keepGuestCart } from "~server/shopping/cart-owner";
import { pricedCart } from "~server/shopping/priced-cart";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, media } = context;
  const session = await currentSession(db, request);
  const user = session?.user ?? null;
  const owner = cartOwnerOf(session);
  const cart = await pricedCart(db, media, owner, context.prefs.currency);
  // Checkout needs items: with an empty cart the shopper is sent to the cart page.
  if (cart.lines.length === 0) throw redirect("/shop/cart");
  const addresses = user ? await addressesOfUser(db, user.id) : [];
  const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
  return {
    cart,
    signedIn: user !== null,
    prefill: billingPrefill(preferred, user?.email),
    // One key per rendering of the form: resubmitting it can never place a second order.
    idempotencyKey: randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientIp, authLimits } = context;
  const form = Object.fromEntries(await request.formData());
  const session = await currentSession(db, request);
  let user = session?.user ?? null;
  const values = typedValues(form);
  const failure = (status: number, failed: Omit<CheckoutFailure, "values">) =>
    data<CheckoutFailure>({ values, ...failed }, status);

  const parsed = parseCheckoutForm(form, { signedIn: user !== null });
  // A form without a valid key (an old page, a forged post) has no field to mark: the message goes on top.
  if (!parsed.ok) return failure(400, { errors: parsed.errors, formError: parsed.errors.idempotencyKey });
  const input = parsed.input;
  const sessionId = session?.id ?? null;
  let setCookie: string | undefined;

  // "Create an account?": the account is made first, the guest's cart becomes its cart, and the buyer is
  // signed in. (Not again for a resubmission of an order already placed.)
  if (!user && input.accountPassword && !(await orderNumberForKey(db, input.idempotencyKey))) {
    if (!(await allowAuthAttempt(db, "sign-up", clientIp, authLimits))) {
      return failure(429, { errors: {}, formError: "account.errors.tooManyAttempts" });
    }
    const { firstName, lastName, email } = input.billing;
    const password = input.accountPassword;
    const userName = `${firstName} ${lastName}`.slice(0, 60);
    const created = await registerUser(db, { userName, email, password, confirm: password });
    if (!created.ok) return failure(400, { errors: { "billing.email": "checkout.errors.emailTaken" } });
    await keepGuestCart(db, request, created.user.id);
    setCookie = await createUserSession(db, request, created.user.id, false);
    user = { ...created.user, avatarUrl: null };
  }

  const owner = user ? { userId: user.id } : cartOwnerOf(session);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (!owner) return redirect("/shop/cart", { headers });
  const result = await placeOrder(db, {
    owner,
    userId: user?.id ?? null,
    sessionId,
    currencyCode: context.prefs.currency,
    checkout: input,
  });
  if (result.ok) return redirect(`/shop/checkout/success?order=${result.number}`, { headers });
  if (result.error === "emptyCart") return redirect("/shop/cart", { headers });
  if (result.error === "notInStock") {
    return data<CheckoutFailure>(
      { values, errors: {}, formError: "checkout.errors.notInStock", names: result.names },
      { status: 409, headers },
    );
  }
  return data<CheckoutFailure>(
    { values, errors: {}, formError: "checkout.errors.keyReused" },
    { status: 409, headers },
  );
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
