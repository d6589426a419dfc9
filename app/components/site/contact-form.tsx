import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormResult } from "~/lib/form-errors";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { FormAlert } from "../ui/form-alert";
import { FormSuccess } from "../ui/form-success";
import { NameEmailFields } from "../ui/name-email-fields";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";

export type ContactResult = FormResult<{ name: string; email: string; subject: string; message: string }>;

/** The contact pages' message form: each field's message beside it, what was typed kept on a refusal. */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const formRef = useFormOutcome(result, { onSuccess: (form) => form.reset() });
  return (
    <section aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
        {t("site.contact.formTitle")}
      </h2>
      <Form method="post" noValidate preventScrollReset ref={formRef} className="space-y-4">
        <NameEmailFields values={failed?.values} errors={errors} />
        <TextField
          required
          name="subject"
          maxLength={150}
          label={t("site.contact.subject")}
          defaultValue={failed?.values.subject}
          error={errors.subject}
        />
        <TextAreaField
          name="message"
          required
          maxLength={5000}
          label={t("site.contact.message")}
          defaultValue={failed?.values.message}
          error={errors.message}
        />
        <FormAlert id={`${id}-alert`} message={failed?.formError} />
        <FormSuccess message={result?.ok ? "site.contact.sent" : undefined} />
        <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {t("site.contact.send")}
        </button>
      </Form>
    </section>
  );
}
