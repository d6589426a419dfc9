import { useTranslation } from "~/i18n/translation";
import type { OrderDetail } from "~server/orders/history";
import { ConfirmAgain } from "../ui/confirm-again";
import { ConfirmForm } from "../ui/confirm-form";
import { FormAlert } from "../ui/form-alert";

/**
 * The buyer's Cancel order, asked once more: offered while every part of the order is still pending. `outcome`
 * is the action's answer (cancelled, or refused because a seller has moved a part meanwhile).
 */
export function CancelOrder({
  detail,
  outcome,
  backTo,
}: {
  detail: OrderDetail;
  /** This page's address, where Cancel in the question without JavaScript goes back to. */
  backTo: string;
  outcome: { cancelled: boolean; outcome: string; confirm?: boolean } | undefined;
}) {
  const { t } = useTranslation();
  const pending = detail.parts.every((part) => part.status === "pending");
  if (outcome?.confirm && pending) {
    return (
      <ConfirmAgain
        fields={{ intent: "cancel" }}
        title={t("orders.cancelTitle")}
        description={t("orders.cancelDescription")}
        confirmLabel={t("orders.cancel")}
        backTo={backTo}
      />
    );
  }
  return (
    <>
      {outcome?.cancelled ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {t(outcome.outcome)}
        </p>
      ) : (
        <FormAlert id="cancel-outcome" message={outcome ? t(outcome.outcome) : undefined} />
      )}
      {pending ? (
        <ConfirmForm
          fields={{ intent: "cancel" }}
          label={t("orders.cancel")}
          buttonClassName="btn btn-outline text-red-700"
          title={t("orders.cancelTitle")}
          description={t("orders.cancelDescription")}
          confirmLabel={t("orders.cancel")}
        />
      ) : null}
    </>
  );
}
