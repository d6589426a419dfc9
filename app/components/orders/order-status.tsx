import { useTranslation } from "~/i18n/translation";

const orderStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  "on-hold": "bg-gray-100 text-gray-800 ring-gray-300",
  shipped: "bg-blue-100 text-blue-900 ring-blue-300",
  completed: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
};

const paymentStyles: Record<string, string> = {
  awaiting: "bg-amber-100 text-amber-900 ring-amber-300",
  paid: "bg-green-100 text-green-900 ring-green-300",
  "partly-refunded": "bg-blue-100 text-blue-900 ring-blue-300",
  refunded: "bg-gray-100 text-gray-800 ring-gray-300",
  expired: "bg-red-100 text-red-900 ring-red-300",
  "on-delivery": "bg-sky-100 text-sky-900 ring-sky-300",
  "not-paid": "bg-gray-100 text-gray-800 ring-gray-300",
};

/** A status as a coloured badge, its text `{labels}.{status}`; an unknown status takes the first colour. */
function StatusBadge({ status, styles, labels }: { status: string; styles: Record<string, string>; labels: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[status] ?? Object.values(styles)[0]}`}
    >
      {t(`${labels}.${status}`)}
    </span>
  );
}

/** An order's (or a part's) status as a coloured badge: Pending, On hold, Shipped, Completed, Cancelled. */
export function OrderStatus({ status }: { status: string }) {
  return <StatusBadge status={status} styles={orderStyles} labels="orderStatus" />;
}

/**
 * An order's payment status as a coloured badge: Awaiting payment, Paid, Partly refunded, Refunded, Expired; in the
 * back office's list also Paid on delivery (cash not collected yet) and Not paid (cancelled unpaid).
 */
export function PaymentStatus({ status }: { status: string }) {
  return <StatusBadge status={status} styles={paymentStyles} labels="paymentStatus" />;
}
