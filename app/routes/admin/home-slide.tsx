import { useId } from "react";
import { Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { FieldError, FieldLabel } from "~/components/ui/field-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { textOf } from "~domain/form";
import { requireOperator } from "~server/accounts/sessions";
import { slideAction, slideOfParam, slideScreen } from "~server/content/slide-editing";
import type { Route } from "./+types/home-slide";

// One slide of the home pages: picture, headline, text, button and link, the dates it shows between.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return slideScreen(context.media, await slideOfParam(context.db, params.slideId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const slide = await slideOfParam(context.db, params.slideId);
  return slideAction(context.db, context.media, request, operator, slide);
}

export default function AdminHomeSlide({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pictureId = useId();
  const { slide } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const typed = (field: string, saved: string) => (failed ? textOf(failed.values[field]) : saved);
  return (
    <AdminLayout title={t(slide ? "admin.home.editSlideTitle" : "admin.home.newSlideTitle")}>
      <Form method="post" encType="multipart/form-data" noValidate className="card max-w-3xl space-y-5 p-5">
        <LocalizedFields
          name="headline"
          label={t("admin.home.headline")}
          saved={slide?.headline}
          values={failed?.values}
          errors={failed?.errors}
          maxLength={120}
        />
        <LocalizedFields
          name="text"
          label={t("admin.home.text")}
          saved={slide?.text}
          values={failed?.values}
          errors={failed?.errors}
          maxLength={300}
          rows={3}
          required={false}
        />
        <LocalizedFields
          name="buttonLabel"
          label={t("admin.home.buttonLabel")}
          saved={slide?.buttonLabel}
          values={failed?.values}
          errors={failed?.errors}
          maxLength={40}
        />
        <TextField
          name="link"
          required
          maxLength={500}
          label={t("admin.home.link")}
          hint={t("admin.home.linkHint")}
          defaultValue={typed("link", slide?.link ?? "")}
          error={failed?.errors.link}
        />
        <div>
          {slide?.image ? (
            <img src={slide.image} alt="" width={96} height={96} className="mb-2 size-24 rounded object-cover" />
          ) : null}
          <FieldLabel htmlFor={pictureId}>{t("admin.home.picture")}</FieldLabel>
          <input
            id={pictureId}
            type="file"
            name="picture"
            accept="image/jpeg,image/png"
            className="block text-sm"
            aria-invalid={failed?.errors.picture ? true : undefined}
            aria-describedby={`${pictureId}-hint${failed?.errors.picture ? ` ${pictureId}-error` : ""}`}
          />
          <p id={`${pictureId}-hint`} className="mt-1 text-xs text-gray-600">
            {t("admin.home.pictureHint")}
          </p>
          <FieldError id={`${pictureId}-error`} error={failed?.errors.picture} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="showsFrom"
            type="datetime-local"
            label={t("admin.home.showsFrom")}
            hint={t("admin.home.datesHint")}
            defaultValue={typed("showsFrom", slide?.showsFrom ?? "")}
            error={failed?.errors.showsFrom}
          />
          <TextField
            name="showsUntil"
            type="datetime-local"
            label={t("admin.home.showsUntil")}
            hint={t("admin.home.datesHint")}
            defaultValue={typed("showsUntil", slide?.showsUntil ?? "")}
            error={failed?.errors.showsUntil}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary">
            {t("admin.home.saveSlide")}
          </button>
          <Link to="/admin/home#slides" className="btn btn-outline">
            {t("admin.home.back")}
          </Link>
        </div>
      </Form>
    </AdminLayout>
  );
}
