import { data, Form, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { AvailabilityText } from "~/components/catalog/availability-text";
import { Price } from "~/components/catalog/price";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { Pagination } from "~/components/ui/pagination";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { type FormFailure, parseForm, textOf } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { listingVisibilitySchema } from "~server/admin/admin-input";
import { adminListingPage, LISTINGS_PAGE_SIZE, setListingHidden } from "~server/admin/listings";
import { LOW_STOCK_UNITS } from "~server/admin/store-stock";
import { allCategories, categoryView } from "~server/catalog/categories";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/listings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const q = search.get("q")?.trim().slice(0, 100) ?? "";
  const categories = await allCategories(context.db, context.prefs.locale);
  // A category that names nothing filters nothing.
  const category = categoryView(categories, { slug: search.get("category") ?? "" });
  const lowStock = search.get("stock") === "low";
  const { listings, total } = await adminListingPage(context.db, context.media, page, {
    q,
    categoryIds: category?.subtreeIds ?? null,
    lowStock,
  });
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  const done = search.get("done");
  return {
    listings: listings.map(({ categoryId, ...listing }) => ({ ...listing, category: nameOf.get(categoryId) ?? "" })),
    // Top-level categories, each followed by its sub-categories.
    categoryOptions: categories
      .filter((c) => c.parentId === null)
      .flatMap((top) => [
        { slug: top.slug, name: top.name, level: 0 },
        ...categories.filter((c) => c.parentId === top.id).map((c) => ({ slug: c.slug, name: c.name, level: 1 })),
      ]),
    category: category?.category.slug ?? "",
    lowStock,
    lowStockUnits: LOW_STOCK_UNITS,
    q,
    page,
    done: done === "hide" || done === "show" ? done : null,
    totalPages: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
  };
}

type Refusal = FormFailure & { confirm?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const form = await readForm(request);
  const parsed = parseForm(listingVisibilitySchema, form);
  if (!parsed.ok) return data<Refusal>(parsed, 400);
  const confirm = fieldsToConfirm(form, parsed.values);
  if (confirm) return data<Refusal>({ ok: false, errors: {}, values: parsed.values, confirm });
  const result = await setListingHidden(context.db, operator, parsed.data);
  if (!result.ok && result.error === "notFound") throw data(null, { status: 404 });
  if (!result.ok) {
    return data<Refusal>(
      { ok: false, errors: {}, formError: "admin.listings.errors.unchanged", values: parsed.values },
      409,
    );
  }
  const back = new URL(request.url);
  back.searchParams.set("done", parsed.data.intent);
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listings, categoryOptions, category, lowStock, lowStockUnits, q, page, done, totalPages } = loaderData;
  const refusedId = textOf(actionData?.values.productId);
  const confirmIntent = actionData?.confirm?.intent === "show" ? "show" : "hide";
  return (
    <AdminLayout title={t("admin.nav.listings")}>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t(`admin.listings.${confirmIntent}Title`)}
          description={t(`admin.listings.${confirmIntent}Text`)}
          confirmLabel={t(`admin.listings.${confirmIntent}`)}
          backTo="/admin/listings"
        />
      ) : null}
      <FormAlert id="listings-error" message={actionData?.formError} />
      <FormSuccess message={done && !actionData ? `admin.listings.done.${done}` : undefined} />
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-56">
          <TextField name="q" type="search" label={t("admin.listings.search")} defaultValue={q} />
        </div>
        <div>
          <label htmlFor="listings-category" className="mb-1 block text-sm font-medium">
            {t("admin.listings.category")}
          </label>
          <select id="listings-category" name="category" defaultValue={category} className="input w-auto">
            <option value="">{t("admin.listings.allCategories")}</option>
            {categoryOptions.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.level > 0 ? `\u2003${option.name}` : option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="listings-stock" className="mb-1 block text-sm font-medium">
            {t("admin.listings.stock")}
          </label>
          <select id="listings-stock" name="stock" defaultValue={lowStock ? "low" : ""} className="input w-auto">
            <option value="">{t("admin.listings.anyStock")}</option>
            <option value="low">{t("admin.listings.storeLowStock", { count: lowStockUnits })}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t("sales.filter")}
        </button>
      </Form>
      {listings.length > 0 ? (
        <ul className="space-y-3">
          {listings.map((listing) => {
            const intent = listing.hiddenReason === null ? "hide" : "show";
            const refused = refusedId === String(listing.id);
            return (
              <li key={listing.id} className="card flex flex-wrap items-end justify-between gap-3 p-4">
                <div className="flex min-w-0 gap-3 text-sm">
                  {listing.thumb ? (
                    <img src={listing.thumb} alt="" width={56} height={56} loading="lazy" className="size-14 rounded" />
                  ) : (
                    <span className="block size-14 shrink-0 rounded bg-gray-100" />
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold">
                      <Link to={productPath(listing.slug)} className="hover:text-brand-700 hover:underline">
                        {listing.name}
                      </Link>
                    </p>
                    <p className="text-gray-600">
                      {listing.category} · <Price priceCents={listing.priceCents} compareAtCents={null} /> ·{" "}
                      <AvailabilityText availability={listing.availability} /> ·{" "}
                      {t("admin.listings.units", { count: listing.stock })}
                    </p>
                    <p className="break-all text-gray-600">
                      {t("admin.listings.seller")}: {listing.sellerEmail ?? t("admin.orders.theStore")}
                    </p>
                    {listing.hiddenReason !== null ? (
                      <p className="font-semibold text-red-700">
                        {t("admin.listings.hidden", { reason: listing.hiddenReason })}
                      </p>
                    ) : null}
                    {listing.ownerLocked ? (
                      <p className="font-semibold text-red-700">{t("admin.listings.sellerLocked")}</p>
                    ) : null}
                  </div>
                </div>
                <ConfirmForm
                  className="flex flex-wrap items-end gap-2"
                  fields={{ productId: String(listing.id), intent }}
                  label={t(`admin.listings.${intent}`)}
                  accessibleLabel={t(`admin.listings.${intent}Of`, { name: listing.name })}
                  buttonClassName={intent === "hide" ? "btn btn-outline text-red-700" : "btn btn-outline"}
                  title={t(`admin.listings.${intent}Title`)}
                  description={t(`admin.listings.${intent}Text`)}
                  confirmLabel={t(`admin.listings.${intent}`)}
                >
                  <div className="min-w-56">
                    <TextField
                      name="reason"
                      required={intent === "hide"}
                      maxLength={300}
                      label={t(intent === "hide" ? "admin.listings.reasonShown" : "admin.reasonOptional")}
                      defaultValue={refused ? textOf(actionData?.values.reason) : undefined}
                      error={refused ? actionData?.errors.reason : undefined}
                    />
                  </div>
                </ConfirmForm>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState message={t("admin.listings.empty")} />
      )}
      <Pagination page={page} totalPages={totalPages} />
    </AdminLayout>
  );
}
