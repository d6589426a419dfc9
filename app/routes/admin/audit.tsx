import { AdminLayout } from "~/components/admin/admin-layout";
import { AuditTable } from "~/components/admin/audit-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { AUDIT_PAGE_SIZE, auditPage } from "~server/admin/audit";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const page = parsePage(new URL(request.url).searchParams);
  const { entries, total } = await auditPage(context.db, page);
  return { entries, page, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries, page, totalPages } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.audit")}>
      {entries.length > 0 ? (
        <div className="card space-y-4 p-5">
          <div className="overflow-x-auto">
            <AuditTable entries={entries} />
          </div>
          <Pagination page={page} totalPages={totalPages} />
        </div>
      ) : (
        <EmptyState message={t("admin.audit.empty")} />
      )}
    </AdminLayout>
  );
}
