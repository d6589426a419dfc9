import { useMemo, useState } from "react";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { reverseChargeApplies } from "~domain/business-buyer";
import { parseVatNumber, VAT_NUMBER_MAX_LENGTH } from "~domain/vat-number";

/**
 * What the buyer types as their VAT number, and whether the order would be zero-rated by reverse charge for it and the
 * parcel's destination (the check digits and countries only: VIES is asked once, when the order is placed).
 */
export function useReverseCharge(initial: string, homeCountry: string, destination: string) {
  const [typed, setTyped] = useState(initial);
  const reverseCharge = useMemo(() => {
    const parsed = parseVatNumber(typed.trim());
    return parsed.ok && reverseChargeApplies(parsed.vat, { homeCountry, shipTo: destination });
  }, [typed, homeCountry, destination]);
  return { reverseCharge, setTyped };
}

/** "VAT number (business buyers)", beside the billing company, with its hint and its message. */
export function VatNumberField({
  defaultValue,
  error,
  onType,
}: {
  defaultValue: string;
  error: string | undefined;
  onType: (typed: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="vatNumber"
      label={t("vat.field")}
      hint={t("vat.hint")}
      maxLength={VAT_NUMBER_MAX_LENGTH}
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      defaultValue={defaultValue}
      error={error}
      onChange={(event) => onType(event.currentTarget.value)}
    />
  );
}
