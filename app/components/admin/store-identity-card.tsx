import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { textOf } from "~domain/form";
import type { StoreIdentity } from "~domain/tax";
import type { SettingsFailure } from "~server/settings/settings-screen";
import { SettingsCard } from "./settings-card";

/** The store's legal identity printed on its invoices: legal name, address, VAT or tax number, invoice email. */
export function StoreIdentityCard({
  identity,
  saved,
  failure,
}: {
  identity: StoreIdentity | null;
  saved: string | null;
  failure: SettingsFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      form="identity"
      title={t("taxSettings.identity.title")}
      about={t(identity ? "taxSettings.identity.about" : "taxSettings.identity.notSet")}
      saved={saved}
      failure={failure}
    >
      {(typed, errors) => {
        const value = (name: keyof StoreIdentity) => (typed ? textOf(typed[name]) : (identity?.[name] ?? ""));
        return (
          <>
            <TextField
              name="legalName"
              label={t("taxSettings.identity.legalName")}
              required
              maxLength={120}
              autoComplete="organization"
              defaultValue={value("legalName")}
              error={errors.legalName}
            />
            <TextField
              name="taxNumber"
              label={t("taxSettings.identity.taxNumber")}
              hint={t("taxSettings.identity.taxNumberHint")}
              required
              maxLength={40}
              autoComplete="off"
              dir="ltr"
              defaultValue={value("taxNumber")}
              error={errors.taxNumber}
            />
            <TextAreaField
              name="address"
              label={t("taxSettings.identity.address")}
              required
              rows={4}
              maxLength={400}
              defaultValue={value("address")}
              error={errors.address}
            />
            <TextField
              name="email"
              type="email"
              label={t("taxSettings.identity.email")}
              maxLength={254}
              autoComplete="email"
              dir="ltr"
              defaultValue={value("email")}
              error={errors.email}
            />
          </>
        );
      }}
    </SettingsCard>
  );
}
