import { data, Form, Link, useNavigation } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { PageMeta } from "~/components/ui/page-meta";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FormFailure, parseForm } from "~domain/form";
import { forgotPasswordSchema, requestPasswordReset } from "~server/accounts/password-reset";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/forgot-password";

type Answer = { ok: true; email: string } | FormFailure;

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(forgotPasswordSchema, await readForm(request));
  if (!parsed.ok) return data<Answer>(parsed, 400);
  const result = await requestPasswordReset(context.db, parsed.data.email, {
    clientIp: context.clientIp,
    locale: context.prefs.locale,
    now: context.now,
  });
  if (!result.ok) {
    const refused: Answer = {
      ok: false,
      errors: {},
      formError: "account.errors.tooManyAttempts",
      values: parsed.values,
    };
    return data(refused, 429);
  }
  // The same answer whether an account has this address or not.
  return data<Answer>({ ok: true, email: parsed.data.email });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="container-store py-6">
      <PageMeta title={t("reset.forgotTitle")} description={t("reset.forgotIntro")} />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.login"), to: "/account/login" },
          { label: t("reset.forgotTitle") },
        ]}
      />
      <h1 className="mt-3 mb-6 text-3xl font-bold">{t("reset.forgotTitle")}</h1>
      <section className="card max-w-lg space-y-4 p-6" aria-labelledby="forgot-title">
        <h2 id="forgot-title" className="text-xl font-bold">
          {t("reset.forgotHeading")}
        </h2>
        <p className="text-sm text-ink-600">{t("reset.forgotIntro")}</p>
        <Form method="post" noValidate className="space-y-4">
          <TextField
            required
            name="email"
            type="email"
            autoComplete="email"
            label={t("account.email")}
            defaultValue={refused?.values.email as string | undefined}
            error={refused?.errors.email}
            describedBy={refused?.formError ? "forgot-error" : undefined}
          />
          <FormSuccess
            message={actionData?.ok ? "reset.sent" : undefined}
            values={actionData?.ok ? { email: actionData.email } : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {t("reset.send")}
          </button>
        </Form>
        <FormAlert id="forgot-error" message={refused?.formError} />
        <Link to="/account/login" className="inline-block text-sm text-brand-700 hover:underline">
          {t("reset.backToLogin")}
        </Link>
      </section>
    </div>
  );
}
