import { data, redirect } from "react-router";
import { BoughtAgainNotice } from "~/components/cart/bought-again-notice";
import { CartPage } from "~/components/cart/cart-page";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { retryAfterHeaders } from "~/lib/retry-after-header";
import { cartLineKey } from "~domain/cart-line-key";
import { productPath } from "~domain/catalog-links";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { formObject, parseForm } from "~domain/form";
import { safeRedirectPath } from "~domain/safe-redirect";
import { regionCodeOf } from "~domain/tax-regions";
import { objectFromInput } from "~domain/untrusted-keys";
import { currentSession } from "~server/accounts/sessions";
import { type FlashMessage, peekFlash, withFlash } from "~server/http/flash";
import { readForm } from "~server/http/form-data";
import { buyAgainReport } from "~server/orders/buy-again";
import { displayCurrency } from "~server/prefs/currencies";
import { readStoreSettings } from "~server/settings/store-settings";
import { addToCart, type QuantityProblem, removeFromCart, setCartQuantities } from "~server/shopping/cart";
import { type ApplyRefusal, applyCoupon, removeCoupon } from "~server/shopping/cart-coupon";
import { cartActionSchema, quantityUpdates } from "~server/shopping/cart-input";
import { cartOwnerOf, ensureCartOwner } from "~server/shopping/cart-owner";
import { pricedCart } from "~server/shopping/priced-cart";
import { deliveryEstimate, setShipCountry, shipCountryOptions } from "~server/shopping/ship-destination";
import type { Route } from "./+types/cart";

export type CartActionData =
  | { intent: "add"; ok: true; name: string; added: number; stock: number; limited: boolean }
  | { intent: "add"; ok: false; error: string; stock?: number }
  | { intent: "update" | "remove"; ok: true }
  /** `typed`: what was asked, by the line's key (cartLineKey). */
  | { intent: "update"; ok: false; problems: QuantityProblem[]; typed: Record<string, number> }
  | { intent: "coupon"; ok: true; code: string }
  | { intent: "coupon"; ok: false; refusal: ApplyRefusal | null; coupon: string }
  | { intent: "removeCoupon" | "shipTo"; ok: true };

// What the cart page's own forms (plain posts, with or without JavaScript) come back saying.
const PLAIN_POST_SAYS = { update: "cart.updated", remove: "cart.removed", removeCoupon: "coupons.removed" } as const;

// The problems a plain (JavaScript-less) add comes back to the cart page with.
const ADD_PROBLEMS = ["notInStock", "notFound", "limited"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [session, currency] = await Promise.all([
    currentSession(context.db, request),
    displayCurrency(context.db, context.prefs.currency),
  ]);
  const settings = await readStoreSettings(context.db);
  const { shipping } = settings;
  const cart = await pricedCart(
    context.db,
    context.media,
    cartOwnerOf(session),
    currency,
    settings,
    context.prefs.locale,
  );
  // Without JavaScript, a failed add comes back here with its reason.
  const problem = new URL(request.url).searchParams.get("problem");
  // Just after Buy again (its flash, once): what changed since the order, if it is the signed-in buyer's.
  const flash = peekFlash(request);
  const boughtAgain =
    flash?.key === "orders.boughtAgain" && flash.code && session?.user
      ? await buyAgainReport(context.db, session.user.id, flash.code, context.prefs.locale)
      : null;
  return {
    cart,
    boughtAgain,
    problem: problem && ADD_PROBLEMS.includes(problem) ? `cart.errors.${problem}` : null,
    shipCountries: shipCountryOptions(shipping, context.prefs.locale),
    // Said under Calculate Shipping when the store ships only to some countries.
    shipsEverywhere: shipping.shipsTo === null,
    delivery: deliveryEstimate(cart.destination, context.prefs.locale),
  };
}

