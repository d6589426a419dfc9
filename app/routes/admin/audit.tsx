import { AdminLayout } from "~/components/admin/admin-layout";
import { AuditTable } from "~/components/admin/audit-table";
import { PagedTable } from "~/components/ui/paged-table";
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
      <PagedTable
        empty={entries.length === 0}
        emptyMessage={t("admin.audit.empty")}
        page={page}
        totalPages={totalPages}
      >
        <AuditTable entries={entries} />
      </PagedTable>
    </AdminLayout>
  );
}
