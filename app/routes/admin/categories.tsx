import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PositionButtons } from "~/components/taxonomy/position-buttons";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { categoryPath } from "~domain/catalog-links";
import { localizedOf } from "~domain/localized-input";
import { z } from "~domain/zod";
import { requireOperator } from "~server/accounts/sessions";
import { categoriesForAdmin } from "~server/catalog/category-admin";
import type { Route } from "./+types/categories";

const doneSchema = z.enum(["deleted", "reordered"]).nullable().catch(null);

// The category tree (issue 50): each category with its products and sub-categories, moved up or down among its
// siblings with plain posts; its own page changes the rest.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const rows = await categoriesForAdmin(context.db);
  const locale = context.prefs.locale;
  const last = new Map<number | null, number>();
  const first = new Map<number | null, number>();
  for (const row of rows) {
    if (!first.has(row.parentId)) first.set(row.parentId, row.id);
    last.set(row.parentId, row.id);
  }
  return {
    categories: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      label: localizedOf(row.name, locale),
      depth: row.depth,
      products: row.products,
      children: row.children,
      first: first.get(row.parentId) === row.id,
      last: last.get(row.parentId) === row.id,
    })),
    done: doneSchema.parse(new URL(request.url).searchParams.get("done")),
  };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, done } = loaderData;
  return (
    <AdminLayout title={t("taxonomy.categoriesTitle")}>
      <FormSuccess message={done ? `taxonomy.done.${done}` : undefined} />
      <p>
        <Link to="/admin/categories/new" className="btn btn-primary">
          {t("taxonomy.addCategory")}
        </Link>
      </p>
      <div className="card overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-start">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("taxonomy.name")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("taxonomy.address")}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t("taxonomy.productsColumn")}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t("taxonomy.childrenColumn")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("taxonomy.order")}
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((row) => (
              <tr key={row.id} id={`category-${row.id}`} className="border-t">
                <td className="px-3 py-2" style={{ paddingInlineStart: `${0.75 + row.depth * 1.25}rem` }}>
                  <Link to={`/admin/categories/${row.id}`} className="font-medium text-brand-700 hover:underline">
                    {row.label}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Link to={categoryPath(row.slug)} className="text-gray-700 hover:underline" dir="ltr">
                    {row.slug}
                  </Link>
                </td>
                <td className="px-3 py-2 text-end">{row.products}</td>
                <td className="px-3 py-2 text-end">{row.children}</td>
                <td className="px-3 py-2">
                  <PositionButtons id={row.id} label={row.label} first={row.first} last={row.last} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminLayout>
  );
}
