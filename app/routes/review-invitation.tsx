import { data, Link, redirect } from "react-router";
import { ReviewForm } from "~/components/product/review-form";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormAlert } from "~/components/ui/form-alert";
import { PageMeta } from "~/components/ui/page-meta";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { parseForm } from "~domain/form";
import { readForm } from "~server/http/form-data";
import { invitedReviewForm, writeInvitedReview } from "~server/reviews/invitations";
import { reviewSchema } from "~server/reviews/reviews";
import type { Route } from "./+types/review-invitation";
import type { ReviewActionData } from "./product-review";

// The page a completed part's mail links to (`?token=`): the buyer's review of the product, verified, whether they
// are signed in or not; the same link used again edits it (decision 049). Personal: never kept by any cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await invitedReviewForm(context.db, token, params.slug);
  return { slug: params.slug, token: form ? token : null, form };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const viaFetcher = formData.get(FETCHER_FIELD) === "1";
  const token = String(formData.get("token") ?? "");
  const parsed = parseForm(reviewSchema, formData);
  if (!parsed.ok) return data<ReviewActionData>(parsed, 400);
  const written = await writeInvitedReview(context.db, token, params.slug, parsed.data);
  if (!written?.ok) {
    return data<ReviewActionData>(
      { ok: false, errors: { form: "reviews.errors.linkInvalid" }, values: parsed.values },
      written ? 403 : 404,
    );
  }
  if (!viaFetcher) {
    const outcome = written.edited ? "updated" : "thanks";
    return redirect(`${productPath(params.slug)}?review=${outcome}#reviews`, 303);
  }
  return data<ReviewActionData>({ ok: true, edited: written.edited });
}

export default function ReviewInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, token, form } = loaderData;
  return (
    <div className="container-store py-6">
      <PageMeta title={t("reviews.invitationTitle")} description={t("reviews.willBeVerified")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("reviews.invitationTitle") }]} />
      <h1 className="mt-3 mb-6 text-3xl font-bold">
        {form ? t("reviews.invitationHeading", { name: form.productName }) : t("reviews.invitationTitle")}
      </h1>
      <div className="card p-6">
        {form && token ? (
          <ReviewForm
            productSlug={slug}
            user={{ name: form.name, email: form.email }}
            own={form.review}
            buyer
            token={token}
            typed={actionData}
            headingLevel={2}
          />
        ) : (
          <div className="space-y-4">
            <FormAlert id="review-link-error" message="reviews.errors.linkInvalid" />
            <Link to={productPath(slug)} className="btn btn-primary">
              {t("reviews.toProduct")}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
