import { data, Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { CategoryForm, indented } from "~/components/taxonomy/category-form";
import { PictureForm } from "~/components/taxonomy/picture-form";
import { PositionButtons } from "~/components/taxonomy/position-buttons";
import { FieldError } from "~/components/ui/field-parts";
import { FormSuccess } from "~/components/ui/form-success";
import { SelectField } from "~/components/ui/select-field";
import { useTranslation } from "~/i18n/translation";
import { categoryPath } from "~domain/catalog-links";
import { localizedOf } from "~domain/localized-input";
import { z } from "~domain/zod";
import { requireOperator } from "~server/accounts/sessions";
import { categoryAction } from "~server/catalog/category-actions";
import { brandChoices, categoryScreen } from "~server/catalog/category-admin";
import { idParamOf } from "~server/http/id-param";
import type { Route } from "./+types/category";

const doneSchema = z.enum(["created", "saved", "picture", "reordered", "moved"]).nullable().catch(null);

// One category: rename, move, layout, picture, order among its siblings, its products moved elsewhere, deletion.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const screen = await categoryScreen(context.db, context.media, idParamOf(params.categoryId));
  if (!screen) throw data(null, { status: 404 });
  const locale = context.prefs.locale;
  const option = (row: (typeof screen.parents)[number]) => ({
    id: row.id,
    label: localizedOf(row.name, locale),
    depth: row.depth,
  });
  const { category } = screen;
  return {
    category: { ...category, label: localizedOf(category.name, locale) },
    imageUrl: screen.imageUrl,
    parents: screen.parents.map(option),
    targets: screen.targets.map(option),
    offered: screen.offered,
    brands: await brandChoices(context.db),
    done: doneSchema.parse(new URL(request.url).searchParams.get("done")),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return categoryAction(context.db, context.media, operator, request, idParamOf(params.categoryId));
}

export default function AdminCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, imageUrl, parents, targets, brands, offered, done } = loaderData;
  const failure = actionData ?? null;
  const empty = category.products === 0 && category.children === 0;
  return (
    <AdminLayout title={category.label}>
      <FormSuccess message={done ? `taxonomy.done.${done}` : undefined} />
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <Link to={categoryPath(category.slug)} className="text-brand-700 hover:underline">
          {t("taxonomy.viewPage")}
        </Link>
        <Link to="/admin/categories" className="text-brand-700 hover:underline">
          {t("taxonomy.backToCategories")}
        </Link>
        <span>{t("taxonomy.holds", { products: category.products, children: category.children })}</span>
      </p>
      <CategoryForm
        saved={category}
        parents={parents}
        brands={brands}
        offered={offered}
        failure={failure}
        submitLabel={t("taxonomy.save")}
      />
      <section aria-labelledby="category-order" className="card space-y-3 p-5">
        <h2 id="category-order" className="text-lg font-bold">
          {t("taxonomy.order")}
        </h2>
        <PositionButtons id={category.id} label={category.label} first={false} last={false} from="page" />
      </section>
      <PictureForm title={t("taxonomy.picture")} imageUrl={imageUrl} failure={failure} />
      {category.products > 0 ? (
        <section aria-labelledby="category-products" className="card space-y-3 p-5">
          <h2 id="category-products" className="text-lg font-bold">
            {t("taxonomy.moveProductsTitle", { count: category.products })}
          </h2>
          <Form method="post" className="space-y-3" replace>
            <input type="hidden" name="intent" value="products" />
            <SelectField
              name="to"
              label={t("taxonomy.moveProductsTo")}
              defaultValue=""
              required
              error={failure?.values.intent === "products" ? failure.errors.to : undefined}
              options={[
                { value: "", label: t("taxonomy.chooseCategory") },
                ...targets.map((row) => ({ value: String(row.id), label: indented(row) })),
              ]}
            />
            <button type="submit" className="btn btn-outline">
              {t("taxonomy.moveProducts", { count: category.products })}
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="category-delete" className="card space-y-3 p-5">
        <h2 id="category-delete" className="text-lg font-bold">
          {t("taxonomy.deleteTitle")}
        </h2>
        <Form method="post" replace>
          <input type="hidden" name="intent" value="delete" />
          <p id="category-delete-note" className="mb-3 text-sm text-gray-700">
            {empty
              ? t("taxonomy.deleteEmpty")
              : t("taxonomy.deleteRefused", { products: category.products, children: category.children })}
          </p>
          <button type="submit" className="btn btn-outline text-red-700" aria-describedby="category-delete-note">
            {t("taxonomy.delete")}
          </button>
          <FieldError
            id="category-delete-error"
            error={failure?.values.intent === "delete" ? failure.errors.delete : undefined}
            values={{ products: category.products, children: category.children }}
          />
        </Form>
      </section>
    </AdminLayout>
  );
}
