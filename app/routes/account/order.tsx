import { data, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { CancelOrder } from "~/components/orders/cancel-order";
import { OrderDetails } from "~/components/orders/order-details";
import { useTranslation } from "~/i18n/translation";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { parseForm } from "~domain/form";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { cancelOrderSchema } from "~server/orders/cancel-input";
import { orderOfUser } from "~server/orders/history";
import { cancelOrderAsBuyer } from "~server/orders/order-parts";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order number is answered exactly like one that does not exist.
  const detail = await orderOfUser(context.db, context.media, user.id, params.orderId);
  if (!detail) throw data(null, { status: 404 });
  return { detail };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const form = await readForm(request);
  if (!parseForm(cancelOrderSchema, form).ok) throw data(null, { status: 400 });
  // Posted without the dialog (no JavaScript): asked once more, nothing cancelled yet.
  if (form.get(CONFIRMED_FIELD) !== "1") return { confirm: true, cancelled: false, outcome: "" };
  const result = await cancelOrderAsBuyer(context.db, params.orderId, { userId: user.id, sessionId: null });
  if (result.ok) return { cancelled: true, outcome: "orders.cancelled" };
  if (result.error === "notFound") throw data(null, { status: 404 });
  return data({ cancelled: false, outcome: "orders.errors.notPending" }, 409);
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail } = loaderData;
  return (
    <AccountLayout title={t("orders.title", { number: detail.order.number })}>
      <div className="mb-6">
        <CancelOrder detail={detail} outcome={actionData} backTo={`/account/orders/${detail.order.number}`} />
      </div>
      <OrderDetails detail={detail} />
      <Link to="/account/orders" className="btn btn-outline mt-6">
        {t("orders.backToList")}
      </Link>
    </AccountLayout>
  );
}
