import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useFormOutcome } from "~/lib/use-form-outcome";
import type { FieldErrors, FormResult, FormValues } from "~domain/form";
import { FormAlert } from "./form-alert";
import { FormSuccess } from "./form-success";
import { NameEmailFields } from "./name-email-fields";

/**
 * A titled card with a form anyone may send (contact, comments): name and email, the fields the caller
 * adds (given what was refused, to fill them again), the form's alert, its confirmation and the button.
 * It is emptied once sent.
 */
export function VisitorForm({
  title,
  result,
  sentMessage,
  submitLabel,
  emailHint,
  className = "",
  children,
}: {
  title: string;
  result: FormResult | undefined;
  /** The i18n key shown once the form was sent. */
  sentMessage: string;
  submitLabel: string;
  emailHint?: string;
  className?: string;
  children: (refused: { errors: FieldErrors; values: FormValues | undefined }) => React.ReactNode;
}) {
  const id = useId();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const formRef = useFormOutcome(result, { onSuccess: (form) => form.reset() });
  return (
    <section aria-labelledby={`${id}-title`} className={`card p-6 ${className}`}>
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <Form method="post" noValidate preventScrollReset ref={formRef} className="space-y-4">
        <NameEmailFields values={failed?.values} errors={errors} emailHint={emailHint} />
        {children({ errors, values: failed?.values })}
        <FormAlert id={`${id}-alert`} message={failed?.formError} />
        <FormSuccess message={result?.ok ? sentMessage : undefined} />
        <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {submitLabel}
        </button>
      </Form>
    </section>
  );
}
