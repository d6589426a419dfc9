import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useTranslation } from "~/i18n/translation";
import { type FormFailure, textOf } from "~domain/form";
import { MAX_RETURN_PHOTOS, RETURN_REASONS, RETURN_TEXT_MAX } from "~domain/returns";
import { writtenDate } from "~domain/written-dates";
import type { returnFormOf } from "~server/returns/return-view";
import { FieldError, FieldLabel } from "../ui/field-parts";
import { FormAlert } from "../ui/form-alert";

export type ReturnRequestRefusal = FormFailure;
type ReturnForm = NonNullable<Awaited<ReturnType<typeof returnFormOf>>>;

/**
 * The buyer's return request for one part of their order: how many of each line go back (never more than is left to
 * return), why, and what happened. A plain post: refused, the page comes back with the messages beside the fields
 * and what was typed.
 */
export function ReturnRequestForm({
  form,
  formKey,
  refusal,
}: {
  form: ReturnForm;
  formKey: string;
  refusal: ReturnRequestRefusal | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const typed = refusal?.values;
  const errors = refusal?.errors ?? {};
  const until = form.until ? writtenDate(t, form.until) : null;
  return (
    <Form method="post" encType="multipart/form-data" className="card space-y-5 p-5">
      <input type="hidden" name="part" value={form.partId} />
      <input type="hidden" name="key" value={textOf(typed?.key) || formKey} />
      <p className="text-sm text-gray-700">
        {until ? t("returns.until", { date: until }) : t("returns.untilDelivered")}
      </p>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium">{t("returns.chooseItems")}</legend>
        {form.lines.map((line) => {
          const name = `qty.${line.id}`;
          const error = errors[name];
          return (
            <div key={line.id} className="flex flex-wrap items-end gap-3">
              <div>
                <FieldLabel htmlFor={`${id}-${line.id}`}>{line.name}</FieldLabel>
                <input
                  id={`${id}-${line.id}`}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.left}
                  disabled={line.left === 0}
                  className="input w-24"
                  defaultValue={textOf(typed?.[name]) || "0"}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${line.id}-left${error ? ` ${id}-${line.id}-error` : ""}`}
                />
              </div>
              <p id={`${id}-${line.id}-left`} className="pb-2 text-sm text-gray-600">
                {t("returns.left", { left: line.left, bought: line.bought })}
              </p>
              <FieldError id={`${id}-${line.id}-error`} error={error} />
            </div>
          );
        })}
      </fieldset>
      <div>
        <FieldLabel htmlFor={`${id}-reason`} required>
          {t("returns.reasonLabel")}
        </FieldLabel>
        <select
          id={`${id}-reason`}
          name="reason"
          required
          className="input"
          defaultValue={textOf(typed?.reason)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        >
          <option value="">{t("returns.chooseReason")}</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`returns.reasons.${reason}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-reason-error`} error={errors.reason} />
      </div>
      <TextAreaField
        name="text"
        rows={4}
        maxLength={RETURN_TEXT_MAX}
        label={t("returns.whatHappened")}
        required
        defaultValue={textOf(typed?.text)}
        error={errors.text}
      />
      <div>
        <FieldLabel htmlFor={`${id}-photos`}>{t("returns.photosLabel", { count: MAX_RETURN_PHOTOS })}</FieldLabel>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="block text-sm"
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={`${id}-photos-hint${errors.photos ? ` ${id}-photos-error` : ""}`}
        />
        <p id={`${id}-photos-hint`} className="mt-1 text-xs text-gray-600">
          {t("returns.photosHint")}
        </p>
        <FieldError id={`${id}-photos-error`} error={errors.photos} values={{ count: MAX_RETURN_PHOTOS }} />
      </div>
      <FormAlert id={`${id}-refused`} message={refusal?.formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("returns.submit")}
      </button>
    </Form>
  );
}
