import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { PageMeta } from "~/components/ui/page-meta";
import { TextField } from "~/components/ui/text-field";
import { type FieldErrors, fieldErrors } from "~/lib/form-errors";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { createUserSession, requireAnonymous } from "~server/accounts/sessions";
import { loginSchema, registerSchema, registerUser, verifyLogin } from "~server/accounts/users";
import type { Route } from "./+types/login";

type LoginFailure = {
  intent: "login";
  formError?: string;
  errors: FieldErrors;
  values: { email: string; remember: boolean };
};
type RegisterFailure = { intent: "register"; errors: FieldErrors; values: { userName: string; email: string } };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(context.db, request);
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const text = (name: string) => {
    const value = form[name];
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirectPath(form.redirectTo);

  if (form.intent === "login") {
    const values = { email: text("email"), remember: text("remember") === "on" };
    const parsed = loginSchema.safeParse(form);
    if (!parsed.success) {
      return data<LoginFailure>({ intent: "login", errors: fieldErrors(parsed.error), values }, 400);
    }
    const user = await verifyLogin(context.db, parsed.data);
    if (!user) {
      return data<LoginFailure>({ intent: "login", formError: "account.errors.loginFailed", errors: {}, values }, 400);
    }
    const cookie = await createUserSession(context.db, request, user.id, parsed.data.remember);
    return redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
  }

  if (form.intent === "register") {
    const values = { userName: text("userName"), email: text("email") };
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      return data<RegisterFailure>({ intent: "register", errors: fieldErrors(parsed.error), values }, 400);
    }
    const result = await registerUser(context.db, parsed.data);
    if (!result.ok) return data<RegisterFailure>({ intent: "register", errors: result.errors, values }, 400);
    const cookie = await createUserSession(context.db, request, result.user.id, false);
    return redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
  }

  throw data(null, { status: 400 });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-store py-6">
      <PageMeta title={t("account.loginTitle")} description={t("account.loginDescription")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("nav.login") }]} />
      <h1 className="mt-3 mb-6 text-3xl font-bold">{t("account.loginHeading")}</h1>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <LoginCard
          redirectTo={loaderData.redirectTo}
          result={actionData?.intent === "login" ? actionData : undefined}
        />
        <RegisterCard
          redirectTo={loaderData.redirectTo}
          result={actionData?.intent === "register" ? actionData : undefined}
        />
      </div>
    </div>
  );
}

/**
 * After a failed submission (with JavaScript) the password fields are emptied, as they are when the
 * page is rendered by the server, and focus moves to the first field that needs fixing.
 */
function useResetAfterFailure(result: object | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!result || !form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = "";
    form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  return formRef;
}

function useSubmitting(intent: "login" | "register") {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function LoginCard({ redirectTo, result }: { redirectTo: string; result: LoginFailure | undefined }) {
  const { t } = useTranslation();
  const formRef = useResetAfterFailure(result);
  const submitting = useSubmitting("login");
  const formError = result?.formError;
  return (
    <section className="card p-6" aria-labelledby="login-title">
      <h2 id="login-title" className="mb-4 text-xl font-bold">
        {t("account.loginTitle")}
      </h2>
      <Form method="post" noValidate className="space-y-4" ref={formRef}>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          required
          name="email"
          type="email"
          autoComplete="email"
          label={t("account.email")}
          defaultValue={result?.values.email}
          error={result?.errors.email}
          describedBy={formError ? "login-error" : undefined}
        />
        <TextField
          required
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("account.password")}
          error={result?.errors.password}
          describedBy={formError ? "login-error" : undefined}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={result?.values.remember}
              className="size-4 accent-brand-600"
            />
            {t("account.rememberMe")}
          </label>
          <Link to="/" className="text-brand-700 hover:underline">
            {t("account.forgottenPassword")}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {t("account.loginButton")}
        </button>
      </Form>
      {formError ? (
        <p
          id="login-error"
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {t(formError)}
        </p>
      ) : null}
    </section>
  );
}

function RegisterCard({ redirectTo, result }: { redirectTo: string; result: RegisterFailure | undefined }) {
  const { t } = useTranslation();
  const formRef = useResetAfterFailure(result);
  const submitting = useSubmitting("register");
  const errors = result?.errors ?? {};
  return (
    <section className="card p-6" aria-labelledby="register-title">
      <h2 id="register-title" className="mb-4 text-xl font-bold">
        {t("account.registerTitle")}
      </h2>
      <Form method="post" noValidate className="space-y-4" ref={formRef}>
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          required
          name="userName"
          autoComplete="nickname"
          maxLength={60}
          label={t("account.userName")}
          defaultValue={result?.values.userName}
          error={errors.userName}
        />
        <TextField
          required
          name="email"
          type="email"
          autoComplete="email"
          label={t("account.email")}
          defaultValue={result?.values.email}
          error={errors.email}
        />
        <TextField
          required
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={128}
          label={t("account.password")}
          hint={t("account.passwordHint")}
          error={errors.password}
        />
        <TextField
          required
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t("account.confirmPassword")}
          error={errors.confirm}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {t("account.registerButton")}
        </button>
      </Form>
    </section>
  );
}
