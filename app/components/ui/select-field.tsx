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
}: {
  name: string;
  label: string;
  options: Option[];
  defaultValue: string;
  /** An i18n key returned by the action for this field. */
  error?: string;
  required?: boolean;
}) {
  const id = useId();
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
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
