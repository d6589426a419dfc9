import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { subscriberCount } from "~server/admin/newsletter-export";
import type { Route } from "./+types/newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return { subscribers: await subscriberCount(context.db) };
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { subscribers } = loaderData;
  return (
    <AdminLayout title={t("admin.nav.newsletter")}>
      <section className="card space-y-3 p-5" aria-labelledby="newsletter-count">
        <h2 id="newsletter-count" className="text-lg font-bold">
          {t("admin.overview.subscribers", { count: subscribers })}: {subscribers}
        </h2>
        <p className="text-gray-600">{t("admin.newsletter.about")}</p>
        <p className="text-gray-600">{t("admin.newsletter.doubleOptIn")}</p>
        {/* A file download, not a page: the browser fetches it whole. */}
        <div className="flex flex-wrap gap-3">
          <a href="/admin/newsletter.csv" download className="btn btn-outline">
            {t("admin.newsletter.download")}
          </a>
          <Link to="/admin/newsletter/campaigns" className="btn btn-primary">
            {t("admin.newsletter.campaigns")}
          </Link>
        </div>
      </section>
    </AdminLayout>
  );
}
