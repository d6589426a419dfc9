import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { AvatarField } from "~/components/account/avatar-field";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormAlert } from "~/components/ui/form-alert";
import { PageMeta } from "~/components/ui/page-meta";
import { TextField } from "~/components/ui/text-field";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FieldErrors, fieldErrors } from "~domain/form-errors";
import { safeRedirectPath } from "~domain/safe-redirect";
import { allowAuthAttempt } from "~server/accounts/auth-limits";
import { prepareAvatar } from "~server/accounts/avatar";
import { setAvatar } from "~server/accounts/profile";
import { requireAnonymous } from "~server/accounts/sessions";
import { startUserSession } from "~server/accounts/start-user-session";
import { loginSchema, registerSchema, registerUser, signIn } from "~server/accounts/users";
import { FormTooLargeError, readFormData } from "~server/http/form-data";
import type { Route } from "./+types/login";

type LoginFailure = {
  intent: "login";
  formError?: string;
  errors: FieldErrors;
  values: { email: string; remember: boolean };
};
type RegisterFailure = {
  intent: "register";
  formError?: string;
  errors: FieldErrors;
  values: { userName: string; email: string };
};

const TOO_MANY = "account.errors.tooManyAttempts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(context.db, request);
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    const errors = { profileImage: "images.errors.tooLarge" };
    return data<RegisterFailure>({ intent: "register", errors, values: { userName: "", email: "" } }, 413);
  }
  const form = Object.fromEntries(formData);
  const text = (name: string) => {
    const value = form[name];
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirectPath(form.redirectTo);
  const { db, media, clientIp, authLimits, now } = context;

  if (form.intent === "login") {
    const values = { email: text("email"), remember: text("remember") === "on" };
    const failure = (status: number, failed: Omit<LoginFailure, "intent" | "values">) =>
      data<LoginFailure>({ intent: "login", values, ...failed }, status);
    const parsed = loginSchema.safeParse(form);
    if (!parsed.success) return failure(400, { errors: fieldErrors(parsed.error) });
    if (!(await allowAuthAttempt(db, "sign-in", clientIp, authLimits, now))) {
      return failure(429, { formError: TOO_MANY, errors: {} });
    }
    const result = await signIn(db, parsed.data);
    if (!result.ok && result.reason === "locked") return failure(429, { formError: TOO_MANY, errors: {} });
    if (!result.ok) return failure(400, { formError: "account.errors.loginFailed", errors: {} });
    const { setCookie, next } = await startUserSession(db, request, result.user.id, {
      remember: parsed.data.remember,
      redirectTo,
    });
    return redirect(next, { headers: { "Set-Cookie": setCookie } });
  }

  if (form.intent === "register") {
    const values = { userName: text("userName"), email: text("email") };
    const failure = (status: number, failed: Omit<RegisterFailure, "intent" | "values">) =>
      data<RegisterFailure>({ intent: "register", values, ...failed }, status);
    const parsed = registerSchema.safeParse(form);
    const avatar = await prepareAvatar(formData.get("profileImage"));
    if (!parsed.success || !avatar.ok) {
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (!avatar.ok) errors.profileImage = avatar.error;
      return failure(400, { errors });
    }
    if (!(await allowAuthAttempt(db, "sign-up", clientIp, authLimits, now))) {
      return failure(429, { formError: TOO_MANY, errors: {} });
    }
    const result = await registerUser(db, parsed.data);
    if (!result.ok) return failure(400, { errors: result.errors });
    if (avatar.renditions) await setAvatar(db, media, result.user.id, avatar.renditions);
    const { setCookie, next } = await startUserSession(db, request, result.user.id, { remember: false, redirectTo });
    return redirect(next, { headers: { "Set-Cookie": setCookie } });
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

function useSubmitting(intent: "login" | "register") {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function LoginCard({ redirectTo, result }: { redirectTo: string; result: LoginFailure | undefined }) {
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
          <Link to="/site/contact-us" className="text-brand-700 hover:underline">
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

function RegisterCard({ redirectTo, result }: { redirectTo: string; result: RegisterFailure | undefined }) {
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
