import { useId } from "react";
import { useTranslation } from "react-i18next";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  name: string;
  label: string;
  /** An i18n key returned by the action for this field. */
  error?: string;
};

/** A labelled input with its error message next to it, the one way forms show field errors. */
export function TextField({ label, error, className = "", ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {input.required ? (
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
