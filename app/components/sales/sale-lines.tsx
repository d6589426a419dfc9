import { useTranslation } from "~/i18n/translation";
import { type PartTotalRow, partTotalRows } from "~domain/coupon-discount";
import { formatMinorUnits } from "~domain/money";
import type { OrderDetail } from "~server/orders/history";
import { OrderLinesTable } from "../orders/order-lines-table";

const LABELS: Record<PartTotalRow["kind"], string> = {
  subtotal: "cart.subtotal",
  share: "sales.discountShare",
  afterShare: "sales.afterDiscount",
  shipping: "sales.parcelShipping",
  partTotal: "sales.partTotal",
};

/**
 * A seller's lines of an order, at the prices paid, and their subtotal in the order's currency; under it, the
 * seller's share of the order's coupon discount and what their lines come to after it, the parcel's shipping and what
 * the buyer pays for the part.
 */
export function SaleLines({
  lines,
  subtotalCents,
  discount,
  shippingCents,
  currencySymbol,
}: {
  lines: OrderDetail["lines"];
  subtotalCents: number;
  shippingCents: number;
  discount: { code: string; cents: number } | null;
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
          {partTotalRows(subtotalCents, discount?.cents ?? 0, shippingCents).map((row) => (
            <tr key={row.kind}>
              <th
                scope="row"
                colSpan={3}
                className={`pt-3 text-start sm:text-end ${row.strong ? "font-bold" : "font-normal"}`}
              >
                {t(LABELS[row.kind], { code: discount?.code ?? "" })}
              </th>
              <td className={`pt-3 text-start sm:text-end ${row.strong ? "font-bold" : ""}`}>
                {/* A share's minus stays before its amount in right-to-left text too. */}
                <span dir="ltr">{money(row.cents)}</span>
              </td>
            </tr>
          ))}
        </tfoot>
      }
    />
  );
}