// One action for every cart form. A fetcher (marked by FETCHER_FIELD) is answered with data; a plain
// browser post is sent back (303) to the page it came from, or here.
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const viaFetcher = form.get(FETCHER_FIELD) === "1";
  const back = safeRedirectPath(form.get("redirectTo"), "/shop/cart");
  const parsed = parseForm(cartActionSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
  const input = parsed.data;
  const { db } = context;

  if (input.intent === "add") {
    const { quantity } = input;
    if (quantity === null) {
      const error = "cart.errors.quantity";
      if (!viaFetcher) return redirect(back, { status: 303, headers: withFlash(request, { key: error }) });
      return data<CartActionData>({ intent: "add", ok: false, error }, 400);
    }
    const { owner, setCookie } = await ensureCartOwner(db, request);
    const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
    const result = await addToCart(db, owner, input.productId, quantity, input.color);
    const limited = result.ok && result.added < quantity;
    if (!viaFetcher) {
      // Without a colour chosen, back to the product's page, which says so beside its colours.
      if (!result.ok && result.error === "cart.errors.chooseColor") {
        return redirect(`${productPath(result.slug)}?problem=chooseColor`, { status: 303, headers });
      }
      // Back to the page, which says what a script's toast would have said.
      const said: FlashMessage = result.ok
        ? limited
          ? { key: "cart.addedLimited", count: result.stock }
          : { key: "cart.added", name: result.name }
        : result.error === "cart.errors.allInCart"
          ? { key: result.error, count: result.stock }
          : { key: result.error };
      return redirect(back, { status: 303, headers: withFlash(request, said, setCookie) });
    }
    const answer: CartActionData = result.ok
      ? { intent: "add", ok: true, name: result.name, added: result.added, stock: result.stock, limited }
      : { intent: "add", ok: false, error: result.error, stock: "stock" in result ? result.stock : undefined };
    return data(answer, { status: result.ok ? 200 : 409, headers });
  }

  if (input.intent === "shipTo") {
    const { owner, setCookie } = await ensureCartOwner(db, request);
    await setShipCountry(db, owner, input.country, regionCodeOf(input.country, input.state));
    const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
    if (!viaFetcher) return redirect(back, { status: 303, headers });
    return data<CartActionData>({ intent: "shipTo", ok: true }, { headers });
  }

  const session = await currentSession(db, request);
  const owner = cartOwnerOf(session);
  if (input.intent === "coupon") {
    // An empty field is answered beside it, like a code that names nothing.
    if (!owner || input.coupon === "") {
      const refusal = owner ? null : ({ reason: "emptyCart" } as const);
      return data<CartActionData>({ intent: "coupon", ok: false, refusal, coupon: input.coupon }, 400);
    }
    const currency = await displayCurrency(db, context.prefs.currency);
    const guesser = { clientIp: context.clientIp, now: context.now };
    const applied = await applyCoupon(db, owner, input.coupon, currency, session?.user?.email ?? null, guesser);
    if (!applied.ok) {
      const { refusal } = applied;
      const answer: CartActionData = { intent: "coupon", ok: false, refusal, coupon: input.coupon };
      if (refusal.reason !== "tooManyTries") return data(answer, 409);
      return data(answer, { status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds) } });
    }
    if (!viaFetcher)
      return redirect(back, {
        status: 303,
        headers: withFlash(request, { key: "coupons.applied", code: applied.code }),
      });
    return data<CartActionData>({ intent: "coupon", ok: true, code: applied.code });
  }
  if (owner && input.intent === "removeCoupon") await removeCoupon(db, owner);
  if (owner && input.intent === "remove") await removeFromCart(db, owner, input.productId, input.color);
  if (owner && input.intent === "update") {
    const updates = quantityUpdates(formObject(form));
    const updated = await setCartQuantities(db, owner, updates);
    // Refused: the page shows again with what was typed and the reason beside each line (also without JavaScript).
    if (!updated.ok) {
      const typed = objectFromInput(
        updates.map((update) => [cartLineKey(update.productId, update.color), update.quantity] as const),
      );
      return data<CartActionData>({ intent: "update", ok: false, problems: updated.problems, typed }, 409);
    }
  }
  if (!viaFetcher) {
    const said = owner ? PLAIN_POST_SAYS[input.intent] : undefined;
    return redirect(back, { status: 303, headers: said ? withFlash(request, { key: said }) : undefined });
  }
  return data<CartActionData>({ intent: input.intent, ok: true });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-store py-6">
      <PageHeader title={t("cart.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      {loaderData.boughtAgain ? <BoughtAgainNotice report={loaderData.boughtAgain} /> : null}
      <CartPage
        cart={loaderData.cart}
        problem={loaderData.problem}
        shipCountries={loaderData.shipCountries}
        shipsEverywhere={loaderData.shipsEverywhere}
        delivery={loaderData.delivery}
        coupon={actionData?.intent === "coupon" ? actionData : undefined}
        refused={actionData?.intent === "update" && !actionData.ok ? actionData : undefined}
      />
    </div>
  );
}
