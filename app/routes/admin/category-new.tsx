import { AdminLayout } from "~/components/admin/admin-layout";
import { CategoryForm } from "~/components/taxonomy/category-form";
import { useTranslation } from "~/i18n/translation";
import { localizedOf } from "~domain/localized-input";
import { requireOperator } from "~server/accounts/sessions";
import { newCategoryAction } from "~server/catalog/category-actions";
import { brandChoices, categoriesForAdmin } from "~server/catalog/category-admin";
import type { Route } from "./+types/category-new";

// A new category: its names, address, place in the tree and layout; its picture is added on its own page after.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const [rows, brands] = await Promise.all([categoriesForAdmin(context.db), brandChoices(context.db)]);
  return {
    brands,
    parents: rows.map((row) => ({ id: row.id, label: localizedOf(row.name, context.prefs.locale), depth: row.depth })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return newCategoryAction(context.db, operator, request);
}

export default function NewCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("taxonomy.addCategory")}>
      <CategoryForm
        saved={null}
        parents={loaderData.parents}
        brands={loaderData.brands}
        offered={[]}
        failure={actionData}
        submitLabel={t("taxonomy.create")}
      />
    </AdminLayout>
  );
}
