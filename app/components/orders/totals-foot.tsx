import { useTranslation } from "~/i18n/translation";
import type { TaxByRate } from "~domain/tax";
import { TAX_LINE_LABELS, type TaxLine, taxLines } from "~domain/tax-lines";

type Totals = {
  subtotal: number;
  /** A discount line under the subtotal, when there is one. */
  discount?: { code: string; amount: number } | null;
  shipping: number;
  tax: number;
  /** The tax by rate, whether the prices include it, and a reverse charge (decision 058). */
  taxes: readonly TaxByRate[];
  taxIncluded: boolean;
  reverseCharge: boolean;
  total: number;
  /** Money sent back to the buyer (cancelled parts, refunds), and what they paid net of it; only once refunded. */
  refunds?: { refunded: number; netPaid: number } | null;
};

/**
 * The foot of an order's table: Subtotal, Shipping, Tax added (per rate) and Total, then the tax the prices include
 * (per rate), each a row whose heading
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
  const lines = taxLines(totals.taxes, totals.taxIncluded, totals.reverseCharge);
  const taxLabel = (line: TaxLine) => t(`cart.${TAX_LINE_LABELS[line.kind]}`, { rate: line.percent });
  // On a phone the table stacks and each heading starts its line (app.css `stack-table`).
  const align = labelColumns > 1 ? "text-start sm:text-end" : "text-start";
  const rows = [
    [t("cart.subtotal"), totals.subtotal],
    ...(totals.discount
      ? [[t("cart.discount", { code: totals.discount.code }), -totals.discount.amount] as const]
      : []),
    [t("cart.shipping"), totals.shipping],
    ...lines.filter((line) => line.kind !== "included").map((line) => [taxLabel(line), line.cents] as const),
  ] as const;
  // Tax included in the prices is part of the total, said after it.
  const included = lines.filter((line) => line.kind === "included");
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
      {included.map((line) => (
        <tr key={line.percent}>
          <th scope="row" colSpan={labelColumns} className={`pb-2 text-xs font-normal text-gray-600 ${align}`}>
            {taxLabel(line)}
          </th>
          <td className="pb-2 text-end text-xs text-gray-600">{money(line.cents)}</td>
        </tr>
      ))}
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
