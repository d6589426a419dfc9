import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import type { ListingOptions } from "~server/listings/listing-options";
import { FieldError, FieldLabel } from "../ui/field-parts";

type Props = {
  groups: ListingOptions["groups"];
  subCategory: string;
  brand: string;
  errors: { subCategory?: string; brand?: string };
  onSubCategoryChange: (slug: string) => void;
  onBrandChange: (slug: string) => void;
};

/**
 * The sub-category menu, grouped by category, with the choice shown as `category>subcategory` beside
 * it; then the brand menu, which appears once a sub-category is chosen and lists the brands it carries.
 * Before the page's script runs (or without it) the brand menu lists every sub-category's brands.
 */
export function CategoryBrandFields({ groups, subCategory, brand, errors, onSubCategoryChange, onBrandChange }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const chosenGroup = groups.find((group) => group.subCategories.some((sub) => sub.slug === subCategory));
  const chosen = chosenGroup?.subCategories.find((sub) => sub.slug === subCategory);
  const describedBy = (field: "subCategory" | "brand", extra?: string) =>
    [extra, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <FieldLabel htmlFor={`${id}-subCategory`} required>
          {t("listings.category")}
        </FieldLabel>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <select
            id={`${id}-subCategory`}
            name="subCategory"
            required
            value={subCategory}
            onChange={(event) => onSubCategoryChange(event.currentTarget.value)}
            className="input w-auto min-w-56 flex-1"
            aria-invalid={errors.subCategory ? true : undefined}
            aria-describedby={describedBy("subCategory", `${id}-chosen`)}
          >
            <option value="">{t("listings.chooseCategory")}</option>
            {groups.map((group) => (
              <optgroup key={group.category} label={group.category}>
                {group.subCategories.map((sub) => (
                  <option key={sub.slug} value={sub.slug}>
                    {sub.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <output id={`${id}-chosen`} className="text-sm font-medium text-gray-700" dir="auto">
            {chosenGroup && chosen ? `${chosenGroup.category}>${chosen.name}` : null}
          </output>
        </div>
        <FieldError id={`${id}-subCategory-error`} error={errors.subCategory} />
      </div>
      {hydrated && !chosen ? null : (
        <div>
          <FieldLabel htmlFor={`${id}-brand`} required>
            {t("listings.brand")}
          </FieldLabel>
          <select
            id={`${id}-brand`}
            name="brand"
            required
            value={brand}
            onChange={(event) => onBrandChange(event.currentTarget.value)}
            className="input"
            aria-invalid={errors.brand ? true : undefined}
            aria-describedby={describedBy("brand")}
          >
            <option value="">{t("listings.chooseBrand")}</option>
            {chosen
              ? chosen.brands.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))
              : groups.flatMap((group) =>
                  group.subCategories.map((sub) => (
                    <optgroup key={sub.slug} label={`${group.category}>${sub.name}`}>
                      {sub.brands.map((option) => (
                        <option key={option.slug} value={option.slug}>
                          {option.name}
                        </option>
                      ))}
                    </optgroup>
                  )),
                )}
          </select>
          <FieldError id={`${id}-brand-error`} error={errors.brand} />
        </div>
      )}
    </div>
  );
}
