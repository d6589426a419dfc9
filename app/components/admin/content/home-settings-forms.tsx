import { Form } from "react-router";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { FormSuccess } from "~/components/ui/form-success";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { textOf } from "~domain/form";
import { FEATURES, HOME_SHELVES, MAX_FEATURED_TABS, MAX_SHELF_COUNT, SHELF_SOURCES } from "~domain/home-content";
import type { HomeFailure } from "~server/content/home-editing";
import type { HomeSettings } from "~server/content/home-settings";

type Props = {
  settings: HomeSettings;
  categories: { slug: string; name: string; depth: number }[];
  failure: HomeFailure | undefined;
  saved: string | null;
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card space-y-4 p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The featured tabs, the shelves and the feature strip: three forms, each saved on its own. */
export function HomeSettingsForms({ settings, categories, failure, saved }: Props) {
  const { t } = useTranslation();
  const failed = (form: HomeFailure["form"]) => (failure?.form === form ? failure : undefined);
  const categoryOptions = categories.map((category) => ({
    value: category.slug,
    label: category.depth === 0 ? category.name : `— ${category.name}`,
  }));
  const tabs = failed("featuredTabs");
  const shelves = failed("shelves");
  const features = failed("features");
  return (
    <>
      <Section id="featuredTabs" title={t("admin.home.featuredTabs")}>
        <p className="text-sm text-gray-600">{t("admin.home.featuredTabsHint", { count: MAX_FEATURED_TABS })}</p>
        <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="featuredTabs" />
          {Array.from({ length: MAX_FEATURED_TABS }, (_, index) => {
            const field = `tab${index + 1}`;
            return (
              <SelectField
                key={field}
                name={field}
                label={t("admin.home.tab", { number: index + 1 })}
                options={[{ value: "", label: t("admin.home.noTab") }, ...categoryOptions]}
                defaultValue={tabs ? textOf(tabs.values[field]) : (settings.featuredTabs[index] ?? "")}
                error={tabs?.errors[field]}
              />
            );
          })}
          <div className="sm:col-span-2 lg:col-span-3">
            <button type="submit" className="btn btn-primary">
              {t("admin.home.saveTabs")}
            </button>
            <FormSuccess message={saved === "featuredTabs" ? "admin.home.saved" : undefined} />
          </div>
        </Form>
      </Section>
      <Section id="shelves" title={t("admin.home.shelves")}>
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="shelves" />
          {HOME_SHELVES.map((shelf) => {
            const value = (field: string, saved: string) =>
              shelves ? textOf(shelves.values[`${shelf}.${field}`]) : saved;
            return (
              <fieldset key={shelf} className="grid gap-3 sm:grid-cols-3">
                <legend className="mb-1 text-sm font-semibold">{t(`admin.home.shelf.${shelf}`)}</legend>
                <SelectField
                  name={`${shelf}.source`}
                  label={t("admin.home.source")}
                  options={SHELF_SOURCES.map((source) => ({ value: source, label: t(`admin.home.sources.${source}`) }))}
                  defaultValue={value("source", settings.shelves[shelf].source)}
                  error={shelves?.errors[`${shelf}.source`]}
                />
                <SelectField
                  name={`${shelf}.category`}
                  label={t("admin.home.category")}
                  options={[{ value: "", label: t("admin.home.allCategories") }, ...categoryOptions]}
                  defaultValue={value("category", settings.shelves[shelf].category ?? "")}
                  error={shelves?.errors[`${shelf}.category`]}
                />
                <TextField
                  name={`${shelf}.count`}
                  type="number"
                  min={1}
                  max={MAX_SHELF_COUNT}
                  label={t("admin.home.count")}
                  defaultValue={value("count", String(settings.shelves[shelf].count))}
                  error={shelves?.errors[`${shelf}.count`]}
                />
              </fieldset>
            );
          })}
          <p className="text-sm text-gray-600">{t("admin.home.shelvesHint")}</p>
          <button type="submit" className="btn btn-primary">
            {t("admin.home.saveShelves")}
          </button>
          <FormSuccess message={saved === "shelves" ? "admin.home.saved" : undefined} />
        </Form>
      </Section>
      <Section id="features" title={t("admin.home.features")}>
        <p className="text-sm text-gray-600">{t("admin.home.featuresHint")}</p>
        <Form method="post" noValidate className="space-y-6">
          <input type="hidden" name="intent" value="features" />
          {FEATURES.map((feature) => {
            const texts: Record<string, { en: string; ru: string; ar: string }> = settings.features[feature];
            return (
              <fieldset key={feature} className="grid gap-4 lg:grid-cols-2">
                <legend className="mb-1 font-semibold">{t(`admin.home.feature.${feature}`)}</legend>
                {Object.keys(texts).map((field) => (
                  <LocalizedFields
                    key={field}
                    name={`${feature}.${field}`}
                    label={t(`admin.home.featureField.${field}`)}
                    saved={texts[field]}
                    values={features?.values}
                    errors={features?.errors}
                    maxLength={field.startsWith("title") ? 40 : 80}
                  />
                ))}
              </fieldset>
            );
          })}
          <button type="submit" className="btn btn-primary">
            {t("admin.home.saveFeatures")}
          </button>
          <FormSuccess message={saved === "features" ? "admin.home.saved" : undefined} />
        </Form>
      </Section>
    </>
  );
}
