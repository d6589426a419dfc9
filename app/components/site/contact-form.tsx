import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "~/lib/form-errors";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { FormAlert } from "../ui/form-alert";
import { FormSuccess } from "../ui/form-success";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";

export type ContactResult =
  | { ok: true }
  | { ok: false; errors: FieldErrors; formError?: string; values: Record<string, string> };

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
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            required
            name="name"
            autoComplete="name"
            maxLength={80}
            label={t("site.contact.name")}
            defaultValue={failed?.values.name}
            error={errors.name}
          />
          <TextField
            required
            name="email"
            type="email"
            autoComplete="email"
            label={t("account.email")}
            defaultValue={failed?.values.email}
            error={errors.email}
          />
        </div>
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
