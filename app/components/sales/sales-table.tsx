import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { SaleSummary } from "~server/orders/sales";
import { PostDate } from "../blog/post-card";
import { OrderStatus, PaymentStatus } from "../orders/order-status";
import { TableHead } from "../ui/table-head";

/**
 * A seller's sales as rows: number (a link to the sale), date, buyer, status, payment (and whether it may ship now),
 * their lines, and what they receive for it (stacked on a phone).
 */
export function SalesTable({ sales }: { sales: SaleSummary[] }) {
  const { t } = useTranslation();
  return (
    <table className="stack-table w-full text-sm">
      <caption className="sr-only">{t("accountNav.sales")}</caption>
      <TableHead
        columns={[
          { label: t("orders.number") },
          { label: t("orders.date") },
          { label: t("sales.buyer") },
          { label: t("orders.status") },
          { label: t("sales.payment.column") },
          { label: t("sales.lines"), align: "end" },
          { label: t("sales.receipt.receive"), align: "end" },
        ]}
      />
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.number} className="border-b border-gray-100">
            <td data-label={t("orders.number")} className="py-2">
              <Link to={`/account/sales/${sale.number}`} className="text-brand-700 hover:underline">
                {sale.number}
              </Link>
            </td>
            <td data-label={t("orders.date")} className="py-2">
              <PostDate iso={sale.createdAt} />
            </td>
            <td data-label={t("sales.buyer")} className="py-2">
              {sale.buyerName}
            </td>
            <td data-label={t("orders.status")} className="py-2">
              <OrderStatus status={sale.status} />
            </td>
            <td data-label={t("sales.payment.column")} className="py-2">
              {sale.paymentMethod === "cash" ? (
                <span className="text-xs font-semibold">{t("checkout.payment.cash.title")}</span>
              ) : (
                <PaymentStatus status={sale.paymentStatus} />
              )}
              {sale.toShip ? (
                <p className="mt-1 text-xs font-semibold text-green-800">{t("sales.payment.mayShip")}</p>
              ) : null}
            </td>
            <td data-label={t("sales.lines")} className="py-2 text-end">
              {sale.lineCount}
            </td>
            <td data-label={t("sales.receipt.receive")} className="py-2 text-end">
              <span dir="ltr">{formatMinorUnits(sale.receiveCents, { symbol: sale.currencySymbol })}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
