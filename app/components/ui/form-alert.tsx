import { useTranslation } from "~/i18n/translation";

/** The red alert under a form for a problem that belongs to no single field. */
export function FormAlert({
  id,
  message,
  values,
}: {
  id: string;
  message: string | undefined;
  /** Values the message interpolates ({{limit}}…). */
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {t(message, values)}
    </p>
  );
}
