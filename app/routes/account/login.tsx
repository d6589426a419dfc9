import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AvatarField } from "~/components/account/avatar-field";
import { LoginFields } from "~/components/account/login-fields";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormAlert } from "~/components/ui/form-alert";
import { PageMeta } from "~/components/ui/page-meta";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FormFailure, formValues, parseForm } from "~domain/form";
import { safeRedirectPath } from "~domain/safe-redirect";
import { allowAuthAttempt } from "~server/accounts/auth-limits";
import { AVATAR_FORM_LIMITS, prepareAvatar } from "~server/accounts/avatar";
import { setAvatar } from "~server/accounts/profile";
import { requireAnonymous } from "~server/accounts/sessions";
import { startUserSession } from "~server/accounts/start-user-session";
import { loginSchema, registerSchema, registerUser, signIn } from "~server/accounts/users";
import { readFormData } from "~server/http/form-data";
import { FormTooLargeError } from "~server/http/form-limits";
import type { Route } from "./+types/login";

/** A refused sign-in or sign-up, marked with its form (the page has both). */
type Refused = FormFailure & { intent: "login" | "register" };

const TOO_MANY = "account.errors.tooManyAttempts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(context.db, request);
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request, AVATAR_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    const errors = { profileImage: "images.errors.tooLarge" };
    return data<Refused>({ intent: "register", ok: false, errors, values: formValues(error.partial) }, 413);
  }
  const intent = formData.get("intent");
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const { db, media, clientIp, authLimits, now } = context;
  if (intent !== "login" && intent !== "register") throw data(null, { status: 400 });
  const refuse = (status: number, failure: Omit<FormFailure, "ok">) =>
    data<Refused>({ intent, ok: false, ...failure }, status);

  if (intent === "login") {
    const parsed = parseForm(loginSchema, formData);
    if (!parsed.ok) return refuse(400, parsed);
    const { values } = parsed;
    if (!(await allowAuthAttempt(db, "sign-in", clientIp, authLimits, now))) {
      return refuse(429, { formError: TOO_MANY, errors: {}, values });
    }
    const result = await signIn(db, parsed.data);
    if (!result.ok && result.reason === "locked") return refuse(429, { formError: TOO_MANY, errors: {}, values });
    if (!result.ok && result.reason === "suspended") {
      return refuse(403, { formError: "account.errors.suspended", errors: {}, values });
    }
    if (!result.ok) return refuse(400, { formError: "account.errors.loginFailed", errors: {}, values });
    const { setCookie, next } = await startUserSession(db, request, result.user.id, {
      remember: parsed.data.remember,
      redirectTo,
      locale: context.prefs.locale,
    });
    return redirect(next, { headers: { "Set-Cookie": setCookie } });
  }

  const parsed = parseForm(registerSchema, formData);
  const avatar = await prepareAvatar(formData.get("profileImage"));
  if (!parsed.ok || !avatar.ok) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (!avatar.ok) errors.profileImage = avatar.error;
    return refuse(400, { errors, values: parsed.values });
  }
  if (!(await allowAuthAttempt(db, "sign-up", clientIp, authLimits, now))) {
    return refuse(429, { formError: TOO_MANY, errors: {}, values: parsed.values });
  }
  const result = await registerUser(db, parsed.data);
  if (!result.ok) return refuse(400, { errors: result.errors, values: parsed.values });
  if (avatar.renditions) await setAvatar(db, media, result.user.id, avatar.renditions);
  const { setCookie, next } = await startUserSession(db, request, result.user.id, {
    remember: false,
    redirectTo,
    locale: context.prefs.locale,
  });
  return redirect(next, { headers: { "Set-Cookie": setCookie } });
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

function useSubmitting(intent: "login" | "register") {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function LoginCard({ redirectTo, result }: { redirectTo: string; result: Refused | undefined }) {
  const { t } = useTranslation();
  const formError = result?.formError;
  const formRef = useFormOutcome(result, {
    onFailure: () => {
      if (formError) toast.error(t(formError === TOO_MANY ? TOO_MANY : "account.loginFailedToast"));
    },
  });
  const submitting = useSubmitting("login");
  return (
    <section className="card p-6" aria-labelledby="login-title">
      <h2 id="login-title" className="mb-4 text-xl font-bold">
        {t("account.loginTitle")}
      </h2>
      <Form method="post" noValidate className="space-y-4" ref={formRef}>
        <LoginFields
          redirectTo={redirectTo}
          values={result?.values}
          errors={result?.errors}
          describedBy={formError ? "login-error" : undefined}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={result?.values.remember === "on"}
              className="size-4 accent-brand-600"
            />
            {t("account.rememberMe")}
          </label>
          <Link to="/account/forgot-password" className="text-brand-700 hover:underline">
            {t("account.forgottenPassword")}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {t("account.loginButton")}
        </button>
      </Form>
      <FormAlert id="login-error" message={formError} />
    </section>
  );
}

function RegisterCard({ redirectTo, result }: { redirectTo: string; result: Refused | undefined }) {
  const { t } = useTranslation();
  const formRef = useFormOutcome(result);
  const submitting = useSubmitting("register");
  const errors = result?.errors ?? {};
  return (
    <section className="card p-6" aria-labelledby="register-title">
      <h2 id="register-title" className="mb-4 text-xl font-bold">
        {t("account.registerTitle")}
      </h2>
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-4" ref={formRef}>
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
        <NewPasswordFields
          labels={{ password: t("account.password"), confirm: t("account.confirmPassword") }}
          errors={errors}
          describedBy={result?.formError ? "register-error" : undefined}
        />
        <AvatarField name="profileImage" label={t("account.profileImageOptional")} error={errors.profileImage} />
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {t("account.registerButton")}
        </button>
      </Form>
      <FormAlert id="register-error" message={result?.formError} />
    </section>
  );
}
