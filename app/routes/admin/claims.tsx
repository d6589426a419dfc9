import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { useTranslation } from "~/i18n/translation";
import { dateFormat } from "~domain/intl-formats";
import { requireOperator } from "~server/accounts/sessions";
import { claimsForOperator } from "~server/claims/claim-view";
import type { Route } from "./+types/claims";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return { claims: await claimsForOperator(context.db) };
}

/** The claims waiting for an operator's decision, oldest first. */
export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const day = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const { claims } = loaderData;
  return (
    <AdminLayout title={t("claims.adminTitle")}>
      <p className="mb-4 text-sm text-gray-700">{t("claims.adminAbout")}</p>
      {claims.length === 0 ? (
        <p className="card p-5 text-gray-700">{t("claims.noneWaiting")}</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-start">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("claims.order")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("claims.kindLabel")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("claims.opened")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {claims.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/claims/${row.id}`} className="link">
                      <bdi dir="ltr">{row.orderNumber}</bdi>
                    </Link>
                    <span className="text-gray-600"> · {row.sellerName ?? t("claims.theStore")}</span>
                  </td>
                  <td className="px-3 py-2">{t(`claims.kinds.${row.kind}`)}</td>
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
