import { useTranslation } from "~/i18n/translation";
import { useMoney, useShownPrice } from "~/lib/root-data";
import type { PriceTaxNote } from "~domain/price-tax";
import { percentOfRate, type TaxClass } from "~domain/tax";

type PriceProps = {
  priceCents: number;
  compareAtCents: number | null;
  /**
   * The product's tax class: the price is shown for the shopper's destination with a note on tax (decision 058).
   * Without it the price is shown as entered, with no note (a seller's own list of their products).
   */
  taxClass?: TaxClass;
  /** The product page's longer note: the rate named, and that shipping comes on top. */
  detailed?: boolean;
};

export function Price({ priceCents, compareAtCents, taxClass, detailed = false }: PriceProps) {
  const { t } = useTranslation();
  const entered = useMoney();
  const shown = useShownPrice();
  const money = (cents: number) => (taxClass ? shown.money(cents, taxClass) : entered(cents));
  const note = taxClass ? <TaxNote note={shown.note(taxClass)} detailed={detailed} /> : null;
  if (!compareAtCents) {
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold">{money(priceCents)}</span>
        {note}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-bold text-red-600">
        <span className="sr-only">{t("product.newPrice")} </span>
        {money(priceCents)}
      </span>
      <del className="text-sm text-gray-500">
        <span className="sr-only">{t("product.oldPrice")} </span>
        {money(compareAtCents)}
      </del>
      {note}
    </span>
  );
}

/** "incl. VAT", "excl. tax" or "no VAT" beside a price; on the product page "incl. 19 % VAT, plus shipping". */
function TaxNote({ note, detailed }: { note: PriceTaxNote; detailed: boolean }) {
  const { t } = useTranslation();
  const text =
    note.kind === "included"
      ? detailed
        ? t("taxPrice.includedRate", { rate: percentOfRate(note.rate) })
        : t("taxPrice.included")
      : detailed
        ? t(note.kind === "excluded" ? "taxPrice.excludedShipping" : "taxPrice.noneShipping")
        : t(note.kind === "excluded" ? "taxPrice.excluded" : "taxPrice.none");
  return (
    <span className={`font-normal text-gray-600 ${detailed ? "text-sm" : "text-xs"}`} data-tax-note={note.kind}>
      {text}
    </span>
  );
}
