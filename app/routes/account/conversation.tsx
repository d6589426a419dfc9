import { data, Link, redirect } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AboutLink } from "~/components/conversations/conversation-about";
import { MessageForm, type MessageRefusal } from "~/components/conversations/message-form";
import { MessageThread } from "~/components/conversations/message-thread";
import { ReportConversation } from "~/components/conversations/report-conversation";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { conversationActionSchema, conversationIdSchema } from "~domain/conversation-input";
import { type FormFailure, parseForm } from "~domain/form";
import { requireUser } from "~server/accounts/sessions";
import { openConversation } from "~server/conversations/conversations";
import { reportConversation } from "~server/conversations/report";
import { sendMessage } from "~server/conversations/send-message";
import { readForm } from "~server/http/form-data";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/conversation";

/** The conversation's id; a malformed one is not found. */
function conversationId(param: string | undefined): number {
  const id = conversationIdSchema.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const now = (context.now ?? systemClock)();
  // Someone else's conversation is answered exactly like one that does not exist.
  const conversation = await openConversation(context.db, user.id, conversationId(params.conversationId), now);
  if (!conversation) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const done = search.has("sent") ? "sent" : search.has("reported") ? "reported" : null;
  return { conversation, done };
}

type Refusal =
  | (MessageRefusal & { intent: "reply" })
  | (FormFailure & { intent: "report"; confirm?: Record<string, string> });

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const id = conversationId(params.conversationId);
  const form = await readForm(request);
  const parsed = parseForm(conversationActionSchema, form);
  const now = (context.now ?? systemClock)();
  const intent = form.get("intent") === "report" ? "report" : "reply";
  if (!parsed.ok) return data<Refusal>({ ...parsed, intent }, 400);
  if (parsed.data.intent === "report") {
    const confirm = fieldsToConfirm(form, parsed.values);
    if (confirm) return data<Refusal>({ ok: false, errors: {}, values: parsed.values, intent, confirm });
    if (!(await reportConversation(context.db, user.id, id, parsed.data.reason, now))) {
      throw data(null, { status: 404 });
    }
    return redirect(`/account/messages/${id}?reported`, 303);
  }
  const sent = await sendMessage(context.db, user.id, id, parsed.data.body, now);
  if (!sent.ok && sent.error === "notFound") throw data(null, { status: 404 });
  if (!sent.ok) {
    return data<Refusal>(
      {
        ok: false,
        intent: "reply",
        errors: {},
        formError: "conversations.errors.limit",
        retryInMinutes: sent.retryInMinutes,
        values: parsed.values,
      },
      429,
    );
  }
  return redirect(`/account/messages/${id}?sent#reply`, 303);
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversation, done } = loaderData;
  const reply = actionData?.intent === "reply" ? actionData : undefined;
  const report = actionData?.intent === "report" ? actionData : undefined;
  const withName = t(conversation.role === "buyer" ? "conversations.withSeller" : "conversations.withBuyer", {
    name: conversation.withName,
  });
  return (
    <AccountLayout title={t("conversations.titleWith", { name: conversation.withName })}>
      <div className="space-y-5">
        {report?.confirm ? (
          <ConfirmAgain
            fields={report.confirm}
            title={t("conversations.reportTitle")}
            description={t("conversations.reportText")}
            confirmLabel={t("conversations.report")}
            backTo={`/account/messages/${conversation.id}`}
          />
        ) : null}
        <FormSuccess message={done && !actionData ? `conversations.done.${done}` : undefined} />
        <dl className="card grid gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">{t("conversations.about")}</dt>
          <dd className="break-words">
            <AboutLink about={conversation.about} role={conversation.role} />
          </dd>
          <dt className="text-gray-600">{t("conversations.with")}</dt>
          <dd className="break-words">{withName}</dd>
        </dl>
        <MessageThread
          label={t("conversations.messages")}
          messages={conversation.messages.map((message) => ({
            ...message,
            own: message.mine,
            author: message.mine ? t("conversations.you") : conversation.withName,
          }))}
        />
        <section id="reply" aria-labelledby="reply-heading" className="card p-5">
          <h2 id="reply-heading" className="mb-3 text-lg font-semibold">
            {t("conversations.replyHeading")}
          </h2>
          {/* Sent: a new, empty form (the message is in the thread above). */}
          <MessageForm
            key={conversation.messages.at(-1)?.id ?? 0}
            intent="reply"
            label={t("conversations.yourMessage")}
            submitLabel={t("conversations.send")}
            refusal={reply}
          />
        </section>
        <ReportConversation reportedAt={conversation.reportedByMe} refusal={report} />
        <Link to="/account/messages" className="btn btn-outline">
          {t("conversations.back")}
        </Link>
      </div>
    </AccountLayout>
  );
}
