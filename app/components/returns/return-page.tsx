import { Link } from "react-router";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { textOf } from "~domain/form";
import { formatMinorUnits, plainMinorUnits } from "~domain/money";
import type { ReturnForViewer } from "~server/returns/return-view";
import { CaseHistory, caseOrderHref, DoneNote } from "../orders/case-parts";
import { type StepFailure, StepForm } from "../ui/step-form";

/** What a refused step answers: its form's messages and what was typed, or a refusal of the whole step. */
export type ReturnStepFailure = StepFailure;

/** Minor units of the order's currency, read left to right. */
function Money({ cents, symbol }: { cents: number; symbol: string }) {
  return <bdi dir="ltr">{formatMinorUnits(cents, { symbol })}</bdi>;
}

/**
 * One return (issue 49) as its buyer, its part's seller or an operator sees it: what goes back and why, its status and
 * steps, and the forms of the side whose turn it is. Every form is a plain post: the page answers the same with or
 * without scripts.
 */
export function ReturnPage({
  view,
  photos,
  failure,
  done,
}: {
  view: ReturnForViewer;
  /** The buyer's photos: each thumbnail links to its large picture. */
  photos: { thumb: string; large: string }[];
  failure: ReturnStepFailure | undefined;
  done: string | null;
}) {
  const { t } = useTranslation();
  const { detail, side } = view;
  const symbol = detail.currencySymbol;
  const orderHref = caseOrderHref(side, detail.orderNumber);
  return (
    <div className="space-y-6">
      <DoneNote text={done ? t(`returns.done.${done}`) : null} />
      <section className="card space-y-3 p-5" aria-labelledby="return-summary">
        <h2 id="return-summary" className="text-lg font-bold">
          {t("returns.summary")}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-gray-600">{t("returns.status")}</dt>
          <dd>
            <span className="rounded bg-gray-100 px-2 py-0.5 font-medium">
              {t(`returns.statuses.${detail.status}`)}
            </span>
          </dd>
          <dt className="font-medium text-gray-600">{t("returns.order")}</dt>
          <dd>
            <Link to={orderHref} className="link">
              <bdi dir="ltr">{detail.orderNumber}</bdi>
            </Link>
            {detail.sellerName ? ` · ${t("returns.soldBy", { name: detail.sellerName })}` : null}
          </dd>
          <dt className="font-medium text-gray-600">{t("returns.reasonLabel")}</dt>
          <dd>{t(`returns.reasons.${detail.reason}`)}</dd>
          <dt className="font-medium text-gray-600">{t("returns.items")}</dt>
          <dd>
            <ul>
              {detail.lines.map((line) => (
                <li key={line.id}>{t("returns.line", { name: line.name, quantity: line.quantity })}</li>
              ))}
            </ul>
          </dd>
          <dt className="font-medium text-gray-600">{t("returns.worth")}</dt>
          <dd>
            <Money cents={detail.worthCents} symbol={symbol} />
          </dd>
          {detail.refundCents !== null ? (
            <>
              <dt className="font-medium text-gray-600">{t("returns.refund")}</dt>
              <dd>
                <Money cents={detail.refundCents} symbol={symbol} />
                {detail.deductionCents > 0 ? (
                  <span className="text-gray-600">
                    {" "}
                    ({t("returns.deducted")} <Money cents={detail.deductionCents} symbol={symbol} />)
                  </span>
                ) : null}
              </dd>
            </>
          ) : null}
          {detail.returnAddress ? (
            <>
              <dt className="font-medium text-gray-600">{t("returns.sendTo")}</dt>
              <dd className="whitespace-pre-line">
                <bdi>{detail.returnAddress}</bdi>
              </dd>
            </>
          ) : null}
          {detail.trackingNumber ? (
            <>
              <dt className="font-medium text-gray-600">{t("returns.tracking")}</dt>
              <dd>
                {detail.carrier} · <bdi dir="ltr">{detail.trackingNumber}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
        <p className="whitespace-pre-line text-sm text-gray-700">
          <span className="font-medium">{t("returns.buyerWrote")}</span> <bdi>{detail.text}</bdi>
        </p>
        {photos.length > 0 ? (
          <ul className="flex flex-wrap gap-3" aria-label={t("returns.photos")}>
            {photos.map((photo, index) => (
              <li key={photo.thumb}>
                <a href={photo.large} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={photo.thumb}
                    alt={t("returns.photoOf", { number: index + 1, count: photos.length })}
                    width={120}
                    height={120}
                    loading="lazy"
                    className="size-30 rounded-md border border-gray-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ReturnForms view={view} failure={failure} />

      <CaseHistory
        id="return-history"
        title={t("returns.history")}
        entries={detail.events.map((event) => ({
          id: event.id,
          at: event.at,
          who: t(`returns.actors.${event.actor}`),
          what: t(`returns.statuses.${event.status}`),
          note: event.note,
        }))}
      />
    </div>
  );
}

/** The forms of the side whose turn it is, by status. */
function ReturnForms({ view, failure }: { view: ReturnForViewer; failure: ReturnStepFailure | undefined }) {
  const { t } = useTranslation();
  const { detail, side } = view;
  const answersForSeller = side === "seller" || (side === "operator" && detail.sellerId === null);
  const forms: React.ReactNode[] = [];
  const refused = (intent: string) => (failure?.intent === intent ? failure : undefined);
  if (side === "buyer" && detail.status === "accepted") {
    forms.push(
      <StepForm
        key="send"
        intent="send"
        title={t("returns.send.title")}
        submit={t("returns.send.submit")}
        failure={refused("send")}
      >
        {(typed, errors) => (
          <>
            <TextField
              name="carrier"
              label={t("returns.send.carrier")}
              required
              defaultValue={textOf(typed?.carrier)}
              error={errors.carrier}
            />
            <TextField
              name="tracking"
              dir="ltr"
              label={t("returns.send.tracking")}
              required
              defaultValue={textOf(typed?.tracking)}
              error={errors.tracking}
            />
          </>
        )}
      </StepForm>,
    );
  }
  if (side === "buyer" && detail.status === "refused") {
    forms.push(
      <StepForm
        key="escalate"
        intent="escalate"
        title={t("returns.escalate.title")}
        submit={t("returns.escalate.submit")}
        failure={refused("escalate")}
      >
        {(typed, errors) => (
          <TextAreaField
            name="text"
            rows={3}
            label={t("returns.escalate.text")}
            defaultValue={textOf(typed?.text)}
            error={errors.text}
          />
        )}
      </StepForm>,
    );
  }
  const mayAccept =
    (detail.status === "requested" && answersForSeller) || (detail.status === "escalated" && side === "operator");
  if (mayAccept) {
    forms.push(
      <StepForm
        key="accept"
        intent="accept"
        title={t("returns.accept.title")}
        submit={t("returns.accept.submit")}
        failure={refused("accept")}
      >
        {(typed, errors) => (
          <>
            <TextAreaField
              name="address"
              rows={3}
              label={t("returns.accept.address")}
              required
              defaultValue={typed ? textOf(typed.address) : view.offeredAddress}
              error={errors.address}
            />
            <TextAreaField
              name="instructions"
              rows={3}
              label={t("returns.accept.instructions")}
              defaultValue={textOf(typed?.instructions)}
              error={errors.instructions}
            />
          </>
        )}
      </StepForm>,
    );
  }
  if (detail.status === "requested" && answersForSeller) {
    forms.push(
      <StepForm
        key="refuse"
        intent="refuse"
        title={t("returns.refuse.title")}
        submit={t("returns.refuse.submit")}
        failure={refused("refuse")}
      >
        {(typed, errors) => (
          <TextAreaField
            name="refusal"
            rows={3}
            label={t("returns.refuse.reason")}
            required
            defaultValue={textOf(typed?.refusal)}
            error={errors.refusal}
          />
        )}
      </StepForm>,
    );
  }
  if (detail.status === "escalated" && side === "operator") {
    forms.push(
      <StepForm
        key="close"
        intent="close"
        title={t("returns.close.title")}
        submit={t("returns.close.submit")}
        failure={refused("close")}
      >
        {(typed, errors) => (
          <TextAreaField
            name="refusal"
            rows={3}
            label={t("returns.close.reason")}
            required
            defaultValue={textOf(typed?.refusal)}
            error={errors.refusal}
          />
        )}
      </StepForm>,
    );
  }
  if (detail.status === "sent" && answersForSeller) {
    const mayDeduct = detail.reason === "changed-mind" && view.deductionCapCents > 0;
    forms.push(
      <StepForm
        key="receive"
        intent="receive"
        title={t("returns.receive.title")}
        submit={t("returns.receive.submit")}
        failure={refused("receive")}
      >
        {(typed, errors) => (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="restock"
                defaultChecked={typed ? typed.restock === "on" : true}
                className="size-4"
              />
              {t("returns.receive.restock")}
            </label>
            {mayDeduct ? (
              <TextField
                name="deduction"
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                label={t("returns.receive.deduction")}
                hint={t("returns.receive.deductionHint", {
                  amount: formatMinorUnits(view.deductionCapCents, { symbol: detail.currencySymbol }),
                })}
                placeholder={plainMinorUnits(0)}
                defaultValue={textOf(typed?.deduction)}
                error={errors.deduction}
              />
            ) : null}
            <p className="text-sm text-gray-600">
              {t(detail.paymentMethod === "paypal" ? "returns.receive.refundsPayPal" : "returns.receive.refundsStore")}
            </p>
          </>
        )}
      </StepForm>,
    );
  }
  if (detail.status === "refund-due" && side === "operator" && detail.paymentMethod !== "paypal") {
    forms.push(
      <StepForm
        key="refund"
        intent="refund"
        title={t("returns.refundForm.title")}
        submit={t("returns.refundForm.submit")}
        failure={refused("refund")}
      >
        {(typed, errors) => (
          <>
            <TextField
              name="reference"
              dir="ltr"
              label={t("returns.refundForm.reference")}
              required
              defaultValue={textOf(typed?.reference)}
              error={errors.reference}
            />
            <TextField
              name="occurredOn"
              type="date"
              label={t("returns.refundForm.day")}
              required
              defaultValue={typed ? textOf(typed.occurredOn) : new Date().toISOString().slice(0, 10)}
              error={errors.occurredOn}
            />
          </>
        )}
      </StepForm>,
    );
  }
  if (forms.length === 0) return null;
  return <div className="grid gap-6 md:grid-cols-2">{forms}</div>;
}
