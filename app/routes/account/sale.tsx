import { data, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressCard } from "~/components/account/address-card";
import { ClaimsPanel } from "~/components/claims/claims-panel";
import { OrderStatus, PaymentStatus } from "~/components/orders/order-status";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { TrackingNumber } from "~/components/orders/tracking-number";
import { SaleRating } from "~/components/ratings/sale-rating";
import { ReturnsPanel } from "~/components/returns/returns-panel";
import { PartActions, PartConfirmAgain } from "~/components/sales/part-actions";
import { SaleLines } from "~/components/sales/sale-lines";
import { SellerReceiptCard } from "~/components/sales/seller-receipt";
import { FormAlert } from "~/components/ui/form-alert";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { PART_ACTIONS } from "~domain/order-status";
import { mayShip } from "~domain/payment-status";
import { requireUser } from "~server/accounts/sessions";
import { claimsOfOrder } from "~server/claims/claim-view";
import { readForm } from "~server/http/form-data";
import { sellerHasInvoice } from "~server/invoices/access";
import { partChangeAction } from "~server/orders/part-change-action";
import { saleOfSeller } from "~server/orders/sales";
import { answerRatingAction, isRatingAnswerForm } from "~server/ratings/rating-actions";
import { ratingOfSale } from "~server/ratings/seller-ratings";
import { returnsOfOrder } from "~server/returns/return-view";
import type { Route } from "./+types/sale";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // An order holding none of this user's products is answered exactly like one that does not exist.
  const sale = await saleOfSeller(context.db, context.media, user.id, params.orderNumber, context.prefs.locale);
  if (!sale) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  const [returns, claims, rating, invoiced] = await Promise.all([
    returnsOfOrder(context.db, sale.sale.number, sale.part.id),
    claimsOfOrder(context.db, sale.sale.number, sale.part.id),
    ratingOfSale(context.db, user.id, params.orderNumber),
    sellerHasInvoice(context.db, user.id, params.orderNumber),
  ]);
  return { ...sale, returns, claims, rating, invoiced, done: PART_ACTIONS.find((action) => action === done) ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const { orderNumber } = params;
  const form = await readForm(request);
  if (isRatingAnswerForm(form)) return answerRatingAction(context.db, request, form, user.id, orderNumber);
  const actor = { role: "seller" as const, userId: user.id };
  return partChangeAction(context.db, form, actor, orderNumber, `/account/sales/${orderNumber}`, context);
}

export default function Sale({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sale, part, lines, history, receipt, cancelledNote, rating, done } = loaderData;
  // The rating's answer form has its own answers; any other is the part's moves'.
  const answered = answer && "rating" in answer ? answer : undefined;
  const actionData = answer && !("rating" in answer) ? answer : undefined;
  const refusal = actionData?.formError
    ? t(actionData.formError, { status: t(`orderStatus.${actionData.status ?? part.status}`) })
    : undefined;
  return (
    <AccountLayout title={t("sales.title", { number: sale.number })}>
      <div className="space-y-6">
        {actionData?.confirm ? (
          <PartConfirmAgain confirm={actionData.confirm} backTo={`/account/sales/${sale.number}`} />
        ) : null}
        <FormAlert id="sale-outcome" message={refusal} />
        {done && !actionData ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            {t(`sales.done.${done}`)}
          </p>
        ) : null}
        {loaderData.invoiced ? (
          <p>
            <a href={`/account/sales/${sale.number}/invoice`} download className="text-brand-700 underline">
              {t("invoice.extract")}
            </a>
          </p>
        ) : null}
        <dl className="card grid gap-x-6 gap-y-3 p-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-500">{t("orders.status")}</dt>
            <dd>
              <OrderStatus status={part.status} />
            </dd>
          </div>
          <div>
            <dt className="text-gray-500">{t("orders.paymentStatus")}</dt>
            <dd>
              <PaymentStatus status={sale.paymentStatus} />
            </dd>
            <dd className="mt-1">{t(`checkout.payment.${sale.paymentMethod}.title`)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t("sales.buyer")}</dt>
            <dd className="font-semibold">
              <UserText>{sale.buyer.name}</UserText>
            </dd>
            <dd>
              <a href={`mailto:${sale.buyer.email}`} className="text-brand-700 hover:underline">
                <bdi dir="ltr">{sale.buyer.email}</bdi>
              </a>
            </dd>
            {/* Against the page's edge like the address card's, its digits left to right. */}
            <dd>
              <bdi dir="ltr">{sale.buyer.phone}</bdi>
            </dd>
          </div>
          {part.carrier || part.trackingNumber ? (
            <div>
              <dt className="text-gray-500">{t("sales.shippedWith")}</dt>
              <dd>{part.carrier}</dd>
              {part.trackingNumber ? (
                <dd>
                  <TrackingNumber carrier={part.carrier} number={part.trackingNumber} />
                </dd>
              ) : null}
            </div>
          ) : null}
        </dl>
        <SaleLines
          lines={lines}
          subtotalCents={part.subtotalCents}
          discount={part.discount}
          shippingCents={part.shippingCents}
          currencySymbol={sale.currencySymbol}
          cancelledNote={cancelledNote}
        />
        <SellerReceiptCard
          receipt={receipt}
          currencySymbol={sale.currencySymbol}
          couponCode={part.discount?.code ?? null}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="sale-shipping" className="grid grid-rows-[auto_1fr] gap-2">
            <h2 id="sale-shipping" className="text-lg font-bold">
              {t("checkout.shippingAddress")}
            </h2>
            <AddressCard
              address={{
                ...sale.shippingAddress,
                company: sale.shippingAddress.company ?? null,
                apartment: sale.shippingAddress.apartment ?? null,
                isDefault: false,
              }}
            />
          </section>
          {sale.notes ? (
            <section aria-labelledby="sale-notes" className="grid grid-rows-[auto_1fr] gap-2">
              <h2 id="sale-notes" className="text-lg font-bold">
                {t("orders.notes")}
              </h2>
              <p className="card whitespace-pre-line p-4 text-sm">{sale.notes}</p>
            </section>
          ) : null}
        </div>
        <PartActions
          part={part}
          refused={actionData}
          awaitingPayment={!mayShip(sale.paymentMethod, sale.paymentStatus)}
        />
        <ReturnsPanel number={sale.number} returns={loaderData.returns} />
        <ClaimsPanel number={sale.number} claims={loaderData.claims} />
        {rating ? <SaleRating rating={rating} sellerName={rating.sellerName} refused={answered} /> : null}
        <OrderTimeline history={history} />
        <Link to="/account/sales" className="btn btn-outline">
          {t("sales.backToList")}
        </Link>
      </div>
    </AccountLayout>
  );
}
