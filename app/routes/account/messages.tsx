import { AccountLayout } from "~/components/account/account-layout";
import { ConversationTable } from "~/components/conversations/conversation-table";
import { PagedTable } from "~/components/ui/paged-table";
import { useTranslation } from "~/i18n/translation";
import { parsePage } from "~domain/page-query";
import { requireUser } from "~server/accounts/sessions";
import { CONVERSATIONS_PAGE_SIZE, conversationPage } from "~server/conversations/conversations";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const page = parsePage(new URL(request.url).searchParams);
  const { conversations, total } = await conversationPage(context.db, user.id, page);
  return { conversations, page, totalPages: Math.max(1, Math.ceil(total / CONVERSATIONS_PAGE_SIZE)) };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversations, page, totalPages } = loaderData;
  return (
    <AccountLayout title={t("conversations.title")}>
      <PagedTable
        empty={conversations.length === 0}
        emptyMessage={t("conversations.empty")}
        page={page}
        totalPages={totalPages}
      >
        <ConversationTable conversations={conversations} />
      </PagedTable>
    </AccountLayout>
  );
}
