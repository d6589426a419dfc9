import { useTranslation } from "react-i18next";
import { useDisplayCurrency } from "~/lib/root-data";
import { cartTotals } from "~domain/cart-totals";
import { formatMinorUnits } from "~domain/money";
import type { CartLine } from "~server/shopping/cart";
import { TotalsFoot } from "../orders/totals-foot";
import { TableHead } from "../ui/table-head";

/** "Your Order": each line with its quantity and total, then subtotal, shipping, tax and total. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  const totals = cartTotals(lines, currency);
  const money = (minor: number) => formatMinorUnits(minor, currency);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("checkout.yourOrder")}</caption>
      <TableHead
        className="text-xs uppercase text-gray-500"
        columns={[{ label: t("cart.product") }, { label: t("cart.total"), align: "end" }]}
      />
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.productId} className="border-b border-gray-100">
            <td className="py-2 pe-2">
              {line.name} <span className="whitespace-nowrap text-gray-500">× {line.quantity}</span>
            </td>
            <td className="py-2 text-end">{money(totals.lineTotals[index] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
      <TotalsFoot totals={totals} money={money} labelColumns={1} />
    </table>
  );
}
