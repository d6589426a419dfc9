import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { PagedTable } from "~/components/ui/paged-table";
import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { MESSAGES_PAGE_SIZE, messagePage } from "~server/admin/messages";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const page = parsePage(new URL(request.url).searchParams);
  const { messages, total, unread } = await messagePage(context.db, page);
  return { messages, unread, page, totalPages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)) };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages, unread, page, totalPages } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.messages")}>
      <p className="text-gray-600">{t("admin.messages.unread", { count: unread })}</p>
      <PagedTable
        empty={messages.length === 0}
        emptyMessage={t("admin.messages.empty")}
        page={page}
        totalPages={totalPages}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("admin.nav.messages")}</caption>
          <TableHead
            columns={[
              { label: t("admin.messages.subject") },
              { label: t("admin.messages.from"), wideOnly: true },
              { label: t("admin.messages.received"), wideOnly: true },
              { label: t("orders.status") },
            ]}
          />
          <tbody>
            {messages.map((message) => (
              <tr key={message.id} className="border-b border-gray-100 align-top">
                <td className={`py-2 pe-3 break-words ${message.unread ? "font-semibold" : ""}`}>
                  <Link to={`/admin/messages/${message.id}`} className="text-brand-700 hover:underline">
                    {message.subject}
                  </Link>
                </td>
                <td className="wide-only py-2 pe-3 break-all">
                  {message.name} ({message.email})
                </td>
                <td className="wide-only py-2 pe-3">
                  <PostDate iso={message.createdAt} />
                </td>
                <td className="py-2">
                  {t(
                    message.handled
                      ? "admin.messages.handled"
                      : message.unread
                        ? "admin.messages.new"
                        : "admin.messages.open",
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedTable>
    </AdminLayout>
  );
}
