import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { PricedCart } from "~server/shopping/priced-cart";
import { TotalsFoot } from "../orders/totals-foot";
import { TableHead } from "../ui/table-head";

/** "Your Order": each line with its quantity and total, then what the cart costs, as the server priced it. */
export function OrderSummary({ cart }: { cart: PricedCart }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinorUnits(minor, cart.currency);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("checkout.yourOrder")}</caption>
      <TableHead
        className="text-xs uppercase text-gray-500"
        columns={[{ label: t("cart.product") }, { label: t("cart.total"), align: "end" }]}
      />
      <tbody>
        {cart.lines.map((line) => (
          <tr key={line.productId} className="border-b border-gray-100">
            <td className="py-2 pe-2">
              {line.name} <span className="whitespace-nowrap text-gray-500">× {line.quantity}</span>
            </td>
            <td className="py-2 text-end">{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <TotalsFoot totals={cart.cost} money={money} labelColumns={1} />
    </table>
  );
}
