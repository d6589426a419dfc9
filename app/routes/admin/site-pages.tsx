import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { sitePageList } from "~server/content/site-pages";
import type { Route } from "./+types/site-pages";

// The site pages the operator edits; contact-us, typography and components stay pages of the code.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return { pages: await sitePageList(context.db) };
}

export default function AdminSitePages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("admin.sitePages.title")}>
      <p className="mb-4 text-gray-700">{t("admin.sitePages.intro")}</p>
      <ul className="card divide-y divide-gray-200">
        {loaderData.pages.map((page) => (
          <li key={page.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold">{page.title.en}</p>
              <a href={`/site/${page.slug}`} className="text-sm text-brand-700 underline">
                /site/{page.slug}
              </a>
            </div>
            <Link to={`/admin/pages/${page.slug}`} className="btn btn-outline">
              {t("admin.sitePages.edit", { title: page.title.en })}
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
