import { AdminLayout } from "~/components/admin/admin-layout";
import { OrdersFilter } from "~/components/admin/orders-filter";
import { OrdersTable } from "~/components/admin/orders-table";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { adminOrdersSearch, parseAdminOrdersQuery } from "~domain/admin-orders-query";
import { requireOperator } from "~server/accounts/sessions";
import { ADMIN_ORDERS_PAGE_SIZE, adminOrderPage } from "~server/admin/orders";
import { systemClock } from "~server/http/rate-limit";
import { storeSettingsIn } from "~server/settings/store-settings";
import type { Route } from "./+types/orders";

// Every order of the store by its filters and search (issue 48); the CSV file holds every page of the same list.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const { query, typed, problems } = parseAdminOrdersQuery(new URL(request.url).searchParams);
  const now = (context.now ?? systemClock)();
  const [{ orders, total }, { shipDays }] = await Promise.all([
    adminOrderPage(context.db, query, now),
    storeSettingsIn(context.db),
  ]);
  return {
    orders,
    total,
    query,
    typed,
    problems,
    shipDays,
    csvHref: `/admin/orders.csv${adminOrdersSearch({ ...query, page: 1 })}`,
    totalPages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, total, query, typed, problems, shipDays, csvHref, totalPages } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.orders")}>
      <OrdersFilter query={query} typed={typed} problems={problems} shipDays={shipDays} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-gray-700">
          {t("admin.orders.found", { count: total })}
        </p>
        {total > 0 ? (
          <a href={csvHref} className="text-sm text-brand-700 hover:underline" download>
            {t("admin.orders.download")}
          </a>
        ) : null}
      </div>
      <PagedTable
        empty={orders.length === 0}
        emptyMessage={t("admin.orders.empty")}
        page={query.page}
        totalPages={totalPages}
      >
        <OrdersTable orders={orders} />
      </PagedTable>
    </AdminLayout>
  );
}
