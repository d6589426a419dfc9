import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { ReturnSummary } from "~server/returns/return-view";

/**
 * An order's returns on its buyer's page (with a link to return items of each part that may still be returned), or a
 * part's on its seller's sale page: each return's status and worth, linking to its page. Nothing when there is none.
 */
export function ReturnsPanel({
  number,
  returns,
  returnable = [],
  partLabel,
  returnHref = (id) => `/account/returns/${id}`,
}: {
  number: string;
  returns: ReturnSummary[];
  /** The parts the buyer may return items of now (none on a seller's page). */
  returnable?: number[];
  partLabel?: (partId: number) => string;
  /** Where a return's page is: the account area's, or the back office's. */
  returnHref?: (id: number) => string;
}) {
  const { t } = useTranslation();
  if (returns.length === 0 && returnable.length === 0) return null;
  return (
    <section className="card mt-6 space-y-3 p-5" aria-labelledby="order-returns">
      <h2 id="order-returns" className="text-lg font-bold">
        {t("returns.panelTitle")}
      </h2>
      {returns.length > 0 ? (
        <ul className="divide-y divide-gray-100 text-sm">
          {returns.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <Link to={returnHref(row.id)} className="link font-medium">
                {t("returns.linkLabel", { id: row.id })}
              </Link>
              <span className="rounded bg-gray-100 px-2 py-0.5">{t(`returns.statuses.${row.status}`)}</span>
              <span className="text-gray-700">{t(`returns.reasons.${row.reason}`)}</span>
              <span className="ms-auto tabular-nums">
                <bdi dir="ltr">
                  {formatMinorUnits(row.refundCents ?? row.worthCents, { symbol: row.currencySymbol })}
                </bdi>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {returnable.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {returnable.map((partId) => (
            <Link key={partId} to={`/account/orders/${number}/return?part=${partId}`} className="btn btn-outline">
              {partLabel && returnable.length > 1
                ? t("returns.startFor", { part: partLabel(partId) })
                : t("returns.start")}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}
