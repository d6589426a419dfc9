import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FormValues, textOf } from "~domain/form";
import { COMMISSION, HOLDING_DAYS } from "~domain/ledger";
import { plainMinorUnits } from "~domain/money";
import { readableAccount } from "~domain/pay-to";
import { ANSWER_DAYS, RETURN_DAYS } from "~domain/returns";
import type { StoreSettings } from "~domain/store-settings";
import { SHIP_DAYS, UNPAID_DAYS } from "~domain/store-settings";
import type { CurrencyRate } from "~server/settings/exchange-rates";
import type { SettingsConfirm, SettingsFailure } from "~server/settings/settings-screen";
import { SettingsCard } from "./settings-card";
import { ShippingSettingsCard } from "./shipping-settings-form";
import { StoreIdentityCard } from "./store-identity-card";
import { type TaxCountry, TaxSettingsCard } from "./tax-settings-form";

type Props = {
  settings: StoreSettings;
  rates: CurrencyRate[];
  saved: string | null;
  answer: SettingsFailure | SettingsConfirm | undefined;
  /** The countries a tax rate or the home country may be, named in the operator's language. */
  countries: TaxCountry[];
};

/** Stops the checkout offering a method by clearing its details, asked first. */
function ClearForm({ form, label }: { form: "bank" | "cheque"; label: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmForm
      fields={{ intent: `clear-${form}` }}
      label={label}
      buttonClassName="btn btn-outline text-red-700"
      title={t("settings.clearTitle")}
      description={t(`settings.${form}.clearText`)}
      confirmLabel={label}
    />
  );
}

/**
 * The back office's settings: the store's bank account and the cheque's payee and address (the checkout offers a
 * bank transfer or a cheque only once they are set), the days an unpaid order waits, the exchange rates, where
 * the store ships at what rates, the store's commission on sellers' sales, the days their earnings are held, and the
 * days a seller's parcel may wait to ship before the Overview calls it late.
 */
