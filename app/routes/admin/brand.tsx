import { data, Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { BrandForm } from "~/components/taxonomy/brand-form";
import { PictureForm } from "~/components/taxonomy/picture-form";
import { FormSuccess } from "~/components/ui/form-success";
import { SelectField } from "~/components/ui/select-field";
import { useTranslation } from "~/i18n/translation";
import { z } from "~domain/zod";
import { countryOptions } from "~server/accounts/countries";
import { requireOperator } from "~server/accounts/sessions";
import { brandAction } from "~server/catalog/brand-actions";
import { brandScreen } from "~server/catalog/brand-admin";
import { idParamOf } from "~server/http/id-param";
import type { Route } from "./+types/brand";

const doneSchema = z.enum(["created", "saved", "picture", "merged"]).nullable().catch(null);

// One brand: rename, country, logo, and merging it into another brand (its products move there, it goes).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const screen = await brandScreen(context.db, context.media, idParamOf(params.brandId));
  if (!screen) throw data(null, { status: 404 });
  return {
    ...screen,
    countries: countryOptions(context.prefs.locale).map(({ code, name }) => ({ code, name })),
    done: doneSchema.parse(new URL(request.url).searchParams.get("done")),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return brandAction(context.db, context.media, operator, request, idParamOf(params.brandId));
}

export default function AdminBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, logoUrl, others, countries, done } = loaderData;
  const failure = actionData ?? null;
  return (
    <AdminLayout title={brand.name}>
      <FormSuccess message={done ? `taxonomy.done.${done}` : undefined} />
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <Link
          to={`/shop/catalog?filter_check=${encodeURIComponent(brand.slug)}`}
          className="text-brand-700 hover:underline"
        >
          {t("taxonomy.viewBrandProducts", { count: brand.products })}
        </Link>
        <Link to="/admin/brands" className="text-brand-700 hover:underline">
          {t("taxonomy.backToBrands")}
        </Link>
      </p>
      <BrandForm saved={brand} countries={countries} failure={failure} submitLabel={t("taxonomy.save")} />
      <PictureForm title={t("taxonomy.logo")} imageUrl={logoUrl} failure={failure} />
      <section aria-labelledby="brand-merge" className="card space-y-3 p-5">
        <h2 id="brand-merge" className="text-lg font-bold">
          {t("taxonomy.mergeTitle")}
        </h2>
        <p className="text-sm text-gray-700">{t("taxonomy.mergeNote", { name: brand.name, count: brand.products })}</p>
        <Form method="post" className="space-y-3" replace>
          <input type="hidden" name="intent" value="merge" />
          <SelectField
            name="into"
            label={t("taxonomy.mergeInto")}
            defaultValue=""
            required
            error={failure?.values.intent === "merge" ? failure.errors.into : undefined}
            options={[
              { value: "", label: t("taxonomy.chooseBrand") },
              ...others.map((other) => ({ value: String(other.id), label: other.name })),
            ]}
          />
          <button type="submit" className="btn btn-outline text-red-700">
            {t("taxonomy.merge")}
          </button>
        </Form>
      </section>
    </AdminLayout>
  );
}
