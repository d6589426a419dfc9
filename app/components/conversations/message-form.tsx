import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { FieldErrors } from "~domain/form";
import { FieldError, FieldLabel } from "../ui/field-parts";
import { FormAlert } from "../ui/form-alert";

/** What an action answers a refused message with: the field's message, or the hourly limit with its wait. */
export type MessageRefusal = {
  ok: false;
  errors: FieldErrors;
  formError?: string;
  values: { body?: string | string[] };
  retryInMinutes?: number;
};

/**
 * A message to write (the first question to a seller, or a reply): a labelled text area with what it takes, and the
 * server's message beside it with the typed text kept. A plain post: the same without JavaScript.
 */
export function MessageForm({
  label,
  submitLabel,
  intent,
  refusal,
}: {
  label: string;
  submitLabel: string;
  /** Posted as `intent`, for a page whose action does more than one thing. */
  intent?: string;
  refusal: MessageRefusal | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sending = useNavigation().state === "submitting";
  const error = refusal?.errors.body;
  const typed = refusal?.values.body;
  return (
    <Form method="post" className="space-y-3">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <div>
        <FieldLabel htmlFor={id} required>
          {label}
        </FieldLabel>
        <textarea
          id={id}
          name="body"
          rows={5}
          required
          className="input min-h-32"
          defaultValue={Array.isArray(typed) ? typed[0] : typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {t("conversations.hint")}
        </p>
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <FormAlert
        id={`${id}-refused`}
        message={refusal?.formError}
        values={refusal?.retryInMinutes === undefined ? undefined : { count: refusal.retryInMinutes }}
      />
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {submitLabel}
      </button>
    </Form>
  );
}
