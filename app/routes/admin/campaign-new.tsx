import { data, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { CampaignForm } from "~/components/newsletter/campaign-form";
import { CampaignPreviewList } from "~/components/newsletter/campaign-preview";
import { useTranslation } from "~/i18n/translation";
import { parseForm } from "~domain/form";
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from "~domain/newsletter-campaign";
import { requireOperator } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { campaignSchema, createCampaign, previewOf } from "~server/newsletter/campaigns";
import type { Route } from "./+types/campaign-new";
import type { CampaignAnswer } from "./campaign";

// A new campaign: written in three languages, previewed, then saved as a draft (decision 057).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const form = await readForm(request);
  const parsed = parseForm(campaignSchema, form);
  if (!parsed.ok) return data<CampaignAnswer>(parsed, 400);
  if (form.get("intent") === "preview") {
    return data<CampaignAnswer>({ ok: false, errors: {}, values: parsed.values, preview: previewOf(parsed.data) });
  }
  const id = await createCampaign(context.db, operator, parsed.data);
  return redirect(`/admin/newsletter/campaigns/${id}?done=created`, 303);
}

export default function AdminCampaignNew({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("admin.campaigns.new")}>
      <CampaignForm
        values={actionData?.values}
        errors={actionData?.errors}
        limits={{ subject: CAMPAIGN_SUBJECT_MAX, body: CAMPAIGN_BODY_MAX }}
      />
      {actionData?.preview ? <CampaignPreviewList preview={actionData.preview} typed /> : null}
    </AdminLayout>
  );
}
