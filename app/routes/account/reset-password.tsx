import { data, Form, Link, redirect, useNavigation } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormAlert } from "~/components/ui/form-alert";
import { PageMeta } from "~/components/ui/page-meta";
import { useTranslation } from "~/i18n/translation";
import { type FormFailure, parseForm } from "~domain/form";
import { isResetToken, resetLinkIsValid, resetPassword, resetPasswordSchema } from "~server/accounts/password-reset";
import { startUserSession } from "~server/accounts/start-user-session";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/reset-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = isResetToken(token) && (await resetLinkIsValid(context.db, token));
  return { token: valid ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(resetPasswordSchema, await readForm(request));
  if (!parsed.ok) return data<FormFailure>(parsed, 400);
  const result = await resetPassword(context.db, parsed.data);
  if (!result.ok) {
    return data<FormFailure>({ ok: false, errors: {}, formError: "reset.invalid", values: {} }, 400);
  }
  // Every session of the account has ended; this browser is signed in with the new password.
  const { setCookie } = await startUserSession(context.db, request, result.userId, {
    remember: false,
    redirectTo: "/account/dashboard",
    locale: context.prefs.locale,
  });
  return redirect("/account/dashboard?passwordReset=1", { headers: { "Set-Cookie": setCookie } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { token } = loaderData;
  const errors = actionData?.errors ?? {};
  const linkGone = actionData?.formError === "reset.invalid" || !token;
  return (
    <div className="container-store py-6">
      <PageMeta title={t("reset.title")} description={t("reset.forgotIntro")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("reset.title") }]} />
      <h1 className="mt-3 mb-6 text-3xl font-bold">{t("reset.title")}</h1>
      <section className="card max-w-lg space-y-4 p-6" aria-labelledby="reset-title">
        <h2 id="reset-title" className="text-xl font-bold">
          {t("reset.heading")}
        </h2>
        {linkGone ? (
          <>
            <FormAlert id="reset-error" message="reset.invalid" />
            <Link to="/account/forgot-password" className="btn btn-primary">
              {t("reset.askAgain")}
            </Link>
          </>
        ) : (
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields
              labels={{ password: t("password.new"), confirm: t("password.confirm") }}
              errors={errors}
            />
            <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {t("reset.submit")}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
