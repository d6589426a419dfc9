import { AccountLayout } from "~/components/account/account-layout";
import { OrderTable } from "~/components/account/order-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireUser } from "~server/accounts/sessions";
import { ORDERS_PAGE_SIZE, orderPageOfUser } from "~server/orders/history";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const page = parsePage(new URL(request.url).searchParams);
  const { orders, total } = await orderPageOfUser(context.db, user.id, page);
  return { orders, page, totalPages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, page, totalPages } = loaderData;
  return (
    <AccountLayout title={t("accountNav.orders")}>
      {orders.length > 0 ? (
        <div className="card space-y-4 p-5">
          <OrderTable orders={orders} caption={t("accountNav.orders")} />
          <Pagination page={page} totalPages={totalPages} />
        </div>
      ) : (
        <EmptyState message={t("orders.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
      )}
    </AccountLayout>
  );
}
