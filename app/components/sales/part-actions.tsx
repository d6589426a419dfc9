import { useTranslation } from "~/i18n/translation";
import { CARRIERS } from "~domain/carrier-tracking";
import { textOf } from "~domain/form";
import { allowedActions, type OrderStatus, type PartAction } from "~domain/order-status";
import type { PartRefusal } from "~server/orders/part-change-action";
import { ConfirmAgain } from "../ui/confirm-again";
import { ConfirmForm } from "../ui/confirm-form";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";

const buttons: Record<PartAction, string> = {
  ship: "btn btn-primary",
  complete: "btn btn-primary",
  hold: "btn btn-outline",
  resume: "btn btn-outline",
  cancel: "btn btn-outline text-red-700",
};

/**
 * The moves the part allows now, each a form asked once more before it is sent: Mark shipped (carrier and tracking
 * number), Mark completed, Put on hold (reason), Resume, Cancel (reason, required). Each posts the status the
 * seller saw, so a part moved meanwhile in another tab is refused with what it is now.
 */
export function PartActions({
  part,
  refused,
  title,
  awaitingPayment = false,
}: {
  part: { id: number; status: OrderStatus; heldFrom: OrderStatus | null };
  refused: PartRefusal | undefined;
  /** The section's heading: "What next" by default; the back office names the part's seller. */
  title?: string;
  /** The order is paid in advance and its payment has not come in: Mark shipped waits, and says why. */
  awaitingPayment?: boolean;
}) {
  const { t } = useTranslation();
  const actions = allowedActions(part.status, part.heldFrom);
  if (actions.length === 0) return null;
  // A refused form shows again with what was typed and the message beside its field.
  const refusedHere = (action: PartAction) =>
    textOf(refused?.values.action) === action && textOf(refused?.values.partId) === String(part.id);
  const typed = (action: PartAction, name: string) => (refusedHere(action) ? textOf(refused?.values[name]) : undefined);
  const error = (action: PartAction, name: string) => (refusedHere(action) ? refused?.errors[name] : undefined);
  const headingId = `part-actions-${part.id}`;
  return (
    <section className="card space-y-5 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {title ?? t("sales.actions")}
      </h2>
      {actions.map((action) =>
        action === "ship" && awaitingPayment ? (
          <div key={action} className="border-t border-gray-100 pt-4 first-of-type:border-0 first-of-type:pt-0">
            <button type="button" className={buttons.ship} disabled aria-describedby={`ship-waits-${part.id}`}>
              {t("sales.action.ship")}
            </button>
            <p id={`ship-waits-${part.id}`} className="mt-2 text-sm text-amber-900">
              {t("sales.shipAwaitsPayment")}
            </p>
          </div>
        ) : (
          <ConfirmForm
            key={action}
            className="space-y-3 border-t border-gray-100 pt-4 first-of-type:border-0 first-of-type:pt-0"
            fields={{ partId: String(part.id), action, from: part.status }}
            label={t(`sales.action.${action}`)}
            buttonClassName={buttons[action]}
            title={t(`sales.confirm.${action}.title`)}
            description={t(`sales.confirm.${action}.description`)}
            confirmLabel={t(`sales.action.${action}`)}
          >
            {action === "ship" ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  name="carrier"
                  maxLength={60}
                  list={`carriers-${part.id}`}
                  autoComplete="off"
                  label={t("sales.carrier")}
                  hint={t("sales.carrierHint")}
                  defaultValue={typed(action, "carrier")}
                  error={error(action, "carrier")}
                />
                <TextField
                  name="trackingNumber"
                  maxLength={64}
                  label={t("sales.trackingNumber")}
                  defaultValue={typed(action, "trackingNumber")}
                  error={error(action, "trackingNumber")}
                />
                <datalist id={`carriers-${part.id}`}>
                  {CARRIERS.map((carrier) => (
                    <option key={carrier.name} value={carrier.name} />
                  ))}
                </datalist>
              </div>
            ) : null}
            {action === "hold" || action === "cancel" ? (
              <TextAreaField
                name="note"
                rows={2}
                required={action === "cancel"}
                maxLength={500}
                label={t(action === "cancel" ? "sales.cancelReason" : "sales.holdReason")}
                defaultValue={typed(action, "note")}
                error={error(action, "note")}
              />
            ) : null}
          </ConfirmForm>
        ),
      )}
    </section>
  );
}

/** Without JavaScript, a part's move posted without its dialog: the same question, and the fields to post again. */
export function PartConfirmAgain({ confirm, backTo }: { confirm: Record<string, string>; backTo: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmAgain
      fields={confirm}
      title={t(`sales.confirm.${confirm.action}.title`)}
      description={t(`sales.confirm.${confirm.action}.description`)}
      confirmLabel={t(`sales.action.${confirm.action}`)}
      backTo={backTo}
    />
  );
}
