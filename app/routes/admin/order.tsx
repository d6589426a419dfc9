import { data, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { OrderDetails } from "~/components/orders/order-details";
import { PartActions, type PartRefusal } from "~/components/sales/part-actions";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { parseForm, textOf } from "~domain/form";
import { PART_ACTIONS } from "~domain/order-status";
import { requireOperator } from "~server/accounts/sessions";
import { adminOrder } from "~server/admin/orders";
import { changePart } from "~server/orders/order-parts";
import { partChangeSchema } from "~server/orders/part-input";
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
  const form = await request.formData();
  const parsed = parseForm(partChangeSchema, form);
  if (!parsed.ok) return data<PartRefusal>({ errors: parsed.errors, values: parsed.values }, 400);
  // Posted without the dialog (no JavaScript): asked once more, nothing applied yet.
  if (form.get(CONFIRMED_FIELD) !== "1") {
    const fields = Object.fromEntries(Object.entries(parsed.values).map(([name, value]) => [name, textOf(value)]));
    return data<PartRefusal>({ errors: {}, values: parsed.values, confirm: fields });
  }
  const result = await changePart(context.db, { role: "operator", operator }, params.orderNumber, parsed.data);
  if (result.ok) return redirect(`/admin/orders/${params.orderNumber}?done=${parsed.data.action}`, 303);
  if (result.error === "notFound") throw data(null, { status: 404 });
  return data<PartRefusal>(
    { errors: {}, values: parsed.values, formError: `sales.errors.${result.error}`, status: result.status },
    409,
  );
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
        <ConfirmAgain
          fields={actionData.confirm}
          title={t(`sales.confirm.${actionData.confirm.action}.title`)}
          description={t(`sales.confirm.${actionData.confirm.action}.description`)}
          confirmLabel={t(`sales.action.${actionData.confirm.action}`)}
          backTo={`/admin/orders/${order.number}`}
        />
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
