import { Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { CampaignProgressBar } from "~/components/newsletter/campaign-progress";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { campaignList, confirmedCount } from "~server/newsletter/campaigns";
import type { Route } from "./+types/campaigns";

// The newsletter's campaigns, newest first, each with how far its sending is (decision 057).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const [campaigns, subscribers] = await Promise.all([campaignList(context.db), confirmedCount(context.db)]);
  return { campaigns, subscribers };
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaigns, subscribers } = loaderData;
  return (
    <AdminLayout title={t("admin.campaigns.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-700">{t("admin.campaigns.subscribers", { count: subscribers })}</p>
        <Link to="/admin/newsletter/campaigns/new" className="btn btn-primary">
          {t("admin.campaigns.new")}
        </Link>
      </div>
      {campaigns.length === 0 ? (
        <p className="card p-5 text-gray-700">{t("admin.campaigns.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="card space-y-2 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/admin/newsletter/campaigns/${campaign.id}`}
                  className="font-semibold text-blue-800 underline"
                  lang="en"
                >
                  {campaign.subject}
                </Link>
                <span className="text-sm text-gray-700">{t(`admin.campaigns.status.${campaign.status}`)}</span>
              </div>
              {campaign.progress ? <CampaignProgressBar progress={campaign.progress} /> : null}
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
