import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { ClaimSummary } from "~server/claims/claim-view";

/**
 * An order's claims on its buyer's page (with a link to report a problem with each part that may be claimed), a part's
 * on its seller's sale page, or an order's in the back office: each claim's kind and status, linking to its page.
 * Nothing when there is none and none may be opened.
 */
export function ClaimsPanel({
  number,
  claims,
  claimable = [],
  partLabel,
  claimHref = (id) => `/account/claims/${id}`,
}: {
  number: string;
  claims: ClaimSummary[];
  /** The parts the buyer may open a claim about (none on a seller's page). */
  claimable?: number[];
  partLabel?: (partId: number) => string;
  /** Where a claim's page is: the account area's, or the back office's. */
  claimHref?: (id: number) => string;
}) {
  const { t } = useTranslation();
  if (claims.length === 0 && claimable.length === 0) return null;
  return (
    <section className="card mt-6 space-y-3 p-5" aria-labelledby="order-claims">
      <h2 id="order-claims" className="text-lg font-bold">
        {t("claims.panelTitle")}
      </h2>
      {claims.length > 0 ? (
        <ul className="divide-y divide-gray-100 text-sm">
          {claims.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <Link to={claimHref(row.id)} className="link font-medium">
                {t("claims.linkLabel", { id: row.id })}
              </Link>
              <span className="rounded bg-gray-100 px-2 py-0.5">{t(`claims.statuses.${row.status}`)}</span>
              <span className="text-gray-700">{t(`claims.kinds.${row.kind}`)}</span>
              {row.refundCents !== null ? (
                <span className="ms-auto tabular-nums">
                  <bdi dir="ltr">{formatMinorUnits(row.refundCents, { symbol: row.currencySymbol })}</bdi>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {claimable.length > 0 ? (
        <>
          <p className="text-sm text-gray-700">{t("claims.panelHint")}</p>
          <div className="flex flex-wrap gap-2">
            {claimable.map((partId) => (
              <Link key={partId} to={`/account/orders/${number}/claim?part=${partId}`} className="btn btn-outline">
                {partLabel && claimable.length > 1
                  ? t("claims.startFor", { part: partLabel(partId) })
                  : t("claims.start")}
              </Link>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
