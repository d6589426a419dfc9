import { randomUUID } from "node:crypto";
import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { RecordMovementForm } from "~/components/admin/record-movement-form";
import { ClaimsPanel } from "~/components/claims/claims-panel";
import { DocumentLinks } from "~/components/orders/document-links";
import { OrderDetails } from "~/components/orders/order-details";
import { ReturnsPanel } from "~/components/returns/returns-panel";
import { PartActions, PartConfirmAgain } from "~/components/sales/part-actions";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { PART_ACTIONS } from "~domain/order-status";
import { MOVEMENT_FORMS } from "~domain/payment-input";
import { mayShip } from "~domain/payment-status";
import { requireOperator } from "~server/accounts/sessions";
import { adminOrder } from "~server/admin/orders";
import { claimsOfOrder } from "~server/claims/claim-view";
import { readForm } from "~server/http/form-data";
import { orderDocumentsByNumber } from "~server/invoices/access";
import { partChangeAction } from "~server/orders/part-change-action";
import { recordPaymentAction } from "~server/payments/payment-action";
import { returnsOfOrder } from "~server/returns/return-view";
import type { Route } from "./+types/order";

const DONE = [...PART_ACTIONS, ...MOVEMENT_FORMS] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const order = await adminOrder(context.db, context.media, params.orderNumber, context.prefs.locale);
  if (!order) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...order,
    returns: await returnsOfOrder(context.db, params.orderNumber),
    claims: await claimsOfOrder(context.db, params.orderNumber),
    documents: await orderDocumentsByNumber(context.db, params.orderNumber),
    done: DONE.find((action) => action === done) ?? null,
    // Record a payment or a refund: a new key each time the page is shown, so a form posted twice records once.
    movementKeys: { payment: randomUUID(), refund: randomUUID() },
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const { orderNumber } = params;
  const form = await readForm(request);
  const back = `/admin/orders/${orderNumber}`;
  const intent = form.get("intent");
  if (intent === "payment" || intent === "refund") {
    return recordPaymentAction(context.db, form, operator, orderNumber, back);
  }
  return partChangeAction(context.db, form, { role: "operator", operator }, orderNumber, back, context);
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, email, sellerParts, done } = loaderData;
  const paymentRefused = actionData && "form" in actionData ? actionData : undefined;
  const partRefused = actionData && !("form" in actionData) ? actionData : undefined;
  const refusal = partRefused?.formError
    ? t(partRefused.formError, { status: t(`orderStatus.${partRefused.status ?? "pending"}`) })
    : undefined;
  return (
    <AdminLayout title={t("admin.orders.title", { number: order.number })}>
      {partRefused?.confirm ? (
        <PartConfirmAgain confirm={partRefused.confirm} backTo={`/admin/orders/${order.number}`} />
      ) : null}
      <FormAlert id="order-outcome" message={refusal} />
      <FormSuccess
        message={
          done && !actionData
            ? done === "payment" || done === "refund"
              ? `payments.done.${done}`
              : `sales.done.${done}`
            : undefined
        }
      />
      <p className="text-sm">
        {t("admin.orders.email")}:{" "}
        <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
          <bdi dir="ltr">{email}</bdi>
        </a>
      </p>
      <OrderDetails detail={loaderData} vatCheck />
      <DocumentLinks documents={loaderData.documents} base={`/admin/orders/${order.number}/documents`} />
      <ReturnsPanel number={order.number} returns={loaderData.returns} returnHref={(id) => `/admin/returns/${id}`} />
      <ClaimsPanel number={order.number} claims={loaderData.claims} claimHref={(id) => `/admin/claims/${id}`} />
      {MOVEMENT_FORMS.map((kind) => (
        <RecordMovementForm
          key={kind}
          kind={kind}
          detail={loaderData}
          refund={loaderData.refund}
          formKey={loaderData.movementKeys[kind]}
          today={loaderData.today}
          refused={paymentRefused}
        />
      ))}
      {sellerParts.map((part) => (
        <PartActions
          key={part.id}
          part={part}
          refused={partRefused}
          awaitingPayment={!mayShip(order.paymentMethod, order.paymentStatus)}
          title={t("admin.orders.partOf", { seller: part.sellerEmail ?? t("admin.orders.theStore") })}
        />
      ))}
      <Link to="/admin/orders" className="btn btn-outline">
        {t("admin.orders.back")}
      </Link>
    </AdminLayout>
  );
}
