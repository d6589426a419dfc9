import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { AuditTable } from "~/components/admin/audit-table";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { adminOverview } from "~server/admin/overview";
import type { Route } from "./+types/overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return adminOverview(context.db);
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { unreadMessages, subscribers, latestActions } = loaderData;
  return (
    <AdminLayout title={t("admin.title")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Link to="/admin/messages" className="card block p-5 hover:border-brand-300">
          <p className="text-3xl font-bold">{unreadMessages}</p>
          <p className="text-gray-600">{t("admin.overview.unread", { count: unreadMessages })}</p>
        </Link>
        <Link to="/admin/newsletter" className="card block p-5 hover:border-brand-300">
          <p className="text-3xl font-bold">{subscribers}</p>
          <p className="text-gray-600">{t("admin.overview.subscribers", { count: subscribers })}</p>
        </Link>
      </div>
      <section className="card p-5" aria-labelledby="latest-actions">
        <h2 id="latest-actions" className="mb-3 text-lg font-bold">
          {t("admin.overview.latestActions")}
        </h2>
        {latestActions.length > 0 ? (
          <div className="overflow-x-auto">
            <AuditTable entries={latestActions} />
          </div>
        ) : (
          <p className="text-gray-600">{t("admin.audit.empty")}</p>
        )}
        <Link to="/admin/audit" className="mt-3 inline-block text-sm text-brand-700 hover:underline">
          {t("admin.overview.allActions")}
        </Link>
      </section>
    </AdminLayout>
  );
}
