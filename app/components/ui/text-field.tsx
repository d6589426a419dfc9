import { useId } from "react";
import { FieldError, FieldLabel } from "./field-parts";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  name: string;
  label: string;
  /** A short help text shown under the field. */
  hint?: string;
  /** An i18n key returned by the action for this field. */
  error?: string;
  /** Another element that also describes the field, such as the form's alert. */
  describedBy?: string;
};

/** A labelled input with its hint and error message next to it: the one way forms show field errors. */
export function TextField({ label, hint, error, describedBy, className = "", ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={input.required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
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
