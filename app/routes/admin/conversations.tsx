import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { MessageTime } from "~/components/conversations/message-time";
import { FormSuccess } from "~/components/ui/form-success";
import { PagedTable } from "~/components/ui/paged-table";
import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { REPORTED_PAGE_SIZE, reportedConversationPage } from "~server/admin/conversations";
import type { Route } from "./+types/conversations";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const page = parsePage(new URL(request.url).searchParams);
  const { conversations, total } = await reportedConversationPage(context.db, page);
  const dismissed = new URL(request.url).searchParams.get("done") === "dismiss";
  return { conversations, dismissed, page, totalPages: Math.max(1, Math.ceil(total / REPORTED_PAGE_SIZE)) };
}

export default function AdminConversations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversations, dismissed, page, totalPages } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.conversations")}>
      <FormSuccess message={dismissed ? "admin.conversations.done.dismiss" : undefined} />
      <PagedTable
        empty={conversations.length === 0}
        emptyMessage={t("admin.conversations.empty")}
        page={page}
        totalPages={totalPages}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("admin.nav.conversations")}</caption>
          <TableHead
            columns={[
              { label: t("conversations.about") },
              { label: t("admin.conversations.between"), wideOnly: true },
              { label: t("admin.conversations.reason") },
              { label: t("admin.conversations.reportedAt"), wideOnly: true },
            ]}
          />
          <tbody>
            {conversations.map((conversation) => (
              <tr key={conversation.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pe-3 break-words">
                  <Link to={`/admin/conversations/${conversation.id}`} className="text-brand-700 hover:underline">
                    {conversation.aboutOrder
                      ? t("conversations.aboutOrder", { number: conversation.subject })
                      : conversation.subject}
                  </Link>
                </td>
                <td className="wide-only py-2 pe-3 break-all">
                  {conversation.buyerEmail} · {conversation.sellerEmail}
                </td>
                <td className="py-2 pe-3 break-words">{conversation.reason}</td>
                <td className="wide-only py-2">
                  <MessageTime iso={conversation.reportedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedTable>
    </AdminLayout>
  );
}
