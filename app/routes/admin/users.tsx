import { data, Form, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { Pagination } from "~/components/ui/pagination";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { type FormFailure, parseForm, textOf } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { accountLockSchema } from "~server/admin/admin-input";
import { setAccountLocked, USERS_PAGE_SIZE, userPage } from "~server/admin/users";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const query = search.get("q")?.trim().slice(0, 100) ?? "";
  const { users, total } = await userPage(context.db, page, query);
  const done = search.get("done");
  return {
    users,
    page,
    query,
    me: operator.id,
    done: done === "lock" || done === "unlock" ? done : null,
    totalPages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
  };
}

type Refusal = FormFailure & { confirm?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const form = await readForm(request);
  const parsed = parseForm(accountLockSchema, form);
  if (!parsed.ok) return data<Refusal>(parsed, 400);
  const confirm = fieldsToConfirm(form, parsed.values);
  if (confirm) return data<Refusal>({ ok: false, errors: {}, values: parsed.values, confirm });
  const { intent, userId, reason } = parsed.data;
  const result = await setAccountLocked(context.db, operator, userId, intent === "lock", reason ?? null);
  if (!result.ok && result.error === "notFound") throw data(null, { status: 404 });
  if (!result.ok) {
    return data<Refusal>(
      { ok: false, errors: {}, formError: `admin.users.errors.${result.error}`, values: parsed.values },
      409,
    );
  }
  const back = new URL(request.url);
  back.searchParams.set("done", intent);
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { users, page, query, me, done, totalPages } = loaderData;
  const refusedId = textOf(actionData?.values.userId);
  return (
    <AdminLayout title={t("admin.nav.users")}>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t(`admin.users.${actionData.confirm.intent === "lock" ? "lock" : "unlock"}Title`)}
          description={t(`admin.users.${actionData.confirm.intent === "lock" ? "lock" : "unlock"}Text`)}
          confirmLabel={t(`admin.users.${actionData.confirm.intent === "lock" ? "lock" : "unlock"}`)}
          backTo="/admin/users"
        />
      ) : null}
      <FormAlert id="users-error" message={actionData?.formError} />
      <FormSuccess message={done && !actionData ? `admin.users.done.${done}` : undefined} />
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-56">
          <TextField name="q" type="search" label={t("admin.users.search")} defaultValue={query} />
        </div>
        <button type="submit" className="btn btn-outline">
          {t("admin.users.find")}
        </button>
      </Form>
      {users.length > 0 ? (
        <ul className="space-y-3">
          {users.map((user) => {
            const intent = user.locked ? "unlock" : "lock";
            const refused = refusedId === user.id;
            return (
              <li key={user.id} className="card flex flex-wrap items-end justify-between gap-3 p-4">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-all">{user.email}</p>
                  <p>{user.displayName}</p>
                  <p className="text-gray-500">
                    {t(`admin.users.role.${user.role}`)}
                    {user.locked ? ` · ${t("admin.users.locked")}` : ""} · <PostDate iso={user.createdAt} />
                  </p>
                </div>
                {user.id === me ? null : (
                  <ConfirmForm
                    className="flex flex-wrap items-end gap-2"
                    fields={{ userId: user.id, intent }}
                    label={t(`admin.users.${intent}`)}
                    accessibleLabel={t(`admin.users.${intent}Of`, { email: user.email })}
                    buttonClassName={user.locked ? "btn btn-outline" : "btn btn-outline text-red-700"}
                    title={t(`admin.users.${intent}Title`)}
                    description={t(`admin.users.${intent}Text`)}
                    confirmLabel={t(`admin.users.${intent}`)}
                  >
                    <div className="min-w-56">
                      <TextField
                        name="reason"
                        required={intent === "lock"}
                        maxLength={300}
                        label={t(intent === "lock" ? "admin.reason" : "admin.reasonOptional")}
                        defaultValue={refused ? textOf(actionData?.values.reason) : undefined}
                        error={refused ? actionData?.errors.reason : undefined}
                      />
                    </div>
                  </ConfirmForm>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState message={t("admin.users.empty")} />
      )}
      <Pagination page={page} totalPages={totalPages} />
    </AdminLayout>
  );
}
