import { Form } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";

/**
 * ConfirmForm's question for a browser without JavaScript: the action answered a post that was not confirmed
 * with its fields; this panel shows the question and posts them again, confirmed. Going back changes nothing.
 */
export function ConfirmAgain({
  fields,
  title,
  description,
  confirmLabel,
  backTo,
}: {
  fields: Record<string, string>;
  title: string;
  description: string;
  confirmLabel: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="confirm-again" className="rounded-md border border-amber-300 bg-amber-50 p-5">
      <h2 id="confirm-again" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2 text-gray-700">{description}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <button type="submit" className="btn btn-primary">
          {confirmLabel}
        </button>
        <a href={backTo} className="btn btn-outline">
          {t("shell.cancel")}
        </a>
      </Form>
    </section>
  );
}
