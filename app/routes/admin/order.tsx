import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { OrderDetails } from "~/components/orders/order-details";
import { PartActions, PartConfirmAgain } from "~/components/sales/part-actions";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { PART_ACTIONS } from "~domain/order-status";
import { requireOperator } from "~server/accounts/sessions";
import { adminOrder } from "~server/admin/orders";
import { readForm } from "~server/http/form-data";
import { partChangeAction } from "~server/orders/part-change-action";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const order = await adminOrder(context.db, context.media, params.orderNumber);
  if (!order) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return { ...order, done: PART_ACTIONS.find((action) => action === done) ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const { orderNumber } = params;
  const actor = { role: "operator" as const, operator };
  return partChangeAction(context.db, await readForm(request), actor, orderNumber, `/admin/orders/${orderNumber}`);
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, email, sellerParts, done } = loaderData;
  const refusal = actionData?.formError
    ? t(actionData.formError, { status: t(`orderStatus.${actionData.status ?? "pending"}`) })
    : undefined;
  return (
    <AdminLayout title={t("admin.orders.title", { number: order.number })}>
      {actionData?.confirm ? (
        <PartConfirmAgain confirm={actionData.confirm} backTo={`/admin/orders/${order.number}`} />
      ) : null}
      <FormAlert id="order-outcome" message={refusal} />
      <FormSuccess message={done && !actionData ? `sales.done.${done}` : undefined} />
      <p className="text-sm">
        {t("admin.orders.email")}:{" "}
        <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
          {email}
        </a>
      </p>
      <OrderDetails detail={loaderData} />
      {sellerParts.map((part) => (
        <PartActions
          key={part.id}
          part={part}
          refused={actionData}
          title={t("admin.orders.partOf", { seller: part.sellerEmail ?? t("admin.orders.theStore") })}
        />
      ))}
      <Link to="/admin/orders" className="btn btn-outline">
        {t("admin.orders.back")}
      </Link>
    </AdminLayout>
  );
}
