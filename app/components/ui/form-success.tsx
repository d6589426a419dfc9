import { useTranslation } from "~/i18n/translation";

/** The green note a form shows after it was saved (announced to screen readers). */
export function FormSuccess({
  message,
  values,
}: {
  message: string | undefined;
  /** Values the message interpolates ({{name}}…). */
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className={
        message ? "rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800" : "sr-only"
      }
    >
      {message ? t(message, values) : ""}
    </p>
  );
}
