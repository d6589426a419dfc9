import { useTranslation } from "~/i18n/translation";
import { type OrderOutcome, orderOutcomeOf } from "~domain/payment-status";
import type { OrderDetail } from "~server/orders/history";
import { PostDate } from "../blog/post-card";

const TONES: Record<OrderOutcome, string> = {
  paid: "border-green-200 bg-green-50 text-green-900",
  received: "border-green-200 bg-green-50 text-green-900",
  awaiting: "border-amber-300 bg-amber-50 text-amber-950",
  processing: "border-blue-200 bg-blue-50 text-blue-950",
  notCompleted: "border-amber-300 bg-amber-50 text-amber-950",
  cancelled: "border-gray-200 bg-gray-50 text-gray-900",
  expired: "border-gray-200 bg-gray-50 text-gray-900",
};

/** Why a PayPal payment is not completed, as PayPal's return said it (none: the buyer has not been to PayPal). */
function notCompletedWhy(notice: string | null) {
  const known = ["cancelled", "declined", "notApproved", "unreachable"] as const;
  return known.find((why) => why === notice) ?? "none";
}

/** The page's title for an order just placed (or back from PayPal): a payment not completed says so first. */
export function outcomeTitleKey(outcome: OrderOutcome): string {
  return outcome === "notCompleted" ? "checkout.outcome.notCompleted.title" : "checkout.successTitle";
}

/**
 * What an order's page says first about its money, true at this moment (issue 47): thanks only for an order paid (or
 * to pay on delivery); an order awaiting a transfer says so; a PayPal payment not completed says that nothing was
 * charged and what the buyer may do. `thankYou` is the page just after checkout; elsewhere only news from PayPal shows.
 */
export function OrderOutcomeBanner({
  detail,
  notice,
  thankYou,
  switched,
}: {
  detail: Pick<OrderDetail, "order">;
  /** How the last visit to PayPal went (`?paypal=`), if the buyer comes from there. */
  notice: string | null;
  thankYou: boolean;
  /** The way to pay the buyer chose instead just now. */
  switched?: string | undefined;
}) {
  const { t } = useTranslation();
  const { order } = detail;
  const outcome = orderOutcomeOf(order, notice);
  if (!thankYou && !notice && !switched) return null;
  const text = (() => {
    if (switched) return t("checkout.outcome.switched", { method: t(`checkout.payment.${switched}.title`) });
    if (outcome === "notCompleted") return t(`checkout.outcome.notCompleted.${notCompletedWhy(notice)}`);
    if (outcome === "received" || outcome === "paid") return t("checkout.successNote", { email: order.email });
    return t(`checkout.outcome.${outcome}.text`);
  })();
  return (
    <div
      className={`mb-6 rounded-md border p-4 ${TONES[outcome]}`}
      role={outcome === "notCompleted" ? "alert" : "status"}
    >
      {outcome !== "notCompleted" ? (
        <p className="text-lg font-bold">{t(`checkout.outcome.${outcome}.title`)}</p>
      ) : null}
      <p className="text-sm">{text}</p>
      {outcome === "notCompleted" ? (
        <p className="mt-1 text-sm">
          {order.payBy ? (
            <>
              {t("checkout.outcome.notCompleted.keptUntil")} <PostDate iso={order.payBy} />.{" "}
            </>
          ) : null}
          {t("checkout.outcome.notCompleted.next")}
        </p>
      ) : null}
    </div>
  );
}
