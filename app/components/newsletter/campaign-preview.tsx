import { MarkdownHtml } from "~/components/ui/markdown-html";
import { useTranslation } from "~/i18n/translation";
import { directionOf, LOCALE_LABELS } from "~domain/locales";
import type { CampaignPreview } from "~server/newsletter/campaigns";

/** The campaign as a subscriber in each language reads it (rendered by the server: it shows before the scripts). */
export function CampaignPreviewList({ preview, typed }: { preview: CampaignPreview[]; typed: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="campaign-preview" className="space-y-3">
      <h2 id="campaign-preview" className="text-lg font-bold">
        {t(typed ? "admin.campaigns.previewTyped" : "admin.campaigns.previewSaved")}
      </h2>
      {preview.map((language) => (
        <article
          key={language.locale}
          aria-labelledby={`preview-${language.locale}`}
          className="card space-y-2 p-5"
          lang={language.lang}
          dir={directionOf(language.lang)}
        >
          <p className="text-xs text-gray-600">
            {LOCALE_LABELS[language.locale]}
            {language.lang !== language.locale ? ` · ${t("admin.campaigns.inEnglish")}` : ""}
          </p>
          <h3 id={`preview-${language.locale}`} className="text-base font-semibold">
            {language.subject}
          </h3>
          <MarkdownHtml html={language.html} />
        </article>
      ))}
    </section>
  );
}
