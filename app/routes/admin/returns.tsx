import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { useTranslation } from "~/i18n/translation";
import { dateFormat } from "~domain/intl-formats";
import { formatMinorUnits } from "~domain/money";
import { requireOperator } from "~server/accounts/sessions";
import { returnsForOperator } from "~server/returns/return-view";
import type { Route } from "./+types/returns";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return { returns: await returnsForOperator(context.db) };
}

/** The returns waiting for an operator: escalated, refunds to send, the store's own parts' to answer. */
export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const day = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const { returns } = loaderData;
  return (
    <AdminLayout title={t("returns.adminTitle")}>
      <p className="mb-4 text-sm text-gray-700">{t("returns.adminAbout")}</p>
      {returns.length === 0 ? (
        <p className="card p-5 text-gray-700">{t("returns.noneWaiting")}</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-start">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("returns.order")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("returns.status")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("returns.reasonLabel")}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t("returns.worth")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("returns.asked")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {returns.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/returns/${row.id}`} className="link">
                      <bdi dir="ltr">{row.orderNumber}</bdi>
                    </Link>
                    <span className="text-gray-600"> · {row.sellerName ?? t("returns.theStore")}</span>
                  </td>
                  <td className="px-3 py-2">{t(`returns.statuses.${row.status}`)}</td>
                  <td className="px-3 py-2">{t(`returns.reasons.${row.reason}`)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    <bdi dir="ltr">
                      {formatMinorUnits(row.refundCents ?? row.worthCents, { symbol: row.currencySymbol })}
                    </bdi>
                  </td>
                  <td className="px-3 py-2">{day.format(new Date(row.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminLayout>
  );
}
