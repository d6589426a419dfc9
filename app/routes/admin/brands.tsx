import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { BrandForm } from "~/components/taxonomy/brand-form";
import { useTranslation } from "~/i18n/translation";
import { countryName } from "~domain/countries";
import { countryOptions } from "~server/accounts/countries";
import { requireOperator } from "~server/accounts/sessions";
import { newBrandAction } from "~server/catalog/brand-actions";
import { brandsForAdmin } from "~server/catalog/brand-admin";
import type { Route } from "./+types/brands";

// The brands (issue 50): each with its products; a new one is added here, the rest on its own page.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const locale = context.prefs.locale;
  const brands = await brandsForAdmin(context.db);
  return {
    brands: brands.map((brand) => ({
      ...brand,
      countryName: brand.country ? countryName(brand.country, locale) : null,
    })),
    countries: countryOptions(locale).map(({ code, name }) => ({ code, name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return newBrandAction(context.db, operator, request);
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brands, countries } = loaderData;
  return (
    <AdminLayout title={t("taxonomy.brandsTitle")}>
      <div className="card overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("taxonomy.brandName")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("taxonomy.address")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("taxonomy.country")}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t("taxonomy.productsColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {brands.map((brand) => (
              <tr key={brand.id} className="border-t">
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/brands/${brand.id}`}
                    className="font-medium text-brand-700 hover:underline"
                    dir="ltr"
                  >
                    {brand.name}
                  </Link>
                </td>
                <td className="px-3 py-2" dir="ltr">
                  {brand.slug}
                </td>
                <td className="px-3 py-2">{brand.countryName ?? "—"}</td>
                <td className="px-3 py-2 text-end">{brand.products}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="text-lg font-bold">{t("taxonomy.addBrand")}</h2>
      <BrandForm saved={null} countries={countries} failure={actionData} submitLabel={t("taxonomy.create")} />
    </AdminLayout>
  );
}
