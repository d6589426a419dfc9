import { Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { OrderStatus } from "~/components/orders/order-status";
import { StatusSelect } from "~/components/orders/status-select";
import { PagedTable } from "~/components/ui/paged-table";
import { TableHead } from "~/components/ui/table-head";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import { parsePage, parseStatusFilter } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { ADMIN_ORDERS_PAGE_SIZE, adminOrderPage } from "~server/admin/orders";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const status = parseStatusFilter(search);
  const q = search.get("q")?.trim().slice(0, 100) ?? "";
  const { orders, total } = await adminOrderPage(context.db, { page, status, q });
  return { orders, page, status, q, totalPages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)) };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, page, status, q, totalPages } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.orders")}>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <StatusSelect id="orders-status" value={status} />
        <div className="min-w-56">
          <TextField name="q" type="search" label={t("admin.orders.search")} defaultValue={q} />
        </div>
        <button type="submit" className="btn btn-outline">
          {t("sales.filter")}
        </button>
      </Form>
      <PagedTable
        empty={orders.length === 0}
        emptyMessage={t("admin.orders.empty")}
        page={page}
        totalPages={totalPages}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("admin.nav.orders")}</caption>
          <TableHead
            columns={[
              { label: t("orders.number") },
              { label: t("orders.date"), wideOnly: true },
              { label: t("admin.orders.email"), wideOnly: true },
              { label: t("orders.status") },
              { label: t("orders.total"), align: "end" },
            ]}
          />
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} className="border-b border-gray-100">
                <td className="py-2 pe-3">
                  <Link to={`/admin/orders/${order.number}`} className="text-brand-700 hover:underline">
                    {order.number}
                  </Link>
                </td>
                <td className="wide-only py-2 pe-3">
                  <PostDate iso={order.createdAt} />
                </td>
                <td className="wide-only py-2 pe-3 break-all">{order.email}</td>
                <td className="py-2 pe-3">
                  <OrderStatus status={order.status} />
                </td>
                <td className="py-2 text-end">
                  {formatMinorUnits(order.totalCents, { symbol: order.currencySymbol })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedTable>
    </AdminLayout>
  );
}
