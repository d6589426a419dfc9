import { data, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ClaimsPanel } from "~/components/claims/claims-panel";
import { AskSellers } from "~/components/conversations/ask-sellers";
import { BuyAgain } from "~/components/orders/buy-again";
import { CancelOrder } from "~/components/orders/cancel-order";
import { DocumentLinks } from "~/components/orders/document-links";
import { OrderDetails, useShipmentLabel } from "~/components/orders/order-details";
import { OrderOutcomeBanner } from "~/components/orders/order-outcome";
import { OrderPayment } from "~/components/orders/order-payment";
import { RateSellers } from "~/components/orders/rate-sellers";
import { ReturnsPanel } from "~/components/returns/returns-panel";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { claimablePartIds, claimsOfOrder } from "~server/claims/claim-view";
import { readForm } from "~server/http/form-data";
import { buyerDocuments } from "~server/invoices/access";
import { buyerOrderAction } from "~server/orders/buyer-order-action";
import { orderOfUser } from "~server/orders/history";
import { paymentOfferOf, paypalNoticeOf } from "~server/payments/paypal-pages";
import { isRatingForm, rateSellerAction } from "~server/ratings/rating-actions";
import { buyerRatingsOfOrder } from "~server/ratings/seller-ratings";
import { returnablePartIds, returnsOfOrder } from "~server/returns/return-view";
import { readStoreSettings } from "~server/settings/store-settings";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order number is answered exactly like one that does not exist.
  const detail = await orderOfUser(context.db, context.media, user.id, params.orderId, context.prefs.locale);
  if (!detail) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const [settings, ratings, returns, returnable, claims, claimable, documents] = await Promise.all([
    readStoreSettings(context.db),
    buyerRatingsOfOrder(context.db, user.id, detail.order.number),
    returnsOfOrder(context.db, detail.order.number),
    returnablePartIds(context.db, detail.order.number, context.now ? context.now() : new Date()),
    claimsOfOrder(context.db, detail.order.number),
    claimablePartIds(context.db, detail.order.number),
    buyerDocuments(context.db, user.id, detail.order.number),
  ]);
  return {
    detail,
    ratings,
    notice: paypalNoticeOf(url),
    payment: paymentOfferOf(context.paypal, settings, detail, url),
    returns,
    returnable,
    claims,
    claimable,
    documents,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const form = await readForm(request);
  if (isRatingForm(form)) return rateSellerAction(context.db, request, form, user.id, params.orderId);
  return buyerOrderAction(
    context.db,
    form,
    params.orderId,
    { userId: user.id, sessionId: null },
    { paypal: context.paypal, origin: context.publicUrl, log: context.log },
  );
}

export default function Order({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail, ratings, notice, payment } = loaderData;
  const partLabel = useShipmentLabel(detail);
  // The rating forms' answer (a plain post refused) is theirs; any other is the cancel and payment forms'.
  const rated = answer && "rating" in answer ? answer : undefined;
  const actionData = answer && !("rating" in answer) ? answer : undefined;
  return (
    <AccountLayout title={t("orders.title", { number: detail.order.number })}>
      <OrderOutcomeBanner detail={detail} notice={notice} thankYou={false} switched={actionData?.switched} />
      <OrderPayment
        offer={payment}
        paypalProblem={actionData?.paypalProblem}
        switchProblem={actionData?.switchProblem}
      />
      <div className="mb-6 grid gap-4">
        <BuyAgain number={detail.order.number} />
        <CancelOrder detail={detail} outcome={actionData} backTo={`/account/orders/${detail.order.number}`} />
      </div>
      <OrderDetails detail={detail} />
      <DocumentLinks documents={loaderData.documents} base={`/account/orders/${detail.order.number}/documents`} />
      <ReturnsPanel
        number={detail.order.number}
        returns={loaderData.returns}
        returnable={loaderData.returnable}
        partLabel={partLabel}
      />
      <ClaimsPanel
        number={detail.order.number}
        claims={loaderData.claims}
        claimable={loaderData.claimable}
        partLabel={partLabel}
      />
      <RateSellers detail={detail} ratings={ratings} refused={rated} />
      <AskSellers number={detail.order.number} parts={detail.parts} />
      <Link to="/account/orders" className="btn btn-outline mt-6">
        {t("orders.backToList")}
      </Link>
    </AccountLayout>
  );
}
