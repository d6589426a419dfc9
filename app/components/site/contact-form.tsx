import { useTranslation } from "~/i18n/translation";
import type { FormResult } from "~domain/form";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";
import { VisitorForm } from "../ui/visitor-form";

/** The contact pages' message form: each field's message beside it, what was typed kept on a refusal. */
export function ContactForm({ result }: { result: FormResult | undefined }) {
  const { t } = useTranslation();
  return (
    <VisitorForm
      title={t("site.contact.formTitle")}
      result={result}
      sentMessage="site.contact.sent"
      submitLabel={t("site.contact.send")}
    >
      {({ errors, values }) => (
        <>
          <TextField
            required
            name="subject"
            maxLength={150}
            label={t("site.contact.subject")}
            defaultValue={values?.subject}
            error={errors.subject}
          />
          <TextAreaField
            name="message"
            required
            maxLength={5000}
            label={t("site.contact.message")}
            defaultValue={values?.message}
            error={errors.message}
          />
        </>
      )}
    </VisitorForm>
  );
}
