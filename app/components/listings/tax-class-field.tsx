import { useTranslation } from "~/i18n/translation";
import { TAX_CLASSES, type TaxClass } from "~domain/tax";
import { SelectField } from "../ui/select-field";

/**
 * A product's tax class: its category's (posted empty, stored as null), named with the class that means once a
 * category is chosen, or one of its own.
 */
export function TaxClassField({
  inherited,
  defaultValue,
  error,
}: {
  /** The chosen category's class (null: none chosen yet). */
  inherited: TaxClass | null;
  defaultValue: string;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="taxClass"
      label={t("taxSettings.taxClass.label")}
      hint={t("taxSettings.taxClass.productHint")}
      defaultValue={defaultValue}
      error={error}
      options={[
        {
          value: "",
          label: inherited
            ? t("taxSettings.taxClass.inherit", { class: t(`taxSettings.taxClass.classes.${inherited}`) })
            : t("taxSettings.taxClass.inheritUnknown"),
        },
        ...TAX_CLASSES.map((name) => ({ value: name, label: t(`taxSettings.taxClass.classes.${name}`) })),
      ]}
    />
  );
}
