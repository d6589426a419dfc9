import { useTranslation } from "~/i18n/translation";
import type { AuditAction } from "~server/admin/audit";
import { PostDate } from "../blog/post-card";
import { TableHead } from "../ui/table-head";

export type AuditRow = {
  id: number;
  operatorEmail: string;
  action: AuditAction;
  subjectLabel: string;
  reason: string | null;
  createdAt: string;
};

/** Operator actions as rows: when, who, what, on what, why. */
export function AuditTable({ entries }: { entries: AuditRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("admin.nav.audit")}</caption>
      <TableHead
        columns={[
          { label: t("admin.audit.when") },
          { label: t("admin.audit.who"), wideOnly: true },
          { label: t("admin.audit.what") },
          { label: t("admin.audit.subject") },
          { label: t("admin.audit.reason"), wideOnly: true },
        ]}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-gray-100 align-top">
            <td className="py-2 pe-3">
              <PostDate iso={entry.createdAt} />
            </td>
            <td className="wide-only py-2 pe-3 break-all">{entry.operatorEmail}</td>
            <td className="py-2 pe-3">{t(`admin.audit.action.${entry.action}`)}</td>
            <td className="py-2 pe-3 break-words">{entry.subjectLabel}</td>
            <td className="wide-only py-2 break-words">{entry.reason ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
