import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useTranslation } from "~/i18n/translation";
import { CLAIM_KINDS, CLAIM_TEXT_MAX } from "~domain/claims";
import { type FormFailure, textOf } from "~domain/form";
import { writtenDate } from "~domain/written-dates";
import type { ClaimForm } from "~server/claims/claim-view";
import { FieldError, FieldLabel } from "../ui/field-parts";
import { FormAlert } from "../ui/form-alert";

/**
 * The buyer's claim about one part of their order: which problem (not received, once the delivery window has passed;
 * not as described, within the return window) and what happened. A plain post: refused, the page comes back with the
 * message beside the field and what was typed. A part with a claim already, or a return under way, says so instead.
 */
export function ClaimOpenForm({
  form,
  formKey,
  refusal,
}: {
  form: ClaimForm;
  formKey: string;
  refusal: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const typed = refusal?.values;
  const errors = refusal?.errors ?? {};
  const day = (iso: string) => writtenDate(t, iso);
  if (form.blocked) {
    return (
      <div className="card space-y-3 p-5">
        <p>{t(`claims.errors.${form.blocked}`)}</p>
        {form.claimId ? (
          <Link to={`/account/claims/${form.claimId}`} className="link">
            {t("claims.linkLabel", { id: form.claimId })}
          </Link>
        ) : null}
      </div>
    );
  }
  const notReceived = form.notReceivedFrom
    ? t("claims.notReceivedFrom", { date: day(form.notReceivedFrom) })
    : t("claims.notShippedYet");
  const until = form.notAsDescribedUntil;
  const notAsDescribed =
    until === "no"
      ? t("claims.notAsDescribedClosed")
      : until
        ? t("claims.notAsDescribedUntil", { date: day(until) })
        : t("claims.notAsDescribedOnItsWay");
  return (
    <Form method="post" className="card space-y-5 p-5">
      <input type="hidden" name="part" value={form.partId} />
      <input type="hidden" name="key" value={textOf(typed?.key) || formKey} />
      <p className="text-sm text-gray-700">{t("claims.about")}</p>
      <div>
        <FieldLabel htmlFor={`${id}-kind`} required>
          {t("claims.kindLabel")}
        </FieldLabel>
        <select
          id={`${id}-kind`}
          name="kind"
          required
          className="input"
          defaultValue={textOf(typed?.kind)}
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={`${id}-kind-hint${errors.kind ? ` ${id}-kind-error` : ""}`}
        >
          <option value="">{t("claims.chooseKind")}</option>
          {CLAIM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`claims.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <ul id={`${id}-kind-hint`} className="mt-1 list-disc ps-5 text-xs text-gray-600">
          <li>{notReceived}</li>
          <li>{notAsDescribed}</li>
        </ul>
        <FieldError
          id={`${id}-kind-error`}
          error={errors.kind}
          values={{ date: form.notReceivedFrom ? day(form.notReceivedFrom) : "" }}
        />
      </div>
      <TextAreaField
        name="text"
        rows={5}
        maxLength={CLAIM_TEXT_MAX}
        label={t("claims.whatHappened")}
        required
        defaultValue={textOf(typed?.text)}
        error={errors.text}
      />
      <FormAlert id={`${id}-refused`} message={refusal?.formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("claims.submit")}
      </button>
    </Form>
  );
}
