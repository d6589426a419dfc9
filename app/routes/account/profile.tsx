import { data, Form, useNavigation } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AvatarField } from "~/components/account/avatar-field";
import { AccountSummary } from "~/components/layout/account-summary";
import { FormSuccess } from "~/components/ui/form-success";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FormResult, formValues, parseForm, textOf } from "~domain/form";
import { AVATAR_FORM_LIMITS, prepareAvatar } from "~server/accounts/avatar";
import { profileOf, profileSchema, updateProfile } from "~server/accounts/profile";
import { requireUser } from "~server/accounts/sessions";
import { readFormData } from "~server/http/form-data";
import { FormTooLargeError } from "~server/http/form-limits";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return { profile: await profileOf(context.db, context.media, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  let formData: FormData;
  try {
    formData = await readFormData(request, AVATAR_FORM_LIMITS);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    const values = { displayName: user.displayName, ...formValues(error.partial) };
    return data<FormResult>({ ok: false, errors: { profileImage: "images.errors.tooLarge" }, values }, 413);
  }
  const parsed = parseForm(profileSchema, formData);
  const avatar = await prepareAvatar(formData.get("profileImage"));
  if (!parsed.ok || !avatar.ok) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (!avatar.ok) errors.profileImage = avatar.error;
    return data<FormResult>({ ok: false, errors, values: parsed.values }, 400);
  }
  await updateProfile(context.db, context.media, user.id, parsed.data, avatar.renditions);
  return data<FormResult>({ ok: true });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { profile } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const formRef = useFormOutcome(actionData, {
    onSuccess: (form) => {
      toast.success(t("profile.saved"));
      // The saved picture now shows above; the picker starts empty again.
      form.reset();
    },
  });
  return (
    <AccountLayout title={t("accountNav.profile")}>
      <section className="card max-w-lg p-6" aria-labelledby="profile-title">
        <h2 id="profile-title" className="mb-4 text-xl font-bold">
          {t("profile.title")}
        </h2>
        <AccountSummary user={profile} size={96} className="mb-5 text-lg" />
        <Form method="post" encType="multipart/form-data" noValidate className="space-y-4" ref={formRef}>
          <TextField
            required
            name="displayName"
            autoComplete="nickname"
            maxLength={60}
            label={t("profile.displayName")}
            defaultValue={failed ? textOf(failed.values.displayName) : profile.displayName}
            error={failed?.errors.displayName}
          />
          <AvatarField name="profileImage" label={t("profile.image")} error={failed?.errors.profileImage} />
          {profile.avatarUrl ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" className="size-4 accent-brand-600" />
              {t("profile.removeImage")}
            </label>
          ) : null}
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t("profile.asSeller")}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="shipsFree"
                className="size-4 accent-brand-600"
                defaultChecked={failed ? failed.values.shipsFree === "on" : profile.shipsFree}
                aria-describedby="ships-free-hint"
              />
              {t("profile.shipsFree")}
            </label>
            <p id="ships-free-hint" className="text-xs text-gray-600">
              {t("profile.shipsFreeHint")}
            </p>
          </fieldset>
          <FormSuccess message={actionData?.ok ? "profile.saved" : undefined} />
          <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {t("profile.submit")}
          </button>
        </Form>
      </section>
    </AccountLayout>
  );
}
