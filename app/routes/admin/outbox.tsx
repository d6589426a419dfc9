import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { PagedTable } from "~/components/ui/paged-table";
import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { systemClock } from "~server/http/rate-limit";
import { STUCK_AFTER_MINUTES, TROUBLE_PAGE_SIZE, troubledMailPage } from "~server/mail/outbox-trouble";
import type { Route } from "./+types/outbox";

// The mail that did not go (issue 48), which the Overview counts: failed, or waiting too long.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const page = parsePage(new URL(request.url).searchParams);
  const { mails, total } = await troubledMailPage(context.db, (context.now ?? systemClock)(), page);
  return {
    mails,
    page,
    stuckMinutes: STUCK_AFTER_MINUTES,
    totalPages: Math.max(1, Math.ceil(total / TROUBLE_PAGE_SIZE)),
  };
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mails, page, stuckMinutes, totalPages } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.outbox")}>
      <p className="text-gray-600">{t("admin.outbox.about", { minutes: stuckMinutes })}</p>
      <PagedTable empty={mails.length === 0} emptyMessage={t("admin.outbox.empty")} page={page} totalPages={totalPages}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("admin.nav.outbox")}</caption>
          <TableHead
            columns={[
              { label: t("admin.outbox.kind") },
              { label: t("admin.outbox.recipient") },
              { label: t("admin.outbox.written"), wideOnly: true },
              { label: t("admin.outbox.attempts"), align: "end", wideOnly: true },
              { label: t("admin.outbox.state") },
              { label: t("admin.outbox.lastError"), wideOnly: true },
            ]}
          />
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pe-3" dir="ltr">
                  <code>{mail.kind}</code>
                </td>
                <td className="py-2 pe-3 break-all">{mail.recipient}</td>
                <td className="wide-only py-2 pe-3">
                  <PostDate iso={mail.createdAt} />
                </td>
                <td className="wide-only py-2 pe-3 text-end tabular-nums">{mail.attempts}</td>
                <td className="py-2 pe-3">{t(`admin.outbox.${mail.status}`)}</td>
                <td className="wide-only py-2 break-words text-gray-700" dir="ltr">
                  {mail.lastError ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedTable>
    </AdminLayout>
  );
}
