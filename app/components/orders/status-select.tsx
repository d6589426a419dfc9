import { useTranslation } from "~/i18n/translation";
import { ORDER_STATUSES, type OrderStatus } from "~domain/order-status";

/** A list filter's status choice: every status, or one (a GET form's `status`). */
export function StatusSelect({ id, value }: { id: string; value: OrderStatus | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t("sales.filterStatus")}
      </label>
      <select id={id} name="status" defaultValue={value ?? ""} className="input w-auto">
        <option value="">{t("sales.allStatuses")}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`orderStatus.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
