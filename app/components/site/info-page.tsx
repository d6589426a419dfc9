import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "../ui/page-header";

/** A text page whose title and paragraphs (separated by blank lines) come from the translations. */
export function InfoPage({
  page,
  values,
  children,
}: {
  page: string;
  /** What the text names from the store's settings ({{returnDays}}…). */
  values?: Record<string, string | number>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const paragraphs = t(`site.${page}.body`, values).split(/\n\s*\n/);
  return (
    <div className="container-store py-6">
      <PageHeader title={t(`site.${page}.title`)} description={paragraphs[0]} />
      <div className="card prose-store max-w-4xl p-6 text-[17px] leading-relaxed text-gray-800 md:p-10">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        {children}
      </div>
    </div>
  );
}
