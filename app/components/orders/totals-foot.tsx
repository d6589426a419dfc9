import { useTranslation } from "~/i18n/translation";

type Totals = {
  subtotal: number;
  /** A discount line under the subtotal, when there is one. */
  discount?: { code: string; amount: number } | null;
  shipping: number;
  tax: number;
  total: number;
  /** Money sent back to the buyer (cancelled parts, refunds), and what they paid net of it; only once refunded. */
  refunds?: { refunded: number; netPaid: number } | null;
};

/**
 * The foot of an order's table: Subtotal, Shipping, Tax and Total, each a row whose heading
 * spans `labelColumns` columns (the lines' columns before the amount); once money went back, Refunded and Net paid.
 */
export function TotalsFoot({
  totals,
  money,
  labelColumns,
}: {
  totals: Totals;
  /** Formats an amount already in the order's (or display) currency's minor units. */
  money: (minor: number) => string;
  labelColumns: number;
}) {
  const { t } = useTranslation();
  // On a phone the table stacks and each heading starts its line (app.css `stack-table`).
  const align = labelColumns > 1 ? "text-start sm:text-end" : "text-start";
  const rows = [
    [t("cart.subtotal"), totals.subtotal],
    ...(totals.discount
      ? [[t("cart.discount", { code: totals.discount.code }), -totals.discount.amount] as const]
      : []),
    [t("cart.shipping"), totals.shipping],
    [t("cart.tax"), totals.tax],
  ] as const;
  return (
    <tfoot>
      {rows.map(([label, amount]) => (
        <tr key={label} className="border-b border-gray-100">
          <th scope="row" colSpan={labelColumns} className={`py-2 font-normal text-gray-600 ${align}`}>
            {label}
          </th>
          <td className="py-2 text-end">
            {/* A discount's minus stays before its amount in right-to-left text too. */}
            <span dir="ltr">{money(amount)}</span>
          </td>
        </tr>
      ))}
      <tr>
        <th scope="row" colSpan={labelColumns} className={`py-2 text-base ${align}`}>
          {t("cart.total")}
        </th>
        <td className="py-2 text-end text-base font-bold">{money(totals.total)}</td>
      </tr>
      {totals.refunds ? (
        <>
          <tr className="border-t border-gray-100">
            <th scope="row" colSpan={labelColumns} className={`py-2 font-normal text-gray-600 ${align}`}>
              {t("orders.refunded")}
            </th>
            <td className="py-2 text-end">
              <span dir="ltr">{money(-totals.refunds.refunded)}</span>
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={labelColumns} className={`py-2 text-base ${align}`}>
              {t("orders.netPaid")}
            </th>
            <td className="py-2 text-end text-base font-bold">{money(totals.refunds.netPaid)}</td>
          </tr>
        </>
      ) : null}
    </tfoot>
  );
}
