import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { ConversationAbout, ConversationRole } from "~server/conversations/conversations";
import { TableHead } from "../ui/table-head";
import { useAboutLabel } from "./conversation-about";
import { MessageTime } from "./message-time";

export type ConversationRow = {
  id: number;
  about: ConversationAbout;
  role: ConversationRole;
  withName: string;
  lastMessageAt: string;
  unread: number;
  reported: boolean;
};

/** The user's conversations, newest message first: with whom, about what, when, and how many messages are unread. */
export function ConversationTable({ conversations }: { conversations: ConversationRow[] }) {
  const { t } = useTranslation();
  const aboutLabel = useAboutLabel();
  return (
    <table className="stack-table w-full text-sm">
      <caption className="sr-only">{t("conversations.title")}</caption>
      <TableHead
        columns={[
          { label: t("conversations.about") },
          { label: t("conversations.with") },
          { label: t("conversations.last") },
          { label: t("conversations.unread"), align: "end" },
        ]}
      />
      <tbody>
        {conversations.map((conversation) => (
          <tr key={conversation.id} className="border-b border-gray-100 align-top">
            <td className={`py-2 pe-3 break-words ${conversation.unread > 0 ? "font-semibold" : ""}`}>
              <Link to={`/account/messages/${conversation.id}`} className="text-brand-700 hover:underline">
                {aboutLabel(conversation.about)}
              </Link>
              {conversation.reported ? (
                <span className="ms-2 text-xs font-normal text-red-800">{t("conversations.reportedTag")}</span>
              ) : null}
            </td>
            <td data-label={t("conversations.with")} className="py-2 pe-3 break-words">
              {t(conversation.role === "buyer" ? "conversations.withSeller" : "conversations.withBuyer", {
                name: conversation.withName,
              })}
            </td>
            <td data-label={t("conversations.last")} className="py-2 pe-3">
              <MessageTime iso={conversation.lastMessageAt} />
            </td>
            <td data-label={t("conversations.unread")} className="py-2 text-end">
              {conversation.unread > 0 ? (
                <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-bold text-ink-900">
                  {conversation.unread}
                </span>
              ) : (
                <span className="text-gray-500">0</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
