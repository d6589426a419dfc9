import { useTranslation } from "~/i18n/translation";

const styles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  "on-hold": "bg-gray-100 text-gray-800 ring-gray-300",
  shipped: "bg-blue-100 text-blue-900 ring-blue-300",
  completed: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
};

/** An order's (or a part's) status as a coloured badge: Pending, On hold, Shipped, Completed, Cancelled. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[status] ?? styles.pending}`}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}
