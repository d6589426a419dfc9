import { Link } from "react-router";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { CLAIM_TEXT_MAX } from "~domain/claims";
import { textOf } from "~domain/form";
import { formatMinorUnits, plainMinorUnits } from "~domain/money";
import type { ClaimForViewer } from "~server/claims/claim-view";
import { CaseHistory, caseOrderHref, DoneNote } from "../orders/case-parts";
import { type StepFailure, StepForm } from "../ui/step-form";

/**
 * One claim (issue 49) as its buyer, its part's seller or an operator sees it: what it is about, its status, what each
 * side wrote, the store's decision; the message form while it is open, and in the back office the decision's forms.
 * Every form is a plain post: the page answers the same with or without scripts.
 */
export function ClaimPage({
  view,
  failure,
  done,
}: {
  view: ClaimForViewer;
  failure: StepFailure | undefined;
  done: string | null;
}) {
  const { t } = useTranslation();
  const { detail, side } = view;
  const symbol = detail.currencySymbol;
  const orderHref = caseOrderHref(side, detail.orderNumber);
  return (
    <div className="space-y-6">
      <DoneNote text={done ? t(`claims.done.${done}`) : null} />
      <section className="card space-y-3 p-5" aria-labelledby="claim-summary">
        <h2 id="claim-summary" className="text-lg font-bold">
          {t("claims.summary")}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-gray-600">{t("claims.status")}</dt>
          <dd>
            <span className="rounded bg-gray-100 px-2 py-0.5 font-medium">{t(`claims.statuses.${detail.status}`)}</span>
          </dd>
          <dt className="font-medium text-gray-600">{t("claims.order")}</dt>
          <dd>
            <Link to={orderHref} className="link">
              <bdi dir="ltr">{detail.orderNumber}</bdi>
            </Link>
            {detail.sellerName ? ` · ${t("claims.soldBy", { name: detail.sellerName })}` : null}
          </dd>
          <dt className="font-medium text-gray-600">{t("claims.kindLabel")}</dt>
          <dd>{t(`claims.kinds.${detail.kind}`)}</dd>
          {detail.refundCents !== null ? (
            <>
              <dt className="font-medium text-gray-600">{t("claims.refunded")}</dt>
              <dd>
                <bdi dir="ltr">{formatMinorUnits(detail.refundCents, { symbol })}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
        <p className="text-sm text-gray-700">{t(`claims.next.${detail.status}.${side}`)}</p>
      </section>

      <CaseHistory
        id="claim-history"
        title={t("claims.history")}
        entries={detail.events.map((event) => ({
          id: event.id,
          at: event.at,
          who: t(`claims.actors.${event.actor}`),
          what: t(`claims.events.${event.kind}`),
          note: event.note,
        }))}
      />

      <ClaimForms view={view} failure={failure} />
    </div>
  );
}

/** While the claim is open: the message form for every side, and the operator's decision forms. */
function ClaimForms({ view, failure }: { view: ClaimForViewer; failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  const { detail, side } = view;
  if (detail.status !== "open") return null;
  const refused = (intent: string) => (failure?.intent === intent ? failure : undefined);
  const paypal = detail.paymentMethod === "paypal";
  const forms: React.ReactNode[] = [
    <StepForm
      key="message"
      intent="message"
      title={t("claims.message.title")}
      submit={t("claims.message.submit")}
      failure={refused("message")}
    >
      {(typed, errors) => (
        <TextAreaField
          name="text"
          rows={4}
          maxLength={CLAIM_TEXT_MAX}
          label={t(`claims.message.label.${side}`)}
          required
          defaultValue={textOf(typed?.text)}
          error={errors.text}
        />
      )}
    </StepForm>,
  ];
  if (side === "operator") {
    forms.push(
      <StepForm
        key="refund"
        intent="refund"
        title={t("claims.refundForm.title")}
        submit={t("claims.refundForm.submit")}
        failure={refused("refund")}
      >
        {(typed, errors) => (
          <>
            <TextField
              name="amount"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              label={t("claims.refundForm.amount")}
              hint={t("claims.refundForm.amountHint", {
                amount: formatMinorUnits(view.refundableCents, { symbol: detail.currencySymbol }),
              })}
              required
              defaultValue={typed ? textOf(typed.amount) : plainMinorUnits(view.refundableCents)}
              error={errors.amount}
            />
            <TextAreaField
              name="decision"
              rows={3}
              label={t("claims.refundForm.decision")}
              required
              defaultValue={textOf(typed?.decision)}
              error={errors.decision}
            />
            {paypal ? (
              <p className="text-sm text-gray-600">{t("claims.refundForm.byPayPal")}</p>
            ) : (
              <>
                <TextField
                  name="reference"
                  dir="ltr"
                  label={t("claims.refundForm.reference")}
                  required
                  defaultValue={textOf(typed?.reference)}
                  error={errors.reference}
                />
                <TextField
                  name="occurredOn"
                  type="date"
                  label={t("claims.refundForm.day")}
                  required
                  defaultValue={typed ? textOf(typed.occurredOn) : new Date().toISOString().slice(0, 10)}
                  error={errors.occurredOn}
                />
              </>
            )}
            <p className="text-sm text-gray-600">{t("claims.refundForm.fromSeller")}</p>
          </>
        )}
      </StepForm>,
      <StepForm
        key="close"
        intent="close"
        title={t("claims.closeForm.title")}
        submit={t("claims.closeForm.submit")}
        failure={refused("close")}
      >
        {(typed, errors) => (
          <TextAreaField
            name="decision"
            rows={3}
            label={t("claims.closeForm.decision")}
            required
            defaultValue={textOf(typed?.decision)}
            error={errors.decision}
          />
        )}
      </StepForm>,
    );
  }
  return <div className="grid gap-6 md:grid-cols-2">{forms}</div>;
}
