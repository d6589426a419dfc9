import { data, Link, redirect } from "react-router";
import { CancelOrder } from "~/components/orders/cancel-order";
import { OrderDetails } from "~/components/orders/order-details";
import { OrderOutcomeBanner, outcomeTitleKey } from "~/components/orders/order-outcome";
import { OrderPayment } from "~/components/orders/order-payment";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { orderOutcomeOf } from "~domain/payment-status";
import { currentSession } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { buyerOrderAction } from "~server/orders/buyer-order-action";
import { placedOrder } from "~server/orders/history";
import { paymentOfferOf, paypalNoticeOf } from "~server/payments/paypal-pages";
import { readStoreSettings } from "~server/settings/store-settings";
import type { Route } from "./+types/checkout-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, media } = context;
  const url = new URL(request.url);
  const number = url.searchParams.get("order");
  // With no order to show, the shopper goes to the cart.
  if (!number || !/^\d{1,20}$/.test(number)) throw redirect("/shop/cart");
  const session = await currentSession(db, request);
  const user = session?.user ?? null;
  const found = await placedOrder(db, media, number, {
    userId: user?.id ?? null,
    sessionId: session?.id ?? null,
    locale: context.prefs.locale,
  });
  if (found.needsSignIn) {
    throw redirect(`/account/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  // Someone else's order reads as one that does not exist.
  if (!found.order) throw data(null, { status: 404 });
  return {
    detail: found.order,
    signedIn: user !== null,
    notice: paypalNoticeOf(url),
    payment: paymentOfferOf(context.paypal, await readStoreSettings(db), found.order, url),
  };
}

// The session that placed the order (or the buyer's account) may cancel it from here while nothing has moved, and
// pay it with PayPal while it awaits that payment.
export async function action({ request, context }: Route.ActionArgs) {
  const number = new URL(request.url).searchParams.get("order") ?? "";
  const form = await readForm(request);
  const session = await currentSession(context.db, request);
  return buyerOrderAction(
    context.db,
    form,
    number,
    { userId: session?.user?.id ?? null, sessionId: session?.id ?? null },
    { paypal: context.paypal, origin: context.publicUrl, log: context.log },
  );
}

export default function CheckoutSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail, signedIn, notice, payment } = loaderData;
  // Thanks only for what is true now: a payment left unfinished at PayPal is the page's first word (issue 47).
  const outcome = orderOutcomeOf(detail.order, notice);
  return (
    <div className="container-store py-6">
      <PageHeader title={t(outcomeTitleKey(outcome))} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <OrderOutcomeBanner detail={detail} notice={notice} thankYou switched={actionData?.switched} />
      <OrderPayment
        offer={payment}
        paypalProblem={actionData?.paypalProblem}
        switchProblem={actionData?.switchProblem}
      />
      <div className="mb-6">
        <CancelOrder
          detail={detail}
          outcome={actionData}
          backTo={`/shop/checkout/success?order=${detail.order.number}`}
        />
      </div>
      <OrderDetails detail={detail} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/shop/catalog" className="btn btn-primary">
          {t("cart.continue")}
        </Link>
        {signedIn ? (
          <Link to="/account/orders" className="btn btn-outline">
            {t("accountNav.orders")}
          </Link>
        ) : (
          <Link to="/shop/track-order" className="btn btn-outline">
            {t("track.title")}
          </Link>
        )}
      </div>
    </div>
  );
}
