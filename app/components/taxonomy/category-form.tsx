import { Form } from "react-router";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { CATEGORY_LAYOUT_NAMES, type CategoryLayoutName, DEFAULT_CATEGORY_LAYOUT } from "~domain/category-layouts";
import { type FormFailure, listOf, textOf } from "~domain/form";
import type { LocalizedInput } from "~domain/localized-input";
import { TAX_CLASSES, type TaxClass } from "~domain/tax";

/** A category in a menu: its name in the page's language (the loader's), and its depth in the tree. */
export type CategoryOption = { id: number; label: string; depth: number };
type Saved = {
  name: LocalizedInput;
  slug: string;
  parentId: number | null;
  layout: CategoryLayoutName;
  taxClass: TaxClass;
};
type BrandChoice = { id: number; name: string };

/**
 * A category's name in three languages, its address, its place in the tree, its page's layout and the tax class its
 * products have unless one says otherwise.
 */
export function CategoryForm({
  saved,
  parents,
  brands,
  offered,
  failure,
  submitLabel,
}: {
  saved: Saved | null;
  /** Every brand, and the ids of those it offers (the listing form offers them in it). */
  brands: BrandChoice[];
  offered: number[];
  /** The categories it may be put under (not itself, nor any below it). */
  parents: CategoryOption[];
  failure?: FormFailure | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const mine = failure && (failure.values.intent === "save" || failure.values.intent === undefined) ? failure : null;
  const typed = (name: string, fallback: string) => (mine ? textOf(mine.values[name]) : fallback);
  const ticked = new Set(mine ? listOf(mine.values.brandIds) : offered.map(String));
  return (
    <Form method="post" className="card space-y-4 p-5" replace>
      <input type="hidden" name="intent" value="save" />
      <LocalizedFields
        name="name"
        label={t("taxonomy.name")}
        saved={saved?.name}
        values={mine?.values}
        errors={mine?.errors}
        maxLength={60}
      />
      <TextField
        name="slug"
        label={t("taxonomy.slug")}
        hint={t("taxonomy.slugHint")}
        defaultValue={typed("slug", saved?.slug ?? "")}
        error={mine?.errors.slug}
        maxLength={80}
        dir="ltr"
      />
      <SelectField
        name="parentId"
        label={t("taxonomy.parent")}
        defaultValue={typed("parentId", saved?.parentId ? String(saved.parentId) : "")}
        error={mine?.errors.parentId}
        options={[
          { value: "", label: t("taxonomy.topLevel") },
          ...parents.map((option) => ({ value: String(option.id), label: indented(option) })),
        ]}
      />
      <SelectField
        name="layout"
        label={t("taxonomy.layout")}
        defaultValue={typed("layout", saved?.layout ?? DEFAULT_CATEGORY_LAYOUT)}
        error={mine?.errors.layout}
        options={CATEGORY_LAYOUT_NAMES.map((name) => ({ value: name, label: t(`taxonomy.layouts.${name}`) }))}
      />
      <SelectField
        name="taxClass"
        label={t("taxSettings.taxClass.label")}
        hint={t("taxSettings.taxClass.hint")}
        defaultValue={typed("taxClass", saved?.taxClass ?? "standard")}
        error={mine?.errors.taxClass}
        options={TAX_CLASSES.map((name) => ({ value: name, label: t(`taxSettings.taxClass.classes.${name}`) }))}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t("taxonomy.brandsOffered")}</legend>
        <p className="mb-2 text-xs text-gray-600">{t("taxonomy.brandsOfferedHint")}</p>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {brands.map((brand) => (
            <label key={brand.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="brandIds"
                value={brand.id}
                defaultChecked={ticked.has(String(brand.id))}
                className="size-4 accent-brand-600"
              />
              <span dir="ltr">{brand.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}

/** A category's name in a menu, indented by its depth in the tree. */
export function indented(option: CategoryOption): string {
  return `${"\u00a0\u00a0".repeat(option.depth)}${option.depth > 0 ? "– " : ""}${option.label}`;
}
