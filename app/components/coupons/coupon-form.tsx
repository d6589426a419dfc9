import { Form } from "react-router";
import { FieldError } from "~/components/ui/field-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { COUPON_KINDS, MAX_PERCENT_OFF } from "~domain/coupon-input";
import { type FormFailure, type FormValues, textOf } from "~domain/form";

/**
 * A new coupon: code, percent off or an amount off in USD, an optional minimum, its first and last day, optional
 * limits of uses, and whether it is on. A refused form comes back with what was typed and each message beside its
 * field; `store` says the minimum is the whole cart's rather than the seller's products'.
 */
export function CouponForm({
  initial,
  failure,
  store,
}: {
  initial: FormValues;
  failure: FormFailure | undefined;
  store: boolean;
}) {
  const { t } = useTranslation();
  const values = failure?.values ?? initial;
  const errors = failure?.errors ?? {};
  const text = (name: string) => textOf(values[name]);
  const kind = text("kind") === "amount" ? "amount" : "percent";
  return (
    <Form method="post" className="card space-y-4 p-5" aria-labelledby="coupon-form-title" noValidate>
      <h2 id="coupon-form-title" className="text-lg font-bold">
        {t("coupons.newTitle")}
      </h2>
      <input type="hidden" name="intent" value="create" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="code"
          label={t("coupons.code")}
          hint={t("coupons.codeHint")}
          required
          maxLength={32}
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={text("code")}
          error={errors.code}
        />
        <fieldset aria-describedby={errors.kind ? "coupon-kind-error" : undefined}>
          <legend className="mb-1 block text-sm font-medium">{t("coupons.kind")}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1 pt-2">
            {COUPON_KINDS.map((option) => (
              <label key={option} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  defaultChecked={option === kind}
                  className="size-4 accent-brand-600"
                />
                {t(`coupons.${option}`)}
              </label>
            ))}
          </div>
          <FieldError id="coupon-kind-error" error={errors.kind} />
        </fieldset>
        <TextField
          name="percentOff"
          label={t("coupons.percentOff")}
          inputMode="numeric"
          min={1}
          max={MAX_PERCENT_OFF}
          defaultValue={text("percentOff")}
          error={errors.percentOff}
        />
        <TextField
          name="amountOff"
          label={t("coupons.amountOff")}
          inputMode="decimal"
          defaultValue={text("amountOff")}
          error={errors.amountOff}
        />
        <TextField
          name="minSubtotal"
          label={t("coupons.minSubtotal")}
          hint={t(store ? "coupons.minSubtotalStoreHint" : "coupons.minSubtotalSellerHint")}
          inputMode="decimal"
          defaultValue={text("minSubtotal")}
          error={errors.minSubtotal}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="startsOn"
            type="date"
            label={t("coupons.startsOn")}
            hint={t("coupons.datesHint")}
            required
            defaultValue={text("startsOn")}
            error={errors.startsOn}
          />
          <TextField
            name="endsOn"
            type="date"
            label={t("coupons.endsOn")}
            required
            defaultValue={text("endsOn")}
            error={errors.endsOn}
          />
        </div>
        <TextField
          name="maxUses"
          label={t("coupons.maxUses")}
          hint={t("coupons.usesHint")}
          inputMode="numeric"
          defaultValue={text("maxUses")}
          error={errors.maxUses}
        />
        <TextField
          name="maxUsesPerCustomer"
          label={t("coupons.maxUsesPerCustomer")}
          hint={t("coupons.usesHint")}
          inputMode="numeric"
          defaultValue={text("maxUsesPerCustomer")}
          error={errors.maxUsesPerCustomer}
        />
      </div>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="active"
          value="on"
          defaultChecked={text("active") === "on"}
          className="size-4 accent-brand-600"
        />
        {t("coupons.active")}
      </label>
      <button type="submit" className="btn btn-primary">
        {t("coupons.create")}
      </button>
    </Form>
  );
}
