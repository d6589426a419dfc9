import { data, Form, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { PostDate } from "~/components/blog/post-card";
import { Stars } from "~/components/catalog/stars";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { EmptyState } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/ui/form-success";
import { Pagination } from "~/components/ui/pagination";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { type FormFailure, parseForm, textOf } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { requireOperator } from "~server/accounts/sessions";
import { reviewHideSchema } from "~server/admin/admin-input";
import { hideReview, REVIEWS_PAGE_SIZE, reviewPage } from "~server/admin/reviews";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const product = search.get("product")?.trim().slice(0, 200) || null;
  const { reviews, total } = await reviewPage(context.db, page, product);
  return {
    reviews,
    page,
    product,
    hidden: search.has("hidden"),
    totalPages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

type Refusal = FormFailure & { confirm?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const form = await readForm(request);
  const parsed = parseForm(reviewHideSchema, form);
  if (!parsed.ok) return data<Refusal>(parsed, 400);
  // Posted without the dialog (no JavaScript): asked once more, nothing hidden yet.
  const confirm = fieldsToConfirm(form, parsed.values);
  if (confirm) return data<Refusal>({ ok: false, errors: {}, values: parsed.values, confirm });
  if (!(await hideReview(context.db, operator, parsed.data.reviewId, parsed.data.reason))) {
    throw data(null, { status: 404 });
  }
  const back = new URL(request.url);
  back.searchParams.set("hidden", "1");
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { reviews, page, product, hidden, totalPages } = loaderData;
  const refusedId = textOf(actionData?.values.reviewId);
  return (
    <AdminLayout title={t("admin.nav.reviews")}>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t("admin.reviews.confirmTitle")}
          description={t("admin.reviews.confirmText")}
          confirmLabel={t("admin.reviews.hide")}
          backTo="/admin/reviews"
        />
      ) : null}
      <FormSuccess message={hidden && !actionData ? "admin.reviews.hidden" : undefined} />
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-56">
          <TextField name="product" label={t("admin.reviews.product")} defaultValue={product ?? ""} />
        </div>
        <button type="submit" className="btn btn-outline">
          {t("sales.filter")}
        </button>
      </Form>
      {reviews.length > 0 ? (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="card space-y-2 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Stars rating={review.stars} />
                <span className="font-semibold">{review.name}</span>
                <span className="break-all text-gray-500">{review.email}</span>
                <PostDate iso={review.createdAt} />
                {review.verified ? <span className="font-semibold text-green-800">{t("reviews.verified")}</span> : null}
              </div>
              <p className="text-sm">
                <Link to={productPath(review.productSlug)} className="text-brand-700 hover:underline">
                  {review.productName}
                </Link>{" "}
                ·{" "}
                <Link
                  to={`/admin/reviews?product=${encodeURIComponent(review.productSlug)}`}
                  className="hover:underline"
                >
                  {t("admin.reviews.onlyThisProduct")}
                </Link>
              </p>
              <p className="whitespace-pre-line break-words">{review.text}</p>
              {review.hidden ? (
                <p className="border-t border-gray-100 pt-3 text-sm font-semibold text-red-800">
                  {t("admin.reviews.hiddenBecause", { reason: review.hiddenReason ?? "" })}
                </p>
              ) : (
                <ConfirmForm
                  className="flex flex-wrap items-end gap-2 border-t border-gray-100 pt-3"
                  fields={{ reviewId: String(review.id) }}
                  label={t("admin.reviews.hide")}
                  accessibleLabel={t("admin.reviews.hideOf", { name: review.name })}
                  buttonClassName="btn btn-outline text-red-700"
                  title={t("admin.reviews.confirmTitle")}
                  description={t("admin.reviews.confirmText")}
                  confirmLabel={t("admin.reviews.hide")}
                >
                  <div className="min-w-56 flex-1">
                    <TextField
                      name="reason"
                      required
                      maxLength={300}
                      label={t("admin.reason")}
                      defaultValue={refusedId === String(review.id) ? textOf(actionData?.values.reason) : undefined}
                      error={refusedId === String(review.id) ? actionData?.errors.reason : undefined}
                    />
                  </div>
                </ConfirmForm>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={t("admin.reviews.empty")} />
      )}
      <Pagination page={page} totalPages={totalPages} />
    </AdminLayout>
  );
}
