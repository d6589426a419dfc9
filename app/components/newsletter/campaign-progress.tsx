import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { CampaignProgress } from "~server/newsletter/campaigns";

/** How far a campaign is: a progress bar with the counts written beside it (reload to see it move). */
export function CampaignProgressBar({ progress }: { progress: CampaignProgress }) {
  const { t } = useTranslation();
  const id = useId();
  const { total, sent, queued, failed } = progress;
  return (
    <div className="space-y-1">
      <progress
        id={id}
        className="h-3 w-full"
        value={sent}
        max={Math.max(total, 1)}
        aria-label={t("admin.campaigns.progressLabel", { sent, total })}
      />
      <p className="text-sm text-gray-700">{t("admin.campaigns.progressText", { sent, total, queued, failed })}</p>
    </div>
  );
}
