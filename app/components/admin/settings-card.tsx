import { Form } from "react-router";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import type { FieldErrors, FormValues } from "~domain/form";
import type { SettingsFailure, SettingsForm } from "~server/settings/settings-screen";
import type { MessageValues } from "~server/settings/shipping-settings-form";

/** One form of the page, in its card: what was typed and its messages come back to the form that was refused. */
export function SettingsCard({
  form,
  title,
  about,
  saved,
  failure,
  children,
  extra,
}: {
  form: SettingsForm;
  title: string;
  about: string;
  saved: string | null;
  failure: SettingsFailure | undefined;
  /** What was typed (null: show the settings as saved), each field's message and its placeholders' values. */
  children: (typed: FormValues | null, errors: FieldErrors, messageValues: MessageValues) => React.ReactNode;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const mine = failure?.form === form ? failure : undefined;
  const formRef = useFormOutcome(mine);
  return (
    <section id={form} aria-labelledby={`${form}-title`} className="card scroll-mt-4 space-y-4 p-5">
      <div>
        <h2 id={`${form}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{about}</p>
      </div>
      <FormSuccess
        message={saved === form ? "settings.saved" : saved === `clear-${form}` ? "settings.cleared" : undefined}
      />
      <Form method="post" noValidate ref={formRef} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={form} />
        {children(mine?.values ?? null, mine?.errors ?? {}, mine?.messageValues ?? {})}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t("settings.save")}
          </button>
        </div>
      </Form>
      {extra}
    </section>
  );
}
