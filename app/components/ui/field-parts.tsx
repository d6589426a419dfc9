import { useTranslation } from "~/i18n/translation";

/** A field's label; a required field gets the red asterisk (hidden from screen readers, which read "required"). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
      {children}
      {required ? (
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

/** The message under a field that did not validate (an i18n key); the field points at it by `id`. */
export function FieldError({
  id,
  error,
  values,
}: {
  id: string;
  error: string | undefined;
  /** What the message's placeholders stand for (a count, a name). */
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {t(error, values)}
    </p>
  );
}
