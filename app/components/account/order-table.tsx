import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { OrderSummary } from "~server/orders/history";
import { PostDate } from "../blog/post-card";
import { OrderStatus } from "../orders/order-status";
import { TableHead } from "../ui/table-head";

/** Orders as rows of number (a link to the order), date, status and total. */
export function OrderTable({ orders, caption }: { orders: OrderSummary[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="stack-table w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead
        columns={[
          { label: t("orders.number") },
          { label: t("orders.date") },
          { label: t("orders.status") },
          { label: t("orders.total"), align: "end" },
        ]}
      />
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} className="border-b border-gray-100">
            <td data-label={t("orders.number")} className="py-2">
              <Link to={`/account/orders/${order.number}`} className="text-brand-700 hover:underline">
                {order.number}
              </Link>
            </td>
            <td data-label={t("orders.date")} className="py-2">
              <PostDate iso={order.createdAt} />
            </td>
            <td data-label={t("orders.status")} className="py-2">
              <OrderStatus status={order.status} />
            </td>
            <td data-label={t("orders.total")} className="py-2 text-end">
              {formatMinorUnits(order.totalCents, { symbol: order.currencySymbol })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
