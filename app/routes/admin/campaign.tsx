import { data, Form, Link, redirect } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { CampaignForm } from "~/components/newsletter/campaign-form";
import { CampaignPreviewList } from "~/components/newsletter/campaign-preview";
import { CampaignProgressBar } from "~/components/newsletter/campaign-progress";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { type FieldErrors, type FormValues, parseForm } from "~domain/form";
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from "~domain/newsletter-campaign";
import { z } from "~domain/zod";
import { requireOperator } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { idParamOf } from "~server/http/id-param";
import {
  type CampaignPreview,
  campaignSchema,
  campaignView,
  confirmedCount,
  previewOf,
  sendCampaignTest,
  startSendingCampaign,
  updateCampaign,
} from "~server/newsletter/campaigns";
import type { Route } from "./+types/campaign";

/** A refused or previewed form: its messages and what was typed, the preview of it, or the question to ask again. */
export type CampaignAnswer = {
  ok: false;
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
  preview?: CampaignPreview[];
  confirm?: Record<string, string>;
};

const DONE = ["created", "saved", "test", "sending"] as const;
const intentSchema = z.object({ intent: z.enum(["save", "preview", "test", "send"]) });

// One campaign (decision 057): a draft is edited, previewed, tried on the operator's address and sent (asked first);
// once sent it cannot change, and the page shows how far the sending is (reload to follow it).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const campaign = await campaignView(context.db, idParamOf(params.campaignId));
  if (!campaign) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    campaign,
    subscribers: await confirmedCount(context.db),
    done: DONE.find((value) => value === done) ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const id = idParamOf(params.campaignId);
  const form = await readForm(request);
  const intent = parseForm(intentSchema, form);
  if (!intent.ok) return data<CampaignAnswer>(intent, 400);
  const here = `/admin/newsletter/campaigns/${id}`;
  const refused = (error: "notFound" | "notDraft", values: FormValues = {}) => {
    if (error === "notFound") throw data(null, { status: 404 });
    return data<CampaignAnswer>({ ok: false, errors: {}, formError: "admin.campaigns.errors.notDraft", values }, 409);
  };
  switch (intent.data.intent) {
    case "save":
    case "preview": {
      const parsed = parseForm(campaignSchema, form);
      if (!parsed.ok) return data<CampaignAnswer>(parsed, 400);
      if (intent.data.intent === "preview") {
        return data<CampaignAnswer>({ ok: false, errors: {}, values: parsed.values, preview: previewOf(parsed.data) });
      }
      const saved = await updateCampaign(context.db, operator, id, parsed.data);
      return saved.ok ? redirect(`${here}?done=saved`, 303) : refused(saved.error, parsed.values);
    }
    case "test": {
      const tested = await sendCampaignTest(context.db, operator, id);
      return tested.ok ? redirect(`${here}?done=test`, 303) : refused(tested.error);
    }
    case "send": {
      // Sent to every subscriber: a post without the dialog's mark (no JavaScript) is asked once more.
      const confirm = fieldsToConfirm(form, intent.values);
      if (confirm) return data<CampaignAnswer>({ ok: false, errors: {}, values: intent.values, confirm });
      const started = await startSendingCampaign(context.db, operator, id);
      return started.ok ? redirect(`${here}?done=sending`, 303) : refused(started.error);
    }
  }
}

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaign, subscribers, done } = loaderData;
  const here = `/admin/newsletter/campaigns/${campaign.id}`;
  const draft = campaign.status === "draft";
  const typed = actionData?.preview;
  return (
    <AdminLayout title={t("admin.campaigns.campaignTitle", { subject: campaign.text.subject.en })}>
      <p>
        <Link to="/admin/newsletter/campaigns" className="text-blue-800 underline">
          {t("admin.campaigns.all")}
        </Link>
      </p>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t("admin.campaigns.sendTitle")}
          description={t("admin.campaigns.sendText", { count: subscribers })}
          confirmLabel={t("admin.campaigns.sendConfirm")}
          backTo={here}
        />
      ) : null}
      <FormAlert id="campaign-error" message={actionData?.formError} />
      <FormSuccess message={done && !actionData ? `admin.campaigns.done.${done}` : undefined} />
      <p className="text-gray-700">
        {t("admin.campaigns.statusLabel")}: <strong>{t(`admin.campaigns.status.${campaign.status}`)}</strong>
      </p>
      {campaign.progress ? (
        <section aria-labelledby="campaign-progress" className="card space-y-2 p-5">
          <h2 id="campaign-progress" className="text-lg font-bold">
            {t("admin.campaigns.progress")}
          </h2>
          <CampaignProgressBar progress={campaign.progress} />
          <p className="text-xs text-gray-600">{t("admin.campaigns.reload")}</p>
        </section>
      ) : null}
      {draft ? (
        <>
          <CampaignForm
            saved={campaign.text}
            values={actionData?.values}
            errors={actionData?.errors}
            limits={{ subject: CAMPAIGN_SUBJECT_MAX, body: CAMPAIGN_BODY_MAX }}
          />
          <section aria-labelledby="campaign-send" className="card space-y-4 p-5">
            <h2 id="campaign-send" className="text-lg font-bold">
              {t("admin.campaigns.sendHeading")}
            </h2>
            <Form method="post" className="space-y-2">
              <p className="text-sm text-gray-700">{t("admin.campaigns.testText")}</p>
              <button type="submit" name="intent" value="test" className="btn btn-outline">
                {t("admin.campaigns.test")}
              </button>
            </Form>
            <ConfirmForm
              className="space-y-2"
              fields={{ intent: "send" }}
              label={t("admin.campaigns.send")}
              buttonClassName="btn btn-primary"
              title={t("admin.campaigns.sendTitle")}
              description={t("admin.campaigns.sendText", { count: subscribers })}
              confirmLabel={t("admin.campaigns.sendConfirm")}
            >
              <p className="text-sm text-gray-700">{t("admin.campaigns.sendHint", { count: subscribers })}</p>
            </ConfirmForm>
          </section>
        </>
      ) : null}
      <CampaignPreviewList preview={typed ?? campaign.preview} typed={typed !== undefined} />
    </AdminLayout>
  );
}
