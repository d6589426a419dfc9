import { useId } from "react";
import { FieldError, FieldLabel } from "./field-parts";

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  name: string;
  label: string;
  /** An i18n key returned for this field. */
  error?: string;
};

/** A labelled multi-line text field with its error message next to it (TextField's sibling). */
export function TextAreaField({ label, error, className = "", rows = 6, ...textarea }: Props) {
  const id = useId();
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
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
