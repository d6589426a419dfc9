import { useId } from "react";
import { FieldError, FieldLabel } from "./field-parts";

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  name: string;
  label: string;
  /** A short help text shown under the field. */
  hint?: string;
  /** An i18n key returned for this field. */
  error?: string;
};

/** A labelled multi-line text field with its hint and error message next to it (TextField's sibling). */
export function TextAreaField({ label, hint, error, className = "", rows = 6, ...textarea }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={textarea.required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        rows={rows}
        className="input min-h-32"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
