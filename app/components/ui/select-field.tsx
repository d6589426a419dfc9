import { useId } from "react";
import { FieldError, FieldLabel } from "./field-parts";

type Option = { value: string; label: string };

/** A labelled menu with its message beside it, as TextField is for text: the one select of every form. */
export function SelectField({
  name,
  label,
  options,
  defaultValue,
  error,
  required,
  hint,
}: {
  name: string;
  label: string;
  options: Option[];
  defaultValue: string;
  /** An i18n key returned by the action for this field. */
  error?: string;
  required?: boolean;
  /** A short help text shown under the menu. */
  hint?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
