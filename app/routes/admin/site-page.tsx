import { Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { FormSuccess } from "~/components/ui/form-success";
import { MarkdownHtml } from "~/components/ui/markdown-html";
import { useTranslation } from "~/i18n/translation";
import { directionOf, LOCALE_LABELS, LOCALES } from "~domain/locales";
import { USD } from "~domain/money";
import { MAX_PAGE_MARKDOWN, SITE_PLACEHOLDERS } from "~domain/site-pages";
import { requireOperator } from "~server/accounts/sessions";
import { sitePageAction, sitePageOfParam, sitePageScreen } from "~server/content/site-page-editing";
import { readForm } from "~server/http/form-data";
import { listCurrencies } from "~server/prefs/currencies";
import type { Route } from "./+types/site-page";

// One site page: its title and Markdown in three languages, a preview rendered by the server (so it works before the
// scripts), and the placeholders it may use, which the server fills from the settings.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return sitePageScreen(context.db, sitePageOfParam(params.slug), new URL(request.url));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const slug = sitePageOfParam(params.slug);
  const currencies = await listCurrencies(context.db, context.prefs.locale);
  const currency = currencies.find(({ code }) => code === context.prefs.currency) ?? USD;
  return sitePageAction(context.db, await readForm(request), operator, slug, {
    currency,
    paypal: context.paypal !== null,
  });
}

export default function AdminSitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, page, saved } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const preview = actionData?.ok ? actionData : undefined;
  const values = failed?.values ?? preview?.values;
  return (
    <AdminLayout title={t("admin.sitePages.editTitle", { title: page.title.en })}>
      <div className="space-y-6">
        <Form method="post" noValidate className="card space-y-5 p-5">
          <LocalizedFields
            name="title"
            label={t("admin.sitePages.pageTitle")}
            saved={page.title}
            values={values}
            errors={failed?.errors}
            maxLength={120}
          />
          <LocalizedFields
            name="body"
            label={t("admin.sitePages.body")}
            saved={page.body}
            values={values}
            errors={failed?.errors}
            maxLength={MAX_PAGE_MARKDOWN}
            rows={14}
            hint={t("admin.sitePages.markdownHint")}
          />
          <section aria-labelledby="placeholders-title" className="rounded border border-gray-200 p-4">
            <h2 id="placeholders-title" className="font-semibold">
              {t("admin.sitePages.placeholders")}
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {SITE_PLACEHOLDERS.map((name) => (
                <div key={name} className="contents">
                  <dt>
                    <code dir="ltr">{`{{${name}}}`}</code>
                  </dt>
                  <dd className="text-gray-700">{t(`admin.sitePages.placeholder.${name}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="preview" className="btn btn-outline">
              {t("admin.sitePages.preview")}
            </button>
            <button type="submit" name="intent" value="save" className="btn btn-primary">
              {t("admin.sitePages.save")}
            </button>
            <Link to={`/site/${slug}`} className="btn btn-outline">
              {t("admin.sitePages.open")}
            </Link>
          </div>
          <FormSuccess message={saved ? "admin.sitePages.saved" : undefined} />
        </Form>
        {preview ? (
          <section aria-labelledby="preview-title" className="space-y-4">
            <h2 id="preview-title" className="text-xl font-bold">
              {t("admin.sitePages.previewTitle")}
            </h2>
            {LOCALES.map((locale) => (
              <article
                key={locale}
                aria-label={LOCALE_LABELS[locale]}
                lang={locale}
                dir={directionOf(locale)}
                className="card p-5"
              >
                <h3 className="mb-2 text-sm font-semibold text-gray-600">{LOCALE_LABELS[locale]}</h3>
                <MarkdownHtml html={preview.preview[locale]} />
              </article>
            ))}
          </section>
        ) : null}
      </div>
    </AdminLayout>
  );
}
