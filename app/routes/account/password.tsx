import { data, Form, useNavigation } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { FormSuccess } from "~/components/ui/form-success";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FormResult, parseForm } from "~domain/form";
import { changePassword, passwordChangeSchema } from "~server/accounts/password-change";
import { endOtherSessions, requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context.db, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const parsed = parseForm(passwordChangeSchema, await readForm(request));
  if (!parsed.ok) return data<FormResult>(parsed, 400);
  const result = await changePassword(context.db, user.id, parsed.data);
  if (!result.ok) return data<FormResult>({ ...result, values: parsed.values }, 400);
  // Whoever else knew the old password is signed out everywhere else; this browser stays signed in.
  await endOtherSessions(context.db, request, user.id);
  return data<FormResult>({ ok: true });
}

export default function Password({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useFormOutcome(actionData, { onSuccess: () => toast.success(t("password.changed")) });
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <AccountLayout title={t("accountNav.password")}>
      <section className="card max-w-lg p-6" aria-labelledby="password-title">
        <h2 id="password-title" className="mb-4 text-xl font-bold">
          {t("password.title")}
        </h2>
        <Form method="post" noValidate className="space-y-4" ref={formRef}>
          <TextField
            required
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t("password.current")}
            error={errors.currentPassword}
          />
          <NewPasswordFields labels={{ password: t("password.new"), confirm: t("password.confirm") }} errors={errors} />
          <FormSuccess message={actionData?.ok ? "password.changedDetail" : undefined} />
          <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {t("password.submit")}
          </button>
        </Form>
      </section>
    </AccountLayout>
  );
}