export function SettingsPage({ settings, rates, saved, answer, countries }: Props) {
  const { t } = useTranslation();
  const { bank, cheque } = settings;
  const failure = answer && "form" in answer ? answer : undefined;
  if (answer && "confirm" in answer) {
    const form = answer.confirm.intent === "clear-bank" ? "bank" : "cheque";
    return (
      <ConfirmAgain
        fields={answer.confirm}
        title={t("settings.clearTitle")}
        description={t(`settings.${form}.clearText`)}
        confirmLabel={t(`settings.${form}.clear`)}
        backTo="/admin/settings"
      />
    );
  }
  return (
    <>
      <SettingsCard
        form="bank"
        title={t("settings.bank.title")}
        about={t(bank ? "settings.bank.about" : "settings.bank.notOffered")}
        saved={saved}
        failure={failure}
        extra={bank ? <ClearForm form="bank" label={t("settings.bank.clear")} /> : null}
      >
        {(typed, errors) => (
          <>
            <TextField
              name="holder"
              label={t("settings.bank.holder")}
              required
              maxLength={100}
              defaultValue={typedOr(typed, "holder", bank?.holder)}
              error={errors.holder}
            />
            <TextField
              name="account"
              label={t("settings.bank.account")}
              hint={t("settings.bank.accountHint")}
              required
              maxLength={42}
              autoComplete="off"
              dir="ltr"
              defaultValue={typedOr(typed, "account", bank ? readableAccount(bank.account) : undefined)}
              error={errors.account}
            />
            <TextField
              name="bic"
              label={t("settings.bank.bic")}
              maxLength={11}
              autoComplete="off"
              dir="ltr"
              defaultValue={typedOr(typed, "bic", bank?.bic)}
              error={errors.bic}
            />
            <TextField
              name="bankName"
              label={t("settings.bank.bankName")}
              required
              maxLength={100}
              defaultValue={typedOr(typed, "bankName", bank?.bankName)}
              error={errors.bankName}
            />
          </>
        )}
      </SettingsCard>

      <SettingsCard
        form="cheque"
        title={t("settings.cheque.title")}
        about={t(cheque ? "settings.cheque.about" : "settings.cheque.notOffered")}
        saved={saved}
        failure={failure}
        extra={cheque ? <ClearForm form="cheque" label={t("settings.cheque.clear")} /> : null}
      >
        {(typed, errors) => (
          <>
            <TextField
              name="payee"
              label={t("settings.cheque.payee")}
              required
              maxLength={100}
              defaultValue={typedOr(typed, "payee", cheque?.payee)}
              error={errors.payee}
            />
            <TextAreaField
              name="address"
              label={t("settings.cheque.address")}
              required
              rows={3}
              maxLength={300}
              defaultValue={typedOr(typed, "address", cheque?.address)}
              error={errors.address}
            />
          </>
        )}
      </SettingsCard>

      <DaysSettingCard
        form="unpaidDays"
        title={t("settings.unpaid.title")}
        about={t("settings.unpaid.about")}
        label={t("settings.unpaid.days", UNPAID_DAYS)}
        range={UNPAID_DAYS}
        days={settings.unpaidDays}
        saved={saved}
        failure={failure}
      />

      <SettingsCard
        form="rates"
        title={t("settings.rates.title")}
        about={t("settings.rates.about")}
        saved={saved}
        failure={failure}
      >
        {(typed, errors) =>
          rates.map((currency) => (
            <TextField
              key={currency.code}
              name={currency.code}
              label={t("settings.rates.rate", { code: currency.code })}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              required
              defaultValue={typedOr(typed, currency.code, String(Number(currency.rate)))}
              error={errors[currency.code]}
            />
          ))
        }
      </SettingsCard>

      <ShippingSettingsCard shipping={settings.shipping} saved={saved} failure={failure} />

      <SettingsCard
        form="commission"
        title={t("settings.commission.title")}
        about={t("settings.commission.about")}
        saved={saved}
        failure={failure}
      >
        {(typed, errors) => (
          <TextField
            name="percent"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            label={t("settings.commission.percent", COMMISSION)}
            required
            defaultValue={typedOr(typed, "percent", String(settings.commission))}
            error={errors.percent}
          />
        )}
      </SettingsCard>

      <DaysSettingCard
        form="holdingDays"
        title={t("settings.holding.title")}
        about={t("settings.holding.about")}
        label={t("settings.holding.days", HOLDING_DAYS)}
        range={HOLDING_DAYS}
        days={settings.holdingDays}
        saved={saved}
        failure={failure}
      />

      <DaysSettingCard
        form="shipDays"
        title={t("settings.shipDays.title")}
        about={t("settings.shipDays.about")}
        label={t("settings.shipDays.days", SHIP_DAYS)}
        range={SHIP_DAYS}
        days={settings.shipDays}
        saved={saved}
        failure={failure}
      />

      <SettingsCard
        form="returns"
        title={t("settings.returns.title")}
        about={t("settings.returns.about")}
        saved={saved}
        failure={failure}
      >
        {(typed, errors) => (
          <>
            <TextField
              name="days"
              type="number"
              inputMode="numeric"
              min={RETURN_DAYS.min}
              max={RETURN_DAYS.max}
              label={t("settings.returns.days", RETURN_DAYS)}
              required
              defaultValue={typedOr(typed, "days", String(settings.returns.days))}
              error={errors.days}
            />
            <TextField
              name="answerDays"
              type="number"
              inputMode="numeric"
              min={ANSWER_DAYS.min}
              max={ANSWER_DAYS.max}
              label={t("settings.returns.answerDays", ANSWER_DAYS)}
              required
              defaultValue={typedOr(typed, "answerDays", String(settings.returns.answerDays))}
              error={errors.answerDays}
            />
            <TextField
              name="shippingMaxCents"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              label={t("settings.returns.shippingMax")}
              required
              defaultValue={typedOr(typed, "shippingMaxCents", plainMinorUnits(settings.returns.shippingMaxCents))}
              error={errors.shippingMaxCents}
            />
            <TextAreaField
              name="address"
              rows={3}
              label={t("settings.returns.address")}
              defaultValue={typedOr(typed, "address", settings.returns.address)}
              error={errors.address}
            />
          </>
        )}
      </SettingsCard>

      <SettingsCard
        form="reviews"
        title={t("settings.reviews.title")}
        about={t("settings.reviews.about")}
        saved={saved}
        failure={failure}
      >
        {() => (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              name="buyersOnly"
              defaultChecked={settings.reviewsFromBuyersOnly}
              className="size-4 accent-brand-600"
            />
            {t("settings.reviews.buyersOnly")}
          </label>
        )}
      </SettingsCard>

      <StoreIdentityCard identity={settings.identity} saved={saved} failure={failure} />

      <TaxSettingsCard tax={settings.tax} countries={countries} saved={saved} failure={failure} />
    </>
  );
}

/** What was typed in a refused form (none: its field shows `current`, the setting as saved). */
const typedOr = (typed: FormValues | null, name: string, current: string | undefined) =>
  typed ? textOf(typed[name]) : (current ?? "");

/** A setting that is a number of days within a range: the days an unpaid order waits, the days earnings are held. */
function DaysSettingCard({
  label,
  range,
  days,
  ...card
}: Omit<React.ComponentProps<typeof SettingsCard>, "children"> & {
  label: string;
  range: { min: number; max: number };
  days: number;
}) {
  return (
    <SettingsCard {...card}>
      {(typed, errors) => (
        <TextField
          name="days"
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          label={label}
          required
          defaultValue={typedOr(typed, "days", String(days))}
          error={errors.days}
        />
      )}
    </SettingsCard>
  );
}
