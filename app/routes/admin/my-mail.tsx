import { Form } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { LOCALE_LABELS } from "~domain/locales";
import { OPERATOR_MAIL_KINDS } from "~domain/operator-mail";
import { requireOperator } from "~server/accounts/sessions";
import { mailPreferencesAction, mailPreferencesOf } from "~server/admin/mail-preferences";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/my-mail";

// Which of the operators' mails this operator gets (issue 48): a plain post, saved with its audit row.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const { wanted, locale } = await mailPreferencesOf(context.db, operator.id);
  return { wanted, language: LOCALE_LABELS[locale], saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return mailPreferencesAction(context.db, await readForm(request), operator);
}

export default function AdminMyMail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { wanted, language, saved } = loaderData;
  const formRef = useFormOutcome(actionData);
  return (
    <AdminLayout title={t("admin.nav.myMail")}>
      <section className="card space-y-4 p-5" aria-labelledby="my-mail-legend">
        <p className="text-sm text-gray-600">{t("admin.myMail.about")}</p>
        <FormSuccess message={saved && !actionData ? "admin.myMail.saved" : undefined} />
        <Form method="post" ref={formRef} className="space-y-4">
          <fieldset>
            <legend id="my-mail-legend" className="mb-2 font-semibold">
              {t("admin.myMail.legend")}
            </legend>
            <div className="space-y-2">
              {OPERATOR_MAIL_KINDS.map((kind) => (
                <label key={kind} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="wanted"
                    value={kind}
                    defaultChecked={wanted.includes(kind)}
                    className="mt-0.5"
                  />
                  {t(`admin.myMail.kinds.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-gray-600">{t("admin.myMail.language", { language })}</p>
          <button type="submit" className="btn btn-primary">
            {t("admin.myMail.save")}
          </button>
          <FormAlert id="my-mail-problem" message={actionData?.formError} />
        </Form>
      </section>
    </AdminLayout>
  );
}
