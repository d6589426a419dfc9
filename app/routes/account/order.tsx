import { data, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { OrderDetails } from "~/components/orders/order-details";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { orderOfUser } from "~server/orders/history";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order number is answered exactly like one that does not exist.
  const detail = await orderOfUser(context.db, context.media, user.id, params.orderId);
  if (!detail) throw data(null, { status: 404 });
  return { detail };
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail } = loaderData;
  return (
    <AccountLayout title={t("orders.title", { number: detail.order.number })}>
      <OrderDetails detail={detail} />
      <Link to="/account/orders" className="btn btn-outline mt-6">
        {t("orders.backToList")}
      </Link>
    </AccountLayout>
  );
}
