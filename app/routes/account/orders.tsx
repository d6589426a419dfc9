import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { OrderTable } from "~/components/account/order-table";
import { EmptyState } from "~/components/ui/empty-state";
import { requireUser } from "~server/accounts/sessions";
import { ordersOfUser } from "~server/orders/history";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const orders = await ordersOfUser(context.db, user.id);
  return { orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("accountNav.orders")}>
      {loaderData.orders.length > 0 ? (
        <div className="card p-5">
          <OrderTable orders={loaderData.orders} />
        </div>
      ) : (
        <EmptyState message={t("orders.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
      )}
    </AccountLayout>
  );
}
