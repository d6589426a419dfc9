import { data, Form, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { handleMessage, openMessage } from "~server/admin/messages";
import type { Route } from "./+types/message";

function messageId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const message = await openMessage(context.db, messageId(params.messageId));
  if (!message) throw data(null, { status: 404 });
  return { message, done: new URL(request.url).searchParams.has("handled") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const id = messageId(params.messageId);
  if (!(await handleMessage(context.db, operator, id))) throw data(null, { status: 404 });
  return redirect(`/admin/messages/${id}?handled`, 303);
}

export default function AdminMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { message, done } = loaderData;
  return (
    <AdminLayout title={message.subject}>
      <FormSuccess message={done ? "admin.messages.markedHandled" : undefined} />
      <article className="card space-y-3 p-5">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-500">{t("admin.messages.from")}</dt>
          <dd className="break-all">
            {message.name} (
            <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
              {message.email}
            </a>
            )
          </dd>
          <dt className="text-gray-500">{t("admin.messages.received")}</dt>
          <dd>
            <PostDate iso={message.createdAt} />
          </dd>
          <dt className="text-gray-500">{t("admin.messages.language")}</dt>
          <dd>{message.locale}</dd>
        </dl>
        <p className="whitespace-pre-line break-words border-t border-gray-100 pt-3">{message.message}</p>
      </article>
      <div className="flex flex-wrap gap-3">
        {message.handled ? (
          <p className="text-green-800">{t("admin.messages.handled")}</p>
        ) : (
          <Form method="post">
            <button type="submit" className="btn btn-primary">
              {t("admin.messages.markHandled")}
            </button>
          </Form>
        )}
        <Link to="/admin/messages" className="btn btn-outline">
          {t("admin.messages.back")}
        </Link>
      </div>
    </AdminLayout>
  );
}
