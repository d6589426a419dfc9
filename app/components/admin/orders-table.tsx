import { Link } from "react-router";
import { PostDate } from "~/components/blog/post-card";
import { OrderStatus, PaymentStatus } from "~/components/orders/order-status";
import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { AdminOrderRow } from "~server/admin/orders";

/**
 * A page of the back office's orders: number, day placed, buyer's email, fulfilment status, how it is paid and whether
 * (issue 48), and the total in the order's currency.
 */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("admin.nav.orders")}</caption>
      <TableHead
        columns={[
          { label: t("orders.number") },
          { label: t("orders.date"), wideOnly: true },
          { label: t("admin.orders.email"), wideOnly: true },
          { label: t("orders.status") },
          { label: t("admin.orders.payment") },
          { label: t("orders.total"), align: "end" },
        ]}
      />
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} className="border-b border-gray-100 align-top">
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
            <td className="py-2 pe-3">
              <PaymentStatus status={order.paymentState} />
              <span className="mt-1 block text-xs text-gray-600">
                {t(`checkout.payment.${order.paymentMethod}.title`)}
              </span>
            </td>
            <td className="py-2 text-end whitespace-nowrap">
              {formatMinorUnits(order.totalCents, { symbol: order.currencySymbol })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
