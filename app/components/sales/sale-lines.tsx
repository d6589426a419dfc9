import { useTranslation } from "~/i18n/translation";
import { type PartTotalRow, partTotalRows } from "~domain/coupon-discount";
import type { CouponFunder } from "~domain/ledger";
import { formatMinorUnits } from "~domain/money";
import type { CancelledNote } from "~domain/payment-status";
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
 * A seller's lines of an order, at the prices paid, and their subtotal in the order's currency; under it, the part's
 * share of the order's coupon discount (the seller's own coupon, or the store's, which the store pays) and what the
 * lines come to after it, the parcel's shipping and what the buyer pays for the part.
 */
export function SaleLines({
  lines,
  subtotalCents,
  discount,
  shippingCents,
  currencySymbol,
  cancelledNote = null,
}: {
  lines: OrderDetail["lines"];
  subtotalCents: number;
  shippingCents: number;
  discount: { code: string; cents: number; fundedBy: CouponFunder } | null;
  currencySymbol: string;
  /** The part was cancelled: its lines are struck through, saying whether the buyer's money went back. */
  cancelledNote?: CancelledNote | null;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinorUnits(minor, { symbol: currencySymbol });
  return (
    <OrderLinesTable
      lines={lines}
      caption={t("sales.yourLines")}
      money={money}
      cancelledOf={() => cancelledNote}
      foot={
        <tfoot>
          {partTotalRows(subtotalCents, discount?.cents ?? 0, shippingCents).map((row) => (
            <tr key={row.kind}>
              <th
                scope="row"
                colSpan={3}
                className={`pt-3 text-start sm:text-end ${row.strong ? "font-bold" : "font-normal"}`}
              >
                {t(
                  row.kind === "share" && discount?.fundedBy === "store" ? "sales.storeCouponShare" : LABELS[row.kind],
                  {
                    code: discount?.code ?? "",
                  },
                )}
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
