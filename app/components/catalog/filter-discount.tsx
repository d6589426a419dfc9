import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { Discount } from "~domain/catalog-query";
import { FilterBlock } from "./filter-block";
import { FilterInput } from "./filter-input";

type Props = { value: Discount; counts: Record<Discount, number | null>; onChange: (value: Discount) => void };

/** Discounted: YES, NO or ALL, each with its product count (where the page has them). */
export function FilterDiscount({ value, counts, onChange }: Props) {
  const id = useId();
  const { t } = useTranslation();
  // The spec's order: YES, NO, ALL.
  const order: Discount[] = ["YES", "NO", "ALL"];
  return (
    <FilterBlock title={t("catalog.discounted")}>
      <ul className="space-y-1.5 text-sm">
        {order.map((option) => (
          <li key={option}>
            <label htmlFor={`${id}-${option}`} className="flex cursor-pointer items-center gap-2">
              <FilterInput
                id={`${id}-${option}`}
                type="radio"
                name="filter_radio"
                value={option}
                checked={option === value}
                onChange={() => onChange(option)}
                className="size-4 accent-brand-600"
              />
              <span className="flex-1">{t(`catalog.discount.${option}`)}</span>
              {counts[option] === null ? null : <span className="text-xs text-gray-600">({counts[option]})</span>}
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
