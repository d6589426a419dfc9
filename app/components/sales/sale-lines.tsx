import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { OrderDetail } from "~server/orders/history";
import { OrderLinesTable } from "../orders/order-lines-table";

/** A seller's lines of an order, at the prices paid, and their subtotal in the order's currency. */
export function SaleLines({
  lines,
  subtotalCents,
  currencySymbol,
}: {
  lines: OrderDetail["lines"];
  subtotalCents: number;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinorUnits(minor, { symbol: currencySymbol });
  return (
    <OrderLinesTable
      lines={lines}
      caption={t("sales.yourLines")}
      money={money}
      foot={
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 text-end font-bold">
              {t("cart.subtotal")}
            </th>
            <td className="pt-3 text-end font-bold">{money(subtotalCents)}</td>
          </tr>
        </tfoot>
      }
    />
  );
}
