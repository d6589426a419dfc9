import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { SaleSummary } from "~server/orders/sales";
import { PostDate } from "../blog/post-card";
import { OrderStatus } from "../orders/order-status";
import { TableHead } from "../ui/table-head";

/** A seller's sales as rows: number (a link to the sale), date, buyer, status, their lines, their subtotal (a phone leaves out the date and the line count). */
export function SalesTable({ sales }: { sales: SaleSummary[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("accountNav.sales")}</caption>
      <TableHead
        columns={[
          { label: t("orders.number") },
          { label: t("orders.date"), wideOnly: true },
          { label: t("sales.buyer") },
          { label: t("orders.status") },
          { label: t("sales.lines"), align: "end", wideOnly: true },
          { label: t("cart.subtotal"), align: "end" },
        ]}
      />
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.number} className="border-b border-gray-100">
            <td className="py-2">
              <Link to={`/account/sales/${sale.number}`} className="text-brand-700 hover:underline">
                {sale.number}
              </Link>
            </td>
            <td className="wide-only py-2">
              <PostDate iso={sale.createdAt} />
            </td>
            <td className="py-2">{sale.buyerName}</td>
            <td className="py-2">
              <OrderStatus status={sale.status} />
            </td>
            <td className="wide-only py-2 text-end">{sale.lineCount}</td>
            <td className="py-2 text-end">{formatMinorUnits(sale.subtotalCents, { symbol: sale.currencySymbol })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
