import { useTranslation } from "~/i18n/translation";
import { MessageText } from "./message-text";
import { MessageTime } from "./message-time";

export type ThreadMessage = {
  id: number;
  /** Who wrote it, as the reader knows them ("You", the seller's shop, the buyer's name). */
  author: string;
  /** Written by the reader (or, for the operator, by the buyer): set to one side. */
  own: boolean;
  body: string;
  createdAt: string;
  /** Came since the reader last read the conversation. */
  unread?: boolean;
};

/** A conversation's messages, oldest first, each with who wrote it and when; the reader's own to the end side. */
export function MessageThread({ messages, label }: { messages: ThreadMessage[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3" aria-label={label}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-lg border p-3 ${message.own ? "ms-6 border-brand-100 bg-brand-50 sm:ms-16" : "me-6 border-gray-200 bg-white sm:me-16"}`}
        >
          <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
            <bdi className="font-semibold text-ink-900">{message.author}</bdi>
            <MessageTime iso={message.createdAt} />
            {message.unread ? (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
                {t("conversations.new")}
              </span>
            ) : null}
          </p>
          <MessageText text={message.body} />
        </li>
      ))}
    </ol>
  );
}
