import { Form } from "react-router";
import { useTranslation } from "~/i18n/translation";

/** Up and down among its siblings: one plain post each, back to this list. */
export function PositionButtons({
  id,
  label,
  first,
  last,
  from = "list",
}: {
  id: number;
  label: string;
  first: boolean;
  last: boolean;
  from?: "list" | "page";
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      {(["up", "down"] as const).map((direction) =>
        (direction === "up" ? first : last) ? null : (
          <Form key={direction} method="post" action={`/admin/categories/${id}`} replace>
            <input type="hidden" name="intent" value="position" />
            <input type="hidden" name="direction" value={direction} />
            <input type="hidden" name="from" value={from} />
            <button
              type="submit"
              className="btn btn-outline px-2 py-1 text-xs"
              aria-label={t(`taxonomy.move.${direction}`, { name: label })}
            >
              {t(`taxonomy.move.${direction}Short`)}
            </button>
          </Form>
        ),
      )}
    </div>
  );
}
