import { data, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { MessageText } from "~/components/conversations/message-text";
import { MessageThread } from "~/components/conversations/message-thread";
import { MessageTime } from "~/components/conversations/message-time";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { conversationIdSchema } from "~domain/conversation-input";
import { type FormFailure, parseForm, textOf } from "~domain/form";
import { requireOperator } from "~server/accounts/sessions";
import { dismissReport, lockConversationSide, reportedConversationActionSchema } from "~server/admin/conversations";
import { reportedConversation } from "~server/conversations/conversations";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/conversation";

function conversationId(param: string | undefined): number {
  const id = conversationIdSchema.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  // Only a reported conversation is the operator's to read; any other is not found here.
  const conversation = await reportedConversation(context.db, conversationId(params.conversationId));
  if (!conversation) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return { conversation, done: done === "lock" ? done : null };
}

type Refusal = FormFailure & { confirm?: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const id = conversationId(params.conversationId);
  const form = await readForm(request);
  const parsed = parseForm(reportedConversationActionSchema, form);
  if (!parsed.ok) return data<Refusal>(parsed, 400);
  const confirm = fieldsToConfirm(form, parsed.values);
  if (confirm) return data<Refusal>({ ok: false, errors: {}, values: parsed.values, confirm });
  if (parsed.data.intent === "dismiss") {
    if (!(await dismissReport(context.db, operator, id))) throw data(null, { status: 404 });
    return redirect("/admin/conversations?done=dismiss", 303);
  }
  const { userId, reason } = parsed.data;
  const locked = await lockConversationSide(context.db, operator, id, userId, reason);
  if (!locked.ok && locked.error === "notFound") throw data(null, { status: 404 });
  if (!locked.ok) {
    return data<Refusal>(
      { ok: false, errors: {}, formError: `admin.users.errors.${locked.error}`, values: parsed.values },
      409,
    );
  }
  return redirect(`/admin/conversations/${id}?done=lock`, 303);
}

export default function AdminConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversation, done } = loaderData;
  const { about, report } = conversation;
  const subject = about.kind === "order" ? t("conversations.aboutOrder", { number: about.subject }) : about.subject;
  const refusedId = textOf(actionData?.values.userId);
  const sides = [
    { role: "buyer" as const, ...conversation.buyer },
    { role: "seller" as const, ...conversation.seller },
  ];
  const here = `/admin/conversations/${conversation.id}`;
  return (
    <AdminLayout title={subject}>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t(`admin.conversations.${actionData.confirm.intent === "dismiss" ? "dismiss" : "lock"}Title`)}
          description={t(`admin.conversations.${actionData.confirm.intent === "dismiss" ? "dismiss" : "lock"}Text`)}
          confirmLabel={t(`admin.conversations.${actionData.confirm.intent === "dismiss" ? "dismiss" : "lock"}`)}
          backTo={here}
        />
      ) : null}
      <FormAlert id="conversation-error" message={actionData?.formError} />
      <FormSuccess message={done && !actionData ? "admin.conversations.done.lock" : undefined} />
      <section aria-labelledby="report-heading" className="card space-y-2 p-5 text-sm">
        <h2 id="report-heading" className="text-lg font-semibold">
          {t("admin.conversations.report")}
        </h2>
        <p className="text-gray-700">
          {report.by ? t(`admin.conversations.reportedBy.${report.by}`) : null} <MessageTime iso={report.at} />
        </p>
        <MessageText text={report.reason} />
      </section>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sides.map((side) => (
          <li key={side.role} className="card space-y-2 p-4 text-sm">
            <p className="text-gray-600">{t(`admin.conversations.${side.role}`)}</p>
            <p className="font-semibold break-words">{side.name}</p>
            <p className="break-all">{side.email}</p>
            {side.locked ? (
              <p className="font-semibold text-red-800">{t("admin.users.locked")}</p>
            ) : (
              <ConfirmForm
                className="space-y-2"
                fields={{ intent: "lock", userId: side.id }}
                label={t("admin.conversations.lock")}
                accessibleLabel={t("admin.users.lockOf", { email: side.email })}
                buttonClassName="btn btn-outline text-red-700"
                title={t("admin.conversations.lockTitle")}
                description={t("admin.conversations.lockText")}
                confirmLabel={t("admin.conversations.lock")}
              >
                <TextField
                  name="reason"
                  required
                  maxLength={300}
                  label={t("admin.reason")}
                  defaultValue={refusedId === side.id ? textOf(actionData?.values.reason) : undefined}
                  error={refusedId === side.id ? actionData?.errors.reason : undefined}
                />
              </ConfirmForm>
            )}
          </li>
        ))}
      </ul>
      <MessageThread
        label={t("conversations.messages")}
        messages={conversation.messages.map((message) => ({
          ...message,
          own: message.from === "seller",
          author: message.from === "buyer" ? conversation.buyer.name : conversation.seller.name,
        }))}
      />
      <div className="flex flex-wrap gap-3">
        <ConfirmForm
          fields={{ intent: "dismiss" }}
          label={t("admin.conversations.dismiss")}
          buttonClassName="btn btn-primary"
          title={t("admin.conversations.dismissTitle")}
          description={t("admin.conversations.dismissText")}
          confirmLabel={t("admin.conversations.dismiss")}
        />
        <Link to="/admin/conversations" className="btn btn-outline">
          {t("admin.conversations.back")}
        </Link>
      </div>
    </AdminLayout>
  );
}
