import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { LedgerRow } from "~server/ledger/ledger-page";
import { PostDate } from "../blog/post-card";
import { TableHead } from "../ui/table-head";
import { UserText } from "../ui/user-text";
import { Dollars } from "./balance-summary";

/**
 * Where a row stands: paid out (its part's money covered by payouts, first in, first out), partly paid out, counted in
 * the available balance, available from a day, or waiting for its part.
 */
function RowState({ row }: { row: LedgerRow }) {
  const { t } = useTranslation();
  if (row.kind === "payout" || row.paidOut?.whole) return <>{t("earnings.state.paidOut")}</>;
  if (row.paidOut) {
    return (
      <>
        {t("earnings.state.partlyPaidOut")} <Dollars cents={row.paidOut.cents} />
      </>
    );
  }
  if (row.available) return <>{t("earnings.state.available")}</>;
  if (row.partStatus === "cancelled") return <>{t("earnings.state.cancelled")}</>;
  if (!row.availableAt) return <>{t("earnings.state.untilCompleted")}</>;
  return (
    <>
      {t("earnings.state.from")} <PostDate iso={row.availableAt} />
    </>
  );
}

/**
 * A seller's ledger as rows: the day, the order (a link to it: the seller's sale page, or the operator's order page),
 * what it was, where it stands, a payout's bank reference, and the amount in US dollars with the order's own figure
 * beside when it was in another currency. On a phone each row stacks.
 */
export function LedgerTable({ rows, orderPath }: { rows: LedgerRow[]; orderPath: (number: string) => string }) {
  const { t } = useTranslation();
  return (
    <table className="stack-table w-full text-sm">
      <caption className="sr-only">{t("earnings.rows.title")}</caption>
      <TableHead
        columns={[
          { label: t("earnings.rows.date") },
          { label: t("earnings.rows.order") },
          { label: t("earnings.rows.kind") },
          { label: t("earnings.rows.state") },
          { label: t("earnings.rows.reference") },
          { label: t("earnings.rows.amount"), align: "end" },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-gray-100 align-top">
            <td data-label={t("earnings.rows.date")} className="py-2 pe-3">
              <PostDate iso={`${row.occurredOn}T00:00:00Z`} />
            </td>
            <td data-label={t("earnings.rows.order")} className="py-2 pe-3">
              {row.orderNumber ? (
                <Link to={orderPath(row.orderNumber)} className="text-brand-700 hover:underline">
                  {row.orderNumber}
                </Link>
              ) : (
                "—"
              )}
            </td>
            <td data-label={t("earnings.rows.kind")} className="py-2 pe-3">
              {t(`earnings.kind.${row.kind === "commission" && row.cash ? "commissionCash" : row.kind}`)}
            </td>
            <td data-label={t("earnings.rows.state")} className="py-2 pe-3">
              <RowState row={row} />
            </td>
            <td data-label={t("earnings.rows.reference")} className="py-2 pe-3">
              {row.reference ? <UserText className="break-all">{row.reference}</UserText> : "—"}
            </td>
            <td data-label={t("earnings.rows.amount")} className="py-2 text-end whitespace-nowrap">
              <Dollars cents={row.usdCents} className={row.usdCents < 0 ? "text-red-700" : "font-semibold"} />
              {row.currencyCode !== "USD" ? (
                <span className="block text-xs text-gray-600">
                  <bdi dir="ltr">{formatMinorUnits(row.amountCents, { symbol: row.currencySymbol })}</bdi>
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
